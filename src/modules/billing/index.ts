import { ContainerModule, type ContainerModuleLoadOptions, type ResolutionContext } from 'inversify';
import type { AppModule } from '../../shared/app-module.js';
import { KEPT_READS } from '../../shared/application/kept-reads.js';
import { PERSONAL_DATA_CONTRIBUTOR } from '../../shared/application/personal-data.js';
import { RATE_LIMITER } from '../../shared/application/rate-limiter.js';
import { UNIT_OF_WORK } from '../../shared/application/unit-of-work.js';
import { ConfigurationError, type AppConfig } from '../../config.js';
import { AUDIT_LOG } from '../../shared/audit/audit-log.js';
import { startPeriodicSweep } from '../../shared/jobs/periodic-sweeps.js';
import { loaderFor } from '../../shared/load-when-chosen.js';
import { CLOCK, CONFIG, ENTITY_MANAGER, LOGGER } from '../../shared/tokens.js';
import { token } from '../../shared/token.js';
import { BillingCustomers } from './application/billing-customers.js';
import { BillingOverview } from './application/billing-overview.js';
import { BillingPersonalData } from './application/billing-personal-data.js';
import { Checkouts } from './application/checkouts.js';
import { CustomerAccounts } from './application/customer-accounts.js';
import { ListingSubscriptions } from './application/listing-subscriptions.js';
import { PaymentEvents } from './application/payment-events.js';
import { PlanChanges } from './application/plan-changes.js';
import { RepairBalances } from './application/repair-balances.js';
import { SubscriptionSync } from './application/subscription-sync.js';
import { adminCreditGrantRoutes } from './adapters/http/admin-credit-grants.routes.js';
import { billingRoutes } from './adapters/http/billing.routes.js';
import { localPaymentRoutes } from './adapters/http/local-payments.routes.js';
import { LocalObjectStore } from './adapters/local/local-object-store.js';
import { LocalPaymentProvider } from './adapters/local/local.payment-provider.js';
import { billingEntities } from './adapters/persistence/billing.entities.js';
import { MikroOrmCustomerAccountReader } from './adapters/persistence/mikro-orm-customer-account.reader.js';
import {
  MikroOrmCheckoutSessionRepository,
  MikroOrmCustomerRepository,
  MikroOrmInvoiceRepository,
  MikroOrmPaymentRepository,
  MikroOrmProcessedEventRepository,
  MikroOrmSubscriptionRepository,
} from './adapters/persistence/mikro-orm-payment-records.js';
import {
  MikroOrmLedgerRepository,
  MikroOrmRepairBalanceRepository,
} from './adapters/persistence/mikro-orm-repair-balance.repository.js';
import { MikroOrmPlanChangeConfirmationRepository } from './adapters/persistence/mikro-orm-plan-change-confirmations.js';
import { SqlBillingStatistics } from './adapters/persistence/sql-billing-statistics.js';
import { billingMigrations } from './adapters/persistence/migrations/index.js';
import type * as StripeOutages from './adapters/stripe/stripe-outages.js';
import type * as StripeWebhooks from './adapters/stripe/stripe-webhook-events.js';
import type { StripeWebhookEvents } from './adapters/stripe/stripe-webhook-events.js';
import type * as StripePayments from './adapters/stripe/stripe.payment-provider.js';
import { ACCOUNT_HOLDERS } from './ports/account-holders.js';
import { BILLING_STATISTICS } from './ports/billing-statistics.js';
import { CATALOGUE } from './ports/catalogue.js';
import { CUSTOMER_ACCOUNT_READER } from './ports/customer-account.reader.js';
import { PAYMENT_PROVIDER } from './ports/payment-provider.js';
import {
  CHECKOUT_SESSION_REPOSITORY,
  CUSTOMER_REPOSITORY,
  INVOICE_REPOSITORY,
  PAYMENT_REPOSITORY,
  PROCESSED_EVENT_REPOSITORY,
  SUBSCRIPTION_REPOSITORY,
} from './ports/payment-records.js';
import { PLAN_CHANGE_CONFIRMATION_REPOSITORY } from './ports/plan-change-confirmations.js';
import { PRICE_LIST } from './ports/price-list.js';
import { LEDGER_REPOSITORY, REPAIR_BALANCE_REPOSITORY } from './ports/repair-balance.repository.js';

