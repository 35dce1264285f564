/**
 * `npx tsx bench/first-load-js.ts [path]`: the JavaScript a visitor's browser downloads to show a page (the
 * landing page by default), from a production build (`npm run build` first, or FRONTEND_DIST_DIR) served by
 * the real server. Prints each script with its size as sent (the encoding the server chose for Chromium),
 * gzipped and brotli-compressed, and the totals. The budget is 150 KiB gzipped on every public route (issue 17);
 * `npm run bench:frontend` measures them all.
 */
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from '../tests/support/browser.js';
import { startFrontendServer } from './frontend-server.js';

export interface Script {
  readonly name: string;
  readonly encoding: string;
  readonly sent: number;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox'] });
}

/**
 * The scripts a first visit to `url` fetches (a fresh context: no cache, no cookies), counted once the page
 * shows its main heading and the network has been quiet for half a second.
 */
export async function firstLoadScripts(browser: Browser, url: string): Promise<readonly Script[]> {
  const context = await browser.newContext({ locale: 'en-CA' });
  try {
    const page = await context.newPage();
    const pending: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
          // A worker that has done its work and closed takes its response with it: its script
          // is read again from the server, and counted as sent compressed as the browser was sent it.
          const kept = await response.body().then(
            async (body) => ({ body, sent: (await response.request().sizes()).responseBodySize }),
            () => undefined,
          );
          const body = kept?.body ?? Buffer.from(await (await fetch(response.url())).arrayBuffer());
          const sent = kept?.sent ?? (encoding === 'gzip' ? gzipSync(body).length : body.length);
          return {
            name: new URL(response.url()).pathname,
            encoding,
            sent,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

export function totalOf(scripts: readonly Script[], key: 'sent' | 'raw' | 'gzip' | 'brotli'): number {
  return scripts.reduce((sum, script) => sum + script[key], 0);
}

async function main(): Promise<void> {
  const route = process.argv[2] ?? '/';
  const server = await startFrontendServer();
  const browser = await launchBenchBrowser();
  try {
    const scripts = await firstLoadScripts(browser, `${server.url}${route}`);
    console.table(
      scripts.map((script) => ({
        script: script.name,
        'sent as': script.encoding,
        'sent KiB': kib(script.sent),
        'raw KiB': kib(script.raw),
        'gzip KiB': kib(script.gzip),
        'brotli KiB': kib(script.brotli),
      })),
    );
    const total = (key: 'sent' | 'raw' | 'gzip' | 'brotli') => totalOf(scripts, key);
    console.log(
      `first-load JS for a visitor on ${route}: ${scripts.length} scripts, ${kib(total('sent'))} KiB sent, ` +
        `${kib(total('raw'))} KiB raw, ${kib(total('gzip'))} KiB gzip (${(total('gzip') / 1000).toFixed(1)} kB), ` +
        `${kib(total('brotli'))} KiB brotli`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
