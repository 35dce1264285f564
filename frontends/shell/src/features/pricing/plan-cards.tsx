import type { CatalogueItem, RegionPrices } from '@repairlens/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useItemTexts } from '../../lib/catalogue-texts';
import styles from './plan-cards.module.css';

/** The items a homeowner can buy (the repair credit and the plans, not the contractor listing), by rank. */
export function homeownerItems(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.filter((item) => item.kind !== 'listing').sort((a, b) => a.rank - b.rank);
}

interface PlanCardsProps {
  /** What is sold; undefined while it loads. */
  readonly items: readonly CatalogueItem[] | undefined;
  /** Undefined while the prices are on their way: the cards keep their place, with the amounts left blank. */
  readonly prices: RegionPrices | undefined;
  /** What a card offers to do (the page decides: buy, subscribe, sign in first). */
  readonly renderAction?: (item: CatalogueItem) => ReactNode;
}

/**
 * The ways to pay for repairs (the repair credit and each plan of the catalogue), priced in the region's
 * currency, after the free repairs every account gets. The cards are laid out before the prices arrive, so
 * nothing below them moves when they do (issue 17).
 */
export function PlanCards({ items, prices, renderAction }: PlanCardsProps) {
  const { t } = useTranslation();
  const textsOf = useItemTexts();
  return (
    <>
      <p className={styles.freeRepairs}>{t('pages.pricing.freeRepairs')}</p>
      {/* Until the catalogue says which cards there are, the list takes the screen's height, so that nothing
          below it is in sight, and nothing in sight moves when the cards arrive (a page rendered at build time). */}
      <ul
        className={items ? styles.plans : `${styles.plans} ${styles.plansPending}`}
        aria-busy={prices && items ? undefined : true}
      >
        {homeownerItems(items ?? []).map((item) => {
          const { name, features } = textsOf(item);
          const amountMinor = prices?.prices[item.id];
          return (
            <li key={item.id} className={item.highlighted ? `${styles.plan} ${styles.popular}` : styles.plan}>
              <h2>{name}</h2>
              {item.highlighted && <p className={styles.badge}>{t('pages.pricing.mostPopular')}</p>}
              <p className={styles.price}>
                {prices && amountMinor !== undefined ? (
                  <span className={styles.amount}>
                    {t('common.price', { amount: amountMinor / 100, currency: prices.currency })}
                  </span>
                ) : (
                  <span className={`${styles.amount} ${styles.amountPending}`} aria-hidden="true" />
                )}{' '}
                {t(item.kind === 'credit' ? 'pages.pricing.perRepair' : 'pages.pricing.perMonth')}
              </p>
              <ul className={styles.features}>
                {features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {renderAction && <div className={styles.action}>{renderAction(item)}</div>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
