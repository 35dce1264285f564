import type { Container } from 'inversify';
import { BILLING_STATISTICS, type BillingStatistics } from '../modules/billing/index.js';
import { CONTRACTOR_STATISTICS, type ContractorStatistics } from '../modules/contractors/index.js';
import { USER_STATISTICS, type UserStatistics } from '../modules/identity/index.js';
import { REPAIR_STATISTICS, type RepairStatistics } from '../modules/repairs/index.js';
import type { Clock } from '../shared/application/clock.js';
import { RATE_LIMITER } from '../shared/application/rate-limiter.js';
import type { AppConfig } from '../config.js';
import type { HttpRoute } from '../shared/http/route.js';
import { startEmailOutboxRetention } from '../shared/email/email-outbox-retention.js';
import type { EntityManager } from '../shared/persistence/database.js';
import { CLOCK, CONFIG, ENTITY_MANAGER } from '../shared/tokens.js';
import { adminDashboardRoutes } from './admin-dashboard/admin-dashboard.routes.js';
import { DashboardFigures } from './admin-dashboard/dashboard-figures.js';
import { ClientErrorLog } from './client-errors/client-error-log.js';
import { startClientErrorRetention } from './client-errors/client-error-retention.js';
import { clientErrorRoutes } from './client-errors/client-error.routes.js';
import { seoRoutes } from './seo/seo.routes.js';

export { ClientErrorLog };
export { localiseIndexHtml } from './seo/seo.routes.js';

/** The platform's housekeeping on a timer (stopped with the modules' sweeps when the application closes). */
export function startPlatformSweeps(container: Container): void {
  startClientErrorRetention(container);
  startEmailOutboxRetention(container);
}

export function platformRoutes(container: Container): HttpRoute[] {
  const config = container.get<AppConfig>(CONFIG);
  return [
    ...clientErrorRoutes(new ClientErrorLog(container.get<EntityManager>(ENTITY_MANAGER)), container.get(RATE_LIMITER)),
    ...seoRoutes(config.publicUrl),
    ...adminDashboardRoutes(
      new DashboardFigures(
        container.get<UserStatistics>(USER_STATISTICS),
        container.get<RepairStatistics>(REPAIR_STATISTICS),
        container.get<BillingStatistics>(BILLING_STATISTICS),
        container.get<ContractorStatistics>(CONTRACTOR_STATISTICS),
        container.get<Clock>(CLOCK),
      ),
    ),
  ];
}
