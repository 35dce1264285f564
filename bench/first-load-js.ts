/**
 * `npx tsx bench/first-load-js.ts`: the JavaScript a visitor's browser downloads to show the landing page,
 * from a production build (`npm run build` first) served by the real server. Prints each script with its
 * size as sent (the encoding the server chose for Chromium), gzipped and brotli-compressed, and the totals.
 * The shell's budget is under 170 KB gzipped (issue 7).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/support/browser.js';
import { startFrontendServer } from './frontend-server.js';

interface Script {
  readonly name: string;
  readonly encoding: string;
  readonly sent: number;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const server = await startFrontendServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const pending: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            name: new URL(response.url()).pathname,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
            sent: sizes.responseBodySize,
            raw: body.length,
            gzip: gzipSync(body).length,
            brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
          };
        })(),
      );
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Fix Anything with AI' }).waitFor();
    const scripts = await Promise.all(pending);

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
    const total = (key: 'sent' | 'raw' | 'gzip' | 'brotli') => scripts.reduce((sum, script) => sum + script[key], 0);
    console.log(
      `first-load JS for a visitor on /: ${scripts.length} scripts, ${kib(total('sent'))} KiB sent, ` +
        `${kib(total('raw'))} KiB raw, ${kib(total('gzip'))} KiB gzip (${(total('gzip') / 1000).toFixed(1)} kB), ` +
        `${kib(total('brotli'))} KiB brotli`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
