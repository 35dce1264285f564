import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { showToast } from '../../components/toasts/toast-slice';
import { useAuthUserAnswer } from '../../lib/auth';
import { SIGN_IN_PATH } from '../../lib/server-paths';

/** How long "Session expired" shows before the browser goes to sign in (product §9). */
export const SESSION_EXPIRED_REDIRECT_MS = 1500;

const DASHBOARD_PATH = '/';

/**
 * Session expiry (product §4), precisely: it applies when the dashboard is on screen for a
 * user who was signed in, and the user call, asked again for any reason (a navigation once the answer is 5
 * seconds old, a refresh after a payment or a profile change), now answers 401. Then "Session expired"
 * shows and the browser goes to sign in 1.5 s later. Signing out and deleting the account leave the page
 * before the user call is asked again, and a visitor who opens / simply gets the landing page.
 */
export function useSessionExpiry(): void {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const user = useAuthUserAnswer();
  const signedInOnDashboard = useRef(false);

  useEffect(() => {
    if (user) {
      signedInOnDashboard.current = pathname === DASHBOARD_PATH;
      return;
    }
    if (user !== null || !signedInOnDashboard.current) return;
    signedInOnDashboard.current = false;
    dispatch(
      showToast({
        title: t('identity.sessionExpired.title'),
        description: t('identity.sessionExpired.description'),
        variant: 'error',
      }),
    );
    // Not cleared on unmount: the page may change under the toast, the sign-in must still happen.
    window.setTimeout(() => window.location.assign(SIGN_IN_PATH), SESSION_EXPIRED_REDIRECT_MS);
  }, [user, pathname, dispatch, t]);
}
