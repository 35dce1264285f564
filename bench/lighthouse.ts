/**
 * `npx tsx bench/lighthouse.ts [path]`: Lighthouse (mobile, its default) on a page (the landing page by
 * default) of a production build (`npm run build` first, or FRONTEND_DIST_DIR) served by the real server, with
 * Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default). Prints the four category scores; the full
 * report goes to bench/results/lighthouse.json. Not part of `npm test`: scores depend on the machine.
 * `npm run bench:frontend` runs it on every public route.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFrontendServer } from './frontend-server.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseReport {
  readonly categories: Record<Category, { readonly score: number | null }>;
  readonly audits: Record<
    string,
    {
      readonly displayValue?: string;
      readonly numericValue?: number;
      readonly score: number | null;
      readonly title: string;
    }
  >;
}

const RESULTS = path.join(import.meta.dirname, 'results');

/** Runs Lighthouse on `url`, keeping its full report in bench/results/<reportName>.json. */
export async function runLighthouse(url: string, reportName = 'lighthouse'): Promise<LighthouseReport> {
  const reportPath = path.join(RESULTS, `${reportName}.json`);
  await mkdir(RESULTS, { recursive: true });
  await promisify(execFile)(
    path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${reportPath}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20 },
  );
  return JSON.parse(await readFile(reportPath, 'utf8')) as LighthouseReport;
}

export function score(report: LighthouseReport, category: Category): number {
  return Math.round((report.categories[category].score ?? 0) * 100);
}

async function main(): Promise<void> {
  const route = process.argv[2] ?? '/';
  const server = await startFrontendServer();
  try {
    const report = await runLighthouse(`${server.url}${route}`);
    for (const category of CATEGORIES) console.log(`${category}: ${score(report, category)}`);
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

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
