import type { RepairRequestView } from '@repairlens/contract';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { showFailureToast, showToast } from '../../components/toasts/toast-slice';
import { useSetRepairSharingMutation } from './api';
import styles from './repair-report.module.css';

/** Whether the owner can share this repair: a completed one with instructions to follow (or already shared). */
export function canShare(repair: RepairRequestView): boolean {
  return repair.shared || (repair.status === 'completed' && repair.instructions?.needsMoreDetail === false);
}

/** The owner's explicit opt-in to the public gallery, which shows the instructions and nothing personal. */
export function GallerySharing({ repair }: { readonly repair: RepairRequestView }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const hintId = useId();
  const [setSharing, { isLoading: saving, originalArgs: requested }] = useSetRepairSharingMutation();
  // The box shows the owner's choice at once, and the server's answer once it is in.
  const checked = saving && requested ? requested.shared : repair.shared;

  const change = async (shared: boolean) => {
    try {
      await setSharing({ id: repair.id, shared }).unwrap();
      dispatch(showToast({ title: t(shared ? 'repairs.sharing.shared' : 'repairs.sharing.unshared') }));
    } catch (error) {
      dispatch(showFailureToast(t('repairs.sharing.failed'), error, t('repairs.sharing.failedFallback')));
    }
  };

  return (
    <div className={styles.sharing}>
      <label className={styles.sharingToggle}>
        <input
          type="checkbox"
          checked={checked}
          disabled={saving}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
        {t('repairs.sharing.label')}
      </label>
      <p id={hintId} className={styles.muted}>
        {t('repairs.sharing.hint')}
      </p>
    </div>
  );
}
