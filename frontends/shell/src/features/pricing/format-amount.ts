/**
 * An amount in minor units (cents) as the number shown in a price: whole amounts without decimals
 * ("5"), others with two ("4.99"). The catalogue's price pattern adds "$" and the currency code.
 */
export function formatAmount(amountMinor: number, locale: string): string {
  const amount = amountMinor / 100;
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
