import type { Currency } from './region.js';

/** An amount in integer minor units (cents) of one currency; never a floating-point dollar figure. */
export class Money {
  private constructor(
    readonly amountMinor: number,
    readonly currency: Currency,
  ) {}

  static of(amountMinor: number, currency: Currency): Money {
    if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
      throw new RangeError(`Money needs a non-negative whole number of minor units, got ${amountMinor}`);
    }
    return new Money(amountMinor, currency);
  }

  equals(other: Money): boolean {
    return this.amountMinor === other.amountMinor && this.currency === other.currency;
  }
}
