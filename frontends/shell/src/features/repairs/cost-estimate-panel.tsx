import type { CostEstimateView, Region, RepairInstructions } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { formatMoneyRange } from '../../lib/money-range';
import styles from './cost-estimate-panel.module.css';
import tickStyles from './repair-steps.module.css';
import { SECTION_IDS } from './section-chips';

interface CostEstimatePanelProps {
  readonly estimate: CostEstimateView | null;
  readonly source: RepairInstructions['source'];
  /** Where the professional's price applies: the repair's region. */
  readonly region: Region;
}

/**
 * What it will cost, from the guide's typical ranges, labelled as estimates: the parts, the tools someone may need
 * to buy, the do-it-yourself totals without and with those tools, a professional's typical price in the region and
 * the saving. When the repair has no estimate, it says so plainly.
 */
export function CostEstimatePanel({ estimate, source, region }: CostEstimatePanelProps) {
  const { t, i18n } = useTranslation();
  if (!estimate) {
    return (
      <section className={styles.panel} aria-labelledby="repair-cost-heading">
        <h2 id="repair-cost-heading">{t('repairs.cost.title')}</h2>
        <p className={styles.muted}>{t('repairs.cost.none')}</p>
      </section>
    );
  }
  const money = (range: CostEstimateView['professional']) => formatMoneyRange(range, estimate.currency, i18n.language);
  const followedByModel = source?.writer === 'vision-model';
  return (
    <section
      id={SECTION_IDS.cost}
      className={`${styles.panel} ${tickStyles.anchored}`}
      aria-labelledby="repair-cost-heading"
    >
      <h2 id="repair-cost-heading">{t('repairs.cost.title')}</h2>
      <p className={styles.label}>
        <strong className={styles.badge}>{t('repairs.cost.estimates')}</strong>{' '}
        {t('repairs.cost.currency', { currency: estimate.currency })}
      </p>
      <p className={styles.muted}>
        {followedByModel
          ? t('repairs.cost.fromGuideFollowedByModel', { guide: estimate.guide.title })
          : t('repairs.cost.fromGuide', { guide: estimate.guide.title })}{' '}
        {t('repairs.cost.notAQuote')}
      </p>

      <PricedList heading={t('repairs.cost.parts')} items={estimate.parts} money={money} />
      <PricedList heading={t('repairs.cost.tools')} items={estimate.toolsToBuy} money={money} />

      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t('repairs.cost.yourCost')}</dt>
          <dd>{money(estimate.doItYourself.parts)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('repairs.cost.yourCostWithTools')}</dt>
          <dd>{money(estimate.doItYourself.partsAndTools)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t(`repairs.cost.professional.${region}`)}</dt>
          <dd>{money(estimate.professional)}</dd>
        </div>
        <div className={`${styles.total} ${styles.saving}`}>
          <dt>{t('repairs.cost.saving')}</dt>
          <dd>
            {t('repairs.cost.savingWithOwnTools', { amount: money(estimate.saving.withOwnTools) })}
            <br />
            {t('repairs.cost.savingBuyingTools', { amount: money(estimate.saving.buyingTools) })}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function PricedList({
  heading,
  items,
  money,
}: {
  readonly heading: string;
  readonly items: CostEstimateView['parts'];
  readonly money: (range: CostEstimateView['professional']) => string;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3>{heading}</h3>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.name} className={styles.item}>
            <span>{item.name}</span>
            <span className={styles.price}>{money(item.price)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
