import { useTranslation } from '../../i18n/translation';
import { SimplePage } from '../../components/page/simple-page';
import { api } from '../../lib/api';
import { ContractorSignup, ContractorSignupIntro } from '../../features/contractors/contractor-signup';
import { useRegionPrices } from '../../features/pricing/region-context';

export function Component() {
  const { t } = useTranslation();
  const { data: user, isLoading } = api.useAuthUserQuery();
  const { data: prices } = useRegionPrices();
  return (
    <SimplePage title={t('pages.contractorSignup.title')} description={t('pages.contractorSignup.description')}>
      {isLoading ? null : user ? <ContractorSignup /> : <ContractorSignupIntro prices={prices} />}
    </SimplePage>
  );
}
