import { expect } from 'chai';
import { ConfigurationError, loadConfig } from '../../src/config.js';

/** Every variable a production start requires, set as the deployment sets them (secrets from Key Vault). */
export const COMPLETE_PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://repairlens.app/',
  DATABASE_URL: 'postgresql://app@db.internal:5432/repairlens',
  ADMIN_EMAILS: 'ops@repairlens.app',
  OIDC_ISSUER: 'https://login.example.com/',
  OIDC_CLIENT_ID: 'repairlens',
  OIDC_CLIENT_SECRET: 'from-the-key-vault',
  STRIPE_SECRET_KEY: 'sk_live_from_the_key_vault',
  STRIPE_WEBHOOK_SECRET: 'whsec_from_the_key_vault',
  AZURE_STORAGE_CONNECTION_STRING:
    'DefaultEndpointsProtocol=https;AccountName=repairlens;AccountKey=a2V5;EndpointSuffix=core.windows.net',
  AZURE_COMMUNICATION_CONNECTION_STRING: 'endpoint=https://repairlens.communication.azure.com/;accesskey=a2V5',
  EMAIL_SENDER_ADDRESS: 'DoNotReply@mail.repairlens.app',
  PERSONAL_DATA_HASH_KEY: 'a-personal-data-hash-key-from-the-key-vault',
};

/** The complete production environment with `names` left unset. */
export function productionEnvWithout(...names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(COMPLETE_PRODUCTION_ENV).filter(([name]) => !names.includes(name)));
}

/** Loading `env` fails with a ConfigurationError whose message contains each of `mentions`. */
export function expectConfigurationRefused(env: Record<string, string>, ...mentions: string[]): void {
  let failure: unknown;
  try {
    loadConfig(env);
  } catch (error) {
    failure = error;
  }
  expect(failure).to.be.instanceOf(ConfigurationError);
  for (const mention of mentions) expect((failure as ConfigurationError).message).to.contain(mention);
}
