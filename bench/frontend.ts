/**
 * `npm run bench:frontend`: one production build (into FRONTEND_DIST_DIR when set), then per public route the
 * scripts a first visit downloads (count, KiB gzipped) and Lighthouse mobile's four scores with LCP, TBT and CLS.
 * Targets (issue 17): at most 150 KiB gzipped, performance 95+, the other three 100, CLS <= 0.02, LCP <= 1.8 s.
 * BENCH_ROUTES=/,/pricing measures some routes only. Not part of `npm test`: scores depend on the machine.
 */
import os from 'node:os';
import { firstLoadScripts, kib, launchBenchBrowser, totalOf } from './first-load-js.js';
import { startFrontendServer } from './frontend-server.js';
import { PUBLIC_PAGES } from '../src/shared/http/public-pages.js';
import { runLighthouse, score } from './lighthouse.js';

const reportName = (route: string) => `lighthouse${route === '/' ? '-landing' : route.replaceAll('/', '-')}`;

async function main(): Promise<void> {
  const routes = process.env.BENCH_ROUTES?.split(',') ?? PUBLIC_PAGES;
  const server = await startFrontendServer();
  const browser = await launchBenchBrowser();
  const rows: Record<string, string | number>[] = [];
  try {
    for (const route of routes) {
      const scripts = await firstLoadScripts(browser, `${server.url}${route}`);
      // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): one more try.
      const lighthouse = () => runLighthouse(`${server.url}${route}`, reportName(route));
      const report = await lighthouse().catch(lighthouse);
      const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      const row = {
        route,
        scripts: scripts.length,
        'JS KiB gz': kib(totalOf(scripts, 'gzip')),
        perf: score(report, 'performance'),
        a11y: score(report, 'accessibility'),
        'best pr.': score(report, 'best-practices'),
        seo: score(report, 'seo'),
        'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: audit('cumulative-layout-shift').toFixed(3),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.table(rows);
  // Lighthouse's performance score (TBT above all) depends on how busy the machine is: say how busy it was.
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(`load average ${load.join(' ')} on ${os.availableParallelism()} CPUs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
