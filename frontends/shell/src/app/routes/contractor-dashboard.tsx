import { useTranslation } from '../../i18n/translation';
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
