import type { CatalogueItem, RegionPrices } from '@repairlens/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plan-cards.module.css';

/** The items a homeowner can buy (the repair credit and the plans, not the contractor listing), by rank. */
export function homeownerItems(items: readonly CatalogueItem[]): CatalogueItem[] {
  return items.filter((item) => item.kind !== 'listing').sort((a, b) => a.rank - b.rank);
}

/**
 * An item's name and selling points from the catalogue of texts, keyed by its id; an item with no texts of its
 * own yet (just added to the catalogue) gets the generic ones, drawn from its monthly allowance.
 */
export function useItemTexts(): (item: CatalogueItem) => { readonly name: string; readonly features: string[] } {
  const { t, i18n } = useTranslation();
  const textAt = useTextAt();
  return (item) => {
    const key = `pages.pricing.${item.id}`;
    if (i18n.exists(`${key}.name`)) {
      const features = textAt(`${key}.features`, { returnObjects: true }) as Record<string, string>;
      return { name: textAt(`${key}.name`) as string, features: Object.values(features) };
    }
    const allowance =
      item.monthlyAllowance === null
        ? t('pages.pricing.otherPlan.noLimit')
        : t('pages.pricing.otherPlan.allowance', { count: item.monthlyAllowance });
    return {
      name: t('pages.pricing.otherPlan.name', { id: item.id }),
      features: item.kind === 'plan' ? [allowance] : [],
    };
  };
}

/**
 * A text by a key built from an item id. Item ids are data, so such keys cannot be checked against the catalogue's
 * type: they are looked up as found (check with i18n.exists first).
 */
export function useTextAt(): (key: string, options?: object) => unknown {
  const { i18n } = useTranslation();
  return i18n.t.bind(i18n) as unknown as (key: string, options?: object) => unknown;
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
      <ul className={styles.plans} aria-busy={prices && items ? undefined : true}>
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
