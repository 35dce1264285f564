import type { AuthUser, Region } from '@repairlens/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { CUSTOMER_PORTAL_PATH } from '../../lib/server-paths';
import { PlanChangeDialog } from './plan-change-dialog';
import { planTypeOf, type Plan } from './plan';
import { RepairBalanceLine } from './repair-balance-line';
import { usePaymentStart } from './use-payment-start';
import styles from './billing-cards.module.css';

interface SubscriptionCardProps {
  readonly user: AuthUser;
  /** The region picked in the shell: a new checkout charges its currency. */
  readonly region: Region;
}

/**
 * The account page's plan and credits (product §2 and §4): free users buy credits or
 * subscribe, Basic upgrades to Unlimited, Unlimited downgrades to Basic (both confirmed at the amount
 * shown first), and a subscriber manages the subscription on the payment provider's pages.
 */
export function SubscriptionCard({ user, region }: SubscriptionCardProps) {
  const { t } = useTranslation();
  const planType = planTypeOf(user);
  const { start, busy } = usePaymentStart(region);
  // Kept after the dialog closes, so that its texts stay the same while it does.
  const [planChange, setPlanChange] = useState<{ readonly to: Plan; readonly open: boolean } | null>(null);

  const switchPlan = async (plan: Plan, confirmation: string) => {
    const outcome = await start({ kind: 'plan', plan, confirmation });
    if (outcome !== 'leaving') setPlanChange({ to: plan, open: false });
  };

  return (
    <section className={styles.card} aria-labelledby="subscription-title">
      <h2 id="subscription-title">{t('billing.subscription.title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('billing.subscription.plan')}</dt>
          <dd>{t(`billing.plans.${planType}`)}</dd>
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
      <p className={styles.muted}>{t(`billing.subscription.about.${planType}`)}</p>
      <div className={styles.actions}>
        {planType === 'basic' && (
          <button
            type="button"
            className={buttonClassName('primary')}
            disabled={busy}
            onClick={() => setPlanChange({ to: 'pro', open: true })}
          >
            {t('billing.subscription.upgrade')}
          </button>
        )}
        {planType === 'pro' && (
          <button
            type="button"
            className={buttonClassName('secondary')}
            disabled={busy}
            onClick={() => setPlanChange({ to: 'basic', open: true })}
          >
            {t('billing.subscription.downgrade')}
          </button>
        )}
        {planType === 'free' &&
          (['basic', 'pro'] as const).map((plan) => (
            <button
              key={plan}
              type="button"
              className={buttonClassName(plan === 'pro' ? 'primary' : 'secondary')}
              disabled={busy}
              onClick={() => void start({ kind: 'plan', plan })}
            >
              {t(`billing.subscription.subscribe.${plan}`)}
            </button>
          ))}
        {planType !== 'pro' && (
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
          to={planChange.to}
          region={region}
          open={planChange.open}
          busy={busy}
          onCancel={() => setPlanChange({ ...planChange, open: false })}
          onConfirm={(confirmation) => void switchPlan(planChange.to, confirmation)}
        />
      )}
    </section>
  );
}
