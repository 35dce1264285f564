import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { AppState } from './route.js';

/**
 * Files whose names carry a content hash never change, so browsers may keep them for a year; koa-send
 * names the precompressed copy it sends (`.br`, `.gz`, written by the front-end build).
 */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)(\.br|\.gz)?$/;
const ONE_YEAR_SECONDS = 31_536_000;

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
}

/**
 * Serves the built front ends: hashed files with long-lived caching, everything else (index.html,
 * remoteEntry.js, mf-manifest.json) revalidated on every load, and index.html for any other browser
 * navigation outside /api so the shell's router decides what the path shows.
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

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      await next();
      return;
    }

    const fromAdmin = ctx.path.startsWith(options.adminPrefix);
    const root = fromAdmin ? adminRoot : shellRoot;
    const relative = fromAdmin ? ctx.path.slice(options.adminPrefix.length) : ctx.path;
    const candidate = path.join(root, path.normalize(relative));
    if (candidate.startsWith(root) && relative !== '/' && relative !== '' && (await isFile(candidate))) {
      if (fromAdmin) ctx.set('Access-Control-Allow-Origin', '*');
      await send(ctx, relative, { root, setHeaders, index: false, hidden: false });
      return;
    }
    if (fromAdmin) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    const indexFile = path.join(shellRoot, 'index.html');
    if (!(await isFile(indexFile))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet. Run `npm run build`, then reload.';
      return;
    }
    await send(ctx, 'index.html', { root: shellRoot, setHeaders });
  };
}
