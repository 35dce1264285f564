import { useTranslation } from '../../i18n/translation';
import { GoHomePage } from '../../components/page/simple-page';

export function Component() {
  const { t } = useTranslation();
  return <GoHomePage title={t('pages.paymentSuccess.title')} description={t('pages.paymentSuccess.description')} />;
}
