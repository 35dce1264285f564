import { numberFormat } from '../i18n/intl-formats';

/** The estimates' currencies and the locale that writes each the way its people read it in English. */
const ENGLISH_LOCALE_OF = { CAD: 'en-CA', USD: 'en-US' } as const;

export type EstimateCurrency = keyof typeof ENGLISH_LOCALE_OF;

/** French writes both dollars the Canadian French way ("12 $", "12 $ US"). */
function formatterFor(currency: EstimateCurrency, french: boolean): Intl.NumberFormat {
  return numberFormat(french ? 'fr-CA' : ENGLISH_LOCALE_OF[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

/**
 * Whole dollars: "$12–$30" in English, "12 $ à 30 $" in French (`language`: the page's, e.g. i18n.language);
 * one amount when both ends are the same.
 */
export function formatMoneyRange(
  range: { readonly low: number; readonly high: number },
  currency: EstimateCurrency,
  language = 'en',
) {
  const french = language.toLowerCase().startsWith('fr');
  const format = formatterFor(currency, french);
  if (range.low === range.high) return format.format(range.low);
  return `${format.format(range.low)}${french ? ' à ' : '–'}${format.format(range.high)}`;
}
