import { type BillingConfig, billingSettings } from './modules/billing/billing.settings.js';
import { type IdentityConfig, identitySettings } from './modules/identity/identity.settings.js';
import { type PricingConfig, pricingSettings } from './modules/pricing/pricing.settings.js';
import { type RepairsConfig, repairsSettings } from './modules/repairs/repairs.settings.js';
import {
  databaseSettings,
  emailSettings,
  fileStorageSettings,
  runtimeSettings,
  type SharedConfig,
} from './shared/config/config.js';
import { readSettings } from './shared/config/settings.js';

export { ConfigurationError } from './shared/config/settings.js';

/**
 * Every setting the server reads, validated once at start. Each module declares its own variables in
 * src/modules/<m>/<m>.settings.ts and the shared ones live in src/shared/config/config.ts; this file only lists
 * the groups. Anything left unset runs on its embedded default; `NODE_ENV=production` additionally demands what
 * a real deployment cannot do without, so a forgotten variable stops the process with its name instead of
 * surfacing as a broken request later.
 */
export const SETTINGS_GROUPS = {
  runtime: runtimeSettings,
  database: databaseSettings,
  fileStorage: fileStorageSettings,
  email: emailSettings,
  identity: identitySettings,
  pricing: pricingSettings,
  billing: billingSettings,
  repairs: repairsSettings,
} as const;

export type AppConfig = SharedConfig & IdentityConfig & PricingConfig & BillingConfig & RepairsConfig;

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const { runtime, database, fileStorage, email, identity, pricing, billing, repairs } = readSettings(
    source,
    SETTINGS_GROUPS,
  );
  return {
    ...runtime,
    ...database,
    ...fileStorage,
    ...email,
    ...identity,
    ...pricing,
    ...billing,
    ...repairs,
    // The only slice several groups share: how long each keeps what it stores.
    retention: { ...runtime.retention, ...email.retention, ...identity.retention },
  };
}
