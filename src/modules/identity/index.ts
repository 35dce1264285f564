import { randomBytes } from 'node:crypto';
import { ContainerModule, type ContainerModuleLoadOptions, type ResolutionContext } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';
import { AUDIT_LOG } from '../../shared/audit/audit-log.js';
import { AUDIT_TARGET_NAMER } from '../../shared/audit/audit-target-names.js';
import { PERSONAL_DATA_CONTRIBUTOR } from '../../shared/application/personal-data.js';
import { RATE_LIMITER } from '../../shared/application/rate-limiter.js';
import { UNIT_OF_WORK } from '../../shared/application/unit-of-work.js';
import { ConfigurationError, type AppConfig } from '../../config.js';
import { startPeriodicSweep } from '../../shared/jobs/periodic-sweeps.js';
import { loaderFor } from '../../shared/load-when-chosen.js';
import { changeFeed, type ChangeFeed } from '../../shared/persistence/change-notifications.js';
import { CLOCK, CONFIG, DATABASE, ENTITY_MANAGER, LOGGER } from '../../shared/tokens.js';
import { token } from '../../shared/token.js';
import { Account } from './application/account.js';
import { DeletedAccountEmails } from './application/deleted-account-emails.js';
import type { IdentitySettings } from './application/identity-settings.js';
import { ForgetUnusedDevices, RecordDevice } from './application/record-device.js';
import { Sessions } from './application/sessions.js';
import { SignIn } from './application/sign-in.js';
import { UserAdministration } from './application/user-administration.js';
import { adminUserRoutes } from './adapters/http/admin-users.routes.js';
import { identityRoutes } from './adapters/http/identity.routes.js';
import { SessionCookies } from './adapters/http/session-cookies.js';
import { sessionMiddleware } from './adapters/http/session.middleware.js';
import type * as DevelopmentOidcProvider from './adapters/oidc/development-oidc-provider.js';
import type { DevelopmentProviderOptions, RequestHandler } from './adapters/oidc/development-oidc-provider.js';
import { OpenIdClientSignInProvider } from './adapters/oidc/openid-client.sign-in-provider.js';
import { identityEntities } from './adapters/persistence/identity.entities.js';
import { issuerListed } from './domain/account-binding.js';
import {
  MikroOrmDeviceRepository,
  MikroOrmSessionRepository,
  MikroOrmSignInAttemptRepository,
  MikroOrmUserRepository,
} from './adapters/persistence/mikro-orm-identity.repositories.js';
import { MikroOrmUserDirectory } from './adapters/persistence/mikro-orm-user-directory.js';
import { UserAuditNames } from './adapters/persistence/user-audit-names.js';
import { CachedSignedInReader, PRINCIPAL_CHANGED_CHANNEL } from './adapters/persistence/cached-signed-in.reader.js';
import { SqlSignedInReader } from './adapters/persistence/sql-signed-in.reader.js';
import { SqlUserStatistics } from './adapters/persistence/sql-user-statistics.js';
import { DEVICE_REPOSITORY } from './ports/device.repository.js';
import { GRANTED_ROLES } from './ports/granted-roles.js';
import { REPAIR_BALANCES } from './ports/repair-balances.js';
import { identityMigrations } from './adapters/persistence/migrations/index.js';
import { SESSION_REPOSITORY } from './ports/session.repository.js';
import { SIGNED_IN_READ_PARTS, SIGNED_IN_READER } from './ports/signed-in-reader.js';
import { SIGN_IN_ATTEMPT_REPOSITORY } from './ports/sign-in-attempt.repository.js';
import { SIGN_IN_PROVIDER } from './ports/sign-in-provider.js';
import { USER_REPOSITORY } from './ports/user.repository.js';
import { USER_BILLING } from './ports/user-billing.js';
import { USER_DIRECTORY } from './ports/user-directory.js';
import { USER_REPAIR_HISTORY } from './ports/user-repair-history.js';
import { USER_STATISTICS } from './ports/user-statistics.js';

export { Account, Sessions };
export { REPAIR_BALANCES, type AccountStanding, type RepairBalancesPort } from './ports/repair-balances.js';
export { GRANTED_ROLES, type GrantedRoles } from './ports/granted-roles.js';
export { SIGNED_IN_READ_PARTS, type SignedInReadPart, type SignedInReadParts } from './ports/signed-in-reader.js';
export { USER_BILLING, type UserBilling } from './ports/user-billing.js';
export { USER_REPAIR_HISTORY, type UserRepairHistory } from './ports/user-repair-history.js';
export { USER_STATISTICS, type UserStatistics } from './ports/user-statistics.js';

