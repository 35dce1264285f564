import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { AdminAppProps, AdminSection } from '../../shared/admin-remote';
import { ADMIN_NAMESPACE } from './i18n';
import styles from './admin-app.module.css';

const SECTION_PATHS: Readonly<Record<AdminSection, string>> = {
  dashboard: '/admin',
  pricing: '/admin/pricing',
};

/**
 * The admin console, exposed to the shell as `admin/AdminApp`. It renders inside the shell's router and
 * store, so its links are the shell's routes and its data comes through the shell's API.
 */
export default function AdminApp({ section, api }: AdminAppProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data: user } = api.useAuthUserQuery();

  return (
    <div className={styles.console}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        {user && <p className={styles.user}>{t('signedInAs', { email: user.email })}</p>}
      </header>
      <div className={styles.body}>
        <nav aria-label={t('sectionsLabel')}>
          <ul className={styles.sections}>
            {(Object.keys(SECTION_PATHS) as AdminSection[]).map((key) => (
              <li key={key}>
                <NavLink
                  to={SECTION_PATHS[key]}
                  end
                  className={({ isActive }) => (isActive ? `${styles.section} ${styles.active}` : styles.section)}
                >
                  {t(`sections.${key}.name`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.content} aria-labelledby="admin-section-title">
          <h2 id="admin-section-title">{t(`sections.${section}.heading`)}</h2>
          <p>{t(`sections.${section}.text`)}</p>
        </section>
      </div>
    </div>
  );
}
