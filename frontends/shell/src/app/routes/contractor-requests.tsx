import { useTranslation } from '../../i18n/translation';
import { SimplePage } from '../../components/page/simple-page';
import { CustomerLeads } from '../../features/contractors/customer-leads';

export function Component() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('pages.contractorRequests.title')} description={t('pages.contractorRequests.description')}>
      <CustomerLeads />
    </SimplePage>
  );
}
