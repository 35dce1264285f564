import { defineRoute, type HttpRoute } from '../../shared/http/route.js';
import { pageLocaleOf } from '../../shared/http/page-language.js';
import { PUBLIC_PAGES, SITEMAP_PAGES } from '../../shared/http/public-pages.js';
import { languageAlternates } from './page-languages.js';

/** Paths that are personal, transactional or not pages: search engines have no business there. */
const DISALLOWED = [
  '/api/',
  '/admin',
  '/account',
  '/checkout',
  '/subscribe',
  '/repair/',
  '/contractor-requests',
  '/contractor-dashboard',
];

/** What the shell's page depends on in a request: its path, `?lang=` and Accept-Language. */
export interface PageRequest {
  readonly path: string;
  readonly langQuery: string | null;
  readonly acceptLanguage: string | null;
}

/**
 * The shell's page (index.html) as served for a request: `<html lang>` in the page's language and, on a public
 * page, its hreflang alternates in the head, so crawlers that run no JavaScript see both.
 */
export function localiseIndexHtml(publicUrl: string) {
  return (html: string, request: PageRequest): string => {
    const lang = pageLocaleOf(request.langQuery, request.acceptLanguage);
    const withLang = html.replace(/<html lang=(?:"[^"]*"|[^\s>]*)/, `<html lang="${lang}"`);
    if (!(PUBLIC_PAGES as readonly string[]).includes(request.path)) return withLang;
    const links = languageAlternates(publicUrl, request.path)
      .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`)
      .join('');
    return withLang.replace('</head>', `${links}</head>`);
  };
}

/** A file for crawlers, the same for every request: public, and cached an hour as it changes only with a release. */
function crawlerFile(path: string, summary: string, type: string, body: string): HttpRoute {
  return defineRoute({
    method: 'get',
    path,
    summary,
    tag: 'platform',
    access: 'public',
    handle: async ({ ctx }) => {
      ctx.type = type;
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = body;
      return undefined;
    },
  });
}

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Each page with its language versions (hreflang), as Google's sitemap extension writes them. */
function sitemapXml(publicUrl: string): string {
  const urls = SITEMAP_PAGES.map((path) => {
    const alternates = languageAlternates(publicUrl, path).map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    );
    return [`  <url>`, `    <loc>${publicUrl}${path}</loc>`, ...alternates, `  </url>`].join('\n');
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

export function seoRoutes(publicUrl: string): HttpRoute[] {
  return [
    crawlerFile('/robots.txt', 'Crawling rules and the sitemap location', 'text/plain', robotsTxt(publicUrl)),
    crawlerFile('/sitemap.xml', 'The public pages, for search engines', 'application/xml', sitemapXml(publicUrl)),
  ];
}
