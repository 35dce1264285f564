import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import type { ApiError } from '../../../../shared/api/request';
import { showFailureToast, showToast } from '../../components/toasts/toast-slice';
import { buttonClassName } from '../../components/ui/button';
import { useAddRepairDetailMutation } from './api';
import { HintedTextArea } from './hinted-text-area';
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
      dispatch(showFailureToast(t('repairs.moreDetail.failed'), error, t('repairs.moreDetail.failedFallback')));
      return;
    }
    setDetail('');
  };

  return (
    <form className={styles.detailForm} onSubmit={(event) => void submit(event)}>
      <HintedTextArea
        label={t('repairs.moreDetail.label')}
        hint={t('repairs.moreDetail.hint')}
        value={detail}
        onChange={setDetail}
        maxLength={DESCRIPTION_MAX_LENGTH}
        disabled={isLoading}
      />
      <button type="submit" className={buttonClassName('primary')} aria-disabled={isLoading}>
        {t(isLoading ? 'repairs.moreDetail.sending' : 'repairs.moreDetail.submit')}
      </button>
    </form>
  );
}
