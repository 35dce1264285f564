/**
 * What the server itself saw during a measured window, read from its Prometheus endpoint before and after: per route,
 * the answers it gave and an upper bound of its 99th percentile (the histogram's bucket); its event loop's delay;
 * its garbage collector's pauses. A load generator's latency also counts the time an answer waits in sockets and
 * queues: comparing both says whether a slow tail is the server's work or waiting for a core.
 */
import { randomBytes } from 'node:crypto';

/** The token a benchmark's server is started with (METRICS_TOKEN), so its metrics can be read. */
export const BENCH_METRICS_TOKEN = randomBytes(16).toString('hex');

type Samples = Map<string, number>;

async function scrape(baseUrl: string): Promise<Samples> {
  const response = await fetch(new URL('/metrics', baseUrl), {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const samples: Samples = new Map();
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

function labelsOf(series: string): Record<string, string> {
  const inside = /\{(.*)\}$/.exec(series)?.[1] ?? '';
  return Object.fromEntries(
    [...inside.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [name!, value!]),
  );
}

/** The smallest bucket bound holding at least 99 % of the observations (Infinity when the last bucket holds them). */
function p99Bound(buckets: readonly (readonly [number, number])[]): number {
  const total = buckets.at(-1)?.[1] ?? 0;
  return buckets.find(([, count]) => count >= total * 0.99)?.[0] ?? Number.POSITIVE_INFINITY;
}

export interface RouteView {
  readonly route: string;
  readonly answers: number;
  readonly meanMs: number;
  /** An upper bound: the histogram's bucket that holds the 99th percentile. */
  readonly p99AtMostMs: number;
}

export interface ServerView {
  readonly routes: RouteView[];
  readonly eventLoopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number };
  readonly gcPauses: { readonly kind: string; readonly count: number; readonly totalMs: number }[];
}

/** Starts a window: the event loop's delay figures restart at each scrape, the histograms are subtracted. */
export async function openServerView(baseUrl: string): Promise<{ close(): Promise<ServerView> }> {
  const before = await scrape(baseUrl);
  return {
    async close() {
      const after = await scrape(baseUrl);
      const delta = (series: string) => (after.get(series) ?? 0) - (before.get(series) ?? 0);
      const routes = new Map<string, { buckets: Map<number, number>; sum: number; count: number }>();
      const gc = new Map<string, { count: number; sum: number }>();
      for (const series of after.keys()) {
        const labels = labelsOf(series);
        if (series.startsWith('http_request_duration_seconds')) {
          const key = `${labels.method} ${labels.route} ${labels.status}`;
          const entry = routes.get(key) ?? { buckets: new Map(), sum: 0, count: 0 };
          routes.set(key, entry);
          if (series.startsWith('http_request_duration_seconds_bucket')) {
            const le = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
            entry.buckets.set(le, (entry.buckets.get(le) ?? 0) + delta(series));
          } else if (series.startsWith('http_request_duration_seconds_sum')) entry.sum += delta(series);
          else if (series.startsWith('http_request_duration_seconds_count')) entry.count += delta(series);
        } else if (
          series.startsWith('nodejs_gc_duration_seconds_sum') ||
          series.startsWith('nodejs_gc_duration_seconds_count')
        ) {
          const entry = gc.get(labels.kind!) ?? { count: 0, sum: 0 };
          gc.set(labels.kind!, entry);
          if (series.includes('_sum')) entry.sum += delta(series);
          else entry.count += delta(series);
        }
      }
      const seconds = (name: string) => Math.round((after.get(name) ?? 0) * 10_000) / 10;
      return {
        routes: [...routes]
          .filter(([, entry]) => entry.count > 0)
          .map(([route, entry]) => ({
            route,
            answers: entry.count,
            meanMs: Math.round((entry.sum / entry.count) * 10_000) / 10,
            p99AtMostMs: p99Bound([...entry.buckets].sort(([a], [b]) => a - b)) * 1000,
          }))
          .sort((a, b) => b.answers - a.answers),
        eventLoopDelayMs: {
          p50: seconds('nodejs_eventloop_lag_p50_seconds'),
          p99: seconds('nodejs_eventloop_lag_p99_seconds'),
          max: seconds('nodejs_eventloop_lag_max_seconds'),
        },
        gcPauses: [...gc]
          .filter(([, entry]) => entry.count > 0)
          .map(([kind, entry]) => ({ kind, count: entry.count, totalMs: Math.round(entry.sum * 1000) })),
      };
    },
  };
}
