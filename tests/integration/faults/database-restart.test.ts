import { expect } from 'chai';
import { SERVICE_UNREACHABLE_MESSAGE } from '../../../src/shared/http/error-middleware.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import type { TestBrowser } from '../../support/http-client.js';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.js';
import { createTestDatabase, postgresAnswers, type TestDatabase } from '../../support/test-database.js';
import { eventually, signedInBrowser, startRepairsApp, uploadOk, type RepairsTestApp } from '../repairs/support.js';

const OUTAGE_MS = 4_000;

interface Answer {
  readonly status: number;
  readonly message?: string;
}

/** Signed-in and public reads, one after another, until `stop()` says so: what users keep doing meanwhile. */
function keepAsking(browser: TestBrowser) {
  const answers: Answer[] = [];
  let running = true;
  const paths = ['/api/pricing?region=CA', '/api/auth/user', '/api/repair-requests', '/api/ready'];
  const worker = async (offset: number) => {
    for (let i = offset; running; i++) {
      const response = await browser.request(paths[i % paths.length]!);
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      answers.push({ status: response.status, message: body.message });
    }
  };
  const workers = [0, 1, 2, 3].map(worker);
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

describe('fault: PostgreSQL restarts under load', function () {
  this.timeout(120_000);
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: RepairsTestApp;

  before(async function () {
    if (!(await postgresAnswers())) {
      console.log('    skipped: no PostgreSQL server answers at 127.0.0.1:5432');
      this.skip();
    }
    database = await createTestDatabase('postgresql');
    if (database.config.kind !== 'postgresql') throw new Error('expected a PostgreSQL database');
    const direct = new URL(database.config.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    const throughProxy = new URL(direct);
    throughProxy.port = String(proxy.port);
    server = await startRepairsApp({
      backend: 'postgresql',
      env: { DATABASE_URL: throughProxy.toString(), JOBS_SUPERVISE_INTERVAL_SECONDS: '1' },
    });
  });
  after(async () => {
    await server?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with a clear message while the database is away, never 500, and recovers by itself', async () => {
    const browser = await signedInBrowser(server.baseUrl, 'outage');
    const load = keepAsking(browser);
    await eventually(async () => (load.answers.length >= 8 ? true : undefined), 10_000, 'the load to start');
    const before = load.answers.length;

    await proxy.cutOff();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const duringOutage = load.answers.slice(before);
    await proxy.restore();
    await eventually(
      async () => ((await fetch(`${server.baseUrl}/api/ready`)).status === 200 ? true : undefined),
      30_000,
      'readiness to come back',
    );
    const recoveredAt = load.answers.length;
    await eventually(
      async () => (load.answers.slice(recoveredAt).filter((a) => a.status === 200).length >= 8 ? true : undefined),
      30_000,
      'requests to succeed again',
    );
    await load.stop();

    const outageAnswers = duringOutage.filter((answer) => answer.status !== 200);
    expect(outageAnswers.length, 'some requests met the outage').to.be.greaterThan(0);
    for (const answer of outageAnswers) {
      expect(answer.status, JSON.stringify(answer)).to.equal(503);
      // Readiness names the database; every other request says the service is briefly away.
      expect([SERVICE_UNREACHABLE_MESSAGE, 'Database is not reachable']).to.include(answer.message);
    }
    expect(load.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).to.deep.equal([]);
    const afterwards = load.answers.slice(recoveredAt);
    expect(afterwards.slice(-4).map((answer) => answer.status)).to.deep.equal([200, 200, 200, 200]);

    // The durable job queue reconnected too: an upload after the outage is processed to the end.
    const created = await uploadOk(browser, { bytes: await labelPhoto(), description: 'wobbly chair' });
    const repair = await eventually(
      async () => {
        const view = (await (await browser.request(`/api/repair-requests/${created.id}`)).json()) as {
          status: string;
        };
        return view.status === 'pending' ? undefined : view;
      },
      30_000,
      'the repair to be processed',
    );
    expect(repair.status).to.equal('completed');
  });
});
