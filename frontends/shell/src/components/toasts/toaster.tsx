import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch, useSelector } from 'react-redux';
import { dismissToast, selectCurrentToast } from './toast-slice';
import styles from './toaster.module.css';

/** Shows the current toast and announces it to screen readers; it leaves after its duration or on Dismiss. */
export function Toaster() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const toast = useSelector(selectCurrentToast);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dispatch(dismissToast(toast.id)), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, dispatch]);

  return (
    <section aria-label={t('toast.region')} className={styles.region}>
      {/* The live region stays in the page so that a toast inserted into it is announced. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <div className={toast.variant === 'error' ? `${styles.toast} ${styles.error}` : styles.toast}>
            <div>
              <p className={styles.title}>{toast.title}</p>
              {toast.description && <p className={styles.description}>{toast.description}</p>}
            </div>
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t('toast.dismiss')}
              onClick={() => dispatch(dismissToast(toast.id))}
            >
              ×
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
