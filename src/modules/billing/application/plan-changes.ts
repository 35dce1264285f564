import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../../shared/application/clock.js';
import type { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import type { Money } from '../../../shared/domain/money.js';
import type { Region } from '../../../shared/domain/region.js';
import { ConflictError } from '../../../shared/errors/app-errors.js';
import type { Catalogue, Plan } from '../domain/catalogue.js';
import {
  PLAN_CHANGE_CONFIRMATION_LIFETIME_MS,
  refusalOf,
  sameAmountDue,
  type ConfirmationRefusal,
  type PlanChangeConfirmation,
  type PlanSwitchQuote,
} from '../domain/plan-change.js';
import { regionOfCurrency } from '../domain/region-of-currency.js';
import { isLive } from '../domain/subscription.js';
import type { PaymentProvider, Proration, SubscriptionSnapshot } from '../ports/payment-provider.js';
import type { CustomerRepository, SubscriptionRepository } from '../ports/payment-records.js';
import type { PlanChangeConfirmationRepository } from '../ports/plan-change-confirmations.js';
import type { PriceList } from '../ports/price-list.js';
import type { SubscriptionSync } from './subscription-sync.js';

export class SubscriptionPastDue extends ConflictError {
  constructor() {
    super('Your subscription has an unpaid invoice. Update your payment method in Manage Subscription first.');
  }
}

const REFUSALS: Readonly<Record<ConfirmationRefusal, string>> = {
  'not-confirmed':
    'A plan change needs your confirmation: review the amount due and the proration on the plan change page and ' +
    'confirm there. Nothing was changed or charged.',
  expired:
    'This plan change confirmation has expired. Nothing was changed or charged: review the amount due again and ' +
    'confirm.',
  outdated:
    'Your subscription or its price has changed since this plan change was shown. Nothing was changed or charged: ' +
    'review the new amount due and confirm again.',
};

/** A plan change without a valid confirmation: nothing was changed, nothing invoiced. */
export class PlanChangeNotConfirmed extends ConflictError {
  constructor(readonly refusal: ConfirmationRefusal) {
    super(REFUSALS[refusal]);
  }
}

/** What choosing a plan would do for this person, before anything happens. */
export type PlanChoicePreview =
  /** No subscription: a checkout, where the person confirms and pays on the provider's page. */
  | { readonly kind: 'subscribe'; readonly plan: Plan; readonly price: Money }
  | { readonly kind: 'unchanged'; readonly plan: Plan }
  | {
      readonly kind: 'switch';
      readonly change: 'upgrade' | 'downgrade';
      readonly from: Plan;
      readonly to: Plan;
      /** The new plan's monthly price. */
      readonly price: Money;
      readonly quote: PlanSwitchQuote;
      /** When the current period ends: the new price is invoiced in full from then. */
      readonly periodEnd: Date;
      /** The token that confirms exactly this change; only its hash is stored. */
      readonly confirmation: string;
      readonly expiresAt: Date;
    };

export type PlanSwitchOutcome =
  | { readonly kind: 'switched'; readonly from: Plan; readonly to: Plan }
  | { readonly kind: 'unchanged'; readonly plan: Plan };

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A subscriber's change of plan, in two steps: a preview that changes and charges nothing, answering the
 * amount due now and the proration as the payment provider computes them and a short-lived confirmation;
 * then the change, made only with that confirmation, for that person and plan, while the amount holds.
 * A link, a redirect or a forged request without the confirmation changes nothing.
 */
export class PlanChanges {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly customers: CustomerRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly subscriptionSync: SubscriptionSync,
    private readonly confirmations: PlanChangeConfirmationRepository,
    private readonly prices: PriceList,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalogue: Catalogue,
  ) {}

  /** What choosing `plan` would do, priced; for a subscriber's change, with the confirmation to apply it. */
  async preview(userId: string, plan: Plan, region: Region): Promise<PlanChoicePreview> {
    return this.unitOfWork.transaction(async () => {
      await this.customers.lockUser(userId);
      const live = await this.liveSubscriptionOf(userId);
      if (!live) return { kind: 'subscribe', plan, price: await this.prices.priceOf(region, plan) };
      const from = planOf(live);
      const change = this.catalogue.planChange(from, plan);
      if (change === 'none') return { kind: 'unchanged', plan };

      const price = await this.prices.priceOf(billedRegionOf(live), plan);
      const now = this.clock.now();
      const quote = await this.provider.previewPlanSwitch({
        subscriptionId: live.id,
        plan,
        price,
        proration: this.prorationOf(from, plan),
        prorationDate: now,
      });
      const token = randomBytes(32).toString('base64url');
      const confirmation: PlanChangeConfirmation = {
        id: randomUUID(),
        userId,
        providerSubscriptionId: live.id,
        fromPlan: from,
        toPlan: plan,
        monthlyPrice: price,
        amountDueNow: quote.amountDueNow,
        prorationDate: now,
        expiresAt: new Date(now.getTime() + PLAN_CHANGE_CONFIRMATION_LIFETIME_MS),
        createdAt: now,
      };
      await this.confirmations.insert(confirmation, hashOf(token));
      return {
        kind: 'switch',
        change,
        from,
        to: plan,
        price,
        quote,
        periodEnd: live.currentPeriodEnd,
        confirmation: token,
        expiresAt: confirmation.expiresAt,
      };
    });
  }

  /**
   * The user's subscription as the provider reports it now (and recorded so), or null when none is running.
   * Runs in the caller's transaction, under the user's billing lock.
   */
  async liveSubscriptionOf(userId: string): Promise<SubscriptionSnapshot | null> {
    const current = await this.subscriptions.findByUser(userId, 'plan');
    if (!isLive(current)) return null;
    // Decided on the provider's state, not ours, which may lag behind an event still on its way.
    const live = await this.provider.retrieveSubscription(current.providerSubscriptionId);
    if (live) await this.subscriptionSync.record(live, this.clock.now());
    if (!live || live.status === 'canceled') return null;
    if (live.status === 'past_due') throw new SubscriptionPastDue();
    return live;
  }

  /**
   * Moves a running subscription to `plan` in place with the confirmation the preview gave, charging what
   * it showed. Asking for the plan one has changes nothing and needs none. Runs in the caller's
   * transaction, under the user's billing lock, so a confirmation is used once.
   */
  async switchConfirmed(
    userId: string,
    live: SubscriptionSnapshot,
    plan: Plan,
    token: string | null,
  ): Promise<PlanSwitchOutcome> {
    const from = planOf(live);
    if (this.catalogue.planChange(from, plan) === 'none') return { kind: 'unchanged', plan };
    if (!token) throw new PlanChangeNotConfirmed('not-confirmed');

    const confirmation = await this.confirmations.findByTokenHash(hashOf(token));
    const price = await this.prices.priceOf(billedRegionOf(live), plan);
    const refusal = refusalOf(confirmation, {
      userId,
      toPlan: plan,
      now: this.clock.now(),
      subscriptionId: live.id,
      fromPlan: from,
      currentPeriodStart: live.currentPeriodStart,
      monthlyPrice: price,
    });
    if (refusal || !confirmation) throw new PlanChangeNotConfirmed(refusal ?? 'not-confirmed');

    const request = {
      subscriptionId: live.id,
      plan,
      price,
      proration: this.prorationOf(from, plan),
      prorationDate: confirmation.prorationDate,
    };
    // Asked again, at the same proration moment: a discount, a credit or a tax change since is caught here.
    if (!sameAmountDue(confirmation, await this.provider.previewPlanSwitch(request))) {
      throw new PlanChangeNotConfirmed('outdated');
    }
    if (!(await this.confirmations.consume(confirmation.id))) throw new PlanChangeNotConfirmed('not-confirmed');

    const switched = await this.provider.switchPlan({ ...request, reference: confirmation.id });
    const now = this.clock.now();
    const stored = await this.subscriptionSync.record(switched, now);
    // A downgrade has paid for this period already (at the higher price): Basic's repairs start now.
    if (stored) await this.subscriptionSync.grantPeriodAllowance(stored, `plan-switch:${confirmation.id}`, now);
    return { kind: 'switched', from, to: plan };
  }

  private prorationOf(from: Plan, to: Plan): Proration {
    return this.catalogue.planChange(from, to) === 'upgrade' ? 'charge_now' : 'credit_next_invoice';
  }

  /** Account deletion: nothing left to confirm. */
  discardFor(userId: string): Promise<void> {
    return this.confirmations.discardFor(userId);
  }

  /** Confirmations never used take no room once expired. */
  forgetExpired(): Promise<number> {
    return this.confirmations.forgetExpired(this.clock.now());
  }
}

function planOf(live: SubscriptionSnapshot): Plan {
  if (!live.plan) throw new ConflictError('This subscription can only be changed in Manage Subscription.');
  return live.plan;
}

/** A switch is priced in the currency the subscription already bills in (a provider customer cannot mix them). */
function billedRegionOf(live: SubscriptionSnapshot): Region {
  const region = regionOfCurrency(live.currency);
  if (!region) throw new ConflictError(`Subscriptions billed in ${live.currency} cannot change plans here.`);
  return region;
}
