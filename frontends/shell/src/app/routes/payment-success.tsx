import { useTranslation } from 'react-i18next';
import { GoHomePage } from '../../components/page/simple-page';

export function Component() {
  const { t } = useTranslation();
  return <GoHomePage title={t('pages.paymentSuccess.title')} description={t('pages.paymentSuccess.description')} />;
}
