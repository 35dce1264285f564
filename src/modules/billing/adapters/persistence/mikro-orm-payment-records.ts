import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { Money } from '../../../../shared/domain/money.js';
import { CURRENCIES, isRegion } from '../../../../shared/domain/region.js';
import type { CheckoutSession } from '../../domain/checkout-session.js';
import type { Invoice, OneTimePayment } from '../../domain/payment-history.js';
import type { Purchase } from '../../domain/checkout-session.js';
import type { Catalogue } from '../../domain/catalogue.js';
import type { ListingSubscription, Subscription, SubscriptionKind } from '../../domain/subscription.js';
import type {
  BillingCustomer,
  CheckoutSessionRepository,
  CustomerRepository,
  InvoiceRepository,
  PaymentRepository,
  ProcessedEventRepository,
  SubscriptionRepository,
} from '../../ports/payment-records.js';
import { CheckoutSessionRecord, CustomerRecord, InvoiceRecord, SubscriptionRecord } from './billing.entities.js';

const READ = { disableIdentityMap: true } as const;

export class MikroOrmCustomerRepository implements CustomerRepository {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<BillingCustomer | null> {
    const row = await this.em.findOne(CustomerRecord, { userId }, READ);
    return row ? { userId: row.userId, provider: row.provider, providerCustomerId: row.providerCustomerId } : null;
  }

  async findUserOf(providerCustomerId: string): Promise<string | null> {
    const row = await this.em.findOne(CustomerRecord, { providerCustomerId }, READ);
    return row?.userId ?? null;
  }

  async keep(customer: BillingCustomer, at: Date): Promise<string> {
    await this.em.execute(
      `insert into billing_customer (user_id, provider, provider_customer_id, created_at) values (?, ?, ?, ?)
       on conflict (user_id) do nothing`,
      [customer.userId, customer.provider, customer.providerCustomerId, at],
    );
    const stored = await this.find(customer.userId);
    return stored!.providerCustomerId;
  }

  async lockUser(userId: string): Promise<void> {
    // A transaction-scoped advisory lock: released at commit or rollback, touches no table row.
    await this.em.execute("select pg_advisory_xact_lock(hashtextextended('billing:' || ?, 0))", [userId]);
  }
}

type CheckoutRow = InferEntity<typeof CheckoutSessionRecord>;

function purchaseFromRow(row: CheckoutRow): Purchase {
  if (row.kind === 'subscription' && row.plan) return { kind: 'subscription', plan: row.plan };
  return row.kind === 'listing' ? { kind: 'listing' } : { kind: 'one_time' };
}

function checkoutFromRow(row: CheckoutRow): CheckoutSession {
  const currency = CURRENCIES.find((code) => code === row.currency);
  if (!isRegion(row.region) || !currency) throw new Error(`Unknown region or currency on checkout ${row.id}`);
  return {
    id: row.id,
    userId: row.userId,
    purchase: purchaseFromRow(row),
    region: row.region,
    price: Money.of(row.amountMinor, currency),
    status: row.status,
    url: row.url ?? null,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  };
}

