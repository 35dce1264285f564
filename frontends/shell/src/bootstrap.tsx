import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import './app/global.css';
import { currentLocale, initialCatalogue } from './i18n';
import { isFrench } from './i18n/locale';
import { AppProvider } from './app/provider';
import type { DataRouter } from 'react-router-dom';
import { createAppRouter, firstRouteLoaded } from './app/router';
import { createAppStore, createVisitorStore, type AppStore } from './app/store';
import { api } from './lib/api';
import { reportClientError } from './lib/error-reporting';
import { nextTask } from './lib/next-task';
import { stopHoldingClicks } from './lib/painted-first';
import { showStartupFailure } from './lib/startup-failure';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Set on #root when the server sent a public page rendered at build time (webpack.config.ts, prerender.tsx). */
const rendered = { path: container.dataset.renderedPath, locale: container.dataset.renderedLocale };

const rootOptions: RootOptions = {
  // A render error shown by an error boundary ("Something went wrong"): reported with where it happened.
  onCaughtError: (error, { componentStack }) => {
    console.error(error);
    reportClientError(error, componentStack);
  },
  // Nothing caught it: React has removed the app, so the static page is all that is left to show.
  onUncaughtError: (error, { componentStack }) => {
    console.error(error);
    reportClientError(error, componentStack);
    showStartupFailure();
  },
  // A hydration mismatch among them: React has thrown the pre-rendered HTML away and rendered anew.
  onRecoverableError: (error, { componentStack }) => {
    console.error(error);
    reportClientError(error, componentStack);
  },
};

/**
 * The pre-rendered HTML is a visitor's view of one page in one language: it is taken over (hydrated) only when
 * this browser shows that, and rendered anew otherwise (a language chosen earlier, a signed-in person, a redirect).
 */
function showsPrerenderedPage(store: AppStore, router: DataRouter): boolean {
  return (
    rendered.locale !== undefined &&
    isFrench(rendered.locale) === isFrench(currentLocale()) &&
    router.state.location.pathname === rendered.path &&
    !router.state.errors &&
    !api.endpoints.authUser.select()(store.getState()).data
  );
}

/**
 * Each step of the start is a task of its own: evaluating this chunk's modules, creating the store, the router's
 * first navigation and the start of hydration were each a long task on a slow phone, which a tap waited for.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const store = createAppStore();
  await nextTask();
  const router = createAppRouter(store);
  // The page's catalogue first (French, when the page opens in French); without it the app cannot start.
  await initialCatalogue;
  const app = <AppProvider store={store} router={router} />;
  if (rendered.path === undefined) {
    createRoot(root, rootOptions).render(app);
    return;
  }
  // The HTML shows the page meanwhile; hydration needs the page's code, and renders it as the build did.
  await firstRouteLoaded(router);
  await nextTask();
  // The app has started: index.html's CSS no longer turns the page into "could not start" after a while.
  root.dataset.started = '';
  if (showsPrerenderedPage(store, router)) {
    // The store as the build rendered with (a visitor's, nothing fetched): what has been fetched since shows in
    // the render right after.
    const serverState = createVisitorStore().getState();
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task (issue 17):
    // the HTML is on screen meanwhile, and a click on it is replayed once its part is hydrated.
    startTransition(() => {
      hydrateRoot(root, <AppProvider store={store} router={router} serverState={serverState} />, rootOptions);
    });
    stopHoldingClicks(root, { replay: true });
  } else {
    stopHoldingClicks(root, { replay: false });
    createRoot(root, rootOptions).render(app);
  }
}

start(container).catch((error: unknown) => {
  reportClientError(error);
  showStartupFailure();
});
