import type { RegionPrices } from '@repairlens/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plan-cards.module.css';

const PLANS = [
  {
    key: 'payPerRepair',
    price: 'payPerRepair',
    period: 'perRepair',
    features: ['pages.pricing.payPerRepair.features.oneRepair', 'pages.pricing.payPerRepair.features.neverExpires'],
  },
  {
    key: 'basic',
    price: 'basicPlan',
    period: 'perMonth',
    features: ['pages.pricing.basic.features.tenRepairs', 'pages.pricing.basic.features.emailSupport'],
  },
  {
    key: 'unlimited',
    price: 'unlimitedPlan',
    period: 'perMonth',
    features: [
      'pages.pricing.unlimited.features.unlimitedRepairs',
      'pages.pricing.unlimited.features.priorityProcessing',
      'pages.pricing.unlimited.features.priorityEmailSupport',
      'pages.pricing.unlimited.features.gallery',
      'pages.pricing.unlimited.features.cancelAnytime',
    ],
    mostPopular: true,
  },
] as const;

export type PlanKey = (typeof PLANS)[number]['key'];

interface PlanCardsProps {
  /** Undefined while the prices are on their way: the cards keep their place, with the amounts left blank. */
  readonly prices: RegionPrices | undefined;
  /** What a card offers to do (the page decides: buy, subscribe, sign in first). */
  readonly renderAction?: (plan: PlanKey, mostPopular: boolean) => ReactNode;
}

/**
 * The three ways to pay for repairs, priced in the region's currency, after the free repairs every account gets.
 * The cards are laid out before the prices arrive, so nothing below them moves when they do (issue 17).
 */
export function PlanCards({ prices, renderAction }: PlanCardsProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.freeRepairs}>{t('pages.pricing.freeRepairs')}</p>
      <ul className={styles.plans} aria-busy={prices ? undefined : true}>
        {PLANS.map((plan) => (
          <li key={plan.key} className={'mostPopular' in plan ? `${styles.plan} ${styles.popular}` : styles.plan}>
            <h2>{t(`pages.pricing.${plan.key}.name`)}</h2>
            {'mostPopular' in plan && <p className={styles.badge}>{t('pages.pricing.mostPopular')}</p>}
            <p className={styles.price}>
              {prices ? (
                <span className={styles.amount}>
                  {t('common.price', { amount: prices[plan.price] / 100, currency: prices.currency })}
                </span>
              ) : (
                <span className={`${styles.amount} ${styles.amountPending}`} aria-hidden="true" />
              )}{' '}
              {t(`pages.pricing.${plan.period}`)}
            </p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature}>{t(feature)}</li>
              ))}
            </ul>
            {renderAction && <div className={styles.action}>{renderAction(plan.key, 'mostPopular' in plan)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
