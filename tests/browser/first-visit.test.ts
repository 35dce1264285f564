import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import { PUBLIC_PAGES, type PublicPage } from '../../src/shared/http/public-pages.js';
import {
  ADMIN,
  listedContractor,
  startContractorsApp,
  type ContractorsTestApp,
} from '../integration/contractors/support.js';
import { launchBrowser, signInInBrowser, type TestBrowser } from '../support/browser.js';

/** The heading that says each public page is there. */
const HEADINGS: Readonly<Record<PublicPage, string>> = {
  '/': 'Fix Anything with AI',
  '/pricing': 'Pricing',
  '/gallery': 'Repair Gallery',
  '/contractors': 'Find Contractors',
  '/contractors/signup': 'Contractor Signup',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/success': 'Payment Successful',
  '/cancel': 'Payment Cancelled',
};

/** What belongs to the admin console: its remote (manifest, entry, chunks) and the shell's federation chunk. */
/** How long the entry script waits for the first paint before starting the app anyway (lib/painted-first.ts). */
const PAINT_WAIT_LIMIT_MS = 1_000;

const ADMIN_CODE = /\/admin-remote\/|remoteEntry\.js|mf-manifest\.json|admin-federation\./;

/** Sums the page's layout shifts that no input caused, as CLS counts them, from before its first script. */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Keeps the page's main heading as the HTML delivered it (at DOMContentLoaded, before the app has its page's code),
 * so a test can tell whether the app took that element over (hydration) or replaced it.
 */
async function keepDeliveredHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { deliveredHeading: Element | null }).deliveredHeading = document.querySelector('h1');
    });
  });
}

/** True once React has taken over the heading the HTML delivered (it marks the elements it owns). */
const headingHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const heading = (window as unknown as { deliveredHeading: Element | null }).deliveredHeading;
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/**
 * A first visit stays light (issue 17): the admin console's code and the federation runtime only for /admin, no
 * user call without a session, nothing that moves when data arrives, and a directory that opens on a known place.
 */
