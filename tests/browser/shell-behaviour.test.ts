import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import { signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

interface StoredReport {
  readonly message: string;
  readonly stack: string | null;
  readonly component_stack: string | null;
  readonly page_url: string;
  readonly user_agent: string;
}

/** The shell's global behaviours (issue 7): errors and their reports, the fingerprint, the cookie notice. */
describe('global behaviour of the shell (browser)', () => {
  let page: Page;

  const suite = useBrowserPerFile({}, (fresh) => (page = fresh));

  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  /** Reports stored by POST /api/log-error whose message contains `text`, once they have arrived. */
  async function storedReports(text: string): Promise<StoredReport[]> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const rows = await suite.app.app.database.withContext(() =>
        suite.app.app.database.em.execute<StoredReport[]>(
          'select message, stack, component_stack, page_url, user_agent from client_error_log where message like ?',
          [`%${text}%`],
        ),
      );
      if (rows.length > 0) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }

  describe('render errors', () => {
    /** The privacy page's chunk, served broken: its page throws while rendering. */
    async function breakPrivacyPageChunk(message: string) {
      await page.route('**/page-privacy-policy.*.js', async (route) => {
        const original = await route.fetch();
        const code = await original.text();
        // The page reads its date's text by this key only while rendering, so throwing there breaks the render.
        expect(code).to.include('"legal.lastUpdated"');
        await route.fulfill({
          response: original,
          body: code.replace('"legal.lastUpdated"', `(()=>{throw new Error(${JSON.stringify(message)})})()`),
        });
      });
    }

    it('shows "Something went wrong" with Try Again, Reload Page and the support line, inside the layout', async () => {
      await breakPrivacyPageChunk('Deliberately broken page (screen)');
      await page.goto(`${suite.app.baseUrl}/privacy-policy`);

      await heading('Something went wrong').waitFor();
      await page
        .getByText('We apologize for the inconvenience. An unexpected error occurred while loading this page.')
        .waitFor();
      await page.getByRole('button', { name: 'Try Again' }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      const support = page.getByText('If the problem continues, contact our support team at');
      expect(await support.getByRole('link').getAttribute('href')).to.equal('mailto:support@repairlens.app');

      await page.unroute('**/page-privacy-policy.*.js');
      await page.getByRole('button', { name: 'Reload Page' }).click();
      await heading('Privacy Policy').waitFor();
    });

    it('reports the render error to the server with its component stack', async () => {
      await breakPrivacyPageChunk('Deliberately broken page (report)');
      await page.goto(`${suite.app.baseUrl}/privacy-policy`);
      await heading('Something went wrong').waitFor();

      const [report] = await storedReports('Deliberately broken page (report)');
      expect(report, 'a stored report').to.not.equal(undefined);
      expect(report!.message).to.equal('Error: Deliberately broken page (report)');
      expect(report!.stack).to.include('Deliberately broken page (report)');
      expect(report!.component_stack).to.match(/\n\s+at /);
      expect(report!.page_url).to.equal(`${suite.app.baseUrl}/privacy-policy`);
      expect(report!.user_agent).to.include('Chrome');
    });
  });

  it('reports global errors and unhandled rejections without a component stack, and the page goes on', async () => {
    await page.goto(`${suite.app.baseUrl}/pricing`);
    await heading('Pricing').waitFor();

    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('Deliberate global error');
      });
      void Promise.reject(new Error('Deliberate unhandled rejection'));
    });

    const [globalError] = await storedReports('Deliberate global error');
    const [rejection] = await storedReports('Deliberate unhandled rejection');
    expect(globalError?.message).to.equal('TypeError: Deliberate global error');
    expect(rejection?.message).to.equal('Error: Deliberate unhandled rejection');
    expect(globalError?.component_stack).to.equal(null);
    expect(rejection?.component_stack).to.equal(null);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await heading('Repair Gallery').waitFor();
  });

  it('keeps the page working when the error log refuses reports', async () => {
    await page.route('**/api/log-error', (route) => route.fulfill({ status: 429, json: { message: 'Too many' } }));
    await page.goto(`${suite.app.baseUrl}/pricing`);
    await page.evaluate(() => void Promise.reject(new Error('Refused report')));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
    await heading('Repair Gallery').waitFor();
  });

  describe('when the app cannot start', () => {
    it('shows the static page with Reload Page when the app fails to start', async () => {
      // The entry runs, the application's code does not arrive.
      await page.route(/\/(?!main\.)[^/]+\.js$/, (route) => route.abort());
      await page.goto(`${suite.app.baseUrl}/`);

      await heading('RepairLens could not start').waitFor();
      await page.getByText('Check your connection, then reload the page.').waitFor();
      const reload = page.getByRole('link', { name: 'Reload Page' });
      await page.unroute(/\/(?!main\.)[^/]+\.js$/);
      await reload.click();
      await heading('Fix Anything with AI').waitFor();
    });

    it('shows the static page by itself when no script runs at all', async () => {
      await page.route('**/main.*.js', (route) => route.abort());
      await page.goto(`${suite.app.baseUrl}/account`);

      await page.getByRole('status').getByText('Loading...').waitFor();
      // Without any script, CSS alone turns "Loading..." into the static page after 12 seconds.
      await heading('RepairLens could not start').waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Reload Page' }).waitFor();
    });

    it('shows a public page as its HTML has it, then the static page by itself when no script runs', async () => {
      await page.route('**/main.*.js', (route) => route.abort());
      await page.goto(`${suite.app.baseUrl}/`);

      await heading('Fix Anything with AI').waitFor();
      // Without any script, CSS alone turns the page into the static one after 12 seconds.
      await heading('RepairLens could not start').waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'Reload Page' }).waitFor();
    });

    it('tells a browser with JavaScript off what to do, with Reload Page', async () => {
      await page.context().close();
      page = await suite.browser.newPage({ javaScriptEnabled: false });
      await page.goto(`${suite.app.baseUrl}/`);

      await heading('RepairLens could not start').waitFor();
      // Playwright's text matching skips <noscript>; what is on screen is the body's rendered text.
      expect(await page.evaluate('document.body.innerText')).to.include(
        "RepairLens needs JavaScript to run. Turn it on in your browser's settings, then reload the page.",
      );
      expect(await page.getByRole('link', { name: 'Reload Page' }).isVisible()).to.equal(true);
      expect(await page.getByText('Loading...').isVisible()).to.equal(false);
    });
  });

  describe('device fingerprint', () => {
    it('is sent once at start, kept in session storage, and not sent again while moving between pages', async () => {
      const sent: Request[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/fingerprint')) sent.push(request);
      });
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/fingerprint'));
      await page.goto(`${suite.app.baseUrl}/`);
      expect((await answered).status()).to.equal(204);

      const body = sent[0]!.postDataJSON() as Record<string, unknown>;
      expect(Object.keys(body).sort()).to.deep.equal(
        ['canvas', 'language', 'platform', 'plugins', 'screen', 'timezone', 'userAgent', 'webgl'].sort(),
      );
      expect(body.canvas).to.match(/^[0-9a-f]{64}$/);
      expect(body.screen).to.have.keys('width', 'height', 'colorDepth');
      expect(sent[0]!.headers()['content-type']).to.equal('application/json');
      const stored = await page.evaluate(() => sessionStorage.getItem('deviceFingerprint'));
      expect(JSON.parse(stored!)).to.deep.equal(body);

      const navigation = page.getByRole('navigation', { name: 'Main' });
      await navigation.getByRole('link', { name: 'Pricing' }).click();
      await heading('Pricing').waitFor();
      await navigation.getByRole('link', { name: 'Gallery' }).click();
      await heading('Repair Gallery').waitFor();
      expect(sent).to.have.length(1);
    });

    it('is collected in idle callbacks of their own: the settings, the canvas, then WebGL', async () => {
      // Which idle callback (numbered in the order they run) opened each kind of canvas context, read the time zone.
      // A string: this runs in the page, and the tests are type-checked without the DOM's types (nor helpers).
      await page.addInitScript(`(() => {
        window.idleRun = 0;
        window.fingerprintParts = [];
        const requestIdle = window.requestIdleCallback.bind(window);
        window.requestIdleCallback = (callback, options) =>
          requestIdle((deadline) => {
            window.idleRun += 1;
            callback(deadline);
          }, options);
        const timeZone = () => (window.idleRun > 0 ? 'time zone' : null);
        for (const [prototype, method, label] of [
          [HTMLCanvasElement.prototype, 'getContext', (args) => String(args[0])],
          [Intl.DateTimeFormat.prototype, 'resolvedOptions', timeZone],
          // Where Temporal tells the time zone, the app asks it instead.
          ...(window.Temporal ? [[Temporal.Now, 'timeZoneId', timeZone]] : []),
        ]) {
          const original = prototype[method];
          prototype[method] = function (...args) {
            const part = label(args);
            if (part !== null) window.fingerprintParts.push(part + ' in ' + window.idleRun);
            return original.apply(this, args);
          };
        }
      })()`);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/fingerprint'));
      await page.goto(`${suite.app.baseUrl}/`);
      await answered;
      const parts = await page.evaluate(() => (window as unknown as { fingerprintParts: string[] }).fingerprintParts);
      const runOf = (kind: string) => parts.find((part) => part.startsWith(`${kind} in `))?.split(' in ')[1];
      const [settings, canvas, webgl] = [runOf('time zone'), runOf('2d'), runOf('webgl')];
      expect(settings, parts.join(', ')).to.be.a('string');
      expect(new Set([settings, canvas, webgl]).size, parts.join(', ')).to.equal(3);
    });

    it('is ignored when the server refuses it', async () => {
      await page.route('**/api/auth/fingerprint', (route) =>
        route.fulfill({ status: 429, json: { message: 'Slow down' } }),
      );
      await page.goto(`${suite.app.baseUrl}/`);
      await heading('Fix Anything with AI').waitFor();
      await page.getByRole('link', { name: 'Hire a Pro' }).click();
      await heading('Find Contractors').waitFor();
    });
  });

  describe('cookie notice', () => {
    const banner = () => page.getByRole('region', { name: 'Cookie notice' });
    const storedConsent = () => page.evaluate(() => localStorage.getItem('repairlens.cookieConsent'));

    it('stores "accepted" on Accept and stays hidden afterwards', async () => {
      await page.goto(`${suite.app.baseUrl}/`);
      await banner().waitFor();
      expect(await storedConsent()).to.equal(null);

      await banner().getByRole('button', { name: 'Accept' }).click();
      await banner().waitFor({ state: 'detached' });
      expect(await storedConsent()).to.equal('accepted');
      await page.reload();
      await heading('Fix Anything with AI').waitFor();
      expect(await banner().count()).to.equal(0);
    });

    it('stores "dismissed" on the close button', async () => {
      await page.goto(`${suite.app.baseUrl}/pricing`);
      await banner().getByRole('button', { name: 'Close cookie notice' }).click();

      await banner().waitFor({ state: 'detached' });
      expect(await storedConsent()).to.equal('dismissed');
    });
  });

  it('shows toasts one at a time, announced in a live region, gone after 5 seconds', async () => {
    await page.goto(`${suite.app.baseUrl}/`);
    await signInInBrowser(page, { email: `toasts-${Date.now()}@example.com`, firstName: 'Robin', lastName: 'Lee' });
    await page.goto(`${suite.app.baseUrl}/account`);
    const live = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    expect(await live.getAttribute('aria-live')).to.equal('polite');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await live.getByText('Profile updated').waitFor();
    const shownAt = Date.now();
    await live.getByText('Profile updated').waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - shownAt).to.be.within(4_000, 6_500);
  });
});