export { BillingOverview, Checkouts, CustomerAccounts, ListingSubscriptions, RepairBalances };
export type {
  CreditGrantResult,
  CurrentPlan,
  CustomerAccountDetail,
  CustomerAccountSummary,
} from './application/customer-accounts.js';
export type { BillingStanding } from './application/billing-overview.js';
export { accountStandingFromSql, accountStandingSql } from './adapters/persistence/sql-account-standing.js';
export type { RepairBalance } from './domain/repair-balance.js';
export { FREE_FIXES_AT_SIGN_UP } from './domain/repair-balance.js';
export type { FundingSource } from './domain/spending.js';
export { Catalogue, SEED_CATALOGUE, type CatalogueItem, type ItemId } from './domain/catalogue.js';
export { CATALOGUE } from './ports/catalogue.js';
export type { LedgerEntry } from './domain/ledger-entry.js';
export { ACCOUNT_HOLDERS, type AccountHolder, type AccountHolders } from './ports/account-holders.js';
export { PRICE_LIST, type PriceList } from './ports/price-list.js';
export { BILLING_STATISTICS, type BillingStatistics } from './ports/billing-statistics.js';

const STRIPE_WEBHOOKS = token<StripeWebhookEvents>('billing.StripeWebhooks');
const load = loaderFor(import.meta.url);

/**
 * The local provider's checkout page has a Pay button that pays nothing, so a production start without
 * Stripe stops here, whatever the configuration schema let through.
 */
function refuseLocalPaymentsInProduction(config: AppConfig): void {
  if (config.isProduction) {
    throw new ConfigurationError([
      'STRIPE_SECRET_KEY: required in production; the local payment provider (free test payments) never runs there',
    ]);
  }
}

/**
 * The payment provider from configuration: Stripe when STRIPE_SECRET_KEY is set, otherwise the embedded
 * local provider (never in production), whose events go straight to the same PaymentEvents service as
 * Stripe's webhooks.
 */
function bindPaymentProvider(bind: ContainerModuleLoadOptions['bind'], config: AppConfig): void {
  const payments = config.payments;
  if (payments.kind === 'stripe') {
    // Stripe's SDK is loaded only when it is chosen.
    const { createStripeClient, StripePaymentProvider } = load(
      './adapters/stripe/stripe.payment-provider.js',
    ) as typeof StripePayments;
    const { withStripeFailuresTranslated } = load('./adapters/stripe/stripe-outages.js') as typeof StripeOutages;
    const { StripeWebhookEvents } = load('./adapters/stripe/stripe-webhook-events.js') as typeof StripeWebhooks;
    const stripe = createStripeClient(payments);
    bind(PAYMENT_PROVIDER).toDynamicValue((ctx) =>
      withStripeFailuresTranslated(new StripePaymentProvider(stripe, ctx.get(CATALOGUE), payments)),
    );
    const { webhookSecret } = payments;
    if (webhookSecret) {
      bind(STRIPE_WEBHOOKS).toDynamicValue((ctx) => new StripeWebhookEvents(stripe, webhookSecret, ctx.get(CATALOGUE)));
    }
    return;
  }
  refuseLocalPaymentsInProduction(config);
  bind(PAYMENT_PROVIDER).toDynamicValue(
    (ctx) =>
      new LocalPaymentProvider(
        new LocalObjectStore(ctx.get(ENTITY_MANAGER)),
        // Resolved at delivery time: PaymentEvents itself depends on this provider.
        (event) => ctx.get(PaymentEvents).handle(event),
        ctx.get(UNIT_OF_WORK),
        ctx.get(CLOCK),
        { publicUrl: config.publicUrl, nodeEnv: config.env },
      ),
  );
}

