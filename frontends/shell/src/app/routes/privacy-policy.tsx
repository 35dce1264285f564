import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal/legal-document';
import privacyPolicy from './legal/privacy-policy.en.json';

const loadFrench = () => import(/* webpackChunkName: "privacy-policy-fr-CA" */ './legal/privacy-policy.fr-CA.json');

export function Component() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      namespace="privacyPolicy"
      text={privacyPolicy}
      loadFrench={loadFrench}
      title={t('pages.privacyPolicy.title')}
      description={t('pages.privacyPolicy.description')}
    />
  );
}
