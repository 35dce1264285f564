import { isFrench } from './locale';
import type { Translator } from './translator';

/**
 * How money, dates, numbers, postal codes and phone numbers are written in each of the shell's locales. English
 * keeps the specification's forms ("$5 CAD"); French follows Quebec usage (OQLF): "5 $ CA", "24,99 $",
 * "30 juillet 2025", "1 234,5", "514 555-1234". Measurements are metric in both.
 */

type Currency = 'CAD' | 'USD';

/** The country a dollar belongs to, as French writes it after the sign: "5 $ CA", "5 $ US". */
const FRENCH_DOLLAR_COUNTRY: Readonly<Record<Currency, string>> = { CAD: 'CA', USD: 'US' };

/**
 * An amount with its cents only when it has some: 5, 24.99, 1,234.50 (24,99 and 1 234,50 in French), as
 * Intl.NumberFormat writes it (tests/unit/frontends/french-formats.test.ts compares the two). Written by hand
 * because the first Intl.NumberFormat a page makes costs 25 to 65 ms of loading number data, one long task on
 * the pricing page of a slow phone (issue 17).
 */
function formatDollars(amount: number, locale: string): string {
  const french = isFrench(locale);
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, french ? '\u00a0' : ',');
  const written = cents === '00' ? grouped : `${grouped}${french ? ',' : '.'}${cents}`;
  return amount < 0 ? `-${written}` : written;
}

/**
 * A price as the pricing screens show it, currency named: "$5 CAD" and "$24.99 USD" in English,
 * "5 $ CA" and "24,99 $ US" in French (a non-breaking space keeps the amount and its sign together).
 */
export function formatPrice(amount: number, currency: Currency, locale: string): string {
  if (isFrench(locale)) return `${formatDollars(amount, locale)}\u00a0$\u00a0${FRENCH_DOLLAR_COUNTRY[currency]}`;
  return `$${formatDollars(amount, locale)} ${currency}`;
}

/**
 * A Canadian postal code as Canada Post writes it, in either language: "H2X 1Y4". Anything else (a ZIP code)
 * is only trimmed.
 */
export function formatPostalCode(code: string): string {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : code.trim();
}

/**
 * A North American phone number (ten digits, or eleven starting with 1): "(514) 555-1234" in English,
 * "514 555-1234" in French (the Quebec office's style). Anything else is shown as given.
 */
export function formatPhone(phone: string, locale: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone.trim();
  const [area, exchange, line] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  return isFrench(locale) ? `${area} ${exchange}-${line}` : `(${area}) ${exchange}-${line}`;
}

/** `{{amount, price}}` in a text, with `currency` among its values: formatPrice in the text's language. */
export function registerFormatters(translator: Translator): void {
  translator.addFormatter('price', (value, language, options) =>
    formatPrice(Number(value), options.currency === 'USD' ? 'USD' : 'CAD', language),
  );
}
