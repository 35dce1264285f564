import type { EntityManager } from '@mikro-orm/sql';
import { Money } from '../../../../shared/domain/money.js';
import { CURRENCIES } from '../../../../shared/domain/region.js';
import type { PlanChangeConfirmation } from '../../domain/plan-change.js';
import type { PlanChangeConfirmationRepository } from '../../ports/plan-change-confirmations.js';
import { PlanChangeConfirmationRecord } from './billing.entities.js';

export class MikroOrmPlanChangeConfirmationRepository implements PlanChangeConfirmationRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(confirmation: PlanChangeConfirmation, tokenHash: string): Promise<void> {
    await this.em.insert(PlanChangeConfirmationRecord, {
      id: confirmation.id,
      tokenHash,
      userId: confirmation.userId,
      providerSubscriptionId: confirmation.providerSubscriptionId,
      fromPlan: confirmation.fromPlan,
      toPlan: confirmation.toPlan,
      monthlyPriceMinor: confirmation.monthlyPrice.amountMinor,
      currency: confirmation.monthlyPrice.currency,
      amountDueNowMinor: confirmation.amountDueNow,
      prorationDate: confirmation.prorationDate,
      expiresAt: confirmation.expiresAt,
      createdAt: confirmation.createdAt,
    });
  }

  async findByTokenHash(tokenHash: string): Promise<PlanChangeConfirmation | null> {
    const row = await this.em.findOne(PlanChangeConfirmationRecord, { tokenHash }, { disableIdentityMap: true });
    if (!row) return null;
    const currency = CURRENCIES.find((code) => code === row.currency);
    if (!currency) throw new Error(`Unknown currency on plan change confirmation ${row.id}`);
    return {
      id: row.id,
      userId: row.userId,
      providerSubscriptionId: row.providerSubscriptionId,
      fromPlan: row.fromPlan,
      toPlan: row.toPlan,
      monthlyPrice: Money.of(row.monthlyPriceMinor, currency),
      amountDueNow: row.amountDueNowMinor,
      prorationDate: row.prorationDate,
      expiresAt: row.expiresAt,
      createdAt: row.createdAt,
    };
  }

  async consume(id: string): Promise<boolean> {
    return (await this.em.nativeDelete(PlanChangeConfirmationRecord, { id })) === 1;
  }

  async discardFor(userId: string): Promise<void> {
    await this.em.nativeDelete(PlanChangeConfirmationRecord, { userId });
  }

  async forgetExpired(at: Date): Promise<number> {
    return this.em.nativeDelete(PlanChangeConfirmationRecord, { expiresAt: { $lte: at } });
  }
}
