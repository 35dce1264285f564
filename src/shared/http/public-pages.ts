/**
 * Every page a visitor can open without signing in, as issue 17 lists them: the sitemap names them (with their
 * language versions), the front-end bench measures a first visit to each, and the browser tests lay each out.
 */
export const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/gallery',
  '/contractors',
  '/contractors/signup',
  '/privacy-policy',
  '/terms-of-service',
  '/success',
  '/cancel',
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/**
 * The public pages worth finding through a search engine. The payment outcome pages stay open to crawlers (a
 * page blocked in robots.txt fails the SEO audit) but answer no search, so the sitemap leaves them out.
 */
export const SITEMAP_PAGES: readonly PublicPage[] = PUBLIC_PAGES.filter(
  (page) => page !== '/success' && page !== '/cancel',
);

/**
 * Where the front-end build writes a public page rendered to HTML in a language (webpack.config.ts), inside the
 * shell's build folder: the server sends it for that page (frontend-assets.ts).
 */
export function prerenderedPageFile(page: PublicPage, language: 'en' | 'fr'): string {
  return `${PRERENDERED_PAGES_DIR}/${language}/${page === '/' ? 'index' : page.slice(1)}.html`;
}

/** The folder of the pre-rendered pages, which are sent only as pages, never as files under their own path. */
export const PRERENDERED_PAGES_DIR = 'pages';
