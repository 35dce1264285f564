import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Toaster } from '../toasts/toaster';
import { Footer } from './footer';
import { NavigationBar } from './navigation-bar';
import styles from './app-layout.module.css';

/** Every page: navigation bar, the page, footer and toasts. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className={styles.app}>
      <a href="#main-content" className={styles.skipLink}>
        {t('common.skipToContent')}
      </a>
      <NavigationBar />
      {/* The next page is loading (its code, its data): the current one stays until it is ready. */}
      <div className={styles.progress} hidden={navigation.state === 'idle'} aria-hidden="true" />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
