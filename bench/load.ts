/**
 * `npm run bench:load`: 200 virtual users for 2 minutes of mixed traffic against one RepairLens server running in
 * its own process on PostgreSQL, started as production starts it (bench/production-server.ts); reports throughput, latency percentiles and the count of 5xx
 * answers (the aim is zero).
 *
 * The mix, per virtual user (autocannon connection), repeated for the whole run:
 * - visitors (40 %): the landing page, prices, the public gallery, the runtime settings;
 * - signed-in users (60 %, spread over LOAD_USERS accounts that each uploaded two real photos first): who am I,
 *   my repairs, one of my repairs, my payments, the prices.
 * Rate-limited writes (sign-in, uploads, leads, checkout) stay out: from one address they would only measure the
 * limiter's 429s.
 *
 * Before the measured window, the same traffic runs unmeasured for LOAD_WARMUP seconds (as `npm run bench` warms
 * each target): a cold process compiles its hot paths and fills its pools in the first seconds, and those seconds
 * would otherwise be the whole slowest percent of a two-minute run. `LOAD_WARMUP=0` measures from a cold start.
 *
 * Settings (environment): LOAD_VUS (200), LOAD_DURATION seconds (120), LOAD_WARMUP seconds (10), LOAD_USERS (20),
 * LOAD_DATABASE_URL (default: a new database on the PostgreSQL server at 127.0.0.1:5432, dropped afterwards).
 * Results (with the server's CPU time per request and the machine's load average) are printed and written to
 * bench/results/load-<time>.json (git-ignored).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Client, type Request } from 'autocannon';
import { phonePhoto } from '../tests/fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../tests/support/http-client.js';
import { wholeNumberSetting } from './in-process-server.js';
import { BENCH_METRICS_TOKEN, openServerView } from './server-view.js';
import {
  cpuTimeMs,
  productionServerDatabase,
  startProductionServer,
  stopProductionServer,
} from './production-server.js';

const ROOT = path.join(import.meta.dirname, '..');

const VUS = wholeNumberSetting('LOAD_VUS', 200);
const DURATION_SECONDS = wholeNumberSetting('LOAD_DURATION', 120);
const USERS = wholeNumberSetting('LOAD_USERS', 20);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP ?? 10);
if (!Number.isInteger(WARMUP_SECONDS) || WARMUP_SECONDS < 0) throw new Error('LOAD_WARMUP must be a whole number >= 0');

/** A signed-in account with two analysed repairs (its two free fixes), as a real user has after a first visit. */
async function prepareUser(url: string, index: number): Promise<{ cookie: string; repairId: string }> {
  const browser = new TestBrowser(url);
  await signIn(browser, { email: `load-${index}@example.com`, firstName: 'Load', lastName: `User ${index}` });
  const photo = await phonePhoto(400_000);
  let repairId = '';
  for (let upload = 0; upload < 2; upload++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('description', 'The tap drips even when closed.');
    const response = await browser.request('/api/repair-requests', { method: 'POST', body: form });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    repairId = ((await response.json()) as { id: string }).id;
  }
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, repairId };
}

const VISITOR_REQUESTS: Request[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/api/pricing?region=CA' },
  { method: 'GET', path: '/api/gallery' },
  { method: 'GET', path: '/api/runtime-config' },
];

function userRequests(repairId: string): Request[] {
  return [
    { method: 'GET', path: '/api/auth/user' },
    { method: 'GET', path: '/api/repair-requests' },
    { method: 'GET', path: `/api/repair-requests/${repairId}` },
    { method: 'GET', path: '/api/user/payments' },
    { method: 'GET', path: '/api/pricing?region=US' },
  ];
}

async function main(): Promise<void> {
  const database = await productionServerDatabase();
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'repairlens-load-'));
  const server = await startProductionServer({
    DATABASE_URL: database.url,
    LOCAL_STORAGE_DIR: storageDir,
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  });
  try {
    console.error(`load: preparing ${USERS} signed-in users with two repairs each ...`);
    const users: { cookie: string; repairId: string }[] = [];
    for (let index = 0; index < USERS; index++) users.push(await prepareUser(server.url, index));

    /** The mix: two in five connections are visitors, the others signed-in users spread over the accounts. */
    const mixedTraffic = (duration: number) => {
      let clients = 0;
      return autocannon({
        url: server.url,
        connections: VUS,
        duration,
        requests: VISITOR_REQUESTS,
        setupClient: (client: Client) => {
          const index = clients++;
          if (index % 5 < 2) return; // visitors keep the default sequence
          const user = users[index % users.length]!;
          client.setHeaders({ cookie: user.cookie });
          client.setRequests(userRequests(user.repairId));
        },
      });
    };
    if (WARMUP_SECONDS > 0) {
      console.error(`load: warming up with the same traffic for ${WARMUP_SECONDS} s (not measured) ...`);
      await mixedTraffic(WARMUP_SECONDS);
    }
    console.error(`load: ${VUS} virtual users for ${DURATION_SECONDS} s against ${server.url} ...`);
    const cpuBeforeMs = await cpuTimeMs(server.process.pid!);
    const view = await openServerView(server.url);
    const result = await mixedTraffic(DURATION_SECONDS);
    const serverView = await view.close();

    const serverCpuMs = (await cpuTimeMs(server.process.pid!)) - cpuBeforeMs;
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, Number(stats.count)]),
    );
    const serverErrors = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const summary = {
      at: new Date().toISOString(),
      virtualUsers: VUS,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      signedInAccounts: USERS,
      cpus: os.cpus().length,
      node: process.version,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      // The server's own CPU time per answer: steadier than latency on a busy machine, where waiting for a core counts.
      serverCpuMicrosPerRequest: Math.round((serverCpuMs * 1000) / result.requests.total),
      loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
      statuses,
      serverErrors,
      connectionErrors: result.errors,
      timeouts: result.timeouts,
      serverView,
    };
    console.log(JSON.stringify(summary, null, 2));
    const resultsDir = path.join(ROOT, 'bench', 'results');
    await mkdir(resultsDir, { recursive: true });
    await writeFile(path.join(resultsDir, `load-${summary.at.replace(/[:.]/g, '-')}.json`), JSON.stringify(summary));
    if (serverErrors > 0) process.exitCode = 1;
  } finally {
    await stopProductionServer(server);
    await rm(storageDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
