import type { MyContractorProfile } from '@repairlens/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import { buttonClassName } from '../../components/ui/button';
import { FileChooser } from '../../components/ui/file-chooser';
import { useRemoveContractorLogoMutation, useUploadContractorLogoMutation } from './api';
import { LOGO_ACCEPT, logoProblem } from './logo-file';
import styles from './contractors.module.css';
import pendingStyles from './pending-changes.module.css';

/**
 * The contractor's logo on the dashboard: replaced as soon as a file is chosen (once approved, the new one
 * waits for review beside the one the directory shows), or removed.
 */
export function LogoEditor({ profile }: { readonly profile: MyContractorProfile }) {
  const { t } = useTranslation();
  const [upload, uploading] = useUploadContractorLogoMutation();
  const [remove, removing] = useRemoveContractorLogoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = uploading.isLoading || removing.isLoading;
  const waitingLogoUrl = profile.pendingChanges?.logoUrl ?? null;
  const hasLogo = profile.logoUrl !== null || waitingLogoUrl !== null;

  const replace = async (file: File | undefined) => {
    if (!file) return;
    const refused = logoProblem(file);
    if (refused) {
      setProblem(t(refused));
      return;
    }
    setProblem(null);
    try {
      await upload(file).unwrap();
    } catch (error) {
      // The server's reason (too many pixels, not really an image) is worded for people.
      setProblem(serverMessage(asApiError(error)) ?? t('contractors.logo.failed'));
    }
  };

  const drop = async () => {
    setProblem(null);
    try {
      await remove().unwrap();
    } catch {
      setProblem(t('contractors.logo.failed'));
    }
  };

  return (
    <div className={styles.row}>
      {profile.logoUrl ? (
        <img className={styles.logo} src={profile.logoUrl} alt={t('contractors.logo.current')} />
      ) : (
        !waitingLogoUrl && <span className={styles.muted}>{t('contractors.logo.none')}</span>
      )}
      {waitingLogoUrl && (
        <span className={pendingStyles.waitingLogo}>
          <img className={styles.logo} src={waitingLogoUrl} alt="" />
          {t('contractors.pendingChanges.waitingLogo')}
        </span>
      )}
      <FileChooser
        className={styles.field}
        label={hasLogo ? t('contractors.logo.replace') : t('contractors.logo.add')}
        accept={LOGO_ACCEPT}
        chosen={null}
        disabled={busy}
        onChoose={(file, input) => {
          if (file) void replace(file);
          input.value = '';
        }}
      />
      {hasLogo && (
        <button type="button" className={buttonClassName('secondary')} disabled={busy} onClick={() => void drop()}>
          {t('contractors.logo.remove')}
        </button>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
