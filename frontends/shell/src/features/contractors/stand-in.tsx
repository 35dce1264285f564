import { useTranslation } from '../../i18n/translation';
import styles from './contractors.module.css';

/**
 * What a contractors page shows in place of what it reads: a status while `loading`, `failedText` as an alert
 * once `failed`, and null when the data is in.
 */
export function useStandIn(
  { loading, failed }: { readonly loading: boolean; readonly failed: boolean },
  failedText: string,
) {
  const { t } = useTranslation();
  if (loading) return <p role="status">{t('contractors.loading')}</p>;
  if (failed)
    return (
      <p role="alert" className={styles.error}>
        {failedText}
      </p>
    );
  return null;
}