export class MikroOrmCheckoutSessionRepository implements CheckoutSessionRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(session: CheckoutSession): Promise<void> {
    await this.em.insert(CheckoutSessionRecord, {
      id: session.id,
      userId: session.userId,
      kind: session.purchase.kind,
      plan: session.purchase.kind === 'subscription' ? session.purchase.plan : null,
      region: session.region,
      amountMinor: session.price.amountMinor,
      currency: session.price.currency,
      status: session.status,
      url: session.url,
      expiresAt: session.expiresAt,
      createdAt: session.createdAt,
      completedAt: null,
    });
  }

  async find(id: string): Promise<CheckoutSession | null> {
    const row = await this.em.findOne(CheckoutSessionRecord, { id }, READ);
    return row ? checkoutFromRow(row) : null;
  }

  async findOpenSubscriptionCheckout(
    userId: string,
    kind: 'subscription' | 'listing',
  ): Promise<CheckoutSession | null> {
    const row = await this.em.findOne(CheckoutSessionRecord, { userId, kind, status: 'created' }, READ);
    return row ? checkoutFromRow(row) : null;
  }

  async complete(session: CheckoutSession, at: Date): Promise<boolean> {
    // One statement decides who completes: a concurrent caller waits for the row, then finds it completed.
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into billing_checkout_session
         (id, user_id, kind, plan, region, amount_minor, currency, status, url, expires_at, created_at, completed_at)
       values (?, ?, ?, ?, ?, ?, ?, 'completed', ?, ?, ?, ?)
       on conflict (id) do update set status = 'completed', completed_at = excluded.completed_at
         where billing_checkout_session.status <> 'completed'
       returning id`,
      [
        session.id,
        session.userId,
        session.purchase.kind,
        session.purchase.kind === 'subscription' ? session.purchase.plan : null,
        session.region,
        session.price.amountMinor,
        session.price.currency,
        session.url,
        session.expiresAt,
        session.createdAt,
        at,
      ],
    );
    return rows.length === 1;
  }

  async expire(id: string): Promise<void> {
    await this.em.nativeUpdate(CheckoutSessionRecord, { id, status: 'created' }, { status: 'expired' });
  }

  async listFor(userId: string): Promise<CheckoutSession[]> {
    const rows = await this.em.find(CheckoutSessionRecord, { userId }, { ...READ, orderBy: { createdAt: 'desc' } });
    return rows.map(checkoutFromRow);
  }
}

/** A row of `billing_payment` as plain SQL reads it. */
interface PaymentColumns {
  id: string;
  user_id: string;
  checkout_session_id: string;
  type: OneTimePayment['type'];
  amount_minor: number;
  currency: string;
  status: string;
  created_at: Date | string;
}

type SubscriptionRow = InferEntity<typeof SubscriptionRecord>;

function listingFromRow(row: SubscriptionRow): ListingSubscription {
  return {
    userId: row.userId,
    providerSubscriptionId: row.providerSubscriptionId,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

/** A stored homeowner subscription: its item is its plan, even one taken off sale since. */
export function planSubscriptionFromRow(row: SubscriptionRow): Subscription {
  return { ...listingFromRow(row), plan: row.item };
}

/**
 * Plans and listings in `billing_subscription`, one row per person and kind of item. Our copy follows the
 * provider's reads in the order they were made, whatever order they arrive in (see save).
 */
export class MikroOrmSubscriptionRepository implements SubscriptionRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: Catalogue,
  ) {}

  findByUser(userId: string, kind: 'plan'): Promise<Subscription | null>;
  findByUser(userId: string, kind: 'listing'): Promise<ListingSubscription | null>;
  async findByUser(userId: string, kind: SubscriptionKind): Promise<Subscription | ListingSubscription | null> {
    const row = await this.em.findOne(SubscriptionRecord, { userId, kind }, READ);
    if (!row) return null;
    return kind === 'plan' ? planSubscriptionFromRow(row) : listingFromRow(row);
  }

  async save(subscription: Subscription | ListingSubscription, readAt: Date): Promise<boolean> {
    // A homeowner subscription names its plan; a listing is the catalogue's listing item.
    const [kind, item]: [SubscriptionKind, string] =
      'plan' in subscription ? ['plan', subscription.plan] : ['listing', this.catalogue.contractorListing];
    // A read of the stored subscription replaces it unless a later read is stored; another subscription of
    // the same kind replaces it only once it is canceled. The allowance claimed stays with its subscription.
    const rows = await this.em.execute<{ user_id: string }[]>(
      `insert into billing_subscription
         (user_id, kind, item, provider_subscription_id, status, current_period_start, current_period_end, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id, kind) do update set
         item = excluded.item,
         provider_subscription_id = excluded.provider_subscription_id,
         status = excluded.status,
         current_period_start = excluded.current_period_start,
         current_period_end = excluded.current_period_end,
         updated_at = excluded.updated_at,
         allowance_period_start = case
           when billing_subscription.provider_subscription_id = excluded.provider_subscription_id
           then billing_subscription.allowance_period_start end
       where (billing_subscription.provider_subscription_id = excluded.provider_subscription_id
               and billing_subscription.updated_at <= excluded.updated_at)
          or (billing_subscription.provider_subscription_id <> excluded.provider_subscription_id
               and billing_subscription.status = 'canceled')
       returning user_id`,
      [
        subscription.userId,
        kind,
        item,
        subscription.providerSubscriptionId,
        subscription.status,
        subscription.currentPeriodStart,
        subscription.currentPeriodEnd,
        readAt,
      ],
    );
    return rows.length === 1;
  }

  async claimAllowancePeriod(userId: string, periodStart: Date): Promise<boolean> {
    const rows = await this.em.execute<{ user_id: string }[]>(
      `update billing_subscription set allowance_period_start = ?
       where user_id = ? and kind = 'plan' and allowance_period_start is distinct from ? returning user_id`,
      [periodStart, userId, periodStart],
    );
    return rows.length === 1;
  }

  async activeAmong(userIds: readonly string[], kind: SubscriptionKind, at: Date): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.em.execute<{ user_id: string }[]>(
      `select user_id from billing_subscription
       where user_id = any(?::uuid[]) and kind = ? and status = 'active' and current_period_end > ?`,
      [`{${userIds.join(',')}}`, kind, at],
    );
    return new Set(rows.map((row) => row.user_id));
  }
}

export class MikroOrmPaymentRepository implements PaymentRepository {
  constructor(private readonly em: EntityManager) {}

  async insertOnce(payment: OneTimePayment): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into billing_payment (id, user_id, checkout_session_id, type, amount_minor, currency, status, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (checkout_session_id) do nothing returning id`,
      [
        payment.id,
        payment.userId,
        payment.checkoutSessionId,
        payment.type,
        payment.amountMinor,
        payment.currency,
        payment.status,
        payment.createdAt,
      ],
    );
    return rows.length === 1;
  }

  /** Plain SQL: the payments page asks on every visit, and the ORM's query building cost more than the read. */
  async listFor(userId: string): Promise<OneTimePayment[]> {
    const rows = await this.em.execute<PaymentColumns[]>(
      `select id, user_id, checkout_session_id, type, amount_minor, currency, status, created_at
       from billing_payment where user_id = ? order by created_at desc, id asc`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      checkoutSessionId: row.checkout_session_id,
      type: row.type,
      amountMinor: row.amount_minor,
      currency: row.currency,
      status: row.status,
      createdAt: new Date(row.created_at),
    }));
  }
}

