import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/page/simple-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <SimplePage
      title={t('pages.contractorSignupSuccess.title')}
      description={t('pages.contractorSignupSuccess.description')}
    />
  );
}
