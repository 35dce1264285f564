import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { Container } from 'inversify';
import Koa from 'koa';
import compress from 'koa-compress';
import sharp from 'sharp';
import type { AppModule } from './shared/app-module.js';
import type { AppConfig } from './config.js';
import { RATE_LIMITER } from './shared/application/rate-limiter.js';
import { JOB_QUEUE } from './shared/jobs/job-queue.js';
import { stopPeriodicSweeps } from './shared/jobs/periodic-sweeps.js';
import { PgBossJobQueue } from './shared/jobs/pg-boss.job-queue.js';
import { createFileStorage } from './shared/storage/create-file-storage.js';
import { FILE_STORAGE } from './shared/storage/file-storage.js';
import { AUDIT_LOG } from './shared/audit/audit-log.js';
import { AUDIT_TARGET_NAMER } from './shared/audit/audit-target-names.js';
import { auditRoutes } from './shared/audit/audit.routes.js';
import { startEmailDelivery } from './shared/email/create-email.js';
import { EMAIL_OUTBOX } from './shared/email/email.js';
import { emailRoutes } from './shared/email/email.routes.js';
import { MikroOrmAuditLog } from './shared/audit/mikro-orm-audit-log.js';
import { UNIT_OF_WORK } from './shared/application/unit-of-work.js';
import { NotFoundError } from './shared/errors/app-errors.js';
import { errorMiddleware, logErrorOutsideAnswer } from './shared/http/error-middleware.js';
import { originCheck } from './shared/http/origin-check.js';
import { MikroOrmUnitOfWork } from './shared/persistence/mikro-orm-unit-of-work.js';
import { PostgresRateLimiter } from './shared/persistence/postgres-rate-limiter.js';
import { moduleBridges } from './module-bridges.js';
import { platformMigrations } from './platform/client-errors/migrations/index.js';
import { localiseIndexHtml, platformRoutes, startPlatformSweeps } from './platform/index.js';
import { frontendAssets } from './shared/http/frontend-assets.js';
import { jsonBodies } from './shared/http/json-body.js';
import { serialiseJsonOnce } from './shared/http/json-once.js';
import { allowInlineStyles, securityHeaders } from './shared/http/security-headers.js';
import { apiRouting, probeRoutes } from './shared/http/mount-routes.js';
import { buildOpenApiDocument } from './shared/http/openapi.js';
import { requestLogging } from './shared/http/request-logging.js';
import type { AppState, HttpRoute } from './shared/http/route.js';
import { systemRoutes } from './shared/http/system.routes.js';
import { createLogger, type Logger } from './shared/logging/logger.js';
import { metricsEndpoint } from './shared/observability/metrics-endpoint.js';
import { APP_METRICS, AppMetrics } from './shared/observability/metrics.js';
import { Database } from './shared/persistence/database.js';
import { changeFeed } from './shared/persistence/change-notifications.js';
import { KEPT_READ_CHANGED_CHANNEL, NotifiedKeptReads } from './shared/persistence/notified-kept-reads.js';
import { KEPT_READS } from './shared/application/kept-reads.js';
import { CLOCK, CONFIG, DATABASE, ENTITY_MANAGER, LOGGER } from './shared/tokens.js';
import { billingModule, CATALOGUE, SEED_CATALOGUE, type Catalogue } from './modules/billing/index.js';
import { contractorsModule } from './modules/contractors/index.js';
import { identityModule } from './modules/identity/index.js';
import { pricingModule } from './modules/pricing/index.js';
import { repairsModule } from './modules/repairs/index.js';

/** Identity first: its middleware establishes who is calling before any other module's routes run. */
export const APP_MODULES: readonly AppModule[] = [
  identityModule,
  pricingModule,
  billingModule,
  repairsModule,
  contractorsModule,
];

/** Every table's migrations: each module's, and the platform's error log (Database.open orders them by name). */
export const APP_MIGRATIONS = [...platformMigrations, ...APP_MODULES.flatMap((module) => module.migrations)];

