import { languageOf } from '../domain/locale.js';
import type { AppContext } from './route.js';

/**
 * The language of a page the server writes itself (the stand-alone pages) or serves (the shell's index.html):
 * the locales RepairLens speaks, and the one a request asks for.
 */
export const PAGE_LOCALES = ['en-CA', 'en-US', 'fr-CA'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

/** The languages the server's own pages are written in. */
export type PageLanguage = 'en' | 'fr';

function isPageLocale(value: string | null | undefined): value is PageLocale {
  return (PAGE_LOCALES as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The locale a request asks for: the one its address names (`?lang=`), else the first of Accept-Language we
 * speak (any French is Canadian French; any other English is Canadian English), else Canadian English.
 */
export function pageLocaleOf(query: string | null | undefined, acceptLanguage: string | null | undefined): PageLocale {
  if (isPageLocale(query)) return query;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  for (const tag of preferred) {
    const exact = PAGE_LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    if (tag.startsWith('fr')) return 'fr-CA';
    if (tag.startsWith('en')) return 'en-CA';
  }
  return 'en-CA';
}

/** The language of a stand-alone page for a request's Accept-Language. */
export function pageLanguageOf(acceptLanguage: string | null | undefined): PageLanguage {
  return pageLocaleOf(null, acceptLanguage) === 'fr-CA' ? 'fr' : 'en';
}

/**
 * The language the server answers a request in (its error messages, its pages): the signed-in account's choice
 * first, since the person made it, else the request's Accept-Language.
 */
export function requestLanguage(ctx: AppContext): PageLanguage {
  return languageOf(ctx.state.principal?.locale ?? pageLocaleOf(null, ctx.get('accept-language')));
}
