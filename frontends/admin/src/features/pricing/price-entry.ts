/** A catalogue item's id, as the price table keys its prices (repair_credit, basic, pro, contractor_listing). */
export type PricedItem = string;

/**
 * The server's rule (the pricing module's PriceTable): a whole number of cents from $0.50 to $1,000. Checked
 * here too so an admin hears of a typo before saving; the server still has the last word.
 */
export const MIN_PRICE_MINOR = 50;
export const MAX_PRICE_MINOR = 100_000;

export type PriceProblem = 'format' | 'range';

/** What an admin typed, in dollars ("4", "4.5", "$4.99"), as cents, or what is wrong with it. */
export function parsePrice(text: string): { readonly cents: number } | { readonly problem: PriceProblem } {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return { problem: 'format' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents < MIN_PRICE_MINOR || cents > MAX_PRICE_MINOR ? { problem: 'range' } : { cents };
}

/** Cents as the amount an admin edits: 400 → "4.00". */
export function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Every amount as cents, or null while any of them has a problem. */
export function pricesOf(drafts: Readonly<Record<PricedItem, string>>): Record<PricedItem, number> | null {
  const prices: Record<PricedItem, number> = {};
  for (const [item, text] of Object.entries(drafts)) {
    const entry = parsePrice(text);
    if (!('cents' in entry)) return null;
    prices[item] = entry.cents;
  }
  return prices;
}

/** The items a region prices, in the catalogue's order (an item the catalogue does not list goes last). */
export function itemsInOrder(
  prices: Readonly<Record<PricedItem, number>>,
  catalogueOrder: readonly string[],
): PricedItem[] {
  const rank = (item: PricedItem) => {
    const index = catalogueOrder.indexOf(item);
    return index === -1 ? catalogueOrder.length : index;
  };
  return Object.keys(prices).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
