import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { canAccess, useAuthUser } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import styles from './dashboard.module.css';

/** The signed-in home page. */
export function Component() {
  const { t } = useTranslation();
  const user = useAuthUser();
  usePageMeta({ title: t('pages.dashboard.title'), description: t('pages.dashboard.description') });

  return (
    <div className={styles.page}>
      {canAccess(user, 'admin') && (
        <aside className={styles.adminBanner} aria-label={t('nav.admin')}>
          <p>{t('pages.dashboard.adminBanner')}</p>
          <Link to="/admin">{t('pages.dashboard.adminLink')}</Link>
        </aside>
      )}
      <h1>
        {user?.firstName
          ? t('pages.dashboard.greeting', { name: user.firstName })
          : t('pages.dashboard.greetingNoName')}
      </h1>
      {user && <p className={styles.balance}>{t('pages.dashboard.freeFixes', { count: user.freeFixesRemaining })}</p>}
    </div>
  );
}
