/**
 * Intl's formatters, made once per locale and options. Making one costs far more than using it (its locale data
 * is looked up and its options checked): the pricing page made a dozen while showing its cards, a long task on a
 * slow phone (issue 17).
 */

const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  once('datetime', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));

export const pluralRules = (locale: string): Intl.PluralRules =>
  once('plural', locale, {}, () => new Intl.PluralRules(locale));
