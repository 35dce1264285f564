import type { EntityManager } from '@mikro-orm/sql';
import { instantsOf, type DayRange } from '../../../../shared/domain/day-range.js';
import { CURRENCIES } from '../../../../shared/domain/region.js';
import { countsByKey } from '../../../../shared/persistence/statistics-queries.js';
import type { Catalogue } from '../../domain/catalogue.js';
import { regionOfCurrency } from '../../domain/region-of-currency.js';
import type {
  BillingStatistics,
  Conversion,
  RevenueLine,
  RevenuePlan,
  SubscribedPlan,
} from '../../ports/billing-statistics.js';

/** What the statistics call the item of the `subscription` row: its plan, or 'contractor' for the listing. */
const SUBSCRIBED_PLAN_OF_ROW = "case when subscription.kind = 'listing' then 'contractor' else subscription.item end";

export class SqlBillingStatistics implements BillingStatistics {
  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: Catalogue,
  ) {}

  async conversion(range: DayRange): Promise<Conversion> {
    const { start, end } = instantsOf(range);
    const [row] = await this.em.execute<{ signed_up: number; paid: number }[]>(
      `select count(*)::int as signed_up,
              (count(*) filter (where exists (
                select 1 from billing_checkout_session checkout
                where checkout.user_id = account.user_id and checkout.status = 'completed'
                  and checkout.kind in ('one_time', 'subscription') and checkout.completed_at < ?)))::int as paid
       from billing_account account
       where account.created_at >= ? and account.created_at < ?`,
      [end, start, end],
    );
    return { signedUp: row?.signed_up ?? 0, paid: row?.paid ?? 0 };
  }

  async revenueByPlanAndRegion(range: DayRange): Promise<RevenueLine[]> {
    const { start, end } = instantsOf(range);
    // One-time payments are repair credits; an invoice's plan is its subscription's, homeowner or contractor.
    const rows = await this.em.execute<
      { plan: RevenuePlan; currency: string; amount: string | number; payments: number }[]
    >(
      `select plan, currency, sum(amount)::bigint as amount, count(*)::int as payments
       from (
         select 'pay_per_repair'::text as plan, upper(payment.currency) as currency, payment.amount_minor as amount
         from billing_payment payment
         where payment.status = 'succeeded' and payment.created_at >= ? and payment.created_at < ?
         union all
         select coalesce(${SUBSCRIBED_PLAN_OF_ROW}, 'other'), upper(invoice.currency), invoice.amount_paid
         from billing_invoice invoice
         left join billing_subscription subscription
           on subscription.provider_subscription_id = invoice.provider_subscription_id
         where invoice.status = 'paid' and invoice.amount_paid > 0
           and invoice.created_at >= ? and invoice.created_at < ?
       ) as paid
       group by plan, currency
       order by plan, currency`,
      [start, end, start, end],
    );
    return rows.map((row) => {
      const currency = CURRENCIES.find((code) => code === row.currency);
      const region = regionOfCurrency(row.currency);
      if (!currency || !region) throw new Error(`Payments recorded in an unknown currency: ${row.currency}`);
      return { plan: row.plan, region, currency, amountMinor: Number(row.amount), payments: row.payments };
    });
  }

  async activeSubscriptions(at: Date): Promise<Record<SubscribedPlan, number>> {
    const rows = await this.em.execute<{ key: SubscribedPlan; count: number }[]>(
      `select ${SUBSCRIBED_PLAN_OF_ROW} as key, count(*)::int as count from billing_subscription subscription
       where status = 'active' and current_period_end > ? group by key`,
      [at],
    );
    // Every plan on sale is counted, none active or not; a plan taken off sale still counts while active.
    return countsByKey([...this.catalogue.plans, 'contractor'], rows);
  }
}