const load = loaderFor(import.meta.url);
/** The embedded provider's code and oidc-provider behind it: loaded only where it runs (never in production). */
const developmentOidcProvider = () =>
  load('./adapters/oidc/development-oidc-provider.js') as typeof DevelopmentOidcProvider;

/** The embedded development provider, also for tests that stand up an issuer of their own. */
export function createDevelopmentOidcProvider(options: DevelopmentProviderOptions): RequestHandler {
  return developmentOidcProvider().createDevelopmentOidcProvider(options);
}

const IDENTITY_SETTINGS = token<IdentitySettings>('identity.Settings');
const DEVELOPMENT_PROVIDER = token<RequestHandler>('identity.DevelopmentProvider');
/** Mount point of the embedded development provider inside RepairLens. */
const DEVELOPMENT_PROVIDER_PATH = '/oidc';
const SESSION_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const DEVICE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const DELETED_ACCOUNT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SIGNED_IN_CHANGES = token<ChangeFeed>('identity.SignedInChanges');
/** Signed-in reads are kept this long at most: notifications drop them on any change well before. */
const SIGNED_IN_CACHE = { ttlMs: 15_000, maxEntries: 10_000 };

/** The embedded development provider's issuer, as RepairLens reaches it. */
function developmentIssuer(config: AppConfig): string {
  return `${config.publicUrl}${DEVELOPMENT_PROVIDER_PATH}`;
}

function settingsFrom(config: AppConfig): IdentitySettings {
  return {
    adminEmails: config.adminEmails,
    adminSubjects: config.adminSubjects,
    // The development provider verifies nothing, but it only runs off production, where tests and developers
    // sign in again by e-mail through it (its issuer changes with the port).
    emailTrustedIssuers:
      config.oidc.kind === 'embedded' && !config.isProduction
        ? [...config.emailLinkingIssuers, developmentIssuer(config)]
        : config.emailLinkingIssuers,
    sessions: config.sessions,
    adminSessions: config.adminSessions,
    freeFixes: { freeFixesAtSignUp: 2, accountsPerDeviceWithFreeFixes: config.freeFixAccountsPerDevice },
    signInAttemptTtlMs: 15 * 60 * 1000,
    personalDataHashKey: config.personalDataHashKey,
  };
}

/**
 * The embedded development provider signs anyone in as anyone (an administrator's e-mail included), so a
 * production start without an external issuer stops here, whatever the configuration schema let through.
 */
function refuseDevelopmentProviderInProduction(config: AppConfig): void {
  if (config.isProduction) {
    throw new ConfigurationError([
      'OIDC_ISSUER: required in production (with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET); the development sign-in provider never runs there',
    ]);
  }
}

/**
 * The sign-in provider from configuration: an external issuer when OIDC_ISSUER is set, otherwise the
 * embedded development provider mounted at /oidc with a client secret made up at start (never in production).
 */
function bindSignInProvider(bind: ContainerModuleLoadOptions['bind'], config: AppConfig): void {
  const redirectUri = `${config.publicUrl}/api/callback`;
  const postLogoutRedirectUri = `${config.publicUrl}/`;
  if (config.oidc.kind === 'external') {
    const { issuer, clientId, clientSecret, scopes } = config.oidc;
    bind(SIGN_IN_PROVIDER).toConstantValue(
      new OpenIdClientSignInProvider({
        issuer: new URL(issuer),
        clientId,
        clientSecret,
        scopes,
        redirectUri,
        postLogoutRedirectUri,
        allowInsecureHttp: !config.isProduction && issuer.startsWith('http://'),
      }),
    );
    return;
  }
  refuseDevelopmentProviderInProduction(config);
  const issuer = developmentIssuer(config);
  const client = {
    clientId: 'repairlens-local',
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris: [redirectUri],
    postLogoutRedirectUris: [postLogoutRedirectUri],
  };
  bind(DEVELOPMENT_PROVIDER).toConstantValue(
    createDevelopmentOidcProvider({
      issuer,
      mountPath: DEVELOPMENT_PROVIDER_PATH,
      clients: [client],
      nodeEnv: config.env,
    }),
  );
  bind(SIGN_IN_PROVIDER).toConstantValue(
    new OpenIdClientSignInProvider({
      issuer: new URL(issuer),
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      scopes: config.oidc.scopes,
      redirectUri,
      postLogoutRedirectUri,
      allowInsecureHttp: issuer.startsWith('http://'),
      // Always show the form, so signing out and in again can switch people.
      authorizationParams: { prompt: 'login' },
    }),
  );
}

