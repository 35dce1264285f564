import { preferredLanguageTags } from './accept-language.js';

/**
 * The languages and regional variants RepairLens speaks. A locale is what a person chose (or their browser asked
 * for); the language is what text is written in: en-CA and en-US read the same English.
 */
export const LOCALES = ['en-CA', 'en-US', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-CA';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One text (or structure of texts) in every language: the one place a wording and its translation live. */
export type Localised<T> = Readonly<Record<Language, T>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return locale === 'fr-CA' ? 'fr' : 'en';
}

/**
 * The locale of the highest-weighted language tag we speak: any French is fr-CA (the only French we write),
 * en-US is en-US, any other English is en-CA. Null when the header names neither language.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale | null {
  for (const tag of preferredLanguageTags(header).map((tag) => tag.toLowerCase())) {
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr-CA';
    if (tag === 'en-us') return 'en-US';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-CA';
  }
  return null;
}

/** A wording with `{name}` where a value goes, filled in with the values given; a name without a value stays. */
export function fillIn(wording: string, values: Readonly<Record<string, string>>): string {
  return wording.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
