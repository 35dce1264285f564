import { expect } from 'chai';
import { Container } from 'inversify';
import { LocalPaymentProvider } from '../../../src/modules/billing/adapters/local/local.payment-provider.js';
import type { LocalObjectStore } from '../../../src/modules/billing/adapters/local/local-object-store.js';
import { billingModule, CATALOGUE, SEED_CATALOGUE } from '../../../src/modules/billing/index.js';
import { PAYMENT_PROVIDER } from '../../../src/modules/billing/ports/payment-provider.js';
import { ConfigurationError, loadConfig, type AppConfig } from '../../../src/config.js';
import { CONFIG } from '../../../src/shared/tokens.js';

/**
 * A production configuration made by hand, past loadConfig's own checks (which refuse a production start
 * without STRIPE_SECRET_KEY): the module's wiring is the second wall, and must hold on its own.
 */
function productionConfig(payments: AppConfig['payments']): AppConfig {
  return { ...loadConfig({}), env: 'production', isProduction: true, publicUrl: 'https://repairlens.app', payments };
}

describe('the local payment provider in production', () => {
  it('stops the start when Stripe is not configured, naming STRIPE_SECRET_KEY', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    expect(() => container.load(billingModule.bindings(productionConfig({ kind: 'local' }))))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('STRIPE_SECRET_KEY');
  });

  it('gets no routes (its checkout and account pages) in production even when something bound it', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(CONFIG).toConstantValue(productionConfig({ kind: 'local' }));
    container.bind(PAYMENT_PROVIDER).toConstantValue(
      // Built as outside production, so only the module's wiring stands in the way.
      new LocalPaymentProvider(
        {} as LocalObjectStore,
        async () => undefined,
        { transaction: (work) => work() },
        { now: () => new Date() },
        { publicUrl: 'https://repairlens.app', nodeEnv: 'test' },
      ),
    );
    expect(() => billingModule.routes(container))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('STRIPE_SECRET_KEY');
  });

  it('leaves a production start with Stripe alone', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(CATALOGUE).toConstantValue(SEED_CATALOGUE);
    container.load(
      billingModule.bindings(
        productionConfig({
          kind: 'stripe',
          secretKey: 'sk_live_abc',
          webhookSecret: 'whsec_abc',
          apiUrl: null,
          automaticTax: false,
        }),
      ),
    );
    expect(container.get(PAYMENT_PROVIDER)).to.not.be.instanceOf(LocalPaymentProvider);
  });
});
