import { NotFoundError, ValidationError } from '../../../shared/errors/app-errors.js';
import { Money } from '../../../shared/domain/money.js';
import { currencyOf, type Currency, type Region } from '../../../shared/domain/region.js';

/**
 * What a region charges for each item sold, in minor units of its currency, keyed by the item's id in
 * billing's catalogue (repair_credit, basic, pro, contractor_listing): one row per region and item.
 */
export type PriceAmounts = Readonly<Record<string, number>>;

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

  /** The ids of the items this region prices. */
  get items(): string[] {
    return Object.keys(this.amounts);
  }

  priceOf(item: string): Money {
    const amount = Object.hasOwn(this.amounts, item) ? this.amounts[item] : undefined;
    if (amount === undefined) throw new NotFoundError(`No price is set for ${item} in region ${this.region}`);
    return Money.of(amount, this.currency);
  }

  /**
   * A new table with some prices changed; only items the region prices can be changed, and every amount
   * must be a whole number of cents within bounds.
   */
  revise(changes: PriceAmounts, by: string, at: Date): PriceTable {
    for (const item of Object.keys(changes)) {
      if (!Object.hasOwn(this.amounts, item))
        throw new ValidationError(`${item} is not an item sold in ${this.region}`);
    }
    const amounts = { ...this.amounts, ...changes };
    for (const [item, amount] of Object.entries(amounts)) {
      if (!Number.isSafeInteger(amount) || amount < MIN_PRICE_MINOR || amount > MAX_PRICE_MINOR) {
        throw new ValidationError(
          `${item} must be a whole number of cents between ${MIN_PRICE_MINOR} and ${MAX_PRICE_MINOR}`,
        );
      }
    }
    return new PriceTable(this.region, amounts, at, by);
  }
}
