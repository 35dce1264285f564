import type { CatalogueItem, Region } from '@repairlens/contract';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import { Spinner } from '../../components/spinner/spinner';
import { buttonClassName } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { usePlanChangePreviewQuery } from './api';
import { usePlanChangeText, usePlanName } from './catalogue-plans';
import { planChangeBetween } from './plan';
import { isPlanSwitch, PlanChangeQuote } from './plan-change-quote';
import styles from './billing-cards.module.css';

interface PlanChangeDialogProps {
  /** The subscriber's plan now. */
  readonly from: CatalogueItem;
  /** A higher rank: an upgrade, charged now for the rest of the period; a lower one: a downgrade, credited. */
  readonly to: CatalogueItem;
  readonly region: Region;
  readonly open: boolean;
  readonly busy: boolean;
  readonly onCancel: () => void;
  /** The person confirmed the amount shown; `confirmation` is what lets the server apply exactly that. */
  readonly onConfirm: (confirmation: string) => void;
}

/**
 * Asks before a subscriber's plan changes, showing what it costs as the payment provider computed it (the
 * amount due now, the proration, the new monthly price); Cancel has the focus, and the change can only be
 * confirmed once its price is on screen.
 */
export function PlanChangeDialog({ from, to, region, open, busy, onCancel, onConfirm }: PlanChangeDialogProps) {
  const { t } = useTranslation();
  const planChangeText = usePlanChangeText();
  const planName = usePlanName();
  const cancel = useRef<HTMLButtonElement>(null);
  const change = planChangeBetween(from, to);
  const changeText = (field: 'title' | 'description' | 'confirm') => planChangeText(change, from.id, to.id, field);
  // Read each time it opens: the confirmation is short-lived and used once.
  const preview = usePlanChangePreviewQuery({ plan: to.id, region }, { skip: !open, refetchOnMountOrArgChange: true });
  const shown = !preview.isFetching && isPlanSwitch(preview.data) ? preview.data : null;

  const quote = () => {
    if (preview.isError) {
      return <p role="alert">{serverMessage(asApiError(preview.error)) ?? t('billing.confirmPlan.loadFailed')}</p>;
    }
    if (!preview.data || preview.isFetching) return <Spinner label={t('billing.confirmPlan.loading')} showLabel />;
    if (shown) return <PlanChangeQuote preview={shown} />;
    // The plan changed meanwhile (another tab, the portal): nothing left to confirm here.
    return <p>{t('billing.confirmPlan.unchanged', { plan: planName(to.id) })}</p>;
  };

  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      title={changeText('title')}
      description={changeText('description')}
      initialFocus={cancel}
    >
      {open && quote()}
      <div className={styles.actions}>
        <button ref={cancel} type="button" className={buttonClassName('secondary')} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={buttonClassName('primary')}
          disabled={busy || !shown}
          onClick={() => shown && onConfirm(shown.confirmation)}
        >
          {busy ? t('billing.planChange.switching') : changeText('confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
