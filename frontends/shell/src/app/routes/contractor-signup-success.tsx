import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import { buttonClassName } from '../../components/ui/button';

export function Component() {
  const { t } = useTranslation();
  return (
    <SimplePage
      title={t('pages.contractorSignupSuccess.title')}
      description={t('pages.contractorSignupSuccess.description')}
    >
      <p role="status">{t('contractors.success.received')}</p>
      <p>{t('contractors.success.next')}</p>
      <Link to="/contractor-dashboard" className={buttonClassName('primary')}>
        {t('contractors.success.dashboard')}
      </Link>
    </SimplePage>
  );
}
