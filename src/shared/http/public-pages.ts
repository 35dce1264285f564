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
