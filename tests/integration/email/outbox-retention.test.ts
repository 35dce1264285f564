import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { emailOutboxRetentionSweep } from '../../../src/shared/email/email-outbox-retention.js';
import { MikroOrmEmailOutboxStore } from '../../../src/shared/email/mikro-orm-email-outbox-store.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('retention of the e-mail outbox (EMAIL_OUTBOX_RETENTION_DAYS)', () => {
  let server: TestApp;
  useServerPerSuite(
    () => startTestApp({ env: { EMAIL_OUTBOX_RETENTION_DAYS: '7' } }),
    (started) => (server = started),
  );

  const sql = <T>(query: string, params: unknown[] = []) =>
    server.app.database.withContext(() => server.app.database.em.execute<T[]>(query, params));

  /** A message to `to`, written `daysAgo` days ago and now in `status` (a queued one waits for its next try). */
  async function message(to: string, status: string, daysAgo: number): Promise<void> {
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    const nextTry = new Date(Date.now() + DAY_MS);
    await sql(
      `insert into email_outbox
         (id, recipient, subject, text_body, html_body, status, attempts, available_at, created_at, sent_at)
       values (?, ?, 'Your repair', 'Hello.', '<p>Hello.</p>', ?, 1, ?, ?, ?)`,
      [randomUUID(), to, status, status === 'queued' ? nextTry : at, at, status === 'sent' ? at : null],
    );
  }

  it('deletes sent and failed messages older than the configured retention and keeps recent and unsent ones', async () => {
    await message('old-sent@example.com', 'sent', 8);
    await message('old-failed@example.com', 'failed', 8);
    await message('recent-sent@example.com', 'sent', 6);
    await message('still-queued@example.com', 'queued', 8);

    const sweep = emailOutboxRetentionSweep(
      new MikroOrmEmailOutboxStore(server.app.database.em),
      { now: () => new Date() },
      server.app.config.retention.emailOutboxMs,
    );
    const removed = await server.app.database.withContext(sweep.work);

    expect(removed).to.equal(2);
    const left = await sql<{ recipient: string }>('select recipient from email_outbox order by recipient');
    expect(left.map((row) => row.recipient)).to.deep.equal(['recent-sent@example.com', 'still-queued@example.com']);
  });
});
