import { ContainerModule } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';
import { AUDIT_LOG } from '../../shared/audit/audit-log.js';
import { KEPT_READS } from '../../shared/application/kept-reads.js';
import { UNIT_OF_WORK } from '../../shared/application/unit-of-work.js';
import { CLOCK, CONFIG, ENTITY_MANAGER } from '../../shared/tokens.js';
import { DetectRegion } from './application/detect-region.js';
import { GetRegionPrices } from './application/get-region-prices.js';
import { ReviseRegionPrices } from './application/revise-region-prices.js';
import { GeoIpLiteCountryLookup } from './adapters/geoip/geoip-lite.country-lookup.js';
import { pricingRoutes } from './adapters/http/pricing.routes.js';
import { PriceRecord, PriceTableRecord } from './adapters/persistence/price-table.entity.js';
import { MikroOrmPriceTableRepository } from './adapters/persistence/mikro-orm-price-table.repository.js';
import { COUNTRY_LOOKUP } from './ports/country-lookup.js';
import { PRICE_TABLE_REPOSITORY } from './ports/price-table.repository.js';
import { pricingMigrations } from './adapters/persistence/migrations/index.js';

export { GetRegionPrices };
export type { PriceTable } from './domain/price-table.js';

/**
 * Prices per region (CA in CAD, US in USD), read by the shell, checkout and the contractor plan and
 * changed by admins; and which region a visitor is in, so the shell shows the right currency first.
 */
export const pricingModule: AppModule = {
  name: 'pricing',
  entities: [PriceTableRecord, PriceRecord],
  migrations: pricingMigrations,
  bindings: () =>
    new ContainerModule(({ bind }) => {
      bind(PRICE_TABLE_REPOSITORY)
        .toDynamicValue((ctx) => new MikroOrmPriceTableRepository(ctx.get(ENTITY_MANAGER)))
        .inSingletonScope();
      bind(COUNTRY_LOOKUP).toConstantValue(new GeoIpLiteCountryLookup());
      bind(GetRegionPrices)
        .toDynamicValue((ctx) => new GetRegionPrices(ctx.get(PRICE_TABLE_REPOSITORY), ctx.get(KEPT_READS)))
        .inSingletonScope();
      bind(ReviseRegionPrices).toDynamicValue(
        (ctx) =>
          new ReviseRegionPrices(
            ctx.get(PRICE_TABLE_REPOSITORY),
            ctx.get(AUDIT_LOG),
            ctx.get(UNIT_OF_WORK),
            ctx.get(CLOCK),
          ),
      );
      bind(DetectRegion).toDynamicValue((ctx) => new DetectRegion(ctx.get(COUNTRY_LOOKUP)));
    }),
  routes: (container) =>
    pricingRoutes({
      getRegionPrices: container.get(GetRegionPrices),
      reviseRegionPrices: container.get(ReviseRegionPrices),
      detectRegion: container.get(DetectRegion),
      trustedCountryHeader: container.get(CONFIG).location.trustedCountryHeader,
    }),
};
