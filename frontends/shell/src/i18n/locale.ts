/** The locales the shell formats dates, numbers and money for (Canada first; French can join later). */
export const SUPPORTED_LOCALES = ['en-CA', 'en-US'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

const DEFAULT_LOCALE: SupportedLocale = 'en-CA';

/**
 * The first of the browser's preferred languages that names one of our locales; Canadian English otherwise
 * (a person in the United States almost always has en-US among them).
 */
export function pickLocale(preferred: readonly string[]): SupportedLocale {
  for (const tag of preferred) {
    const match = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
