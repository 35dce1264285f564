import type { Catalogue } from '../domain/catalogue.js';
import { isActiveAt, type Subscription } from '../domain/subscription.js';
import { isUserId } from '../domain/user-id.js';
import type { SubscriptionSnapshot } from '../ports/payment-provider.js';
import type { CustomerRepository, SubscriptionRepository } from '../ports/payment-records.js';
import type { RepairBalances } from './repair-balances.js';

/**
 * Keeps our copy of a subscription equal to what the provider says now (never what an event claimed
 * at the time: events arrive in any order), and grants the Basic allowance once per paid period.
 */
export class SubscriptionSync {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly customers: CustomerRepository,
    private readonly balances: RepairBalances,
    private readonly catalogue: Catalogue,
  ) {}

  /** Stores the provider's state read at `readAt`; answers it as stored, or null for a stranger's or stale one. */
  async record(snapshot: SubscriptionSnapshot, readAt: Date): Promise<Subscription | null> {
    const userId = await this.ownerOf(snapshot);
    if (!userId || !snapshot.plan) return null;
    const subscription: Subscription = {
      userId,
      providerSubscriptionId: snapshot.id,
      plan: snapshot.plan,
      status: snapshot.status,
      currentPeriodStart: snapshot.currentPeriodStart,
      currentPeriodEnd: snapshot.currentPeriodEnd,
    };
    return (await this.subscriptions.save(subscription, readAt)) ? subscription : null;
  }

  /**
   * The plan's monthly allowance (Basic: ten repairs) for the current period of an active allowance plan,
   * the first time this is asked for that period (its invoice paid, its checkout completed, a downgrade
   * from Unlimited); later asks change nothing.
   */
  async grantPeriodAllowance(subscription: Subscription, paymentReference: string, at: Date): Promise<void> {
    if (this.catalogue.monthlyAllowanceOf(subscription.plan) === null || !isActiveAt(subscription, at)) return;
    if (!(await this.subscriptions.claimAllowancePeriod(subscription.userId, subscription.currentPeriodStart))) return;
    const period = subscription.currentPeriodStart.toISOString().slice(0, 10);
    await this.balances.renewPlanAllowance(
      subscription.userId,
      subscription.plan,
      paymentReference,
      `${subscription.plan} plan period from ${period}`,
    );
  }

  /** Our customer record says whose it is; the metadata we set at checkout is the fallback. */
  private async ownerOf(snapshot: SubscriptionSnapshot): Promise<string | null> {
    const byCustomer = await this.customers.findUserOf(snapshot.customerId);
    if (byCustomer) return byCustomer;
    return isUserId(snapshot.userId) ? snapshot.userId : null;
  }
}
