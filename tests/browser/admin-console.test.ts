import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { launchBrowser, signInInBrowser, type TestBrowser } from '../support/browser.js';
import { freePort, startTestApp, type TestApp } from '../support/test-app.js';

/** Admins are the configured ADMIN_EMAILS; everyone signs in through the embedded provider. */
const ADMIN_EMAIL = 'admin@example.com';
const MEMBER_EMAIL = 'member@example.com';
const adminEnv = { ADMIN_EMAILS: ADMIN_EMAIL };

describe('admin console loaded by the shell through Module Federation (browser)', () => {
  let browser: TestBrowser;
  let page: Page;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });

  const heading = (level: number, name: string) => page.getByRole('heading', { level, name, exact: true });
  const mainNavigation = () => page.getByRole('navigation', { name: 'Main' });

  async function signInAs(app: TestApp, email: string) {
    await signInInBrowser(page, { email, firstName: 'Robin', baseUrl: app.baseUrl });
  }

  /** Requests for the admin remote's files (served under /admin-remote/ by default). */
  function remoteRequests(): string[] {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin-remote/')) urls.push(request.url());
    });
    return urls;
  }

  describe('with the remote served by the same server', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp({ env: adminEnv });
    });
    after(async () => {
      await app?.close();
    });

    it('loads the console from its remote for a signed-in admin, with its sections as shell routes', async () => {
      await signInAs(app, ADMIN_EMAIL);
      const requested = remoteRequests();
      await page.goto(`${app.baseUrl}/admin`);

      await heading(1, 'Admin Dashboard').waitFor();
      await heading(2, 'Overview').waitFor();
      // Read through the shell's API and store: React, react-redux and the router are shared singletons.
      await page.getByRole('main').getByText('Signed in as admin@example.com').waitFor();
      expect(requested.some((url) => url.endsWith('/admin-remote/mf-manifest.json'))).to.equal(true);
      expect(await mainNavigation().getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).to.equal('page');

      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Pricing' }).click();
      await heading(2, 'Pricing').waitFor();
      expect(new URL(page.url()).pathname).to.equal('/admin/pricing');
    });

    it('opens /admin/pricing directly', async () => {
      await signInAs(app, ADMIN_EMAIL);
      await page.goto(`${app.baseUrl}/admin/pricing`);

      await heading(1, 'Admin Dashboard').waitFor();
      await heading(2, 'Pricing').waitFor();
    });

    it('shows the 404 page on /admin to a signed-in member and to a visitor, without fetching the remote', async () => {
      const requested = remoteRequests();
      await page.goto(`${app.baseUrl}/admin`);
      await heading(1, '404 Page Not Found').waitFor();

      await signInAs(app, MEMBER_EMAIL);
      await page.goto(`${app.baseUrl}/admin/pricing`);
      await heading(1, '404 Page Not Found').waitFor();
      expect(await mainNavigation().getByRole('link', { name: 'Admin' }).count()).to.equal(0);
      expect(requested).to.deep.equal([]);
    });

    it('loads the console on Try Again after the remote failed, without reloading the page', async () => {
      await signInAs(app, ADMIN_EMAIL);
      await page.route('**/admin-remote/**', (route) => route.abort());
      await page.goto(`${app.baseUrl}/admin`);
      await heading(1, 'Error loading page').waitFor();
      await page.evaluate('window.loadedOnce = true');

      await page.unroute('**/admin-remote/**');
      await page.getByRole('button', { name: 'Try Again' }).click();

      await heading(1, 'Admin Dashboard').waitFor();
      expect(await page.evaluate('window.loadedOnce')).to.equal(true);
    });
  });

  describe('with ADMIN_REMOTE_URL pointing at a closed port', () => {
    let app: TestApp;
    before(async () => {
      const closedPort = await freePort();
      app = await startTestApp({
        env: { ...adminEnv, ADMIN_REMOTE_URL: `http://127.0.0.1:${closedPort}/mf-manifest.json` },
      });
    });
    after(async () => {
      await app?.close();
    });

    it('shows "Error loading page" on /admin while the rest of the shell keeps working', async () => {
      await signInAs(app, ADMIN_EMAIL);
      await page.goto(`${app.baseUrl}/admin`);

      await heading(1, 'Error loading page').waitFor();
      await mainNavigation().getByRole('link', { name: 'Pricing' }).click();
      await heading(1, 'Pricing').waitFor();
      await mainNavigation().getByRole('link', { name: 'Dashboard' }).click();
      await heading(1, 'Welcome back, Robin').waitFor();
    });
  });
});