/**
 * Kept reads (prices, the gallery, each person's repair list): a minute at most, a safety net only, since a change
 * notification drops them on every instance at once (decision 0020); as many entries as the signed-in reads keep.
 */
const KEPT_READS_SETTINGS = { ttlMs: 60_000, maxEntries: 10_000 };

/** Methods that change nothing: any other request answers only once its changes dropped the kept reads they touch. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Application {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly container: Container;
  readonly database: Database;
  readonly koa: Koa<AppState>;
  readonly routes: readonly HttpRoute[];
  listen(): Promise<Server>;
  /**
   * Shuts down gracefully: readiness answers 503 for the drain period, then no new connection is accepted,
   * in-flight requests finish (cut off after the grace period), running jobs finish (or run again elsewhere
   * later), and the database pool closes.
   */
  close(): Promise<void>;
}

/** Closes the listener and waits for in-flight requests, cutting off the connections still open after `graceMs`. */
async function closeServer(server: Server, graceMs: number, logger: Logger): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would hold close() open; busy ones close once their response is sent.
  server.closeIdleConnections();
  const deadline = setTimeout(() => {
    logger.warn({ graceMs }, 'requests still running at the end of the shutdown grace period; cutting them off');
    server.closeAllConnections();
  }, graceMs);
  await closed;
  clearTimeout(deadline);
}

/**
 * The one place where configuration meets code: opens the database, runs migrations, binds every
 * port to the adapter the configuration asks for, and assembles the Koa middleware chain.
 */
export interface ApplicationOptions {
  /** What RepairLens sells; the seed catalogue unless another is given (a test's fixture catalogue). */
  readonly catalogue?: Catalogue;
}

