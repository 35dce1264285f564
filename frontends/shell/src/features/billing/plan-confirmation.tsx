import type { Region } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { Link, useNavigate } from 'react-router-dom';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import { Spinner } from '../../components/spinner/spinner';
import { buttonClassName } from '../../components/ui/button';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { usePlanChangePreviewQuery } from './api';
import { usePlanChangeText, usePlanName } from './catalogue-plans';
import type { Plan } from './plan';
import { isPlanSwitch, PlanChangeQuote } from './plan-change-quote';
import { usePaymentStart } from './use-payment-start';
import styles from './billing-cards.module.css';

interface PlanConfirmationProps {
  readonly plan: Plan;
  readonly region: Region;
  /** False while the region is still being detected: a new subscription is priced in the region's currency. */
  readonly regionReady: boolean;
}

/**
 * The body of /subscribe?plan=…: what choosing the plan costs, and one button. Opening the page (from a
 * link, a redirect, a return from signing in or a plan chosen before it) starts nothing; only the click
 * does — the checkout of a new subscription, where the person pays on the provider's page, or a
 * subscriber's change of plan at the amount shown here, with its confirmation.
 */
export function PlanConfirmation({ plan, region, regionReady }: PlanConfirmationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preview = usePlanChangePreviewQuery({ plan, region }, { skip: !regionReady, refetchOnMountOrArgChange: true });
  const { start, busy } = usePaymentStart(region, { replacePage: true });
  const planName = usePlanName()(plan);
  const planChangeText = usePlanChangeText();

  if (preview.isError) {
    return (
      <div role="alert" className={styles.stack}>
        <p>{serverMessage(asApiError(preview.error)) ?? t('billing.confirmPlan.loadFailed')}</p>
        <div className={styles.actions}>
          <TryAgainButton onRetry={() => void preview.refetch()} />
          <Link to="/pricing" className={buttonClassName('secondary')}>
            {t('billing.checkout.backToPricing')}
          </Link>
        </div>
      </div>
    );
  }
  const answer = preview.data;
  if (!answer || preview.isFetching) return <Spinner label={t('billing.confirmPlan.loading')} showLabel />;

  if (answer.change === 'unchanged') {
    return (
      <section className={styles.card} aria-labelledby="plan-confirmation-title">
        <h2 id="plan-confirmation-title">{planName}</h2>
        <p>{t('billing.confirmPlan.unchanged', { plan: planName })}</p>
        <div className={styles.actions}>
          <Link to="/account" className={buttonClassName('primary')}>
            {t('billing.confirmPlan.toAccount')}
          </Link>
        </div>
      </section>
    );
  }

  if (!isPlanSwitch(answer)) {
    return (
      <section className={styles.card} aria-labelledby="plan-confirmation-title">
        <h2 id="plan-confirmation-title">{planName}</h2>
        <p className={styles.price}>
          {t('billing.quote.monthlyValue', {
            price: t('common.price', { amount: answer.monthlyPrice / 100, currency: answer.currency }),
          })}
        </p>
        <p className={styles.muted}>{t('billing.confirmPlan.checkoutNote')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClassName('primary')}
            disabled={busy}
            onClick={() => void start({ kind: 'plan', plan })}
          >
            {busy ? t('billing.checkout.redirecting') : t('billing.confirmPlan.continue')}
          </button>
          <Link to="/pricing" className={buttonClassName('secondary')}>
            {t('billing.checkout.backToPricing')}
          </Link>
        </div>
      </section>
    );
  }

  const confirm = async () => {
    const outcome = await start({ kind: 'plan', plan, confirmation: answer.confirmation });
    if (outcome === 'plan-switched') void navigate('/account', { replace: true });
  };
  return (
    <section className={styles.card} aria-labelledby="plan-confirmation-title">
      <h2 id="plan-confirmation-title">{planChangeText(answer.change, answer.currentPlan, plan, 'title')}</h2>
      <p>{planChangeText(answer.change, answer.currentPlan, plan, 'description')}</p>
      <PlanChangeQuote preview={answer} />
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('primary')} disabled={busy} onClick={() => void confirm()}>
          {busy
            ? t('billing.planChange.switching')
            : planChangeText(answer.change, answer.currentPlan, plan, 'confirm')}
        </button>
        <Link to="/account" className={buttonClassName('secondary')}>
          {t('common.cancel')}
        </Link>
      </div>
    </section>
  );
}
