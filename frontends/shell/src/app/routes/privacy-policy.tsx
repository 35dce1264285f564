import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/page/simple-page';

export function Component() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.privacyPolicy.title')} description={t('pages.privacyPolicy.description')} />;
}
