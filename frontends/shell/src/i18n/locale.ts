/** The locales the shell speaks and formats for: English for Canada (first) and the United States, French for Canada. */
export const SUPPORTED_LOCALES = ['en-CA', 'en-US', 'fr-CA'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

const DEFAULT_LOCALE: SupportedLocale = 'en-CA';

/** Where a visitor's own choice is kept (a signed-in person's is kept on the account as well). */
export const LOCALE_STORAGE_KEY = 'repairlens.locale';

/** The query parameter that names a page's language in links (hreflang alternates, the sitemap, shared links). */
export const LOCALE_QUERY_PARAMETER = 'lang';

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function isFrench(locale: string): boolean {
  return locale.toLowerCase().startsWith('fr');
}

/**
 * The first of the browser's preferred languages that we speak: an exact locale first (en-US), else the language
 * alone (any French is Canadian French here, "fr-FR" or "fr" alike; any other English is Canadian English).
 * Canadian English when none is ours.
 */
export function pickLocale(preferred: readonly string[]): SupportedLocale {
  for (const tag of preferred) {
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'fr') return 'fr-CA';
    if (language === 'en') return DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

interface LocaleSources {
  /** `?lang=` on the address: a link that names its language (what search engines crawl). */
  readonly query: string | null;
  /** The visitor's earlier choice, from local storage. */
  readonly stored: string | null;
  /** navigator.languages. */
  readonly preferred: readonly string[];
}

/**
 * The language a page opens in: the one its address names, else the one the visitor chose before, else the
 * browser's. (A signed-in person's account choice replaces it once the account is read: see useAccountLocale.)
 */
export function initialLocale({ query, stored, preferred }: LocaleSources): SupportedLocale {
  if (isSupportedLocale(query)) return query;
  if (isSupportedLocale(stored)) return stored;
  return pickLocale(preferred);
}
