import { ValidationError } from '../../../shared/errors/app-errors.js';
import { Money } from '../../../shared/domain/money.js';
import { currencyOf, type Currency, type Region } from '../../../shared/domain/region.js';

/** What RepairLens sells, priced per region. */
export const PRICED_ITEMS = ['payPerRepair', 'basicPlan', 'unlimitedPlan', 'contractorPlan'] as const;
export type PricedItem = (typeof PRICED_ITEMS)[number];
export type PriceAmounts = Readonly<Record<PricedItem, number>>;

/** An admin typo should not turn a $5 repair into $5,000: prices stay between $0.50 and $1,000. */
export const MIN_PRICE_MINOR = 50;
export const MAX_PRICE_MINOR = 100_000;

/** The prices of one region, in that region's currency, and who last changed them. */
export class PriceTable {
  private constructor(
    readonly region: Region,
    readonly amounts: PriceAmounts,
    readonly updatedAt: Date,
    readonly updatedBy: string | null,
  ) {}

  static restore(region: Region, amounts: PriceAmounts, updatedAt: Date, updatedBy: string | null): PriceTable {
    return new PriceTable(region, amounts, updatedAt, updatedBy);
  }

  get currency(): Currency {
    return currencyOf(this.region);
  }

  priceOf(item: PricedItem): Money {
    return Money.of(this.amounts[item], this.currency);
  }

  /** A new table with some prices changed; every amount must be a whole number of cents within bounds. */
  revise(changes: Partial<PriceAmounts>, by: string, at: Date): PriceTable {
    const amounts = { ...this.amounts, ...changes };
    for (const item of PRICED_ITEMS) {
      const amount = amounts[item];
      if (!Number.isSafeInteger(amount) || amount < MIN_PRICE_MINOR || amount > MAX_PRICE_MINOR) {
        throw new ValidationError(
          `${item} must be a whole number of cents between ${MIN_PRICE_MINOR} and ${MAX_PRICE_MINOR}`,
        );
      }
    }
    return new PriceTable(this.region, amounts, at, by);
  }
}
