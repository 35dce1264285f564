import { expect } from 'chai';
import { ConfigurationError, loadConfig } from '../../../src/config.js';
import { expectConfigurationRefused, productionEnvWithout } from '../../support/configuration.js';

/** A production start that has everything but its Stripe key and webhook secret. */
const PRODUCTION = productionEnvWithout('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');

describe('payments and location configuration', () => {
  it('takes payments on the embedded local provider when no Stripe key is set', () => {
    expect(loadConfig({}).payments).to.deep.equal({ kind: 'local' });
  });

  it('uses Stripe when STRIPE_SECRET_KEY is set, with its webhook secret, API address and tax setting', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      STRIPE_AUTOMATIC_TAX: 'true',
    });
    expect(config.payments).to.deep.equal({
      kind: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: 'http://127.0.0.1:12111',
      automaticTax: true,
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).payments).to.include({
      webhookSecret: null,
      automaticTax: false,
    });
  });

  it('refuses values that cannot be Stripe keys, naming the variable', () => {
    expectConfigurationRefused({ STRIPE_SECRET_KEY: 'pk_test_publishable' }, 'STRIPE_SECRET_KEY');
    expectConfigurationRefused({ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET');
  });

  it('stops a production start without the Stripe key and webhook secret, naming both', () => {
    expectConfigurationRefused(PRODUCTION, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
    const config = loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(config.payments.kind).to.equal('stripe');
    expectConfigurationRefused(
      {
        ...PRODUCTION,
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_URL: 'http://stripe.internal',
      },
      'STRIPE_API_URL',
    );
  });

  it('believes an edge country header only when one is named, in lower case', () => {
    expect(loadConfig({}).location.trustedCountryHeader).to.equal(null);
    expect(loadConfig({ TRUSTED_COUNTRY_HEADER: 'CF-IPCountry' }).location.trustedCountryHeader).to.equal(
      'cf-ipcountry',
    );
    expect(() => loadConfig({ TRUSTED_COUNTRY_HEADER: 'not a header' })).to.throw(ConfigurationError);
  });
});
