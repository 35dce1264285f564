import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { serverMessage } from '../../../../shared/api/error-message';
import type { ApiError } from '../../../../shared/api/request';
import { showToast } from '../../components/toasts/toast-slice';
import { buttonClassName } from '../../components/ui/button';
import { useAddRepairDetailMutation } from './api';
import { DESCRIPTION_MAX_LENGTH, describesTheProblem } from './upload-rules';
import styles from './repair-report.module.css';

interface AddDetailFormProps {
  readonly repairId: string;
  /** Nothing is left to pay with (402): the payment options open. */
  readonly onPaymentRequired: () => void;
}

/**
 * The answer asked for more detail and was not charged: the person adds it here, to the same repair, without
 * uploading again. The repair is paid for once, when it is written with the detail.
 */
export function AddDetailForm({ repairId, onPaymentRequired }: AddDetailFormProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const ids = { field: useId(), hint: useId() };
  const [detail, setDetail] = useState('');
  const [addDetail, { isLoading }] = useAddRepairDetailMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!describesTheProblem(detail)) {
      dispatch(
        showToast({
          title: t('repairs.validation.descriptionRequired.title'),
          description: t('repairs.validation.descriptionRequired.description'),
          variant: 'error',
        }),
      );
      return;
    }
    const result = await addDetail({ id: repairId, detail: detail.trim() });
    if ('error' in result) {
      const error = result.error as ApiError;
      if (error.status === 402) return onPaymentRequired();
      dispatch(
        showToast({
          title: t('repairs.moreDetail.failed'),
          description: serverMessage(error) ?? t('repairs.moreDetail.failedFallback'),
          variant: 'error',
        }),
      );
      return;
    }
    setDetail('');
  };

  return (
    <form className={styles.detailForm} onSubmit={(event) => void submit(event)}>
      <label htmlFor={ids.field}>{t('repairs.moreDetail.label')}</label>
      <p id={ids.hint} className={styles.muted}>
        {t('repairs.moreDetail.hint')}
      </p>
      <textarea
        id={ids.field}
        value={detail}
        onChange={(event) => setDetail(event.target.value)}
        maxLength={DESCRIPTION_MAX_LENGTH}
        rows={3}
        aria-describedby={ids.hint}
        disabled={isLoading}
      />
      <button type="submit" className={buttonClassName('primary')} aria-disabled={isLoading}>
        {t(isLoading ? 'repairs.moreDetail.sending' : 'repairs.moreDetail.submit')}
      </button>
    </form>
  );
}