/** Repair balances and their ledger; payments, subscriptions and invoices through Stripe or the local provider. */
export const billingModule: AppModule = {
  name: 'billing',
  entities: billingEntities,
  migrations: billingMigrations,
  bindings: (config) =>
    new ContainerModule(({ bind }) => {
      const em = (ctx: ResolutionContext) => ctx.get(ENTITY_MANAGER);
      const unitOfWork = (ctx: ResolutionContext) => ctx.get(UNIT_OF_WORK);
      const clock = (ctx: ResolutionContext) => ctx.get(CLOCK);
      const catalogue = (ctx: ResolutionContext) => ctx.get(CATALOGUE);
      bind(REPAIR_BALANCE_REPOSITORY).toDynamicValue((ctx) => new MikroOrmRepairBalanceRepository(em(ctx)));
      bind(LEDGER_REPOSITORY).toDynamicValue((ctx) => new MikroOrmLedgerRepository(em(ctx)));
      bind(CUSTOMER_REPOSITORY).toDynamicValue((ctx) => new MikroOrmCustomerRepository(em(ctx)));
      bind(CHECKOUT_SESSION_REPOSITORY).toDynamicValue((ctx) => new MikroOrmCheckoutSessionRepository(em(ctx)));
      bind(SUBSCRIPTION_REPOSITORY).toDynamicValue(
        (ctx) => new MikroOrmSubscriptionRepository(em(ctx), catalogue(ctx)),
      );
      bind(PAYMENT_REPOSITORY).toDynamicValue((ctx) => new MikroOrmPaymentRepository(em(ctx)));
      bind(INVOICE_REPOSITORY).toDynamicValue((ctx) => new MikroOrmInvoiceRepository(em(ctx)));
      bind(PROCESSED_EVENT_REPOSITORY).toDynamicValue((ctx) => new MikroOrmProcessedEventRepository(em(ctx)));
      bind(PLAN_CHANGE_CONFIRMATION_REPOSITORY).toDynamicValue(
        (ctx) => new MikroOrmPlanChangeConfirmationRepository(em(ctx)),
      );
      bind(BILLING_STATISTICS).toDynamicValue((ctx) => new SqlBillingStatistics(em(ctx), catalogue(ctx)));
      bind(CUSTOMER_ACCOUNT_READER).toDynamicValue((ctx) => new MikroOrmCustomerAccountReader(em(ctx)));
      bindPaymentProvider(bind, config);

      bind(RepairBalances).toDynamicValue(
        (ctx) =>
          new RepairBalances(
            ctx.get(REPAIR_BALANCE_REPOSITORY),
            ctx.get(LEDGER_REPOSITORY),
            unitOfWork(ctx),
            clock(ctx),
            catalogue(ctx),
          ),
      );
      bind(SubscriptionSync).toDynamicValue(
        (ctx) =>
          new SubscriptionSync(
            ctx.get(SUBSCRIPTION_REPOSITORY),
            ctx.get(CUSTOMER_REPOSITORY),
            ctx.get(RepairBalances),
            catalogue(ctx),
          ),
      );
      bind(ListingSubscriptions).toDynamicValue(
        (ctx) => new ListingSubscriptions(ctx.get(SUBSCRIPTION_REPOSITORY), ctx.get(CUSTOMER_REPOSITORY), clock(ctx)),
      );
      bind(PaymentEvents).toDynamicValue(
        (ctx) =>
          new PaymentEvents(
            ctx.get(PAYMENT_PROVIDER),
            ctx.get(CHECKOUT_SESSION_REPOSITORY),
            ctx.get(CUSTOMER_REPOSITORY),
            ctx.get(PAYMENT_REPOSITORY),
            ctx.get(INVOICE_REPOSITORY),
            ctx.get(PROCESSED_EVENT_REPOSITORY),
            ctx.get(SubscriptionSync),
            ctx.get(ListingSubscriptions),
            ctx.get(RepairBalances),
            unitOfWork(ctx),
            clock(ctx),
          ),
      );
      bind(BillingCustomers).toDynamicValue(
        (ctx) =>
          new BillingCustomers(
            ctx.get(PAYMENT_PROVIDER),
            ctx.get(CUSTOMER_REPOSITORY),
            ctx.get(ACCOUNT_HOLDERS),
            clock(ctx),
          ),
      );
      bind(PlanChanges).toDynamicValue(
        (ctx) =>
          new PlanChanges(
            ctx.get(PAYMENT_PROVIDER),
            ctx.get(CUSTOMER_REPOSITORY),
            ctx.get(SUBSCRIPTION_REPOSITORY),
            ctx.get(SubscriptionSync),
            ctx.get(PLAN_CHANGE_CONFIRMATION_REPOSITORY),
            ctx.get(PRICE_LIST),
            unitOfWork(ctx),
            clock(ctx),
            catalogue(ctx),
          ),
      );
      bind(Checkouts).toDynamicValue(
        (ctx) =>
          new Checkouts(
            ctx.get(PAYMENT_PROVIDER),
            ctx.get(CUSTOMER_REPOSITORY),
            ctx.get(BillingCustomers),
            ctx.get(CHECKOUT_SESSION_REPOSITORY),
            ctx.get(PlanChanges),
            ctx.get(ListingSubscriptions),
            ctx.get(PRICE_LIST),
            {
              purchases: {
                success: `${config.publicUrl}/success?success=true&session_id={CHECKOUT_SESSION_ID}`,
                cancel: `${config.publicUrl}/cancel`,
              },
              listing: {
                success: `${config.publicUrl}/contractor-dashboard?success=true&session_id={CHECKOUT_SESSION_ID}`,
                cancel: `${config.publicUrl}/contractor-dashboard?canceled=true`,
              },
            },
            unitOfWork(ctx),
            clock(ctx),
            catalogue(ctx),
          ),
      );
      bind(CustomerAccounts).toDynamicValue(
        (ctx) =>
          new CustomerAccounts(
            ctx.get(CUSTOMER_ACCOUNT_READER),
            ctx.get(RepairBalances),
            ctx.get(AUDIT_LOG),
            unitOfWork(ctx),
            clock(ctx),
          ),
      );
      bind(BillingOverview).toDynamicValue(
        (ctx) =>
          new BillingOverview(
            ctx.get(RepairBalances),
            ctx.get(SUBSCRIPTION_REPOSITORY),
            ctx.get(CUSTOMER_REPOSITORY),
            ctx.get(PAYMENT_REPOSITORY),
            ctx.get(INVOICE_REPOSITORY),
            ctx.get(PAYMENT_PROVIDER),
            clock(ctx),
            ctx.get(KEPT_READS),
          ),
      );
      bind(PERSONAL_DATA_CONTRIBUTOR).toDynamicValue(
        (ctx) =>
          new BillingPersonalData(
            ctx.get(RepairBalances),
            ctx.get(CUSTOMER_REPOSITORY),
            ctx.get(SUBSCRIPTION_REPOSITORY),
            ctx.get(ListingSubscriptions),
            ctx.get(CHECKOUT_SESSION_REPOSITORY),
            ctx.get(PAYMENT_REPOSITORY),
            ctx.get(INVOICE_REPOSITORY),
            ctx.get(PAYMENT_PROVIDER),
            ctx.get(PlanChanges),
          ),
      );
    }),
  routes: (container) => {
    const config = container.get(CONFIG);
    const provider = container.get(PAYMENT_PROVIDER);
    if (provider instanceof LocalPaymentProvider) refuseLocalPaymentsInProduction(config);
    return [
      ...billingRoutes({
        catalogue: container.get(CATALOGUE),
        checkouts: container.get(Checkouts),
        planChanges: container.get(PlanChanges),
        paymentEvents: container.get(PaymentEvents),
        overview: container.get(BillingOverview),
        webhooks: container.isBound(STRIPE_WEBHOOKS) ? container.get(STRIPE_WEBHOOKS) : null,
        rateLimiter: container.get(RATE_LIMITER),
        publicUrl: config.publicUrl,
        logger: container.get(LOGGER),
      }),
      ...adminCreditGrantRoutes(container.get(CustomerAccounts)),
      ...(provider instanceof LocalPaymentProvider
        ? localPaymentRoutes(provider, container.get(CATALOGUE), config.publicUrl)
        : []),
    ];
  },
  start: async (container) => {
    const paymentEvents = container.get(PaymentEvents);
    startPeriodicSweep(container, {
      name: 'old payment event ids',
      intervalMs: 6 * 60 * 60 * 1000,
      work: () => paymentEvents.forgetOldEvents(),
      report: (forgotten) => (forgotten > 0 ? { forgotten } : undefined),
    });
    const planChanges = container.get(PlanChanges);
    startPeriodicSweep(container, {
      name: 'expired plan change confirmations',
      intervalMs: 60 * 60 * 1000,
      work: () => planChanges.forgetExpired(),
      report: (forgotten) => (forgotten > 0 ? { forgotten } : undefined),
    });
  },
};
