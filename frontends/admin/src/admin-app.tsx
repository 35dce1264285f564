import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router-dom';
import type { AdminAppProps } from '../../shared/admin-remote';
import { HostApiProvider } from './admin-api';
import { SectionLoading } from './components/query-state';
import { ADMIN_NAMESPACE, useShellLanguage } from './i18n';
import { ADMIN_SECTIONS } from './sections';
import styles from './admin-app.module.css';

/** This build's version (webpack.config.ts): the one its mf-manifest.json reports. */
declare const ADMIN_CONSOLE_VERSION: string;

/**
 * The admin console, exposed to the shell as `admin/AdminApp` and mounted on /admin/*. It renders inside the
 * shell's router and store: its links are shell URLs and its data comes through the shell's API.
 */
export default function AdminApp({ api, locale }: AdminAppProps) {
  const catalogueReady = useShellLanguage(locale);
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data: user } = api.useAuthUserQuery();

  if (!catalogueReady) return <div className={styles.console} aria-busy="true" />;
  return (
    <HostApiProvider value={api}>
      <div className={styles.console}>
        <header className={styles.header}>
          <h1>{t('title')}</h1>
          {user && <p className={styles.user}>{t('signedInAs', { email: user.email })}</p>}
        </header>
        <div className={styles.body}>
          <nav aria-label={t('sectionsLabel')}>
            <ul className={styles.sections}>
              {ADMIN_SECTIONS.map(({ key, path }) => (
                <li key={key}>
                  <NavLink
                    to={path ? `/admin/${path}` : '/admin'}
                    end={!path}
                    className={({ isActive }) => (isActive ? `${styles.section} ${styles.active}` : styles.section)}
                  >
                    {t(`sections.${key}.name` as 'sections.dashboard.name')}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <section className={styles.content} aria-labelledby="admin-section-title">
            <Suspense fallback={<SectionLoading />}>
              <Routes>
                {ADMIN_SECTIONS.map(({ key, path, Component }) =>
                  path ? (
                    <Route key={key} path={`${path}/*`} element={<Component />} />
                  ) : (
                    <Route key={key} index element={<Component />} />
                  ),
                )}
                <Route path="*" element={<UnknownSection />} />
              </Routes>
            </Suspense>
          </section>
        </div>
        <footer className={styles.footer}>{t('version', { version: ADMIN_CONSOLE_VERSION })}</footer>
      </div>
    </HostApiProvider>
  );
}

function UnknownSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <h2 id="admin-section-title">{t('unknownSection.heading')}</h2>
      <p>{t('unknownSection.text')}</p>
    </>
  );
}
