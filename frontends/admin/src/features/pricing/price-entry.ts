/** A catalogue item's id, as the price table keys its prices (repair_credit, basic, pro, contractor_listing). */
export type PricedItem = string;

/**
 * The server's rule (the pricing module's PriceTable): a whole number of cents from $0.50 to $1,000. Checked
 * here too so an admin hears of a typo before saving; the server still has the last word.
 */
export const MIN_PRICE_MINOR = 50;
export const MAX_PRICE_MINOR = 100_000;

export type PriceProblem = 'format' | 'range';

/** How a locale writes an amount of dollars: its decimal mark, its thousands separator, the sign's side. */
interface AmountStyle {
  readonly decimal: string;
  readonly group: string;
  /** "$4.99" in English, "4,99 $" in French. */
  readonly signFirst: boolean;
}

export function amountStyle(locale: string): AmountStyle {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(1234.5);
  const position = (type: Intl.NumberFormatPartTypes) => parts.findIndex((part) => part.type === type);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    signFirst: position('currency') < position('integer'),
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What an admin typed, in dollars, as cents, or what is wrong with it. Read the way the console's language
 * writes amounts: "4", "4.5", "$4.99", "1,000" in English; "4", "4,5", "4,99 $", "1 000" in French. The other
 * language's decimal mark is refused rather than guessed ("4,99" is not an English amount).
 */
export function parsePrice(
  text: string,
  locale: string,
): { readonly cents: number } | { readonly problem: PriceProblem } {
  const { decimal, group, signFirst } = amountStyle(locale);
  // French groups thousands with a no-break space: any space typed counts as one.
  const groupPattern = /\s/.test(group) ? '\\s' : escaped(group);
  const amount = `(\\d{1,3}(?:${groupPattern}\\d{3})+|\\d{1,7})(?:${escaped(decimal)}(\\d{1,2}))?`;
  const pattern = signFirst ? `^\\s*(?:\\$\\s*)?${amount}\\s*$` : `^\\s*${amount}(?:\\s*\\$)?\\s*$`;
  const match = new RegExp(pattern).exec(text);
  if (!match) return { problem: 'format' };
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole.replace(/\D/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  return cents < MIN_PRICE_MINOR || cents > MAX_PRICE_MINOR ? { problem: 'range' } : { cents };
}

/** Cents as the amount an admin edits, in the console's language: 400 → "4.00" in English, "4,00" in French. */
export function priceText(cents: number, locale: string): string {
  return (cents / 100).toFixed(2).replace('.', amountStyle(locale).decimal);
}

/** Every amount as cents, or null while any of them has a problem. */
export function pricesOf(
  drafts: Readonly<Record<PricedItem, string>>,
  locale: string,
): Record<PricedItem, number> | null {
  const prices: Record<PricedItem, number> = {};
  for (const [item, text] of Object.entries(drafts)) {
    const entry = parsePrice(text, locale);
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
