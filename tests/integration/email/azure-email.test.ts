import { expect } from 'chai';
import { EMAIL_OUTBOX } from '../../../src/shared/email/email.js';
import type { EmailDelivery } from '../../../src/shared/email/email-delivery.js';
import { application } from '../contractors/support.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { FakeAzureEmail } from './azure-email-fake.js';

interface Row {
  status: string;
  attempts: number;
  last_error: string | null;
  transport: string | null;
}

describe('e-mail through Azure Communication Email: retries, refusals, never blocking a request', function () {
  this.timeout(60_000);
  let azure: FakeAzureEmail;
  let server: TestApp;
  before(async () => {
    azure = await FakeAzureEmail.start();
    server = await startTestApp({
      env: {
        AZURE_COMMUNICATION_CONNECTION_STRING: azure.connectionString,
        EMAIL_SENDER_ADDRESS: 'DoNotReply@mail.repairlens.test',
        EMAIL_RETRY_LIMIT: '2',
        EMAIL_RETRY_DELAY_SECONDS: '1',
      },
    });
  });
  after(async () => {
    await server.close();
    await azure.close();
  });

  const delivery = () => server.app.container.get(EMAIL_OUTBOX) as EmailDelivery;
  const rowOf = async (id: string) =>
    (
      await server.app.database.withContext(() =>
        server.app.database.em.execute<Row[]>(
          'select status, attempts, last_error, transport from email_outbox where id = ?',
          [id],
        ),
      )
    )[0]!;
  const settled = async (id: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const row = await rowOf(id);
      if (row.status === 'sent' || row.status === 'failed') return row;
      if (Date.now() > deadline) throw new Error(`message ${id} did not settle: ${JSON.stringify(row)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const send = async (to: string) => {
    const [id] = await server.app.database.withContext(() =>
      delivery().add([{ to, subject: 'Hello', text: 'Hello there.', html: '<p>Hello there.</p>' }]),
    );
    await delivery().dispatch([id!]);
    return id!;
  };

  it('tries again when Azure is unavailable, and the message goes out on a later try', async () => {
    const unavailable = { kind: 'error', status: 503, code: 'ServiceUnavailable' } as const;
    // The SDK retries twice within a try; the third refusal fails the try, and the job tries again.
    azure.willAnswer(unavailable, unavailable, unavailable);
    const id = await send('retry@example.com');
    const row = await settled(id);
    expect(row).to.deep.include({
      status: 'sent',
      attempts: 2,
      transport: 'azure-communication-email',
      last_error: null,
    });
    expect(azure.sent.filter((request) => request.operationId === id)).to.have.length(1);
    expect(azure.attempts.filter((operation) => operation === id)).to.have.length(4);
  });

  it("sends a message's header fields (List-Unsubscribe, one-click) along to Azure", async () => {
    const headers = {
      'List-Unsubscribe': '<https://repairlens.test/api/email-preferences/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const [id] = await server.app.database.withContext(() =>
      delivery().add([{ to: 'headers@example.com', subject: 'Hi', text: 'Hi.', html: '<p>Hi.</p>', headers }]),
    );
    await delivery().dispatch([id!]);
    expect(await settled(id!)).to.include({ status: 'sent' });
    expect(azure.sent.find((message) => message.operationId === id)!.headers).to.deep.equal(headers);
  });

  it('gives up at once, marked failed with the reason, when Azure refuses the message', async () => {
    azure.willAnswer({ kind: 'error', status: 400, code: 'InvalidRecipient' });
    const id = await send('not-a-mailbox@example.com');
    const row = await settled(id);
    expect(row).to.deep.include({ status: 'failed', attempts: 1 });
    expect(row.last_error).to.contain('HTTP 400');
  });

  it('marks failed a message whose send operation Azure reports Failed', async () => {
    azure.willAnswer({ kind: 'accept', outcome: 'Failed' });
    const id = await send('suppressed@example.com');
    const row = await settled(id);
    expect(row).to.deep.include({ status: 'failed', attempts: 1 });
    expect(row.last_error).to.contain('EmailDroppedAllRecipientsSuppressed');
  });

  it('marks failed a message still refused after every try', async () => {
    const unavailable = { kind: 'error', status: 503, code: 'ServiceUnavailable' } as const;
    // Each try is up to three calls (the SDK retries twice); three tries in all (EMAIL_RETRY_LIMIT=2).
    azure.willAnswer(...Array<typeof unavailable>(9).fill(unavailable));
    const id = await send('down@example.com');
    const row = await settled(id);
    expect(row).to.deep.include({ status: 'failed', attempts: 3 });
    expect(row.last_error).to.match(/ServiceUnavailable|503/);
  });

  it('never makes a request wait for Azure: an application is answered while its e-mail is still on its way', async () => {
    azure.willAnswer({ kind: 'accept', delayMs: 3000 });
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'slow-mail@example.com' });
    const started = Date.now();
    const response = await browser.json(
      '/api/contractor/application',
      'POST',
      application({ email: 'slow@biz.example' }),
    );
    const took = Date.now() - started;
    expect(response.status).to.equal(201);
    expect(took, 'answered without waiting for the 3 s send').to.be.below(2500);
    const [queued] = await server.app.database.withContext(() =>
      server.app.database.em.execute<{ id: string; status: string }[]>(
        "select id, status from email_outbox where recipient = 'slow@biz.example'",
      ),
    );
    expect(queued!.status).to.not.equal('sent');
    expect((await settled(queued!.id)).status).to.equal('sent');
  });

  it('hands the queue a message it never received (the sweeper), and it goes out', async () => {
    const [id] = await server.app.database.withContext(() =>
      delivery().add([{ to: 'forgotten@example.com', subject: 'Hi', text: 'Hi.', html: '<p>Hi.</p>' }]),
    );
    // Recorded, never dispatched (the process stopped right after the commit), and old enough to be overdue.
    await server.app.database.withContext(() =>
      server.app.database.em.execute(
        "update email_outbox set available_at = now() - interval '5 minutes' where id = ?",
        [id],
      ),
    );
    const swept = await delivery().sweep();
    expect(swept.redispatched).to.be.at.least(1);
    expect((await settled(id!)).status).to.equal('sent');
  });
});
