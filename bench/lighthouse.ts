/**
 * `npx tsx bench/lighthouse.ts`: Lighthouse (mobile, its default) on the landing page of a production build
 * (`npm run build` first) served by the real server, with Debian's Chromium (CHROME_PATH, /usr/bin/chromium
 * by default). Prints the four category scores; the full report goes to bench/results/lighthouse.json.
 * Not part of `npm test`: scores depend on the machine.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFrontendServer } from './frontend-server.js';

const REPORT = path.join(import.meta.dirname, 'results', 'lighthouse.json');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseReport {
  readonly categories: Record<(typeof CATEGORIES)[number], { readonly score: number | null }>;
  readonly audits: Record<
    string,
    { readonly displayValue?: string; readonly score: number | null; readonly title: string }
  >;
}

async function main(): Promise<void> {
  const server = await startFrontendServer();
  try {
    await mkdir(path.dirname(REPORT), { recursive: true });
    await promisify(execFile)(
      path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse'),
      [
        `${server.url}/`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--output=json',
        `--output-path=${REPORT}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20 },
    );
    const report = JSON.parse(await readFile(REPORT, 'utf8')) as LighthouseReport;
    for (const category of CATEGORIES) {
      console.log(`${category}: ${Math.round((report.categories[category].score ?? 0) * 100)}`);
    }
    for (const audit of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      console.log(`  ${report.audits[audit]?.title}: ${report.audits[audit]?.displayValue}`);
    }
    const failed = Object.entries(report.audits).filter(([, audit]) => audit.score !== null && audit.score < 0.9);
    for (const [id, audit] of failed) console.log(`  below 90: ${id} (${audit.title}) ${audit.displayValue ?? ''}`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
