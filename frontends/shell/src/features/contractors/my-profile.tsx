import { useTranslation } from 'react-i18next';
import { useMyContractorProfileQuery } from './api';
import styles from './contractors.module.css';

/**
 * The signed-in person's contractor profile, read afresh on each visit (undefined when they have not applied),
 * and `standIn`: what the page shows instead while it loads or when it could not be read, null once it is in.
 */
export function useMyProfile() {
  const { t } = useTranslation();
  const {
    data: profile,
    error,
    isLoading,
  } = useMyContractorProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  let standIn = null;
  if (isLoading) standIn = <p role="status">{t('contractors.loading')}</p>;
  else if (error)
    standIn = (
      <p role="alert" className={styles.error}>
        {t('contractors.dashboard.failed')}
      </p>
    );
  return { profile, standIn };
}
