import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal/legal-document';
import termsOfService from './legal/terms-of-service.en.json';

const loadFrench = () => import(/* webpackChunkName: "terms-of-service-fr-CA" */ './legal/terms-of-service.fr-CA.json');

export function Component() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      namespace="termsOfService"
      text={termsOfService}
      loadFrench={loadFrench}
      title={t('pages.termsOfService.title')}
      description={t('pages.termsOfService.description')}
    />
  );
}
