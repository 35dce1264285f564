import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { ADMIN_APP_ID, ADMIN_REMOTE_NAME, type AdminAppModule, type AdminAppProps } from '../../../shared/admin-remote';
import { api } from '../lib/api';
import { usePageMeta } from '../lib/page-meta';
import { loadPage, type LoadedPage } from './page-loading';
import type { AppStore } from './store';

let registration: Promise<void> | undefined;

/**
 * Registers the admin remote once, at the address the server gives at run time (ADMIN_REMOTE_URL): the
 * console can move to another origin without a shell rebuild. A failed attempt is forgotten, so Try Again
 * asks again.
 */
function registerAdminRemote(store: AppStore): Promise<void> {
  registration ??= (async () => {
    const request = store.dispatch(api.endpoints.runtimeConfig.initiate());
    try {
      const { adminRemoteUrl } = await request.unwrap();
      registerRemotes([{ name: ADMIN_REMOTE_NAME, entry: adminRemoteUrl }]);
    } finally {
      request.unsubscribe();
    }
  })();
  registration.catch(() => {
    registration = undefined;
  });
  return registration;
}

async function fetchAdminApp(store: AppStore): Promise<ComponentType<AdminAppProps>> {
  await registerAdminRemote(store);
  const remote = await loadRemote<AdminAppModule>(ADMIN_APP_ID);
  if (!remote) throw new Error(`The admin remote provided no ${ADMIN_APP_ID}`);
  return remote.default;
}

/** The admin routes' loader: the console's code, from its own deployment. */
export function loadAdminConsole(store: AppStore): Promise<LoadedPage<AdminAppProps>> {
  return loadPage(() => fetchAdminApp(store));
}

export function AdminConsoleRoute() {
  const { t } = useTranslation();
  const { Page: AdminApp } = useLoaderData<LoadedPage<AdminAppProps>>();
  usePageMeta({ title: t('pages.admin.title'), description: t('pages.admin.description') });
  return <AdminApp api={api} />;
}
