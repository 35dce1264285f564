import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import { buttonClassName } from '../../components/ui/button';

export function Component() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('pages.paymentSuccess.title')} description={t('pages.paymentSuccess.description')}>
      <Link to="/" className={buttonClassName('primary')}>
        {t('common.goHome')}
      </Link>
    </SimplePage>
  );
}
