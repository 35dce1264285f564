import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal/legal-document';
import termsOfService from './legal/terms-of-service.en.json';

export function Component() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      namespace="termsOfService"
      text={termsOfService}
      title={t('pages.termsOfService.title')}
      description={t('pages.termsOfService.description')}
    />
  );
}