export async function createApplication(
  config: AppConfig,
  logger = createLogger(config.logLevel),
  options: ApplicationOptions = {},
): Promise<Application> {
  // libvips keeps up to 50 MB of decoded images for reuse; no upload is decoded twice, so it only held memory.
  sharp.cache(false);
  const metrics = new AppMetrics();
  const database = await Database.open(
    config.database,
    APP_MODULES.flatMap((module) => module.entities),
    APP_MIGRATIONS,
    logger,
  );
  const applied = await database.migrate();
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');

  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(CONFIG).toConstantValue(config);
  container.bind(LOGGER).toConstantValue(logger);
  container.bind(APP_METRICS).toConstantValue(metrics);
  container.bind(DATABASE).toConstantValue(database);
  // The global entity manager resolves to the current request's or job's fork on every call.
  container.bind(ENTITY_MANAGER).toConstantValue(database.em);
  container.bind(CLOCK).toConstantValue({ now: () => new Date() });
  container.bind(CATALOGUE).toConstantValue(options.catalogue ?? SEED_CATALOGUE);
  const keptReadChanges = changeFeed(database, KEPT_READ_CHANGED_CHANNEL, logger);
  await keptReadChanges.listen();
  const keptReads = new NotifiedKeptReads(keptReadChanges, KEPT_READS_SETTINGS);
  container.bind(KEPT_READS).toConstantValue(keptReads);
  container.bind(UNIT_OF_WORK).toConstantValue(new MikroOrmUnitOfWork(database.em));
  container.bind(RATE_LIMITER).toConstantValue(new PostgresRateLimiter(database.em));
  container.bind(FILE_STORAGE).toConstantValue(createFileStorage(config.storage));
  // Durable jobs live in the same database; modules declare their queues and start workers in start().
  const jobQueue = await PgBossJobQueue.start(database, config.jobs, logger, metrics);
  container.bind(JOB_QUEUE).toConstantValue(jobQueue);
  container.bind(AUDIT_LOG).toConstantValue(new MikroOrmAuditLog(database.em));
  // E-mail goes through an outbox in the database; a durable job sends each message (Azure or kept).
  const email = await startEmailDelivery(config, database, jobQueue, logger);
  container.bind(EMAIL_OUTBOX).toConstantValue(email.delivery);
  for (const module of APP_MODULES) container.load(module.bindings(config));
  container.load(moduleBridges);

  const moduleRoutes = APP_MODULES.flatMap((module) => module.routes(container));
  let openApi: object | undefined;
  let draining = false;
  const routes: HttpRoute[] = [
    ...systemRoutes(
      config,
      database,
      () => (openApi ??= buildOpenApiDocument(routes, process.env.npm_package_version ?? '0.1.0')),
      () => draining,
    ),
    ...moduleRoutes,
    ...emailRoutes(email.store),
    ...auditRoutes(container.get(AUDIT_LOG), container.getAll(AUDIT_TARGET_NAMER)),
    ...platformRoutes(container),
  ];

  // Only the entries the trusted proxies appended to X-Forwarded-For are read: anything left of them the client wrote.
  const koa = new Koa<AppState>({ proxy: config.trustedProxyHops > 0, maxIpsCount: config.trustedProxyHops });
  koa.on('error', logErrorOutsideAnswer(logger));
  const probePaths = new Set(routes.filter((route) => route.probe).map((route) => route.path));
  koa.use(requestLogging(logger, metrics, config.trustedProxyHops > 0, probePaths));
  koa.use(securityHeaders(config));
  koa.use(errorMiddleware(logger));
  koa.use((ctx, next) => {
    // While shutting down, keep-alive clients are asked to reconnect: the next connection reaches another instance.
    if (draining) ctx.set('Connection', 'close');
    return next();
  });
  // Health and readiness answer here, with the headers and metrics of any answer but nothing below: their few bytes
  // are never worth compressing, and compression's checks (which serialise a JSON body once more) cost them most.
  koa.use(probeRoutes(routes));
  koa.use(compress());
  koa.use(serialiseJsonOnce);
  koa.use(allowInlineStyles);
  koa.use(metricsEndpoint(metrics, config.metricsToken));
  koa.use(
    frontendAssets({
      shellDir: path.join(config.frontendDistDir, 'shell'),
      adminDir: path.join(config.frontendDistDir, 'admin'),
      adminPrefix: '/admin-remote/',
      serveSourceMaps: !config.isProduction,
      localiseIndexHtml: localiseIndexHtml(config.publicUrl),
    }),
  );
  koa.use(jsonBodies(routes));
  koa.use(originCheck([config.publicUrl]));
  koa.use((_ctx, next) => database.withContext(next));
  koa.use(async (ctx, next) => {
    try {
      await next();
    } finally {
      // The same browser's next page on this instance then shows what the write changed (a price, its repair list).
      if (!SAFE_METHODS.has(ctx.method)) await keptReads.settle();
    }
  });
  for (const module of APP_MODULES) for (const middleware of module.middleware?.(container) ?? []) koa.use(middleware);
  // Around the router, so a path that exists with another method has its 405 from allowedMethods first.
  koa.use(async (ctx, next) => {
    await next();
    if (ctx.path.startsWith('/api/') && ctx.status === 404 && ctx.body === undefined) throw new NotFoundError();
  });
  koa.use(apiRouting(routes));

  for (const module of APP_MODULES) await module.start?.(container);
  startPlatformSweeps(container);

  let server: Server | undefined;
  return {
    config,
    logger,
    container,
    database,
    koa,
    routes,
    listen: () =>
      new Promise((resolve, reject) => {
        server = createServer(koa.callback());
        server.once('error', reject);
        server.listen(config.port, config.host, () => resolve(server!));
      }),
    close: async () => {
      draining = true;
      if (server?.listening) {
        if (config.shutdown.drainMs > 0) {
          logger.info({ drainMs: config.shutdown.drainMs }, 'draining: readiness answers 503');
          await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));
        }
        await closeServer(server, config.shutdown.graceMs, logger);
      }
      // Workers stop first (running jobs get a grace period; unfinished ones run again after a restart).
      stopPeriodicSweeps(container);
      email.delivery.stop();
      await jobQueue.stop(config.jobs.stopTimeoutMs);
      for (const module of [...APP_MODULES].reverse()) await module.stop?.(container);
      await keptReadChanges.close();
      await database.close();
      metrics.registry.clear();
    },
  };
}
