import { defineRoute, type HttpRoute } from '../../shared/http/route.js';

/** The pages a visitor can reach, as the route table of the specification lists them. */
export const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/gallery',
  '/contractors',
  '/contractors/signup',
  '/privacy-policy',
  '/terms-of-service',
] as const;

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
  '/success',
  '/cancel',
];

export function seoRoutes(publicUrl: string): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/robots.txt',
      summary: 'Crawling rules and the sitemap location',
      tag: 'platform',
      access: 'public',
      handle: async ({ ctx }) => {
        ctx.type = 'text/plain';
        ctx.set('Cache-Control', 'public, max-age=3600');
        ctx.body = [
          'User-agent: *',
          'Allow: /',
          ...DISALLOWED.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n');
        return undefined;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/sitemap.xml',
      summary: 'The public pages, for search engines',
      tag: 'platform',
      access: 'public',
      handle: async ({ ctx }) => {
        ctx.type = 'application/xml';
        ctx.set('Cache-Control', 'public, max-age=3600');
        const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${publicUrl}${path === '/' ? '/' : path}</loc></url>`);
        ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
        return undefined;
      },
    }),
  ];
}
