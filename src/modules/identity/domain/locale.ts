/**
 * The languages and formats an account can choose: English for Canada or the United States, French for Canada.
 * The account's choice decides the language of its e-mails; null until the person (or their browser) chose one.
 */
export const ACCOUNT_LOCALES = ['en-CA', 'en-US', 'fr-CA'] as const;
export type AccountLocale = (typeof ACCOUNT_LOCALES)[number];

export function isAccountLocale(value: unknown): value is AccountLocale {
  return typeof value === 'string' && (ACCOUNT_LOCALES as readonly string[]).includes(value);
}
