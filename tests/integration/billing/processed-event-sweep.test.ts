import { expect } from 'chai';
import { MikroOrmProcessedEventRepository } from '../../../src/modules/billing/adapters/persistence/mikro-orm-payment-records.js';
import { PaymentEvents } from '../../../src/modules/billing/application/payment-events.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('forgetting old payment event ids', () => {
  let server: TestApp;
  before(async () => {
    server = await startTestApp();
  });
  after(async () => server?.close());

  const inContext = <T>(work: (events: MikroOrmProcessedEventRepository) => Promise<T>) =>
    server.app.database.withContext(() => work(new MikroOrmProcessedEventRepository(server.app.database.em)));

  it('forgets the ids recorded before the cutoff and keeps the recent ones, which still refuse a repeat', async () => {
    const now = Date.now();
    await inContext(async (events) => {
      await events.recordOnce('evt_old', 'checkout.session.completed', new Date(now - 40 * DAY_MS));
      await events.recordOnce('evt_recent', 'checkout.session.completed', new Date(now - 2 * DAY_MS));
    });

    const forgotten = await inContext((events) => events.forgetBefore(new Date(now - 30 * DAY_MS)));

    expect(forgotten).to.equal(1);
    expect(await inContext((events) => events.recordOnce('evt_recent', 'x', new Date(now))), 'still a repeat').to.equal(
      false,
    );
    expect(await inContext((events) => events.recordOnce('evt_old', 'x', new Date(now))), 'forgotten').to.equal(true);
  });

  it('keeps every id for 30 days: longer than a provider resends an event', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    let cutoff: Date | undefined;
    const processedEvents = {
      recordOnce: () => Promise.resolve(true),
      forgetBefore: (at: Date) => {
        cutoff = at;
        return Promise.resolve(0);
      },
    };
    const unused = {} as never;
    const paymentEvents = new PaymentEvents(
      unused,
      unused,
      unused,
      unused,
      unused,
      processedEvents,
      unused,
      unused,
      unused,
      unused,
      { now: () => now },
    );

    await paymentEvents.forgetOldEvents();

    expect(cutoff?.toISOString()).to.equal('2026-10-22T12:00:00.000Z');
  });
});
