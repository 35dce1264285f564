import { expect } from 'chai';
import type { ClientErrorList, OutboxEmail, OutboxPage } from '../../../src/api-contract.js';
import { EMAIL_OUTBOX } from '../../../src/shared/email/email.js';
import { eventually } from '../repairs/support.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { useServerWithAdmin } from '../../support/test-app.js';

const ADMIN = 'operator@repairlens.test';

const report = (error: string, overrides: Record<string, string> = {}) => ({
  error,
  stack: `${error}\n    at Dashboard (dashboard.js:1:1)`,
  timestamp: '2026-11-21T12:00:00.000Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  url: 'http://127.0.0.1/dashboard',
  ...overrides,
});

describe('admin operations: the error log and the e-mail outbox', () => {
  const suite = useServerWithAdmin([ADMIN]);

  it('answers 401 to a visitor and 403 to a signed-in non-admin for both lists', async () => {
    const visitor = new TestBrowser(suite.server.baseUrl);
    expect((await visitor.request('/api/admin/client-errors')).status).to.equal(401);
    expect((await visitor.request('/api/admin/emails')).status).to.equal(401);
    const member = new TestBrowser(suite.server.baseUrl);
    await signIn(member, { email: 'member@example.com' });
    expect((await member.request('/api/admin/client-errors')).status).to.equal(403);
    expect((await member.request('/api/admin/emails')).status).to.equal(403);
  });

  describe('the error log', () => {
    const errors = async (query = '') => {
      const response = await suite.admin.request(`/api/admin/client-errors${query}`);
      expect(response.status, await response.clone().text()).to.equal(200);
      return (await response.json()) as ClientErrorList;
    };
    const messages = (list: ClientErrorList) => list.items.map((item) => item.message);
    let between: string;

    before(async () => {
      const log = (body: object) => new TestBrowser(suite.server.baseUrl).json('/api/log-error', 'POST', body);
      const sent = await Promise.all([
        log(report('TypeError: quota at 100% of storage')),
        log(report('RangeError: invalid_array length')),
      ]);
      for (const response of sent) expect(response.status).to.equal(204);
      between = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const last = await log(
        report('ChunkLoadError: loading chunk 7 failed', {
          url: 'http://127.0.0.1/repair/abc?from=share',
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) Safari/605.1',
        }),
      );
      expect(last.status).to.equal(204);
    });

    it('lists reports newest first with every stored field and the total', async () => {
      const list = await errors();
      expect(list.total).to.equal(3);
      expect(list.items[0]).to.deep.include({
        message: 'ChunkLoadError: loading chunk 7 failed',
        url: 'http://127.0.0.1/repair/abc?from=share',
        componentStack: null,
        reportedAt: '2026-11-21T12:00:00.000Z',
        userId: null,
      });
      expect(list.items[0]!.stack).to.match(/at Dashboard/);
      expect(list.items[0]!.requestId).to.be.a('string').and.not.equal('');
      const page = await errors('?limit=1&offset=2');
      expect(page.total).to.equal(3);
      expect(page.items).to.have.length(1);
    });

    it('searches the message, the page URL and the user agent, case-insensitively', async () => {
      expect(messages(await errors('?q=chunkloaderror'))).to.deep.equal(['ChunkLoadError: loading chunk 7 failed']);
      expect(messages(await errors('?q=from%3Dshare'))).to.deep.equal(['ChunkLoadError: loading chunk 7 failed']);
      expect(messages(await errors('?q=iphone'))).to.deep.equal(['ChunkLoadError: loading chunk 7 failed']);
      expect((await errors('?q=nothing-like-this')).total).to.equal(0);
    });

    it('takes % and _ in a search literally', async () => {
      expect(messages(await errors(`?q=${encodeURIComponent('100%')}`))).to.deep.equal([
        'TypeError: quota at 100% of storage',
      ]);
      expect(messages(await errors(`?q=${encodeURIComponent('%')}`))).to.deep.equal([
        'TypeError: quota at 100% of storage',
      ]);
      expect(messages(await errors(`?q=${encodeURIComponent('invalid_')}`))).to.deep.equal([
        'RangeError: invalid_array length',
      ]);
    });

    it('filters by the period the reports were received in', async () => {
      expect(messages(await errors(`?from=${encodeURIComponent(between)}`))).to.deep.equal([
        'ChunkLoadError: loading chunk 7 failed',
      ]);
      expect((await errors(`?to=${encodeURIComponent(between)}`)).total).to.equal(2);
    });

    it('answers 400 naming the field for a bad period or page', async () => {
      for (const [query, field] of [
        ['?from=yesterday', /from/],
        ['?to=2026-13-01T00:00:00Z', /to/],
        ['?limit=500', /limit/],
        ['?offset=-1', /offset/],
      ] as const) {
        const response = await suite.admin.request(`/api/admin/client-errors${query}`);
        expect(response.status).to.equal(400);
        expect(((await response.json()) as { message: string }).message).to.match(field);
      }
    });
  });

  describe('the e-mail outbox', () => {
    const emails = async (query = '') => {
      const response = await suite.admin.request(`/api/admin/emails${query}`);
      expect(response.status, await response.clone().text()).to.equal(200);
      return (await response.json()) as OutboxPage;
    };
    const subjects = (list: { items: OutboxEmail[] }) => list.items.map((item) => item.subject);

    before(async () => {
      const outbox = suite.server.app.container.get(EMAIL_OUTBOX);
      const message = (to: string, subject: string) => ({ to, subject, text: `Text of ${subject}`, html: '<p></p>' });
      const ids = await suite.server.app.database.withContext(() =>
        outbox.add([
          message('ana@example.com', 'Your contractor application'),
          message('bo_b@example.com', 'Save 50% on repairs'),
          message('carl@example.com', 'A new customer lead'),
        ]),
      );
      await outbox.dispatch(ids);
      // The embedded transport keeps each message in the outbox and marks it sent.
      await eventually(async () => ((await emails('?status=sent')).total === 3 ? true : undefined), 20_000, 'sent');
    });

    it('lists messages newest first with their text body, with how many match', async () => {
      const list = await emails();
      expect(list.total).to.equal(3);
      expect(list.items.find((item) => item.to === 'ana@example.com')).to.include({
        subject: 'Your contractor application',
        text: 'Text of Your contractor application',
        status: 'sent',
        transport: 'outbox',
      });
      const page = await emails('?limit=2&offset=2');
      expect(page.total).to.equal(3);
      expect(page.items).to.have.length(1);
    });

    it('searches the recipient and the subject, with % and _ taken literally', async () => {
      expect(subjects(await emails('?q=CONTRACTOR'))).to.deep.equal(['Your contractor application']);
      expect(subjects(await emails('?q=carl%40'))).to.deep.equal(['A new customer lead']);
      expect(subjects(await emails(`?q=${encodeURIComponent('%')}`))).to.deep.equal(['Save 50% on repairs']);
      expect(subjects(await emails(`?q=${encodeURIComponent('o_b')}`))).to.deep.equal(['Save 50% on repairs']);
      expect((await emails(`?q=${encodeURIComponent('_')}`)).total).to.equal(1);
    });

    it('filters by status and by exact recipient, alone or with a search', async () => {
      expect((await emails('?status=failed')).total).to.equal(0);
      expect((await emails('?status=sent&q=lead')).total).to.equal(1);
      expect(subjects(await emails('?to=ANA%40example.com'))).to.deep.equal(['Your contractor application']);
    });

    it('answers 400 naming the field for an unknown status or a bad page', async () => {
      for (const [query, field] of [
        ['?status=lost', /status/],
        ['?limit=0', /limit/],
        ['?to=not-an-address', /to/],
      ] as const) {
        const response = await suite.admin.request(`/api/admin/emails${query}`);
        expect(response.status).to.equal(400);
        expect(((await response.json()) as { message: string }).message).to.match(field);
      }
    });
  });
});
