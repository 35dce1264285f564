import { useTranslation } from '../../i18n/translation';
import { BillingHistoryCard } from '../../features/billing/billing-history-card';
import { SubscriptionCard } from '../../features/billing/subscription-card';
import { SignInRequired } from '../../features/identity/auth-error-screen';
import { PersonalDataCard } from '../../features/identity/personal-data-card';
import { ProfileCard } from '../../features/identity/profile-card';
import { useRegion } from '../../features/pricing/region-context';
import { useAuthUser } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import styles from './account.module.css';

/** Account Settings: the profile, the plan and credits, the billing history and the person's data. */
export function Component() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const { region } = useRegion();
  usePageMeta({ title: t('pages.account.title'), description: t('pages.account.description') });

  // The route lets only signed-in users in; this is for one who signs out while the page is open.
  if (!user) return <SignInRequired />;

  return (
    <div className={styles.page}>
      <h1>{t('pages.account.title')}</h1>
      {/* A new form when the user changes, so it never shows someone else's names. */}
      <ProfileCard key={user.id} user={user} />
      <SubscriptionCard user={user} region={region} />
      <BillingHistoryCard user={user} />
      <PersonalDataCard />
    </div>
  );
}
