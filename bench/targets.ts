import { randomUUID } from 'node:crypto';
import type { Application } from '../src/composition-root.js';
import { RepairRequest } from '../src/modules/repairs/domain/repair-request.js';
import { REPAIR_REQUEST_REPOSITORY } from '../src/modules/repairs/ports/repair-request.repository.js';
import { SEED_PRICES } from '../tests/fixtures/pricing/seed-prices.js';
import { signIn, TestBrowser } from '../tests/support/http-client.js';

/** What a target may set up before it is measured: a signed-in session, rows to list, a file to upload. */
export interface BenchContext {
  /** The RepairLens server under test, e.g. http://127.0.0.1:41234. */
  readonly repairLensUrl: string;
  /** The application itself, for targets that need to seed data through its container. */
  readonly app: Application;
}

/** One HTTP request as autocannon repeats it. */
export interface BenchRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/**
 * One line of the benchmark table. A RepairLens target is measured against the bare Koa endpoint in the
 * same run, so the ratio says what the product's layers cost on this machine, whatever the machine is.
 */
export interface BenchTarget {
  /** Shown in the table and used by BENCH_ONLY to pick targets. */
  readonly name: string;
  /**
   * `bare` is Koa answering a constant JSON; `floor` is Koa + node-postgres doing only the unavoidable work of a
   * signed-in read (see bench/floor-server.ts); both are yardsticks the RepairLens targets are divided by.
   */
  readonly server: 'repairlens' | 'bare' | 'floor';
  /** The status every answer must have; anything else counts as an error in the table. */
  readonly expectStatus?: number;
  /** The request, or a function that prepares what the request needs (sign in, seed rows) and returns it. */
  readonly request: BenchRequest | ((context: BenchContext) => Promise<BenchRequest>);
}

/** Tells this run's accounts apart from earlier runs' on a kept database (the development provider's subjects differ). */
const RUN = Date.now().toString(36);

/** Signs a new person in through the whole OpenID Connect flow and returns their session cookie header. */
async function sessionCookie(baseUrl: string, name: string): Promise<string> {
  const browser = new TestBrowser(baseUrl);
  await signIn(browser, { email: `${name}-${RUN}@example.com`, firstName: 'Bench', lastName: 'Mark' });
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Gives a signed-in person `count` repairs straight through the repairs repository (uploading them would
 * spend credits and run the analysis, which bench/repairs-upload.ts measures on its own). Every other one
 * failed, so the list mixes both kinds of rows.
 */
async function seedRepairs(app: Application, baseUrl: string, cookie: string, count: number): Promise<void> {
  const answer = await fetch(new URL('/api/auth/user', baseUrl), { headers: { cookie } });
  if (answer.status !== 200) throw new Error(`/api/auth/user answered ${answer.status}: ${await answer.text()}`);
  const user = (await answer.json()) as { id: string };
  const repairs = app.container.get(REPAIR_REQUEST_REPOSITORY);
  await app.database.withContext(async () => {
    for (let i = 0; i < count; i++) {
      const at = new Date(Date.now() - i * 60_000);
      const pending = RepairRequest.submit(
        {
          id: randomUUID(),
          ownerId: user.id,
          region: 'CA',
          mediaKind: 'image',
          mediaType: 'image/jpeg',
          fundingSource: 'bench',
          description: `Bench repair ${i + 1}`,
        },
        at,
      );
      await repairs.create(pending);
      if (i % 2 === 1) await repairs.recordOutcome(pending.fail('The photo was too dark to analyse.', at));
    }
  });
}

let cachedListCookie: Promise<string> | undefined;

/** Shared by the floor and the RepairLens list target, so both read the same session and the same 20 rows. */
async function signedInWithRepairs(context: BenchContext): Promise<string> {
  cachedListCookie ??= (async () => {
    const cookie = await sessionCookie(context.repairLensUrl, 'bench-repairs');
    await seedRepairs(context.app, context.repairLensUrl, cookie, 20);
    return cookie;
  })();
  return cachedListCookie;
}

/**
 * The benchmark's entries; adding one is one more object here. The yardsticks stay first: the others are divided
 * by them. Throughput entries only: the upload path is measured as latency per upload and peak
 * memory by bench/repairs-upload.ts.
 */
export const TARGETS: readonly BenchTarget[] = [
  {
    name: 'bare Koa JSON',
    server: 'bare',
    request: { path: '/' },
  },
  {
    name: 'floor: Koa + pg, session+user and 20 rows',
    server: 'floor',
    request: async (context) => ({ path: '/', headers: { cookie: await signedInWithRepairs(context) } }),
  },
  {
    name: 'GET /api/health',
    server: 'repairlens',
    request: { path: '/api/health' },
  },
  {
    // The page a visitor's browser opens first: the landing page rendered at build time, localised per request.
    name: 'GET / (a visitor, the pre-rendered page)',
    server: 'repairlens',
    request: { path: '/', headers: { 'accept-language': 'en-CA,en;q=0.9' } },
  },
  {
    name: 'GET /api/pricing?region=CA',
    server: 'repairlens',
    request: { path: '/api/pricing?region=CA' },
  },
  {
    name: 'GET /api/auth/user (signed in)',
    server: 'repairlens',
    request: async ({ repairLensUrl }) => ({
      path: '/api/auth/user',
      headers: { cookie: await sessionCookie(repairLensUrl, 'bench-user') },
    }),
  },
  {
    name: 'GET /api/repair-requests (signed in, 20 rows)',
    server: 'repairlens',
    request: async (context) => ({
      path: '/api/repair-requests',
      headers: { cookie: await signedInWithRepairs(context) },
    }),
  },
];

/** The bare server answers a constant JSON: the pricing answer itself (Canada's), so shape and size match. */
export const BARE_BODY = SEED_PRICES.CA;
