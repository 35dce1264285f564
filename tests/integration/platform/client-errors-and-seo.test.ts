import { expect } from 'chai';
import { PUBLIC_PAGES } from '../../../src/shared/http/public-pages.js';
import { TestBrowser } from '../../support/http-client.js';
import { startOfFreshWindowIfNeeded } from '../../support/rate-limit-window.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

const report = {
  error: 'TypeError: cannot read properties of undefined',
  stack: 'TypeError: cannot read properties of undefined\n    at Dashboard (dashboard.js:1:1)',
  componentStack: '\n    at Dashboard\n    at Layout',
  timestamp: '2026-11-21T12:00:00.000Z',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X)',
  url: 'http://127.0.0.1/dashboard',
};

describe('POST /api/log-error', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  const stored = () =>
    server.app.database.withContext(() =>
      server.app.database.em.execute<{ message: string; stack: string; component_stack: string | null }[]>(
        'select message, stack, component_stack from client_error_log order by received_at',
      ),
    );

  it('stores a report from the render-error screen with 204', async () => {
    const response = await new TestBrowser(server.baseUrl).json('/api/log-error', 'POST', report);
    expect(response.status).to.equal(204);
    const rows = await stored();
    expect(rows.at(-1)).to.deep.include({ message: report.error, component_stack: report.componentStack });
  });

  it('accepts a global error without a component stack', async () => {
    const { componentStack: _omitted, ...global } = report;
    expect((await new TestBrowser(server.baseUrl).json('/api/log-error', 'POST', global)).status).to.equal(204);
  });

  it('cuts an oversized stack to 10,000 characters instead of losing the report', async () => {
    await new TestBrowser(server.baseUrl).json('/api/log-error', 'POST', { ...report, stack: 'x'.repeat(50_000) });
    expect((await stored()).at(-1)!.stack).to.have.length(10_000);
  });

  it('refuses a report that is not one, with 400', async () => {
    const browser = new TestBrowser(server.baseUrl);
    for (const body of [
      {},
      { ...report, error: '' },
      { ...report, timestamp: 'yesterday' },
      { ...report, extra: 1 },
      [report],
    ]) {
      expect((await browser.json('/api/log-error', 'POST', body)).status, JSON.stringify(body).slice(0, 60)).to.equal(
        400,
      );
    }
  });

  it('refuses a body over 100 KB before parsing it', async () => {
    const response = await new TestBrowser(server.baseUrl).json('/api/log-error', 'POST', {
      ...report,
      stack: 'y'.repeat(200_000),
    });
    expect(response.status).to.equal(413);
  });

  it('limits one address to 30 reports a minute, answering 429 with Retry-After', async () => {
    const limited = await startTestApp();
    try {
      const browser = new TestBrowser(limited.baseUrl);
      await startOfFreshWindowIfNeeded(60, 15);
      const statuses = [];
      for (let attempt = 0; attempt < 31; attempt++)
        statuses.push((await browser.json('/api/log-error', 'POST', report)).status);
      expect(statuses.filter((status) => status === 204)).to.have.length(30);
      expect(statuses.at(-1)).to.equal(429);
    } finally {
      await limited.close();
    }
  });
});

describe('robots.txt and the sitemap', () => {
  let server: TestApp;
  useServerPerSuite(startTestApp, (started) => (server = started));

  it('lets crawlers in, keeps them out of the API and personal pages, and points at the sitemap', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.contain('text/plain');
    const text = await response.text();
    expect(text).to.contain('User-agent: *').and.contain('Disallow: /api/').and.contain('Disallow: /account');
    expect(text).to.contain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });

  it('keeps no crawler out of a public page, the payment return pages included', async () => {
    const text = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((line) => line[1] ?? '');
    for (const path of PUBLIC_PAGES) {
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).to.deep.equal([]);
    }
  });

  it('lists every public page of the route table in the sitemap, and no signed-in page', async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    for (const path of PUBLIC_PAGES) {
      expect(xml).to.contain(`<loc>${server.baseUrl}${path}</loc>`);
    }
    expect(xml).not.to.contain('/account');
  });
});
