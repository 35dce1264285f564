import { useTranslation } from '../../i18n/translation';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Toaster } from '../../components/toasts/toaster';
import { usePaymentReturn } from '../../features/billing/use-payment-return';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner';
import { AuthErrorScreen, useSignInErrorCode } from '../../features/identity/auth-error-screen';
import { useDeviceFingerprintReport } from '../../features/identity/device-fingerprint';
import { useSessionExpiry } from '../../features/identity/session-expiry';
import { RegionProvider } from '../../features/pricing/region-context';
import { useAuthUser } from '../../lib/auth';
import { Footer } from './footer';
import { NavigationBar } from './navigation-bar';
import styles from './app-layout.module.css';

/**
 * Every page: navigation bar, the page, footer, toasts and the cookie notice; and the behaviours that
 * belong to no page (the device fingerprint sent at start, session expiry on the dashboard, the
 * Authentication Error screen after a failed sign-in, the return from the payment provider). The region
 * whose prices are shown is known to all of them.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const user = useAuthUser();
  const signInError = useSignInErrorCode();
  useDeviceFingerprintReport();
  useSessionExpiry();
  usePaymentReturn();

  return (
    <RegionProvider>
      <div className={styles.app}>
        <a href="#main-content" className={styles.skipLink}>
          {t('common.skipToContent')}
        </a>
        <NavigationBar />
        {/* The next page is loading (its code, its data): the current one stays until it is ready. */}
        <div className={styles.progress} hidden={navigation.state === 'idle'} aria-hidden="true" />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {signInError && !user ? <AuthErrorScreen code={signInError} /> : <Outlet />}
        </main>
        <Footer />
        <Toaster />
        <CookieBanner />
        <ScrollRestoration />
      </div>
    </RegionProvider>
  );
}
