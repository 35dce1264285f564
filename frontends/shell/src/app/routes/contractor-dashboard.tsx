import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/page/simple-page';
import { ContractorDashboard } from '../../features/contractors/contractor-dashboard';

export function Component() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('pages.contractorDashboard.title')} description={t('pages.contractorDashboard.description')}>
      <ContractorDashboard />
    </SimplePage>
  );
}
