import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/query-state';
import { ADMIN_NAMESPACE } from '../../i18n';

// Placeholder until this section is built.
export default function ContractorsSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <SectionHeading>{t('sections.contractors.heading')}</SectionHeading>;
}
