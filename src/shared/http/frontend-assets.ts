import { statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { languageOf } from '../domain/locale.js';
import { NotFoundError } from '../errors/app-errors.js';
import { pageLocaleOf, type PageLanguage, type PageLocale } from './page-language.js';
import { PRERENDERED_PAGES_DIR, PUBLIC_PAGES, prerenderedPageFile, type PublicPage } from './public-pages.js';
import type { AppContext, AppState } from './route.js';

/** The shell's page in French, written by the build next to index.html (webpack.config.ts) from the same template. */
export const FRENCH_INDEX_HTML = 'index.fr-CA.html';

/**
 * Files whose names carry a content hash never change, so browsers may keep them for a year; koa-send
 * names the precompressed copy it sends (`.br`, `.gz`, written by the front-end build).
 */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)(\.br|\.gz)?$/;
const ONE_YEAR_SECONDS = 31_536_000;
/** Source maps (and any precompressed copy of one): the original sources, comments and all. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

/**
 * The session cookie or its signed-in hint (`__Host-` over HTTPS; identity's SessionCookies): someone may be signed
 * in, and the shell asks who before it shows a page.
 */
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:__Host-)?rl_(?:session|signed_in)=/;

function isPublicPage(path: string): path is PublicPage {
  return (PUBLIC_PAGES as readonly string[]).includes(path);
}

/** The path as the file system will see it (koa-send decodes it), or the raw one when it does not decode. */
function decodedPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

interface FrontendAssetsOptions {
  /** Built public shell: index.html and its chunks. */
  readonly shellDir: string;
  /** Built admin remote, served under `adminPrefix` unless the remote lives on another origin. */
  readonly adminDir: string;
  readonly adminPrefix: string;
  /**
   * False in production: the builds' source maps (webpack writes them, unreferenced, for error reports)
   * answer 404, as if absent.
   */
  readonly serveSourceMaps: boolean;
  /** Adapts index.html to the request (its language, its hreflang alternates) before it is sent. */
  readonly localiseIndexHtml?: (
    html: string,
    request: { path: string; langQuery: string | null; acceptLanguage: string | null },
  ) => string;
}

/**
 * Serves the built front ends: hashed files with long-lived caching, everything else (index.html,
 * remoteEntry.js, mf-manifest.json) revalidated on every load, and index.html for any other browser
 * navigation outside /api so the shell's router decides what the path shows.
 *
 * No CORS header, on purpose: the shell and the console's files come from this one origin, so the shell's
 * fetch of mf-manifest.json is same-origin. A console deployed on an origin of its own (ADMIN_REMOTE_URL)
 * is served from there, and that origin must allow the shell's origin (PUBLIC_URL) itself.
 */
