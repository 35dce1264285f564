import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router-dom';
import { SpinnerScreen } from '../../components/spinner/spinner';
import { SERVER_NAVIGATION_PATHS } from '../../lib/server-paths';

/**
 * A client route under /api/ shows only a spinner. When it is one of the server's pages (sign-in, sign-out,
 * payment portal), the browser is sent there with a full page load.
 */
export function ServerPathRoute() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (SERVER_NAVIGATION_PATHS.includes(pathname)) window.location.assign(pathname + search);
  }, [pathname, search]);

  return <SpinnerScreen label={t('common.loading')} />;
}
