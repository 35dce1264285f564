/**
 * The languages a public page is offered in, for search engines: each has its own address (`?lang=`, which the
 * shell reads before anything else), and the bare address is the default, whose language the visitor's browser
 * decides. The shell's own list is frontends/shell/src/i18n/locale.ts.
 */
import { PAGE_LOCALES, type PageLocale } from '../../shared/http/page-language.js';

export const LOCALE_QUERY_PARAMETER = 'lang';

export interface LanguageAlternate {
  readonly hreflang: PageLocale | 'x-default';
  readonly href: string;
}

/** Every language version of one page, and the default (x-default): the hreflang set. */
export function languageAlternates(publicUrl: string, path: string): LanguageAlternate[] {
  const page = `${publicUrl}${path}`;
  return [
    ...PAGE_LOCALES.map((locale) => ({ hreflang: locale, href: `${page}?${LOCALE_QUERY_PARAMETER}=${locale}` })),
    { hreflang: 'x-default' as const, href: page },
  ];
}
