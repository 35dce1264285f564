import type { PlanChangePreview } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { usePlanName } from './catalogue-plans';
import styles from './billing-cards.module.css';

type PlanSwitchPreview = Extract<PlanChangePreview, { change: 'upgrade' | 'downgrade' }>;

/**
 * What a subscriber's change of plan costs, as the payment provider computed it: the amount charged when
 * it is confirmed, the proration behind it, and the new monthly price from the next invoice.
 */
export function PlanChangeQuote({ preview }: { readonly preview: PlanSwitchPreview }) {
  const { t } = useTranslation();
  const price = (amountMinor: number) => t('common.price', { amount: amountMinor / 100, currency: preview.currency });
  const plan = usePlanName();
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('billing.quote.dueNow')}</dt>
          <dd>{price(preview.amountDueNow)}</dd>
        </div>
        <div>
          <dt>{t('billing.quote.charge', { plan: plan(preview.plan) })}</dt>
          <dd>{price(preview.proration.charge)}</dd>
        </div>
        <div>
          <dt>{t('billing.quote.credit', { plan: plan(preview.currentPlan) })}</dt>
          <dd>{t('billing.quote.creditValue', { price: price(preview.proration.credit) })}</dd>
        </div>
        <div>
          <dt>{t('billing.quote.monthly')}</dt>
          <dd>{t('billing.quote.monthlyValue', { price: price(preview.monthlyPrice) })}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t(`billing.quote.note.${preview.change}`, { date: new Date(preview.nextInvoiceAt) })}
      </p>
    </div>
  );
}

/** A subscriber's change of plan, which only its confirmation can apply. */
export function isPlanSwitch(preview: PlanChangePreview | undefined): preview is PlanSwitchPreview {
  return preview?.change === 'upgrade' || preview?.change === 'downgrade';
}
