import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { SimplePage } from '../../components/page/simple-page';
import { buttonClassName } from '../../components/ui/button';
import styles from './payment-cancelled.module.css';

export function Component() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('pages.paymentCancelled.title')} description={t('pages.paymentCancelled.description')}>
      <div className={styles.actions}>
        <Link to="/pricing" className={buttonClassName('primary')}>
          {t('pages.paymentCancelled.backToPricing')}
        </Link>
        <Link to="/" className={buttonClassName('secondary')}>
          {t('pages.paymentCancelled.continueShopping')}
        </Link>
      </div>
    </SimplePage>
  );
}