describe('a first visit to the shell (browser)', function () {
  this.timeout(120_000);
  let server: ContractorsTestApp;
  let chromium: TestBrowser;

  before(async () => {
    [server, chromium] = await Promise.all([startContractorsApp(), launchBrowser()]);
  });
  after(async () => {
    await Promise.all([chromium?.close(), server?.close()]);
  });

  /** A visitor's page that records every request it makes. */
  const visitorPage = async () => {
    const page = await chromium.newPage({ locale: 'en-CA' });
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
    return { page, requests };
  };

  it('lays out the price cards before the prices arrive, so nothing on /pricing moves when they do', async () => {
    const { page } = await visitorPage();
    let releasePrices!: () => void;
    const pricesHeld = new Promise<void>((resolve) => (releasePrices = resolve));
    await page.route(/\/api\/pricing\?/, async (route) => {
      await pricesHeld;
      await route.continue();
    });
    await observeLayoutShifts(page);
    await page.goto(`${server.baseUrl}/pricing`);
    // The page is there (its testimonials under the plans), the prices are not yet.
    await page.locator('#testimonials-title').waitFor();

    releasePrices();
    await page.getByRole('heading', { level: 2, name: 'Unlimited' }).waitFor();
    await page
      .getByText(/\$\s?\d+(\.\d\d)?/)
      .first()
      .waitFor();
    // Two frames: a shift is reported after the frame that makes it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShift(page)).to.be.at.most(0.02);
  });

  it('sends every public page with its main heading in the HTML, shown before any script runs', async () => {
    const { page } = await visitorPage();
    await page.route(/\.js$/, (route) => route.abort());
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: HEADINGS[path] }).waitFor();
    }
    await page.context().close();
  });

  it('sends the French page, rendered in French, to a French browser', async () => {
    const page = await chromium.newPage({ locale: 'fr-CA' });
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Tarifs' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).to.equal('fr-CA');
    await page.context().close();
  });

  it('takes over the pre-rendered HTML of every public page without a hydration mismatch', async () => {
    for (const locale of ['en-CA', 'fr-CA']) {
      for (const path of PUBLIC_PAGES) {
        const page = await chromium.newPage({ locale });
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await keepDeliveredHeading(page);
        await page.goto(`${server.baseUrl}${path}`);
        await headingHydrated(page);
        // A mismatch is reported after the render that found it: one more frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
        expect(
          await page.evaluate(() => (window as unknown as { deliveredHeading: Element }).deliveredHeading.isConnected),
          `${locale} ${path}`,
        ).to.equal(true);
        expect(
          errors.filter((error) => /hydrat|#418|#423|#425/i.test(error)),
          `${locale} ${path}`,
        ).to.deep.equal([]);
        await page.context().close();
      }
    }
  });

  it("paints each public page before it fetches the app's code: only the entry script starts before the first paint", async () => {
    for (const path of PUBLIC_PAGES) {
      const { page } = await visitorPage();
      await keepDeliveredHeading(page);
      await page.goto(`${server.baseUrl}${path}`);
      await headingHydrated(page);
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            startTime: entry.startTime,
            responseEnd: entry.responseEnd,
          })),
      }));
      expect(firstPaint, path).to.be.a('number');
      // Without a paint within PAINT_WAIT_LIMIT_MS of the entry script running, the app starts anyway (as in a
      // background tab); on a busy machine the paint can come that late. Only a script fetched earlier breaks the rule.
      const entryRan = scripts.find((script) => /^\/main\./.test(script.path))?.responseEnd ?? 0;
      const appMayStart = Math.min(firstPaint!, entryRan + PAINT_WAIT_LIMIT_MS);
      const fetchedBeforePaint = scripts
        .filter((script) => script.startTime < appMayStart)
        .map((script) => script.path);
      expect(fetchedBeforePaint, path).to.have.lengthOf(1);
      expect(fetchedBeforePaint[0], path).to.match(/^\/main\.[0-9a-f]+\.js$/);
      // The page's own code was preloaded beside the app's, not fetched after it.
      expect(
        scripts.some((script) => /^\/page-/.test(script.path)),
        path,
      ).to.equal(true);
      await page.context().close();
    }
  });

  it('acts on a tap on the cookie notice made before the app has started, once it has', async () => {
    const { page } = await visitorPage();
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await keepDeliveredHeading(page);
    await page.goto(`${server.baseUrl}/`);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    // The pre-rendered page, with no app behind it yet.
    await banner.getByRole('button', { name: 'Accept' }).click();
    const storedConsent = () => page.evaluate(() => localStorage.getItem('repairlens.cookieConsent'));
    expect(await storedConsent()).to.equal(null);

    releaseApp();
    await headingHydrated(page);
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent()).to.equal('accepted');
    await page.context().close();
  });

  it('renders anew, in French, a page a browser asked for in English after French was chosen in it', async () => {
    const page = await chromium.newPage({ locale: 'en-CA' });
    await page.addInitScript(() => localStorage.setItem('repairlens.locale', 'fr-CA'));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Tarifs' }).waitFor();
    expect(errors.filter((error) => /hydrat|#418|#423|#425/i.test(error))).to.deep.equal([]);
    await page.context().close();
  });

  it('downloads neither the admin console nor the federation runtime on any public route', async () => {
    for (const path of PUBLIC_PAGES) {
      const { page, requests } = await visitorPage();
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      // A whole page load, as the navigation timeout allows it: this loop is long on a busy machine.
      await page.getByRole('heading', { level: 1, name: HEADINGS[path] }).waitFor({ timeout: 15_000 });
      expect(
        requests.filter((request) => ADMIN_CODE.test(request)),
        path,
      ).to.deep.equal([]);
      // The runtime announces itself on the window as soon as it runs.
      expect(await page.evaluate(() => '__FEDERATION__' in globalThis), path).to.equal(false);
      await page.context().close();
    }
  });

  it('still loads the console from its remote at /admin, with the federation runtime fetched then', async () => {
    const { page, requests } = await visitorPage();
    await signInInBrowser(page, { email: ADMIN, baseUrl: server.baseUrl });
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard', exact: true }).waitFor();
    expect(requests.some((request) => /admin-federation\./.test(request))).to.equal(true);
    expect(requests.some((request) => /\/admin-remote\/mf-manifest\.json$/.test(request))).to.equal(true);
    await page.context().close();
  });

  it('does not ask who is signed in from a browser without a session, and does once someone signs in', async () => {
    const { page, requests } = await visitorPage();
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Fix Anything with AI' }).waitFor();
    expect(requests).not.to.include('/api/auth/user');

    await signInInBrowser(page, { email: `first-visit-${Date.now()}@example.com`, baseUrl: server.baseUrl });
    expect(requests).to.include('/api/auth/user');
    await page.context().close();
  });

  it('opens /contractors on the pros near the postal code searched last in this browser', async () => {
    const businessName = `Rosedale Plumbing ${Date.now()}`;
    await listedContractor(server, { businessName });
    const { page } = await visitorPage();
    await page.goto(`${server.baseUrl}/contractors?postalCode=M4W%201A8`);
    await page.getByRole('heading', { name: businessName }).waitFor();

    await page.goto(`${server.baseUrl}/contractors`);
    await page.getByRole('heading', { name: businessName }).waitFor();
    await page.context().close();
  });

  it('says what to type on /contractors when no place is known yet', async () => {
    const { page } = await visitorPage();
    await page.goto(`${server.baseUrl}/contractors`);
    await page
      .getByText('Type your postal code (like M5V 3L9) and press Search to see approved pros near you.')
      .waitFor();
    await page.context().close();
  });
});
