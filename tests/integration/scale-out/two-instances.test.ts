import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { PROCESS_REPAIR_QUEUE } from '../../../src/modules/repairs/application/repair-settings.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { TestBrowser } from '../../support/http-client.js';
import { nginxInstalled, startLoadBalancer, type LoadBalancer } from '../../support/nginx.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { freePort } from '../../support/test-app.js';
import { createTestDatabase, postgresAnswers, type TestDatabase } from '../../support/test-database.js';
import { fixture, startFakeService, type FakeService } from '../repairs/fakes.js';
import { eventually, signedInBrowser, upload } from '../repairs/support.js';

/**
 * The embedded development sign-in provider keeps its sign-in interactions in memory and makes up its client
 * secret at start, so the sign-in flow itself goes to the first instance, as an external issuer would be one
 * service. Everything else, sessions included, is spread over both.
 */
const SIGN_IN_PATHS = '^/(oidc/|oidc$|api/login|api/callback)';

describe('two server instances behind nginx, one PostgreSQL database', function () {
  this.timeout(240_000);
  let database: TestDatabase;
  let folder: string;
  let vision: FakeService;
  let stuckVision: FakeService;
  let first: ServerProcess;
  let second: ServerProcess;
  let balancer: LoadBalancer;
  let sql: pg.Client;

  before(async function () {
    if (!(await nginxInstalled())) {
      console.log('    skipped: nginx is not installed at /usr/sbin/nginx (apt-get install nginx)');
      return this.skip();
    }
    if (!(await postgresAnswers())) {
      console.log('    skipped: no PostgreSQL server answers at 127.0.0.1:5432');
      return this.skip();
    }
    database = await createTestDatabase('postgresql');
    if (database.config.kind !== 'postgresql') throw new Error('expected PostgreSQL');
    folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-scale-out-'));
    vision = await startFakeService();
    vision.answer({ json: fixture('azure-vision/label-photo.json') });
    // The second instance's analysis never answers: a job it holds is still running when it is killed.
    stuckVision = await startFakeService();
    stuckVision.answer('hang');

    const [firstPort, secondPort, balancerPort] = [await freePort(), await freePort(), await freePort()];
    const shared = {
      DATABASE_URL: database.config.url,
      // One folder for both stands for the shared Blob Storage of a real deployment.
      LOCAL_STORAGE_DIR: path.join(folder, 'uploads'),
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      TRUST_PROXY: '1',
      AZURE_VISION_KEY: 'test-key',
      AZURE_VISION_TIMEOUT_SECONDS: '60',
      JOBS_SUPERVISE_INTERVAL_SECONDS: '1',
      REPAIRS_JOB_TIMEOUT_SECONDS: '4',
      REPAIRS_RESULT_WAIT_SECONDS: '0',
    };
    // One after the other: the first applies the migrations.
    first = await startServerProcess({ port: firstPort, env: { ...shared, AZURE_VISION_ENDPOINT: vision.url } });
    second = await startServerProcess({
      port: secondPort,
      env: { ...shared, AZURE_VISION_ENDPOINT: stuckVision.url },
    });
    balancer = await startLoadBalancer({
      port: balancerPort,
      upstreams: [firstPort, secondPort],
      pinnedToFirst: SIGN_IN_PATHS,
    });
    sql = new pg.Client({ connectionString: database.config.url });
    await sql.connect();
  });
  after(async () => {
    await sql?.end();
    await balancer?.close();
    await first?.stop('SIGKILL');
    await second?.stop('SIGKILL');
    await vision?.close();
    await stuckVision?.close();
    await database?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('accepts a session created through one instance on the other', async () => {
    const browser = await signedInBrowser(balancer.url, 'both');
    const answeredBy = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const response = await browser.request('/api/auth/user');
      expect(response.status).to.equal(200);
      expect(((await response.json()) as { email: string }).email).to.match(/^both-/);
      answeredBy.add(response.headers.get('x-upstream')!);
    }
    expect([...answeredBy].sort()).to.deep.equal([`127.0.0.1:${first.port}`, `127.0.0.1:${second.port}`].sort());
    // And straight at the second instance, with no balancer in between.
    const direct = new TestBrowser(second.url);
    for (const [name, value] of browser.cookies) direct.cookies.set(name, value);
    expect((await direct.request('/api/auth/user')).status).to.equal(200);
  });

  it('runs a mixed workload, processes each repair job exactly once and loses no upload when an instance is killed', async () => {
    const people = await Promise.all([1, 2, 3].map((n) => signedInBrowser(balancer.url, `mixed-${n}`)));
    const photo = await labelPhoto();
    const statuses: number[] = [];
    const ids: string[] = [];
    await Promise.all(
      people.flatMap((browser) => [
        ...[1, 2].map(async () => {
          const response = await upload(browser, { bytes: photo, description: 'wobbly chair' });
          statuses.push(response.status);
          if (response.status === 201) ids.push(((await response.json()) as { id: string }).id);
        }),
        ...['/api/pricing?region=US', '/api/repair-requests', '/api/auth/user'].map(async (route) => {
          statuses.push((await browser.request(route)).status);
        }),
      ]),
    );
    const serverErrors = [...first.logs, ...second.logs].filter((line) => line.level === 50 && line.err);
    expect(
      statuses.filter((status) => status >= 400),
      `${JSON.stringify(serverErrors).slice(0, 2000)}\n${(await balancer.errorLog()).slice(-2000)}`,
    ).to.deep.equal([]);
    expect(ids).to.have.length(6);

    // The second instance took work its analysis never finishes; kill it in the middle of it.
    await eventually(async () => (stuckVision.requests.length > 0 ? true : undefined), 30_000, 'a stuck job');
    await second.stop('SIGKILL');

    // The balancer keeps serving through the instance that is left.
    for (const browser of people) expect((await browser.request('/api/repair-requests')).status).to.equal(200);

    const settled = await eventually(
      async () => {
        const rows = await sql.query<{ status: string }>(
          'select status from repairs_repair_request where id = any($1)',
          [ids],
        );
        return rows.rows.every((row) => row.status === 'completed') ? rows.rows : undefined;
      },
      90_000,
      'every repair to be completed',
    );
    expect(settled).to.have.length(6);

    // Exactly one spend per repair, and no refund: no repair was paid for or settled twice.
    const ledger = await sql.query<{ repair_id: string; kind: string }>(
      'select repair_id, kind from billing_ledger_entry where repair_id = any($1) order by repair_id',
      [ids],
    );
    expect(ledger.rows.map((row) => row.kind)).to.deep.equal(Array(6).fill('spend'));
    // One job per upload in pg-boss, each completed; only the killed instance's jobs ran a second time. pg-boss marks
    // a job completed after its handler has returned, so just after the repair's own row says so: wait for it.
    const jobs = await eventually(
      async () => {
        const rows = await sql.query<{ state: string; retry_count: number; repair_id: string }>(
          `select state, retry_count, data->>'repairId' as repair_id from pgboss.job where name = $1`,
          [PROCESS_REPAIR_QUEUE],
        );
        return rows.rows.every((job) => job.state === 'completed') ? rows : undefined;
      },
      10_000,
      'every repair job to be marked completed',
    );
    expect(jobs.rows.map((job) => job.repair_id).sort()).to.deep.equal([...ids].sort());
    // Log lines reach us through pipes, possibly after the database says the job is done: wait for all six.
    const completedRunLines = () =>
      [...first.logs, ...second.logs].filter(
        (line) => line.msg === 'job' && line.queue === PROCESS_REPAIR_QUEUE && line.outcome === 'completed',
      );
    const completedRuns = await eventually(
      async () => (completedRunLines().length >= 6 ? completedRunLines() : undefined),
      5_000,
      "six completed jobs' log lines",
    ).catch(() => completedRunLines());
    expect(completedRuns.map((line) => line.jobId).sort(), 'each job completed once').to.deep.equal(
      [...new Set(completedRuns.map((line) => line.jobId))].sort(),
    );
    expect(completedRuns).to.have.length(6);
    // Run again: only what the killed instance held (at most its concurrency of 2), never a job that completed.
    const retried = jobs.rows.filter((job) => job.retry_count > 0).length;
    expect(retried).to.be.within(1, 2);

    const left = await readdir(path.join(folder, 'uploads', 'repair-uploads')).catch(() => []);
    expect(left, 'every upload processed and removed').to.deep.equal([]);
  });
});
