import { expect } from 'chai';
import { ConfigurationError, loadConfig } from '../../../src/shared/config/config.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://repairlens.app',
  DATABASE_URL: 'postgresql://app@db.internal:5432/repairlens',
  ADMIN_EMAILS: 'ops@repairlens.app',
  OIDC_ISSUER: 'https://login.example.com/',
  OIDC_CLIENT_ID: 'repairlens',
  OIDC_CLIENT_SECRET: 'from-the-key-vault',
  AZURE_STORAGE_CONNECTION_STRING: 'DefaultEndpointsProtocol=https;AccountName=repairlens;AccountKey=a2V5',
  AZURE_COMMUNICATION_CONNECTION_STRING: 'endpoint=https://repairlens.communication.azure.com/;accesskey=a2V5',
  EMAIL_SENDER_ADDRESS: 'DoNotReply@mail.repairlens.app',
  PERSONAL_DATA_HASH_KEY: 'a-personal-data-hash-key-from-the-key-vault',
};

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
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_publishable' }))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('STRIPE_SECRET_KEY');
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' }))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('STRIPE_WEBHOOK_SECRET');
  });

  it('stops a production start without the Stripe key and webhook secret, naming both', () => {
    expect(() => loadConfig(PRODUCTION))
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('STRIPE_SECRET_KEY')
      .and.contains('STRIPE_WEBHOOK_SECRET');
    const config = loadConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(config.payments.kind).to.equal('stripe');
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_URL: 'http://stripe.internal',
      }),
    )
      .to.throw(ConfigurationError)
      .with.property('message')
      .that.contains('STRIPE_API_URL');
  });

  it('believes an edge country header only when one is named, in lower case', () => {
    expect(loadConfig({}).location.trustedCountryHeader).to.equal(null);
    expect(loadConfig({ TRUSTED_COUNTRY_HEADER: 'CF-IPCountry' }).location.trustedCountryHeader).to.equal(
      'cf-ipcountry',
    );
    expect(() => loadConfig({ TRUSTED_COUNTRY_HEADER: 'not a header' })).to.throw(ConfigurationError);
  });
});
