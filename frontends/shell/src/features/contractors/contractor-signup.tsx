import { useTranslation } from 'react-i18next';
import { useMyContractorProfileQuery } from './api';
import { AlreadyApplied, ApplicationForm } from './application-form';
import styles from './contractors.module.css';

/**
 * The signed-in person's signup: the application form; after a rejection, the reason and the form filled
 * with the rejected application to correct; for anyone else who has applied, the way to the dashboard.
 */
export function ContractorSignup() {
  const { t } = useTranslation();
  const { data: mine, error, isLoading } = useMyContractorProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <p role="status">{t('contractors.loading')}</p>;
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {t('contractors.dashboard.failed')}
      </p>
    );
  if (!mine) return <ApplicationForm mode="apply" />;
  if (mine.status !== 'rejected') return <AlreadyApplied />;
  return (
    <div className={styles.stack}>
      <section className={`${styles.panel} ${styles.stack}`} aria-labelledby="contractor-rejected">
        <h2 id="contractor-rejected">{t('contractors.signup.rejectedTitle')}</h2>
        <p data-testid="rejection-reason">{t('contractors.signup.rejectedReason', { reason: mine.statusReason })}</p>
        <p>{t('contractors.signup.correct')}</p>
      </section>
      <ApplicationForm mode="apply" current={mine} />
    </div>
  );
}
