import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { UploadProgress } from './use-repair-upload';
import styles from './analysis-overlay.module.css';

/** Screen readers hear the sending progress in steps of this size, not at every percent. */
const ANNOUNCED_STEP = 0.1;

/**
 * The full-screen "Analyzing your item with AI..." overlay (product §4): a modal dialog, so
 * the page behind it is inert and the focus is inside it, with the upload's progress bar while the file
 * is sent and a spinner while the server writes the instructions. It cannot be dismissed: it closes when
 * the answer comes.
 */
export function AnalysisOverlay({ progress }: { readonly progress: UploadProgress }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const statusId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    element.focus();
    return () => element.close();
  }, []);

  const sentFraction = progress.stage === 'sending' ? progress.sentFraction : 1;
  const announcedFraction = Math.floor(sentFraction / ANNOUNCED_STEP) * ANNOUNCED_STEP;

  return (
    <dialog
      ref={dialog}
      className={styles.overlay}
      aria-labelledby={titleId}
      aria-describedby={statusId}
      tabIndex={-1}
      // Escape would close a modal dialog; the upload goes on all the same, so the overlay stays.
      onCancel={(event) => event.preventDefault()}
    >
      <div className={styles.panel}>
        <span className={styles.spinner} aria-hidden="true" />
        <h2 id={titleId}>{t('repairs.progress.title')}</h2>
        <progress className={styles.bar} max={1} value={sentFraction} aria-label={t('repairs.progress.barLabel')} />
        <p id={statusId} role="status" className={styles.status}>
          {progress.stage === 'sending'
            ? t('repairs.progress.sending', { sent: announcedFraction })
            : t('repairs.progress.analyzing')}
        </p>
        <p className={styles.hint}>{t('repairs.progress.keepOpen')}</p>
      </div>
    </dialog>
  );
}
