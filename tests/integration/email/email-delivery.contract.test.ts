import { expect } from 'chai';
import { UNIT_OF_WORK } from '../../../src/shared/application/unit-of-work.js';
import { EMAIL_OUTBOX, type EmailMessage } from '../../../src/shared/email/email.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { FakeAzureEmail } from './azure-email-fake.js';

const ADMIN = 'postmaster@repairlens.test';
const SENDER = 'DoNotReply@mail.repairlens.test';

interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  attempts: number;
  transport: string | null;
  providerMessageId: string | null;
  lastError: string | null;
}

interface Harness {
  readonly server: TestApp;
  readonly transport: 'outbox' | 'azure-communication-email';
  /** What reached the provider, when there is one. */
  readonly delivered: () => { to: string; subject: string; text?: string; html?: string; operationId: string }[] | null;
  close(): Promise<void>;
}

const harnesses: Record<string, () => Promise<Harness>> = {
  'the outbox (embedded default)': async () => {
    const server = await startTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    return { server, transport: 'outbox', delivered: () => null, close: () => server.close() };
  },
  'Azure Communication Email (against a local server answering like Azure)': async () => {
    const azure = await FakeAzureEmail.start();
    const server = await startTestApp({
      env: {
        ADMIN_EMAILS: ADMIN,
        AZURE_COMMUNICATION_CONNECTION_STRING: azure.connectionString,
        EMAIL_SENDER_ADDRESS: SENDER,
      },
    });
    return {
      server,
      transport: 'azure-communication-email',
      delivered: () => {
        expect(azure.rejectedSignatures, 'every call signed with the access key').to.deep.equal([]);
        return azure.sent.map((request) => {
          expect(request.senderAddress).to.equal(SENDER);
          return {
            to: request.recipients.to.map((recipient) => recipient.address).join(','),
            subject: request.content.subject,
            text: request.content.plainText,
            html: request.content.html,
            operationId: request.operationId,
          };
        });
      },
      close: async () => {
        await server.close();
        await azure.close();
      },
    };
  },
};

for (const [name, start] of Object.entries(harnesses)) {
  describe(`e-mail delivery contract: ${name}`, function () {
    this.timeout(60_000);
    let harness: Harness;
    let admin: TestBrowser;
    before(async () => {
      harness = await start();
      admin = new TestBrowser(harness.server.baseUrl);
      await signIn(admin, { email: ADMIN });
    });
    after(async () => harness.close());

    const inContext = <T>(work: () => Promise<T>) => harness.server.app.database.withContext(work);
    const outbox = () => harness.server.app.container.get(EMAIL_OUTBOX);
    const entries = async (to: string) =>
      (
        (await (await admin.request(`/api/admin/emails?to=${encodeURIComponent(to)}`)).json()) as {
          items: OutboxEntry[];
        }
      ).items;
    const settled = async (to: string, count: number) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const found = await entries(to);
        if (found.length === count && found.every((entry) => entry.status === 'sent' || entry.status === 'failed')) {
          return found;
        }
        if (Date.now() > deadline) throw new Error(`messages to ${to} did not settle: ${JSON.stringify(found)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const message = (to: string): EmailMessage => ({
      to,
      subject: 'Your request was accepted',
      text: 'Hello Robin,\n\nHarbourfront Plumbing accepted your request.',
      html: '<p>Hello Robin,</p><p>Harbourfront Plumbing accepted your request.</p>',
    });

    it('sends each message once, with its plain-text and HTML bodies, and keeps it readable in the outbox', async () => {
      const ids = await inContext(() => outbox().add([message('robin@example.com'), message('sam@example.com')]));
      await outbox().dispatch(ids);
      // Handing the same messages over again sends nothing twice.
      await outbox().dispatch(ids);
      const [robin] = await settled('robin@example.com', 1);
      expect(robin).to.deep.include({
        id: ids[0],
        to: 'robin@example.com',
        subject: 'Your request was accepted',
        text: message('robin@example.com').text,
        html: message('robin@example.com').html,
        status: 'sent',
        attempts: 1,
        transport: harness.transport,
        lastError: null,
      });
      await settled('sam@example.com', 1);
      const delivered = harness.delivered();
      if (delivered) {
        const toRobin = delivered.filter((sent) => sent.to === 'robin@example.com');
        expect(toRobin).to.deep.equal([
          {
            to: 'robin@example.com',
            subject: 'Your request was accepted',
            text: message('').text,
            html: message('').html,
            operationId: ids[0],
          },
        ]);
        expect(robin!.providerMessageId).to.equal(ids[0]);
      } else {
        expect(robin!.providerMessageId).to.equal(null);
      }
    });

    it('sends nothing that was recorded in a transaction that rolled back', async () => {
      const unitOfWork = harness.server.app.container.get(UNIT_OF_WORK);
      const failed = await inContext(() =>
        unitOfWork.transaction(async () => {
          await outbox().add([message('never@example.com')]);
          throw new Error('the change failed');
        }),
      ).catch((error: unknown) => error);
      expect(failed).to.be.instanceOf(Error);
      expect(await entries('never@example.com')).to.deep.equal([]);
      expect((harness.delivered() ?? []).filter((sent) => sent.to === 'never@example.com')).to.deep.equal([]);
    });
  });
}
