import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/page/simple-page';
import { api } from '../../lib/api';
import { ContractorSignup } from '../../features/contractors/contractor-signup';

export function Component() {
  const { t } = useTranslation();
  const { data: user, isLoading } = api.useAuthUserQuery();
  return (
    <SimplePage title={t('pages.contractorSignup.title')} description={t('pages.contractorSignup.description')}>
      {isLoading ? null : user ? (
        <ContractorSignup />
      ) : (
        <p>
          <a href={`/api/login?returnTo=${encodeURIComponent('/contractors/signup')}`}>
            {t('contractors.signup.signIn')}
          </a>
        </p>
      )}
    </SimplePage>
  );
}