export class MikroOrmInvoiceRepository implements InvoiceRepository {
  constructor(private readonly em: EntityManager) {}

  async save(invoice: Invoice, at: Date): Promise<void> {
    await this.em.execute(
      `insert into billing_invoice
         (id, user_id, provider_subscription_id, billing_reason, amount_paid, currency, status, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (id) do update set
         amount_paid = excluded.amount_paid, status = excluded.status, updated_at = excluded.updated_at
       where billing_invoice.status <> 'paid' or excluded.status = 'paid'`,
      [
        invoice.id,
        invoice.userId,
        invoice.providerSubscriptionId,
        invoice.billingReason,
        invoice.amountPaid,
        invoice.currency,
        invoice.status,
        invoice.createdAt,
        at,
      ],
    );
  }

  async listFor(userId: string): Promise<Invoice[]> {
    const rows = await this.em.find(InvoiceRecord, { userId }, { ...READ, orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      providerSubscriptionId: row.providerSubscriptionId ?? null,
      billingReason: row.billingReason,
      amountPaid: row.amountPaid,
      currency: row.currency,
      status: row.status,
      createdAt: row.createdAt,
    }));
  }
}

export class MikroOrmProcessedEventRepository implements ProcessedEventRepository {
  constructor(private readonly em: EntityManager) {}

  async recordOnce(eventId: string, type: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute<{ event_id: string }[]>(
      `insert into billing_processed_event (event_id, type, processed_at) values (?, ?, ?)
       on conflict (event_id) do nothing returning event_id`,
      [eventId, type, at],
    );
    return rows.length === 1;
  }

  async forgetBefore(cutoff: Date): Promise<number> {
    const rows = await this.em.execute<{ event_id: string }[]>(
      'delete from billing_processed_event where processed_at < ? returning event_id',
      [cutoff],
    );
    return rows.length;
  }
}
