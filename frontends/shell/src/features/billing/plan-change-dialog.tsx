import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import type { Plan } from './plan';
import styles from './billing-cards.module.css';

interface PlanChangeDialogProps {
  /** pro: an upgrade from Basic, charged now for the rest of the period; basic: a downgrade, credited. */
  readonly to: Plan;
  readonly open: boolean;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Asks before a subscriber's plan changes, saying what it costs; Cancel has the focus. */
export function PlanChangeDialog({ to, open, busy, onCancel, onConfirm }: PlanChangeDialogProps) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  const change = to === 'pro' ? 'upgrade' : 'downgrade';
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      title={t(`billing.planChange.${change}.title`)}
      description={t(`billing.planChange.${change}.description`)}
      initialFocus={cancel}
    >
      <div className={styles.actions}>
        <button ref={cancel} type="button" className={buttonClassName('secondary')} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={buttonClassName('primary')} disabled={busy} onClick={onConfirm}>
          {busy ? t('billing.planChange.switching') : t(`billing.planChange.${change}.confirm`)}
        </button>
      </div>
    </ModalDialog>
  );
}
