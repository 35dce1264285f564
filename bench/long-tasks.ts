/**
 * `npx tsx bench/long-tasks.ts [path] [loads]`: the long tasks of a first visit to a public page (the landing page
 * by default) with Chromium's CPU slowed fourfold, as Lighthouse's mobile run assumes, over several loads (5 by
 * default) of a production build served by the real server. Prints each load's long tasks (start and length in
 * ms) and their time past 50 ms, the part Lighthouse counts as blocking, then the median. Steadier than Lighthouse's
 * TBT on a busy machine for comparing two builds, and it says which task grew. BENCH_PROFILE=1 also writes a CPU
 * profile of the last load to bench/results/long-tasks.cpuprofile (open it in Chromium's DevTools).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBenchBrowser } from './first-load-js.js';
import { startFrontendServer } from './frontend-server.js';

/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** How long a load is watched: the app has started and its first data has arrived well before. */
const WATCH_MS = 6_000;
const LONG_TASK_MS = 50;

type LongTask = readonly [startMs: number, durationMs: number];

async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: [number, number][] = [];
    (window as unknown as { longTasks: typeof seen }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
}

const blockingMs = (tasks: readonly LongTask[]) =>
  tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0);

async function main(): Promise<void> {
  const route = process.argv[2] ?? '/';
  const loads = Number(process.argv[3] ?? 5);
  const profileLast = process.env.BENCH_PROFILE === '1';
  const server = await startFrontendServer();
  const browser = await launchBenchBrowser();
  const totals: number[] = [];
  try {
    for (let load = 1; load <= loads; load++) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      await watchLongTasks(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const profiling = profileLast && load === loads;
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.goto(`${server.url}${route}`);
      await page.waitForTimeout(WATCH_MS);
      const tasks = await page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks);
      totals.push(blockingMs(tasks));
      console.log(`load ${load}: ${blockingMs(tasks)} ms past 50 ms; tasks (start, ms): ${JSON.stringify(tasks)}`);
      if (profiling) {
        const { profile } = await cdp.send('Profiler.stop');
        const file = path.join(import.meta.dirname, 'results', 'long-tasks.cpuprofile');
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, JSON.stringify(profile));
        console.log(`CPU profile of the last load: ${file}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const sorted = [...totals].sort((a, b) => a - b);
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  console.log(
    `${route}: median ${median} ms of long tasks past 50 ms over ${loads} loads at ${CPU_SLOWDOWN}x CPU slowdown`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