export function frontendAssets(options: FrontendAssetsOptions): Middleware<AppState> {
  const shellRoot = path.resolve(options.shellDir);
  const adminRoot = path.resolve(options.adminDir);
  const setHeaders = (res: { setHeader(name: string, value: string): void }, file: string) => {
    res.setHeader(
      'Cache-Control',
      HASHED_FILE.test(file) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
    );
  };

  const indexFiles: Readonly<Record<PageLanguage, string>> = {
    en: path.join(shellRoot, 'index.html'),
    fr: path.join(shellRoot, FRENCH_INDEX_HTML),
  };
  const prerenderedRoot = path.join(shellRoot, PRERENDERED_PAGES_DIR);
  const isIndexFile = (file: string) =>
    Object.values(indexFiles).includes(file) || file.startsWith(prerenderedRoot + path.sep);
  /**
   * A public page rendered at build time shows a visitor's view of it before any script runs: sent when that is
   * what the request shows (no session, no query but `?lang=`, which may change what the page shows), else the
   * plain shell, which renders in the browser.
   */
  const pageFileOf = (ctx: AppContext, language: PageLanguage): string => {
    const onlyLanguageQuery = Object.keys(ctx.query).every((name) => name === 'lang');
    if (!isPublicPage(ctx.path) || !onlyLanguageQuery || SIGNED_IN_COOKIE.test(ctx.get('cookie'))) {
      return indexFiles[language];
    }
    return path.join(shellRoot, prerenderedPageFile(ctx.path, language));
  };
  /**
   * Each index.html as last read, with the modification time it had: a build (or webpack's watch) rewrites the
   * file, and a synchronous stat (microseconds) tells, where reading it on every visit was a share of the page's cost.
   */
  const readIndexFiles = new Map<string, { readonly modifiedMs: number; readonly html: string }>();
  const indexHtml = async (file: string): Promise<string> => {
    const { mtimeMs } = statSync(file);
    const kept = readIndexFiles.get(file);
    if (kept?.modifiedMs === mtimeMs) return kept.html;
    const html = await readFile(file, 'utf8');
    readIndexFiles.set(file, { modifiedMs: mtimeMs, html });
    return html;
  };
  /**
   * Each page as localised for a locale, kept with the file's text it came from: a page depends on the request only
   * through its locale (`<html lang>`) and, for a public page, its path (its hreflang links), so the answers are few,
   * and the same string sent again has its inline styles' hashes found in allowInlineStyles' memory.
   */
  const localisedPages = new Map<string, { readonly from: string; readonly html: string }>();
  const localised = (
    file: string,
    html: string,
    request: { path: string; langQuery: string | null; acceptLanguage: string | null },
    locale: PageLocale,
  ): string => {
    if (!options.localiseIndexHtml) return html;
    const key = `${file} ${locale} ${isPublicPage(request.path) ? request.path : ''}`;
    const kept = localisedPages.get(key);
    if (kept?.from === html) return kept.html;
    const page = options.localiseIndexHtml(html, request);
    localisedPages.set(key, { from: html, html: page });
    return page;
  };
  /**
   * Sent as text, not as a file stream, so that the security headers can allow its inline styles by their
   * hashes (see allowInlineStyles); it is a few kilobytes, compressed on the way out. Its static texts (the
   * loading line, the could-not-start page) are in the page's language: the build writes one file per language,
   * and one per language for each public page rendered at build time.
   */
  const sendIndexHtml = async (ctx: AppContext) => {
    const langQuery = typeof ctx.query.lang === 'string' ? ctx.query.lang : null;
    const acceptLanguage = ctx.get('accept-language') || null;
    const locale = pageLocaleOf(langQuery, acceptLanguage);
    const language = languageOf(locale);
    const file = pageFileOf(ctx, language);
    let html: string;
    try {
      // A build without the pre-rendered pages (webpack --mode development) still serves the shell.
      html = await indexHtml(file).catch(() => indexHtml(indexFiles[language]));
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet. Run `npm run build`, then reload.';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.vary('Accept-Language');
    // A session cookie (or its hint) turns a pre-rendered public page into the plain shell.
    ctx.vary('Cookie');
    ctx.body = localised(file, html, { path: ctx.path, langQuery, acceptLanguage }, locale);
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      await next();
      return;
    }
    if (!options.serveSourceMaps && SOURCE_MAP.test(decodedPath(ctx.path))) {
      throw new NotFoundError();
    }

    const fromAdmin = ctx.path.startsWith(options.adminPrefix);
    const root = fromAdmin ? adminRoot : shellRoot;
    const relative = fromAdmin ? ctx.path.slice(options.adminPrefix.length) : ctx.path;
    const candidate = path.join(root, path.normalize(relative));
    if (
      candidate.startsWith(root) &&
      relative !== '/' &&
      relative !== '' &&
      !isIndexFile(candidate) &&
      (await isFile(candidate))
    ) {
      await send(ctx, relative, { root, setHeaders, index: false, hidden: false });
      return;
    }
    if (fromAdmin) {
      throw new NotFoundError();
    }
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    await sendIndexHtml(ctx);
  };
}
