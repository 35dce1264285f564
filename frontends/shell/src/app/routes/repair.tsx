import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/page/simple-page';

export function Component() {
  const { t } = useTranslation();
  return <SimplePage title={t('pages.repair.title')} description={t('pages.repair.description')} />;
}
