/**
 * Starts the browser's formatting data (ICU) on another thread while the page is painted and the app's code fetched:
 * the first Intl.NumberFormat, DateTimeFormat or ListFormat of a tab otherwise takes 20 to 60 ms on a fast desktop
 * (four times that on a slow phone) in the middle of hydration, which renders a price or a date. A browser that
 * shares nothing between a worker and the page, or runs no worker, loses only the worker's start.
 */
export function warmUpIntlOffMainThread(locales: readonly string[]): void {
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { name: 'intl-warm-up' });
    worker.postMessage(locales);
  } catch {
    // No workers here (or refused by policy): the page pays the start itself, as without this.
  }
}