/** Who people are: OpenID Connect sign-in, server-side sessions, accounts, devices and roles. */
export const identityModule: AppModule = {
  name: 'identity',
  entities: identityEntities,
  migrations: identityMigrations,
  bindings: (config) =>
    new ContainerModule(({ bind }) => {
      const em = (ctx: ResolutionContext) => ctx.get(ENTITY_MANAGER);
      bind(IDENTITY_SETTINGS).toConstantValue(settingsFrom(config));
      bind(USER_REPOSITORY).toDynamicValue((ctx) => new MikroOrmUserRepository(em(ctx)));
      bind(SESSION_REPOSITORY).toDynamicValue((ctx) => new MikroOrmSessionRepository(em(ctx)));
      bind(SIGN_IN_ATTEMPT_REPOSITORY).toDynamicValue((ctx) => new MikroOrmSignInAttemptRepository(em(ctx)));
      bind(DEVICE_REPOSITORY).toDynamicValue((ctx) => new MikroOrmDeviceRepository(em(ctx)));
      bind(USER_DIRECTORY).toDynamicValue((ctx) => new MikroOrmUserDirectory(em(ctx)));
      bind(AUDIT_TARGET_NAMER).toDynamicValue((ctx) => new UserAuditNames(em(ctx)));
      bind(USER_STATISTICS).toDynamicValue((ctx) => new SqlUserStatistics(em(ctx)));
      bind(SIGNED_IN_CHANGES).toDynamicValue((ctx) =>
        changeFeed(ctx.get(DATABASE), PRINCIPAL_CHANGED_CHANNEL, ctx.get(LOGGER)),
      );
      bind(SIGNED_IN_READER).toDynamicValue(
        (ctx) =>
          new CachedSignedInReader(
            new SqlSignedInReader(em(ctx), ctx.get(SIGNED_IN_READ_PARTS), ctx.get(CLOCK)),
            ctx.get(SIGNED_IN_CHANGES),
            SIGNED_IN_CACHE,
          ),
      );
      bindSignInProvider(bind, config);
      bind(SessionCookies).toConstantValue(new SessionCookies(config.isProduction, config.sessions.absoluteTimeoutMs));
      bind(SignIn).toDynamicValue(
        (ctx) =>
          new SignIn(
            ctx.get(SIGN_IN_PROVIDER),
            ctx.get(SIGN_IN_ATTEMPT_REPOSITORY),
            ctx.get(USER_REPOSITORY),
            ctx.get(SESSION_REPOSITORY),
            ctx.get(DEVICE_REPOSITORY),
            ctx.get(REPAIR_BALANCES),
            ctx.get(UNIT_OF_WORK),
            ctx.get(CLOCK),
            ctx.get(IDENTITY_SETTINGS),
          ),
      );
      bind(Sessions).toDynamicValue(
        (ctx) =>
          new Sessions(
            ctx.get(SESSION_REPOSITORY),
            ctx.get(SIGN_IN_PROVIDER),
            ctx.get(CLOCK),
            ctx.get(IDENTITY_SETTINGS),
            ctx.get(SIGNED_IN_READER),
          ),
      );
      bind(Account).toDynamicValue(
        (ctx) =>
          new Account(
            ctx.get(USER_REPOSITORY),
            ctx.get(SESSION_REPOSITORY),
            ctx.get(DEVICE_REPOSITORY),
            ctx.get(REPAIR_BALANCES),
            () => ctx.getAll(PERSONAL_DATA_CONTRIBUTOR),
            ctx.get(UNIT_OF_WORK),
            ctx.get(CLOCK),
            ctx.get(IDENTITY_SETTINGS),
            ctx.get(GRANTED_ROLES),
          ),
      );
      bind(UserAdministration).toDynamicValue(
        (ctx) =>
          new UserAdministration(
            ctx.get(USER_REPOSITORY),
            ctx.get(USER_DIRECTORY),
            ctx.get(SESSION_REPOSITORY),
            ctx.get(USER_BILLING),
            ctx.get(USER_REPAIR_HISTORY),
            ctx.get(GRANTED_ROLES),
            ctx.get(AUDIT_LOG),
            ctx.get(UNIT_OF_WORK),
            ctx.get(CLOCK),
            ctx.get(IDENTITY_SETTINGS),
          ),
      );
      bind(RecordDevice).toDynamicValue(
        (ctx) =>
          new RecordDevice(
            ctx.get(DEVICE_REPOSITORY),
            ctx.get(USER_REPOSITORY),
            ctx.get(REPAIR_BALANCES),
            ctx.get(UNIT_OF_WORK),
            ctx.get(CLOCK),
            ctx.get(IDENTITY_SETTINGS),
          ),
      );
      bind(ForgetUnusedDevices).toDynamicValue(
        (ctx) =>
          new ForgetUnusedDevices(ctx.get(DEVICE_REPOSITORY), ctx.get(CLOCK), config.retention.unlinkedDevicesMs),
      );
      bind(DeletedAccountEmails).toDynamicValue(
        (ctx) =>
          new DeletedAccountEmails(
            ctx.get(USER_REPOSITORY),
            ctx.get(CLOCK),
            config.retention.deletedAccountsMs,
            ctx.get(IDENTITY_SETTINGS).personalDataHashKey,
          ),
      );
    }),
  middleware: (container) => {
    const chain = [];
    if (container.isBound(DEVELOPMENT_PROVIDER)) {
      refuseDevelopmentProviderInProduction(container.get(CONFIG));
      chain.push(
        developmentOidcProvider().mountHandler(DEVELOPMENT_PROVIDER_PATH, container.get(DEVELOPMENT_PROVIDER)),
      );
    }
    chain.push(sessionMiddleware(container.get(Sessions), container.get(SessionCookies)));
    return chain;
  },
  routes: (container) => [
    ...identityRoutes({
      signIn: container.get(SignIn),
      sessions: container.get(Sessions),
      account: container.get(Account),
      recordDevice: container.get(RecordDevice),
      cookies: container.get(SessionCookies),
      rateLimiter: container.get(RATE_LIMITER),
      publicUrl: container.get(CONFIG).publicUrl,
      logger: container.get(LOGGER),
    }),
    ...adminUserRoutes(container.get(UserAdministration)),
  ],
  start: async (container) => {
    // Before the first request: until notifications are heard, nothing is kept.
    await container.get(SIGNED_IN_CHANGES).listen();
    const settings = container.get(IDENTITY_SETTINGS);
    const config = container.get(CONFIG);
    if (
      config.oidc.kind === 'external' &&
      settings.adminEmails.length > 0 &&
      !issuerListed(config.oidc.issuer, settings.emailTrustedIssuers)
    ) {
      container
        .get(LOGGER)
        .warn(
          { issuer: config.oidc.issuer },
          'ADMIN_EMAILS makes nobody an admin: OIDC_ISSUER is not in OIDC_EMAIL_LINKING_ISSUERS; use ADMIN_SUBJECTS',
        );
    }
    startPeriodicSweep(container, {
      name: 'expired sessions',
      intervalMs: SESSION_SWEEP_INTERVAL_MS,
      work: async () => {
        const now = new Date();
        await container.get(SESSION_REPOSITORY).removeExpired(now, settings.sessions.idleTimeoutMs);
        await container.get(SIGN_IN_ATTEMPT_REPOSITORY).removeExpired(now);
      },
    });
    const forgetUnusedDevices = container.get(ForgetUnusedDevices);
    startPeriodicSweep(container, {
      name: 'unused devices',
      intervalMs: DEVICE_SWEEP_INTERVAL_MS,
      work: () => forgetUnusedDevices.execute(),
      report: (forgotten) => (forgotten > 0 ? { forgotten } : undefined),
    });
    const deletedAccountEmails = container.get(DeletedAccountEmails);
    // Before the first request: sign-in looks deleted addresses up by their keyed hash only.
    await container.get(DATABASE).withContext(() => deletedAccountEmails.sweep());
    startPeriodicSweep(container, {
      name: 'deleted account e-mails',
      intervalMs: DELETED_ACCOUNT_SWEEP_INTERVAL_MS,
      work: () => deletedAccountEmails.sweep(),
      report: (result) => (result.rekeyed + result.forgotten > 0 ? result : undefined),
    });
  },
  stop: async (container) => {
    await container.get(SIGNED_IN_CHANGES).close();
  },
};
