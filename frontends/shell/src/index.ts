import { markAnsweredCookieNotice } from './features/cookie-consent/consent';
import { reportClientError, reportGlobalErrors } from './lib/error-reporting';
import { afterFirstPaint, holdClicksUntilStarted, preloadPageScripts } from './lib/painted-first';
import { showStartupFailure } from './lib/startup-failure';

// Installed before anything else runs, so that errors at start are reported too.
reportGlobalErrors();

/** Set when the server sent a public page rendered at build time (bootstrap.tsx takes it over). */
const prerenderedPage = document.querySelector<HTMLElement>('#root[data-rendered-path]');

/**
 * The plain shell shows only "Loading..." until the app runs, so it starts at once (index.html preloads its chunk,
 * webpack.config.ts); a pre-rendered page is painted first, and its code fetched after (lib/painted-first.ts).
 */
async function appStarted(): Promise<void> {
  if (prerenderedPage) {
    markAnsweredCookieNotice();
    holdClicksUntilStarted(prerenderedPage);
    await afterFirstPaint();
    preloadPageScripts(prerenderedPage);
  }
  // The application is a chunk of its own behind this import, so that when it cannot start (its chunk missing,
  // an exception at start) index.html's static page takes over.
  const { startInSteps } = await import(/* webpackChunkName: "bootstrap" */ './start-in-steps');
  await startInSteps();
}

appStarted().catch((error: unknown) => {
  reportClientError(error);
  showStartupFailure();
});
