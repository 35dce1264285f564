import type { AuthUser, CatalogueItem, Region } from '@repairlens/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { CUSTOMER_PORTAL_PATH } from '../../lib/server-paths';
import { PlanChangeDialog } from './plan-change-dialog';
import { usePlanName, usePlans, usePlanText } from './catalogue-plans';
import { planChangeBetween, planTypeOf } from './plan';
import { RepairBalanceLine } from './repair-balance-line';
import { usePaymentStart } from './use-payment-start';
import styles from './billing-cards.module.css';

interface SubscriptionCardProps {
  readonly user: AuthUser;
  /** The region picked in the shell: a new checkout charges its currency. */
  readonly region: Region;
}

/**
 * The account page's plan and credits (product §2 and §4), drawn from the catalogue's plans: free users buy
 * credits or subscribe to any plan, a subscriber moves up or down to any other plan (confirmed at the amount
 * shown first: with the seed, Basic upgrades to Unlimited and Unlimited downgrades to Basic), and manages the
 * subscription on the payment provider's pages.
 */
export function SubscriptionCard({ user, region }: SubscriptionCardProps) {
  const { t } = useTranslation();
  const planType = planTypeOf(user);
  const plans = usePlans() ?? [];
  const planText = usePlanText();
  const planName = usePlanName();
  const current = plans.find((plan) => plan.id === planType);
  const { start, busy } = usePaymentStart(region);
  // Kept after the dialog closes, so that its texts stay the same while it does.
  const [planChange, setPlanChange] = useState<{
    readonly from: CatalogueItem;
    readonly to: CatalogueItem;
    readonly open: boolean;
  } | null>(null);

  const switchPlan = async (from: CatalogueItem, to: CatalogueItem, confirmation: string) => {
    const outcome = await start({ kind: 'plan', plan: to.id, confirmation });
    if (outcome !== 'leaving') setPlanChange({ from, to, open: false });
  };
  const about = () => {
    if (!current) return t('billing.subscription.about.free');
    const generic = current.monthlyAllowance === null ? 'billing.otherPlan.aboutNoLimit' : 'billing.otherPlan.about';
    return planText(current, `billing.subscription.about.${current.id}`, generic, { count: current.monthlyAllowance });
  };

  return (
    <section className={styles.card} aria-labelledby="subscription-title">
      <h2 id="subscription-title">{t('billing.subscription.title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('billing.subscription.plan')}</dt>
          <dd>{planName(planType)}</dd>
        </div>
        <div>
          <dt>{t('billing.subscription.credits')}</dt>
          <dd>{t('billing.subscription.count', { count: user.credits })}</dd>
        </div>
        <div>
          <dt>{t('billing.subscription.freeFixes')}</dt>
          <dd>{t('billing.subscription.count', { count: user.freeFixesRemaining })}</dd>
        </div>
      </dl>
      <RepairBalanceLine user={user} className={styles.balance} />
      <p className={styles.muted}>{about()}</p>
      <div className={styles.actions}>
        {current &&
          plans
            .filter((plan) => plan.id !== current.id)
            .map((plan) => {
              const change = planChangeBetween(current, plan);
              return (
                <button
                  key={plan.id}
                  type="button"
                  className={buttonClassName(change === 'upgrade' ? 'primary' : 'secondary')}
                  disabled={busy}
                  onClick={() => setPlanChange({ from: current, to: plan, open: true })}
                >
                  {planText(plan, `billing.subscription.${change}.${plan.id}`, `billing.otherPlan.${change}`)}
                </button>
              );
            })}
        {planType === 'free' &&
          plans.map((plan) => (
            <button
              key={plan.id}
              type="button"
              className={buttonClassName(plan.highlighted ? 'primary' : 'secondary')}
              disabled={busy}
              onClick={() => void start({ kind: 'plan', plan: plan.id })}
            >
              {planText(plan, `billing.subscription.subscribe.${plan.id}`, 'billing.otherPlan.subscribe')}
            </button>
          ))}
        {current?.monthlyAllowance !== null && (
          <button
            type="button"
            className={buttonClassName('secondary')}
            disabled={busy}
            onClick={() => void start({ kind: 'repair-credit' })}
          >
            {t('billing.subscription.buyCredit')}
          </button>
        )}
        {user.subscriptionStatus === 'active' && (
          // The payment provider's portal: a server page, a full page load.
          <a href={CUSTOMER_PORTAL_PATH} className={buttonClassName('secondary')}>
            {t('billing.subscription.manage')}
          </a>
        )}
      </div>
      <p className={styles.muted}>
        <Link to="/pricing">{t('billing.subscription.comparePlans')}</Link>
      </p>
      {planChange && (
        <PlanChangeDialog
          from={planChange.from}
          to={planChange.to}
          region={region}
          open={planChange.open}
          busy={busy}
          onCancel={() => setPlanChange({ ...planChange, open: false })}
          onConfirm={(confirmation) => void switchPlan(planChange.from, planChange.to, confirmation)}
        />
      )}
    </section>
  );
}
