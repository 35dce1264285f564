import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/page/simple-page';

export function Component() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.subscribe.title')} description={t('pages.subscribe.description')} />;
}
