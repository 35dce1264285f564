import type { Container } from 'inversify';
import { RATE_LIMITER } from '../shared/application/rate-limiter.js';
import type { AppConfig } from '../shared/config/config.js';
import type { HttpRoute } from '../shared/http/route.js';
import type { EntityManager } from '../shared/persistence/database.js';
import { CONFIG, ENTITY_MANAGER } from '../shared/tokens.js';
import { ClientErrorLog } from './client-errors/client-error-log.js';
import { clientErrorRoutes } from './client-errors/client-error.routes.js';
import { seoRoutes } from './seo/seo.routes.js';

export { ClientErrorLog };

export function platformRoutes(container: Container): HttpRoute[] {
  const config = container.get<AppConfig>(CONFIG);
  return [
    ...clientErrorRoutes(new ClientErrorLog(container.get<EntityManager>(ENTITY_MANAGER)), container.get(RATE_LIMITER)),
    ...seoRoutes(config.publicUrl),
  ];
}
