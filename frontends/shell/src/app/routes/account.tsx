import { useTranslation } from 'react-i18next';
import { SignInRequired } from '../../features/identity/auth-error-screen';
import { PersonalDataCard } from '../../features/identity/personal-data-card';
import { ProfileCard } from '../../features/identity/profile-card';
import { useAuthUser } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import styles from './account.module.css';

/** Account Settings: the profile and the person's data (plan, credits and billing come with billing). */
export function Component() {
  const { t } = useTranslation();
  const user = useAuthUser();
  usePageMeta({ title: t('pages.account.title'), description: t('pages.account.description') });

  // The route lets only signed-in users in; this is for one who signs out while the page is open.
  if (!user) return <SignInRequired />;

  return (
    <div className={styles.page}>
      <h1>{t('pages.account.title')}</h1>
      {/* A new form when the user changes, so it never shows someone else's names. */}
      <ProfileCard key={user.id} user={user} />
      <PersonalDataCard />
    </div>
  );
}
