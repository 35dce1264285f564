import { ContainerModule } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';
import type { EntityManager } from '../../shared/persistence/database.js';
import { ENTITY_MANAGER } from '../../shared/tokens.js';
import { GetRegionPrices } from './application/get-region-prices.js';
import { pricingRoutes } from './adapters/http/pricing.routes.js';
import { PriceTableRecord } from './adapters/persistence/price-table.entity.js';
import { MikroOrmPriceTableRepository } from './adapters/persistence/mikro-orm-price-table.repository.js';
import { PRICE_TABLE_REPOSITORY, type PriceTableRepository } from './ports/price-table.repository.js';

export { GetRegionPrices };
export type { PriceTable, PricedItem } from './domain/price-table.js';

/** Prices per region (CA in CAD, US in USD), read by the shell, checkout and the contractor plan. */
export const pricingModule: AppModule = {
  name: 'pricing',
  entities: [PriceTableRecord],
  bindings: () =>
    new ContainerModule(({ bind }) => {
      bind<PriceTableRepository>(PRICE_TABLE_REPOSITORY)
        .toDynamicValue((ctx) => new MikroOrmPriceTableRepository(ctx.get<EntityManager>(ENTITY_MANAGER)))
        .inSingletonScope();
      bind(GetRegionPrices)
        .toDynamicValue((ctx) => new GetRegionPrices(ctx.get<PriceTableRepository>(PRICE_TABLE_REPOSITORY)))
        .inSingletonScope();
    }),
  routes: (container) => pricingRoutes(container.get(GetRegionPrices)),
};
