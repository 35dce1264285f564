import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import { buttonClassName } from '../../components/ui/button';

export function Component() {
  const { t } = useTranslation();
  // The application form says when the application went in but its logo did not.
  const logoFailed = (useLocation().state as { logoFailed?: boolean } | null)?.logoFailed === true;
  return (
    <SimplePage
      title={t('pages.contractorSignupSuccess.title')}
      description={t('pages.contractorSignupSuccess.description')}
    >
      <p role="status">{t('contractors.success.received')}</p>
      {logoFailed && <p role="alert">{t('contractors.signup.logoFailed')}</p>}
      <p>{t('contractors.success.next')}</p>
      <Link to="/contractor-dashboard" className={buttonClassName('primary')}>
        {t('contractors.success.dashboard')}
      </Link>
    </SimplePage>
  );
}
