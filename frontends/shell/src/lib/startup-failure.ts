/**
 * index.html carries a static "could not start" page with a Reload Page link, which appears by itself
 * (CSS only) when the app has not replaced it after a while, and right away with JavaScript off
 * (<noscript>). This shows it at once, when the app knows it cannot start.
 */
export function showStartupFailure(): void {
  document.documentElement.classList.add('startup-failed');
}
