import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect } from 'chai';
import Koa from 'koa';
import send from 'koa-send';
import type { Page } from 'playwright-core';
import { signInInBrowser } from '../support/browser.js';
import { useChromiumPerFile } from '../support/browser-suite.js';
import { freePort, startTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_EMAIL = 'admin@example.com';

/**
 * Everything the Content-Security-Policy refuses on a page: the `securitypolicyviolation` events of every
 * document the page opens, and Chromium's console lines about the policy.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (line: string) => violations.push(line));
  // A string: this runs in the page, and the tests are type-checked without the DOM's types.
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.reportPolicyViolation(event.violatedDirective + ' refused ' + (event.blockedURI || 'inline') + ' on ' + location.pathname);
  });`);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('Content-Security-Policy in Chromium: the pages run without a violation (browser)', () => {
  let page: Page;
  let violations: string[];

  useChromiumPerFile((fresh) => (page = fresh));
  beforeEach(async () => {
    violations = await watchPolicyViolations(page);
  });

  const firstHeading = () => page.getByRole('heading', { level: 1 }).first();
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  describe('with everything served by the server itself', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    });
    after(async () => {
      await app?.close();
    });

    it('refuses a script a page injects inline, and reports it (so an empty report means something)', async () => {
      await page.goto(`${app.baseUrl}/`);
      await heading('Fix Anything with AI').waitFor();
      await page.evaluate(`(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      })()`);
      expect(await page.evaluate('window.injected === true')).to.equal(false);
      await expectEventually(() => violations.some((line) => line.includes('script-src')));
    });

    it("shows a visitor's pages, their loading styles included, without a violation", async () => {
      for (const pagePath of ['/', '/pricing', '/gallery', '/contractors', '/privacy-policy', '/no-such-page']) {
        await page.goto(`${app.baseUrl}${pagePath}`);
        await firstHeading().waitFor();
        await page.waitForLoadState('networkidle');
      }
      expect(violations).to.deep.equal([]);
    });

    it('signs in, opens the account, pays on the local checkout page, signs out, without a violation', async () => {
      await signInInBrowser(page, { email: 'csp-payer@example.com', firstName: 'Robin', baseUrl: app.baseUrl });
      await page.goto(`${app.baseUrl}/account`);
      await heading('Account Settings').waitFor();

      await page.goto(`${app.baseUrl}/checkout`);
      // A new account still has its free repairs: buying one is asked for.
      await page.getByRole('button', { name: 'Buy a repair credit anyway' }).click();
      await page.waitForURL(/\/api\/local-payments\/checkout\/lcs_/);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/success');
      await firstHeading().waitFor();

      // Sign Out posts, then the development provider's sign-out page presses its button with a script file, not
      // an inline script.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await heading('Fix Anything with AI').waitFor();
      await page.waitForLoadState('networkidle');
      expect(violations).to.deep.equal([]);
    });

    it('loads the admin console from /admin-remote/ without a violation', async () => {
      await signInInBrowser(page, { email: ADMIN_EMAIL, firstName: 'Robin', baseUrl: app.baseUrl });
      await page.goto(`${app.baseUrl}/admin`);
      await heading('Admin Dashboard').waitFor();
      await page.waitForLoadState('networkidle');
      expect(violations).to.deep.equal([]);
    });
  });

  describe('with the admin console on an origin of its own (ADMIN_REMOTE_URL)', () => {
    let app: TestApp;
    let remote: Server;
    before(async () => {
      const remotePort = await freePort();
      remote = await serveAdminBuild(remotePort);
      app = await startTestApp({
        env: { ADMIN_EMAILS: ADMIN_EMAIL, ADMIN_REMOTE_URL: `http://127.0.0.1:${remotePort}/mf-manifest.json` },
      });
    });
    after(async () => {
      await app?.close();
      await new Promise((resolve) => remote?.close(resolve));
    });

    it('lets the shell fetch and run the console from that origin, without a violation', async () => {
      const remoteOrigin = new URL(app.app.config.adminRemoteUrl).origin;
      const fromRemote: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.url().startsWith(remoteOrigin)) fromRemote.push(request.url());
      });
      await signInInBrowser(page, { email: ADMIN_EMAIL, firstName: 'Robin', baseUrl: app.baseUrl });
      await page.goto(`${app.baseUrl}/admin`);
      await heading('Admin Dashboard').waitFor();
      await page.waitForLoadState('networkidle');
      expect(fromRemote.some((url) => url.endsWith('/mf-manifest.json'))).to.equal(true);
      expect(fromRemote.some((url) => url.endsWith('.js'))).to.equal(true);
      expect(violations).to.deep.equal([]);
    });
  });
});

/**
 * The admin console's build on a static origin of its own, as a CDN would serve it: it allows the shell's
 * origin to read its files, which Module Federation fetches.
 */
async function serveAdminBuild(port: number): Promise<Server> {
  const root = path.resolve(process.env.FRONTEND_DIST_DIR ?? './dist/frontends', 'admin');
  const koa = new Koa();
  koa.use(async (ctx) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    await send(ctx, ctx.path, { root });
  });
  const server = createServer(koa.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Violation reports arrive as events, a moment after what caused them. */
async function expectEventually(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 50 && !condition(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(condition()).to.equal(true);
}
