import { expect } from 'chai';
import { PROCESS_REPAIR_QUEUE } from '../../../src/modules/repairs/application/repair-settings.js';
import { JOB_QUEUE } from '../../../src/shared/jobs/job-queue.js';
import { APP_METRICS } from '../../../src/shared/observability/metrics.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';
import { eventually, signedInBrowser, startRepairsApp, uploadOk, type RepairsTestApp } from '../repairs/support.js';

const TOKEN = 'metrics-scraper-token-0123456789';

/** The value of one sample in a Prometheus text exposition, or undefined when it is not there. */
function sample(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(baseUrl: string, token = TOKEN): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).to.equal(200);
  expect(response.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe('GET /metrics (Prometheus)', function () {
  this.timeout(90_000);
  let server: RepairsTestApp;

  useServerPerSuite(
    () => startRepairsApp({ env: { METRICS_TOKEN: TOKEN } }),
    (started) => (server = started),
  );

  it('refuses a scraper without the bearer token, or with a wrong one, with 401', async () => {
    const anonymous = await fetch(`${server.baseUrl}/metrics`);
    expect(anonymous.status).to.equal(401);
    expect(anonymous.headers.get('www-authenticate')).to.match(/^Bearer/);
    const wrong = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).to.equal(401);
    const basic = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).to.equal(401);
  });

  it('times requests by route pattern, method and status, never by raw URL', async () => {
    const browser = await signedInBrowser(server.baseUrl, 'metrics');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await browser.request(`/api/repair-requests/${missing}`)).status).to.equal(404);
    await fetch(`${server.baseUrl}/api/pricing?region=CA`);
    await fetch(`${server.baseUrl}/api/pricing?region=US`);

    const text = await scrape(server.baseUrl);
    const byPattern = { method: 'GET', route: '/api/repair-requests/:id', status: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', byPattern)).to.equal(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...byPattern, le: '+Inf' })).to.equal(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/pricing', status: '200' }),
    ).to.equal(2);
    expect(text).to.not.include(missing);
  });

  it('counts upload sizes, analysis outcomes and job durations of a repair', async () => {
    const browser = await signedInBrowser(server.baseUrl, 'metrics');
    const photo = await labelPhoto();
    const created = await uploadOk(browser, { bytes: photo, description: 'wobbly chair' });
    expect(created.status).to.equal('completed');
    // A JPEG cut short is accepted (its header reads) and fails analysis.
    const truncated = photo.subarray(0, Math.floor(photo.length * 0.3));
    expect((await uploadOk(browser, { bytes: truncated, description: 'wobbly chair' })).status).to.equal('failed');

    const text = await eventually(async () => {
      const scraped = await scrape(server.baseUrl);
      const runs = sample(scraped, 'job_duration_seconds_count', { queue: PROCESS_REPAIR_QUEUE, outcome: 'completed' });
      return runs === 2 ? scraped : undefined;
    });
    expect(sample(text, 'repair_upload_size_bytes_count', { kind: 'image' })).to.equal(2);
    expect(sample(text, 'repair_upload_size_bytes_sum', { kind: 'image' })).to.equal(photo.length + truncated.length);
    expect(sample(text, 'repair_analysis_outcomes_total', { outcome: 'completed' })).to.equal(1);
    expect(sample(text, 'repair_analysis_outcomes_total', { outcome: 'failed' })).to.equal(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/repair-requests',
        status: '201',
      }),
    ).to.equal(2);
  });

  it('counts the failures of a job that throws, by queue', async () => {
    const jobs = server.app.container.get(JOB_QUEUE);
    await jobs.declare('test.flaky', { timeoutSeconds: 30, retryLimit: 1, retryDelaySeconds: 0 });
    let runs = 0;
    await jobs.work('test.flaky', 1, async () => {
      runs++;
      if (runs === 1) throw new Error('the first run fails');
    });
    await jobs.enqueue('test.flaky', {});

    const text = await eventually(async () => {
      const scraped = await scrape(server.baseUrl);
      return sample(scraped, 'job_duration_seconds_count', { queue: 'test.flaky', outcome: 'completed' }) === 1
        ? scraped
        : undefined;
    });
    expect(sample(text, 'job_failures_total', { queue: 'test.flaky' })).to.equal(1);
    expect(sample(text, 'job_duration_seconds_count', { queue: 'test.flaky', outcome: 'failed' })).to.equal(1);
  });

  it('includes the default process metrics', async () => {
    const text = await scrape(server.baseUrl);
    expect(sample(text, 'process_cpu_user_seconds_total')).to.be.a('number');
    expect(sample(text, 'nodejs_heap_size_used_bytes')).to.be.greaterThan(0);
  });

  describe('without METRICS_TOKEN', () => {
    let plain: TestApp;
    useServerPerSuite(startTestApp, (started) => (plain = started));

    it('has no /metrics endpoint at all (404), and counts only its own requests', async () => {
      const response = await fetch(`${plain.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).to.equal(404);
      // Each application instance keeps a registry of its own: the other server's uploads are not counted here.
      const own = await plain.app.container
        .get(APP_METRICS)
        .registry.getSingleMetricAsString('repair_upload_size_bytes');
      expect(sample(own, 'repair_upload_size_bytes_count', { kind: 'image' })).to.equal(undefined);
    });
  });
});
