/**
 * A public page rendered at build time (decision 0021) is painted before any of the app's code is fetched
 * (decision 0023): on a slow phone the page's own HTML and stylesheets are then all that stands between a visitor
 * and something to read, and the app's start-up comes after, not before, that first paint. Until the app has taken
 * the page over, a tap on one of its buttons (the cookie notice's Accept, say) is held and replayed once it has.
 */

/** When the paint never comes (a page opened in a background tab, where nothing paints), start anyway. */
const PAINT_WAIT_LIMIT_MS = 1_000;

const heldClicks: HTMLElement[] = [];

/** Holds a tap on a button: links need no holding, the browser follows them itself. */
function holdClick(event: MouseEvent): void {
  const button = (event.target as Element).closest?.('button');
  if (!button) return;
  // A submit button would post its form natively: the tap goes to the app, once it runs.
  event.preventDefault();
  heldClicks.push(button);
}

/** Holds every tap on a button inside the pre-rendered page until `stopHoldingClicks`. */
export function holdClicksUntilStarted(page: HTMLElement): void {
  page.addEventListener('click', holdClick, true);
}

/**
 * Stops holding taps. Once hydration has started (`hydrateRoot` has put React's listeners on the page, whose
 * elements it keeps), each held tap is replayed on the element it landed on; React hydrates that part at once to
 * handle it. When the app rendered anew instead, those elements are on their way out and the taps are dropped.
 */
export function stopHoldingClicks(page: HTMLElement, { replay }: { replay: boolean }): void {
  page.removeEventListener('click', holdClick, true);
  for (const button of heldClicks.splice(0)) if (replay && button.isConnected) button.click();
}

/**
 * Resolves once the browser has painted the page's content (or after PAINT_WAIT_LIMIT_MS without it). Its first
 * paint can be the background alone, the text following frames later: only the first contentful paint counts.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    try {
      new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the limit starts the app.
    }
  });
}

/**
 * Starts the download of the page's own scripts (named on #root by the build) beside the app's, so that hydration
 * does not wait for one after the other.
 */
export function preloadPageScripts(page: HTMLElement): void {
  for (const href of page.dataset.pageScripts?.split(' ') ?? []) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href }));
  }
}
