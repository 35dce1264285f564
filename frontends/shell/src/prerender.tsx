import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { appRoutes, firstRouteLoaded } from './app/router';
import { createVisitorStore } from './app/store';
import { api } from './lib/api';
import { changeLocale } from './i18n';
import type { SupportedLocale } from './i18n/locale';

/**
 * The public pages rendered to HTML at build time (docs/decisions/0021-public-pages-rendered-at-build-time.md):
 * webpack.config.ts runs this bundle in Node.js after the shell's build and writes each page into a copy of
 * index.html, which the server sends for that page. The browser then hydrates it (bootstrap.tsx).
 *
 * A visitor's view, before anything is fetched: nobody signed in, no data. The same router and provider as in the
 * browser, in memory, so the tree (and the ids React gives its elements) is the one the browser hydrates.
 */
export async function renderPage(path: string, locale: SupportedLocale): Promise<string> {
  await changeLocale(locale);
  const store = createVisitorStore();
  const router = createMemoryRouter(appRoutes(store, { atBuildTime: true }), { initialEntries: [path] });
  await firstRouteLoaded(router);
  if (router.state.errors) throw new Error(`${path} failed to render: ${JSON.stringify(router.state.errors)}`);
  const html = renderToString(<AppProvider store={store} router={router} />);
  router.dispose();
  // The visitor's cache entries are unused here, so RTK Query set a timer to drop each after 5 minutes: left
  // running, those timers kept webpack's process alive for 5 minutes after every build.
  store.dispatch(api.util.resetApiState());
  return html;
}
