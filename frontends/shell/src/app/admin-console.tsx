import type { ComponentType } from 'react';
import { useTranslation } from '../i18n/translation';
import { useLoaderData } from 'react-router-dom';
import type { AdminAppProps } from '../../../shared/admin-remote';
import { api } from '../lib/api';
import { usePageMeta } from '../lib/page-meta';
import { loadPage, type LoadedPage } from './page-loading';
import type { AppStore } from './store';

/** The address the server gives at run time (ADMIN_REMOTE_URL): the console can move without a shell rebuild. */
async function adminRemoteUrl(store: AppStore): Promise<string> {
  const request = store.dispatch(api.endpoints.runtimeConfig.initiate());
  try {
    return (await request.unwrap()).adminRemoteUrl;
  } finally {
    request.unsubscribe();
  }
}

async function fetchAdminApp(store: AppStore): Promise<ComponentType<AdminAppProps>> {
  // The federation runtime is a chunk of its own, fetched with the console: public pages never load it.
  const [{ loadAdminApp }, entry] = await Promise.all([
    import(/* webpackChunkName: "admin-federation" */ './admin-federation'),
    adminRemoteUrl(store),
  ]);
  return loadAdminApp(entry);
}

/** The admin routes' loader: the console's code, from its own deployment. Try Again asks for all of it again. */
export function loadAdminConsole(store: AppStore): Promise<LoadedPage<AdminAppProps>> {
  return loadPage(() => fetchAdminApp(store));
}

export function AdminConsoleRoute() {
  const { t, i18n } = useTranslation();
  const { Page: AdminApp } = useLoaderData<LoadedPage<AdminAppProps>>();
  usePageMeta({ title: t('pages.admin.title'), description: t('pages.admin.description') });
  return <AdminApp api={api} locale={i18n.language} />;
}
