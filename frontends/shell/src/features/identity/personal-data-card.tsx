import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import { buttonClassName } from '../../components/ui/button';
import { PERSONAL_DATA_EXPORT_PATH, useDeleteAccountMutation } from './api';
import styles from './account-cards.module.css';

/**
 * "Your data": the export and the deletion people in Canada (PIPEDA) and California (CCPA) are entitled to.
 * Deleting asks first, in a modal dialog that names what goes and what stays.
 */
export function PersonalDataCard() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirmDeletion = async () => {
    setFailure(null);
    try {
      await deleteAccount().unwrap();
      // A full page load: nothing of the deleted account stays in this page's memory.
      window.location.assign('/');
    } catch (error) {
      setFailure(serverMessage(asApiError(error)) ?? t('identity.personalData.dialog.failedFallback'));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">{t('identity.personalData.title')}</h2>
      <p>{t('identity.personalData.description')}</p>
      <div className={styles.actions}>
        {/* A download from the server (Content-Disposition: attachment), not a client route. */}
        <a href={PERSONAL_DATA_EXPORT_PATH} download className={buttonClassName('secondary')}>
          {t('identity.personalData.download')}
        </a>
        <button
          type="button"
          className={`${buttonClassName('secondary')} ${styles.danger}`}
          onClick={() => {
            setFailure(null);
            dialog.current?.showModal();
          }}
        >
          {t('identity.personalData.delete')}
        </button>
      </div>

      {/* showModal() makes the rest of the page inert, keeps the focus inside and closes on Escape;
          the focus starts on Cancel, the harmless choice. */}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-description"
      >
        <h2 id="delete-account-title">{t('identity.personalData.dialog.title')}</h2>
        <div id="delete-account-description">
          <p>{t('identity.personalData.dialog.description')}</p>
          <p>{t('identity.personalData.dialog.subscription')}</p>
          <p>{t('identity.personalData.dialog.records')}</p>
        </div>
        {failure && (
          <p role="alert" className={styles.error}>
            {t('common.labelled', { label: t('identity.personalData.dialog.failed') })} {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={() => dialog.current?.close()}
            autoFocus
            disabled={deleting}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`${buttonClassName('primary')} ${styles.dangerSolid}`}
            onClick={() => void confirmDeletion()}
            disabled={deleting}
          >
            {deleting ? t('identity.personalData.dialog.deleting') : t('identity.personalData.dialog.confirm')}
          </button>
        </div>
      </dialog>
    </section>
  );
}
