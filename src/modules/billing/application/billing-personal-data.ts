import type { PersonalDataContributor } from '../../../shared/application/personal-data.js';
import { isLive } from '../domain/subscription.js';
import type { PaymentProvider } from '../ports/payment-provider.js';
import type {
  CheckoutSessionRepository,
  CustomerRepository,
  InvoiceRepository,
  PaymentRepository,
  SubscriptionRepository,
} from '../ports/payment-records.js';
import type { ListingSubscriptions } from './listing-subscriptions.js';
import type { PlanChanges } from './plan-changes.js';
import type { RepairBalances } from './repair-balances.js';

/**
 * Billing's part of the data export and of account deletion. Payments, invoices, checkouts, the ledger,
 * the subscription records and the provider customer's id are financial records and are kept (about seven
 * years, as the terms say), keyed by the user's opaque id; the balances go with the account, and the
 * provider deletes its customer (e-mail, name, address, saved cards).
 */
export class BillingPersonalData implements PersonalDataContributor {
  readonly section = 'billing';

  constructor(
    private readonly balances: RepairBalances,
    private readonly customers: CustomerRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly listings: ListingSubscriptions,
    private readonly sessions: CheckoutSessionRepository,
    private readonly payments: PaymentRepository,
    private readonly invoices: InvoiceRepository,
    private readonly provider: PaymentProvider,
    private readonly planChanges: PlanChanges,
  ) {}

  async exportFor(userId: string): Promise<unknown> {
    const [balances, customer, subscription, listingSubscription, checkouts, payments, invoices] = await Promise.all([
      this.balances.exportFor(userId),
      this.customers.find(userId),
      this.subscriptions.findByUser(userId, 'plan'),
      this.listings.findByUser(userId),
      this.sessions.listFor(userId),
      this.payments.listFor(userId),
      this.invoices.listFor(userId),
    ]);
    return { ...balances, customer, subscription, listingSubscription, checkouts, payments, invoices };
  }

  /** A deleted account must not go on being charged: running subscriptions are canceled at the provider first. */
  async eraseFor(userId: string): Promise<void> {
    for (const subscription of [
      await this.subscriptions.findByUser(userId, 'plan'),
      await this.listings.findByUser(userId),
    ]) {
      if (isLive(subscription)) await this.provider.cancelSubscription(subscription.providerSubscriptionId);
    }
    const customer = await this.customers.find(userId);
    // A customer another provider made (before a switch to Stripe) is not this provider's to delete.
    if (customer?.provider === this.provider.name) await this.provider.deleteCustomer(customer.providerCustomerId);
    await this.planChanges.discardFor(userId);
    await this.balances.eraseFor(userId);
  }
}
