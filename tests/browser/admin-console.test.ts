import { execFile } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { signInInBrowser } from '../support/browser.js';
import { useChromiumPerFile } from '../support/browser-suite.js';
import { freePort, startTestApp, type TestApp } from '../support/test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the admin console alone (webpack.config.ts's `admin` build, the shell untouched) into `outputDir`,
 * with the version Module Federation writes into its manifest and the console shows in its footer.
 */
async function buildAdminRemote(outputDir: string, version: string): Promise<string> {
  const webpack = path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');
  try {
    await promisify(execFile)(process.execPath, [webpack, '--mode', 'production', '--config-name', 'admin'], {
      cwd: ROOT,
      env: { ...process.env, FRONTEND_DIST_DIR: outputDir, MF_BUILD_VERSION: version },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // webpack reports what went wrong on its standard output.
    throw new Error(`The admin build failed:\n${String((error as { stdout?: string }).stdout).slice(-4000)}`, {
      cause: error,
    });
  }
  return path.join(outputDir, 'admin');
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/**
 * A static file server for a build folder on a loopback port of its own, as a CDN would serve the console:
 * another origin than the shell's, so it answers the shell's origin with CORS.
 */
async function serveFolder(folder: string, port: number, allowedOrigin: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(folder, path.normalize(new URL(request.url ?? '/', 'http://remote').pathname));
    response.setHeader('Access-Control-Allow-Origin', allowedOrigin);
    if (!file.startsWith(folder + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Admins are the configured ADMIN_EMAILS; everyone signs in through the embedded provider. */
const ADMIN_EMAIL = 'admin@example.com';
const MEMBER_EMAIL = 'member@example.com';
const adminEnv = { ADMIN_EMAILS: ADMIN_EMAIL };

describe('admin console loaded by the shell through Module Federation (browser)', () => {
  let page: Page;

  const browser = useChromiumPerFile((fresh) => (page = fresh));

  const heading = (level: number, name: string) => page.getByRole('heading', { level, name, exact: true });
  const mainNavigation = () => page.getByRole('navigation', { name: 'Main' });

  async function signInAs(app: TestApp, email: string) {
    await signInInBrowser(page, { email, firstName: 'Robin', baseUrl: app.baseUrl });
  }

  /** An admin opening /admin sees "Error loading page", and the shell's own pages still open from its navigation. */
  async function expectConsoleFailedShellWorking(app: TestApp) {
    await signInAs(app, ADMIN_EMAIL);
    await page.goto(`${app.baseUrl}/admin`);
    await heading(1, 'Error loading page').waitFor();
    await mainNavigation().getByRole('link', { name: 'Pricing' }).click();
    await heading(1, 'Pricing').waitFor();
    await mainNavigation().getByRole('link', { name: 'Dashboard' }).click();
    await heading(1, 'Welcome back, Robin').waitFor();
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

  describe('with a new admin build deployed on its own origin (ADMIN_REMOTE_URL)', function () {
    // A production build of the console alone: about 15 s on a quiet machine, more on a busy one.
    this.timeout(300_000);
    const version = `0.1.0-redeployed.${Date.now()}`;
    let buildDir: string;
    let remote: Server | undefined;
    let remoteOrigin: string;
    let app: TestApp;

    before(async () => {
      buildDir = await mkdtemp(path.join(os.tmpdir(), 'repairlens-admin-remote-'));
      const [folder, remotePort] = await Promise.all([buildAdminRemote(buildDir, version), freePort()]);
      remoteOrigin = `http://127.0.0.1:${remotePort}`;
      app = await startTestApp({ env: { ...adminEnv, ADMIN_REMOTE_URL: `${remoteOrigin}/mf-manifest.json` } });
      remote = await serveFolder(folder, remotePort, app.baseUrl);
    });
    after(async () => {
      if (remote) await stop(remote);
      await app?.close();
      await rm(buildDir, { recursive: true, force: true });
    });

    it('runs the new console from the other port in the same shell, and shows "Error loading page" once that port is down', async () => {
      const fromRemote: string[] = [];
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (url.origin === remoteOrigin) fromRemote.push(url.pathname);
      });
      await signInAs(app, ADMIN_EMAIL);
      await page.goto(`${app.baseUrl}/admin`);

      await heading(1, 'Admin Dashboard').waitFor();
      await page.getByText(`Admin console version ${version}`, { exact: true }).waitFor();
      expect(fromRemote).to.include.members(['/mf-manifest.json', '/remoteEntry.js']);
      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Pricing' }).click();
      await heading(2, 'Pricing').waitFor();

      await stop(remote!);
      remote = undefined;
      await page.context().close();
      page = await browser.newPage();
      await expectConsoleFailedShellWorking(app);
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
      await expectConsoleFailedShellWorking(app);
    });
  });
});
