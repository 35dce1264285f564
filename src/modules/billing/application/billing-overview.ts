import type { Clock } from '../../../shared/application/clock.js';
import { READ_EVERY_TIME, type KeptReads } from '../../../shared/application/kept-reads.js';
import type { Invoice, OneTimePayment } from '../domain/payment-history.js';
import type { Plan } from '../domain/catalogue.js';
import type { RepairBalance } from '../domain/repair-balance.js';
import { isActiveAt, isLive, type Subscription } from '../domain/subscription.js';
import type { PaymentProvider } from '../ports/payment-provider.js';
import type {
  CustomerRepository,
  InvoiceRepository,
  PaymentRepository,
  SubscriptionRepository,
} from '../ports/payment-records.js';
import type { RepairBalances } from './repair-balances.js';

/** What the shell shows about a user's billing: balances, plan, provider customer, history. */
export interface BillingStanding {
  readonly freeFixesRemaining: number;
  readonly credits: number;
  readonly subscriptionStatus: 'active' | 'inactive';
  /** The plan of a subscription that is still running (active or past due); null otherwise. */
  readonly subscriptionPlan: Plan | null;
  /** The payment provider's customer id (the local provider's own id in the embedded default). */
  readonly stripeCustomerId: string | null;
}

/** The standing from what is stored: shared by the overview and by identity's one-query read of a session. */
export function standingFrom(
  balance: Pick<RepairBalance, 'freeFixesRemaining' | 'credits'>,
  subscription: Pick<Subscription, 'plan' | 'status' | 'currentPeriodEnd'> | null,
  providerCustomerId: string | null,
  now: Date,
): BillingStanding {
  return {
    freeFixesRemaining: balance.freeFixesRemaining,
    credits: balance.credits,
    // The same rule as spending: active and within the paid period.
    subscriptionStatus: isActiveAt(subscription, now) ? 'active' : 'inactive',
    subscriptionPlan: isLive(subscription) ? subscription.plan : null,
    stripeCustomerId: providerCustomerId,
  };
}

export class BillingOverview {
  constructor(
    private readonly balances: RepairBalances,
    private readonly subscriptions: SubscriptionRepository,
    private readonly customers: CustomerRepository,
    private readonly payments: PaymentRepository,
    private readonly invoices: InvoiceRepository,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly kept: KeptReads = READ_EVERY_TIME,
  ) {}

  async standingOf(userId: string): Promise<BillingStanding> {
    const [balance, subscription, customer] = await Promise.all([
      this.balances.balanceOf(userId),
      this.subscriptions.findByUser(userId, 'plan'),
      this.customers.find(userId),
    ]);
    return standingFrom(balance, subscription, customer?.providerCustomerId ?? null, this.clock.now());
  }

  /**
   * One-time payments, newest first: shown, never decided on. Kept until one of the person's payments changes (a
   * database notification, decision 0024); the payments page asks on every visit.
   */
  paymentsOf(userId: string): Promise<readonly OneTimePayment[]> {
    return this.kept.read('own-payments', userId, () => this.payments.listFor(userId));
  }

  /** Subscription invoices, newest first. */
  invoicesOf(userId: string): Promise<Invoice[]> {
    return this.invoices.listFor(userId);
  }

  /** The provider's page for managing the subscription; null for someone who never started a payment. */
  async portalUrl(userId: string, returnUrl: string): Promise<string | null> {
    const customer = await this.customers.find(userId);
    return customer ? this.provider.portalUrl(customer.providerCustomerId, returnUrl) : null;
  }
}
