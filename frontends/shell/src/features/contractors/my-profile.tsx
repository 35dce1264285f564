import { useTranslation } from '../../i18n/translation';
import { useMyContractorProfileQuery } from './api';
import { useStandIn } from './stand-in';

/**
 * The signed-in person's contractor profile, read afresh on each visit (undefined when they have not applied),
 * and what the page shows instead while it loads or when it could not be read (`standIn`, null once it is in).
 */
export function useMyProfile() {
  const { t } = useTranslation();
  const {
    data: profile,
    error,
    isLoading,
  } = useMyContractorProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const standIn = useStandIn({ loading: isLoading, failed: Boolean(error) }, t('contractors.myProfile.failed'));
  return { profile, standIn };
}
