import { expect } from 'chai';
import { LocalPaymentProvider } from '../../../src/modules/billing/adapters/local/local.payment-provider.js';
import type { LocalObjectStore } from '../../../src/modules/billing/adapters/local/local-object-store.js';

describe('local payment provider', () => {
  it('refuses to run in production', () => {
    expect(
      () =>
        new LocalPaymentProvider(
          {} as LocalObjectStore,
          async () => undefined,
          { transaction: (work) => work() },
          { now: () => new Date() },
          { publicUrl: 'https://repairlens.app', nodeEnv: 'production' },
        ),
    ).to.throw(/must not run in production/);
  });
});
