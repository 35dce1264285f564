/**
 * Type test of the wiring, checked by `tsc --noEmit -p .` (part of `npm run lint`) and never run: each
 * `@ts-expect-error` line must fail compilation, so if tokens lost their type the directive itself would be unused
 * and tsc would report it. Each rejected line sits next to its well-typed twin, which must compile.
 */
import type { Container, ResolutionContext } from 'inversify';
import { MikroOrmLeadRepository } from '../../src/modules/contractors/adapters/persistence/mikro-orm-lead.repository.js';
import { GetRegionPrices } from '../../src/modules/pricing/application/get-region-prices.js';
import { MikroOrmPriceTableRepository } from '../../src/modules/pricing/adapters/persistence/mikro-orm-price-table.repository.js';
import { COUNTRY_LOOKUP } from '../../src/modules/pricing/ports/country-lookup.js';
import { PRICE_TABLE_REPOSITORY } from '../../src/modules/pricing/ports/price-table.repository.js';
import type { Clock } from '../../src/shared/application/clock.js';
import type { Token } from '../../src/shared/token.js';
import { CLOCK, ENTITY_MANAGER, LOGGER } from '../../src/shared/tokens.js';

export function bindingAnAdapterToAPortItDoesNotImplement(container: Container): void {
  container
    .bind(PRICE_TABLE_REPOSITORY)
    .toDynamicValue((ctx) => new MikroOrmPriceTableRepository(ctx.get(ENTITY_MANAGER)));
  container
    .bind(PRICE_TABLE_REPOSITORY)
    // @ts-expect-error the lead repository is no price table repository
    .toDynamicValue((ctx) => new MikroOrmLeadRepository(ctx.get(ENTITY_MANAGER)));

  container.bind(CLOCK).toConstantValue({ now: () => new Date() });
  // @ts-expect-error a clock tells the time
  container.bind(CLOCK).toConstantValue({ today: () => new Date() });
}

export function gettingATokenAsAnotherType(ctx: ResolutionContext): void {
  new GetRegionPrices(ctx.get(PRICE_TABLE_REPOSITORY));
  // @ts-expect-error the country lookup is no price table repository
  new GetRegionPrices(ctx.get(COUNTRY_LOOKUP));

  const clock: Clock = ctx.get(CLOCK);
  // @ts-expect-error the logger is no clock
  const logger: Clock = ctx.get(LOGGER);

  const clockToken: Token<Clock> = CLOCK;
  // @ts-expect-error one port's token does not stand for another's
  const loggerToken: Token<Clock> = LOGGER;

  void [clock, logger, clockToken, loggerToken];
}
