import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal/legal-document';
import privacyPolicy from './legal/privacy-policy.en.json';

export function Component() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      namespace="privacyPolicy"
      text={privacyPolicy}
      title={t('pages.privacyPolicy.title')}
      description={t('pages.privacyPolicy.description')}
    />
  );
}
