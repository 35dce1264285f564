import { ContainerModule } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';
import type { Clock } from '../../shared/application/clock.js';
import { PERSONAL_DATA_CONTRIBUTOR } from '../../shared/application/personal-data.js';
import { UNIT_OF_WORK, type UnitOfWork } from '../../shared/application/unit-of-work.js';
import type { EntityManager } from '../../shared/persistence/database.js';
import { CLOCK, ENTITY_MANAGER } from '../../shared/tokens.js';
import { RepairBalances } from './application/repair-balances.js';
import { LedgerEntryRecord, RepairBalanceRecord } from './adapters/persistence/billing.entities.js';
import {
  MikroOrmLedgerRepository,
  MikroOrmRepairBalanceRepository,
} from './adapters/persistence/mikro-orm-repair-balance.repository.js';
import {
  LEDGER_REPOSITORY,
  REPAIR_BALANCE_REPOSITORY,
  type LedgerRepository,
  type RepairBalanceRepository,
} from './ports/repair-balance.repository.js';

export { RepairBalances };
export type { RepairBalance } from './domain/repair-balance.js';
export { FREE_FIXES_AT_SIGN_UP } from './domain/repair-balance.js';
export type { FundingSource } from './domain/spending.js';
export type { LedgerEntry } from './domain/ledger-entry.js';

/** Repair balances and their ledger; payments, subscriptions and Stripe arrive with the billing issue. */
export const billingModule: AppModule = {
  name: 'billing',
  entities: [RepairBalanceRecord, LedgerEntryRecord],
  bindings: () =>
    new ContainerModule(({ bind }) => {
      bind<RepairBalanceRepository>(REPAIR_BALANCE_REPOSITORY).toDynamicValue(
        (ctx) => new MikroOrmRepairBalanceRepository(ctx.get<EntityManager>(ENTITY_MANAGER)),
      );
      bind<LedgerRepository>(LEDGER_REPOSITORY).toDynamicValue(
        (ctx) => new MikroOrmLedgerRepository(ctx.get<EntityManager>(ENTITY_MANAGER)),
      );
      bind(RepairBalances).toDynamicValue(
        (ctx) =>
          new RepairBalances(
            ctx.get(REPAIR_BALANCE_REPOSITORY),
            ctx.get(LEDGER_REPOSITORY),
            ctx.get<UnitOfWork>(UNIT_OF_WORK),
            ctx.get<Clock>(CLOCK),
          ),
      );
      bind(PERSONAL_DATA_CONTRIBUTOR).toService(RepairBalances);
    }),
  routes: () => [],
};
