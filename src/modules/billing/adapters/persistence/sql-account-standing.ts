import { standingFrom, type BillingStanding } from '../../application/billing-overview.js';
import type { Plan } from '../../domain/catalogue.js';
import type { SubscriptionStatus } from '../../domain/subscription.js';

/** The JSON the expression below yields: every field null when its row does not exist. */
interface StandingColumns {
  readonly freeFixesRemaining: number | null;
  readonly credits: number | null;
  readonly plan: Plan | null;
  readonly status: SubscriptionStatus | null;
  readonly periodEnd: string | null;
  readonly customer: string | null;
}

/**
 * Billing's part of identity's one query per signed-in request: one SQL expression over the column holding the
 * user id, yielding balances, subscription and payment customer as one JSON value. Billing keeps its tables and
 * its rules (what "active" means) here; identity only places the expression in its query.
 */
export function accountStandingSql(userIdColumn: string): string {
  // Tables go by their full names: an alias here could shadow the caller's alias in `userIdColumn`.
  return `(select json_build_object(
      'freeFixesRemaining', billing_account.free_fixes_remaining, 'credits', billing_account.credits,
      'plan', billing_subscription.item, 'status', billing_subscription.status,
      'periodEnd', billing_subscription.current_period_end, 'customer', billing_customer.provider_customer_id)
    from (select 1) as only_row
    left join billing_account on billing_account.user_id = ${userIdColumn}
    left join billing_subscription
      on billing_subscription.user_id = ${userIdColumn} and billing_subscription.kind = 'plan'
    left join billing_customer on billing_customer.user_id = ${userIdColumn})`;
}

/** Reads the value of `accountStandingSql`; an account whose balance was never opened holds nothing. */
export function accountStandingFromSql(value: unknown, now: Date): BillingStanding {
  const columns = (typeof value === 'string' ? JSON.parse(value) : value) as StandingColumns;
  const subscription =
    columns.plan !== null && columns.status !== null && columns.periodEnd !== null
      ? { plan: columns.plan, status: columns.status, currentPeriodEnd: new Date(columns.periodEnd) }
      : null;
  return standingFrom(
    { freeFixesRemaining: columns.freeFixesRemaining ?? 0, credits: columns.credits ?? 0 },
    subscription,
    columns.customer,
    now,
  );
}
