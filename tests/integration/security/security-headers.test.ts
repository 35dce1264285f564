import { createHash } from 'node:crypto';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import Koa from 'koa';
import { loadConfig } from '../../../src/config.js';
import { securityHeaders } from '../../../src/shared/http/security-headers.js';
import { COMPLETE_PRODUCTION_ENV } from '../../support/configuration.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import type { TestApp } from '../../support/test-app.js';
import { useAppServingFrontendStandIn } from './frontend-stand-in.js';

/** The policy as directive name → sources. */
function directivesOf(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy');
  expect(policy, `${response.url} has a Content-Security-Policy`).to.be.a('string');
  return new Map(
    policy!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** An /api/ answer to a script: nothing to render, so a policy that loads and frames nothing, and no page headers. */
function expectApiSecurityHeaders(response: Response, what: string): void {
  const headers = response.headers;
  expect(headers.get('x-content-type-options'), what).to.equal('nosniff');
  expect(headers.get('x-frame-options'), what).to.equal('DENY');
  expect(headers.get('cross-origin-resource-policy'), what).to.equal('same-origin');
  expect(headers.get('strict-transport-security'), `${what}: no HSTS outside production`).to.equal(null);
  expect(headers.get('content-security-policy'), what).to.equal("default-src 'none';frame-ancestors 'none'");
  for (const pageOnly of ['cross-origin-opener-policy', 'referrer-policy', 'origin-agent-cluster', 'x-xss-protection'])
    expect(headers.get(pageOnly), `${what}: ${pageOnly} is for pages`).to.equal(null);
}

/** A page, a file or an answer to a navigation: the whole policy. */
function expectSecurityHeaders(response: Response, what: string): void {
  const headers = response.headers;
  expect(headers.get('x-content-type-options'), what).to.equal('nosniff');
  expect(headers.get('referrer-policy'), what).to.equal('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy'), what).to.equal('same-origin');
  expect(headers.get('x-frame-options'), what).to.equal('DENY');
  expect(headers.get('strict-transport-security'), `${what}: no HSTS outside production`).to.equal(null);
  const directives = directivesOf(response);
  expect(directives.get('frame-ancestors'), what).to.deep.equal(["'none'"]);
  expect(directives.get('default-src'), what).to.deep.equal(["'self'"]);
  expect(directives.get('script-src'), what).to.deep.equal(["'self'"]);
  expect(directives.get('script-src-attr'), what).to.deep.equal(["'none'"]);
  expect(directives.get('object-src'), what).to.deep.equal(["'none'"]);
  expect(directives.get('style-src'), what).to.not.include("'unsafe-inline'");
}

/** An HTML page written by the server: no inline script or handler, and each inline style allowed by its hash. */
async function expectNoInlineScriptAndHashedStyles(response: Response, what: string): Promise<string> {
  const html = await response.text();
  expect(html, what).to.match(/<html/);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi))
    expect(tag, `${what}: external scripts only`).to.match(/\ssrc=/);
  expect(html, `${what}: no inline event handlers`).to.not.match(/<[^>]+\son[a-z]+\s*=/i);
  const styleSources = directivesOf(response).get('style-src')!;
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => css!);
  expect(styles, `${what} has inline styles to check`).to.not.be.empty;
  for (const css of styles) {
    const hash = `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
    expect(styleSources, `${what}: its style is allowed by hash`).to.include(hash);
  }
  return html;
}

describe('security headers on every kind of answer', () => {
  let server: TestApp;
  useAppServingFrontendStandIn((started) => (server = started));

  it("sends the API's set with API answers to scripts, successful and failed alike", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const script = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: 'application/json' };
    const answers: Array<[string, Response, number]> = [
      ['GET /api/pricing', await browser.request('/api/pricing?region=CA', { headers: script }), 200],
      ['GET /api/auth/user as a visitor', await browser.request('/api/auth/user', { headers: script }), 401],
      ['POST /api/log-error with a bad body', await browser.json('/api/log-error', 'POST', { nonsense: true }), 400],
      ['GET an unknown API path', await browser.request('/api/no-such-thing'), 404],
      ['GET /api/health from a client without Fetch Metadata', await browser.request('/api/health'), 200],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status, what).to.equal(status);
      expectApiSecurityHeaders(response, what);
    }
    const robots = await browser.request('/robots.txt');
    expect(robots.status).to.equal(200);
    expectSecurityHeaders(robots, 'GET /robots.txt');
  });

  it("sends the pages' set when an /api/ address is opened as a page: by Fetch Metadata, or else by Accept", async () => {
    const browser = new TestBrowser(server.baseUrl);
    expectSecurityHeaders(await browser.navigate('/api/health'), 'a navigation');
    const fetched = await browser.request('/api/health', { headers: { accept: 'text/html' } });
    expectApiSecurityHeaders(fetched, 'a script (Sec-Fetch-Mode: cors) asking for HTML');
    const oldBrowser = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(new URL('/api/health', server.baseUrl), { headers: { accept: 'text/html' } }, resolve).once(
        'error',
        reject,
      ),
    );
    oldBrowser.resume();
    expect(oldBrowser.headers['content-security-policy'], 'a client without Fetch Metadata asking for HTML').to.match(
      /default-src 'self'/,
    );
  });

  it('sends them with static files, the shell page and the admin console files', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const script = await browser.request('/main.0123abcd.js');
    expect(script.status).to.equal(200);
    expectSecurityHeaders(script, 'a hashed script');
    const manifest = await browser.request('/admin-remote/mf-manifest.json');
    expect(manifest.status).to.equal(200);
    expectSecurityHeaders(manifest, 'the admin console manifest');
    const missing = await browser.request('/admin-remote/nothing.js');
    expect(missing.status).to.equal(404);
    expectSecurityHeaders(missing, 'a missing admin console file');

    for (const pagePath of ['/', '/pricing', '/index.html']) {
      const shell = await browser.request(pagePath);
      expect(shell.status, pagePath).to.equal(200);
      expect(shell.headers.get('cache-control'), pagePath).to.equal('no-cache');
      expectSecurityHeaders(shell, `the shell at ${pagePath}`);
      await expectNoInlineScriptAndHashedStyles(shell, `the shell at ${pagePath}`);
    }
  });

  it("allows a rebuilt index.html's new inline style at once, and no longer its old one", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const indexFile = path.join(server.app.config.frontendDistDir, 'shell', 'index.html');
    const original = await readFile(indexFile, 'utf8');
    const styleSources = async () => directivesOf(await browser.request('/pricing')).get('style-src')!;
    const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
    // Asked twice, so that the page and its policy are the kept ones.
    await styleSources();
    expect(await styleSources()).to.include(hashOf('.boot{display:grid}'));
    try {
      await writeFile(indexFile, original.replace('.boot{display:grid}', '.boot{display:flex}'));
      // A build writes a new modification time; the test says so, whatever the file system's resolution.
      const later = new Date(Date.now() + 60_000);
      await utimes(indexFile, later, later);
      const after = await styleSources();
      expect(after).to.include(hashOf('.boot{display:flex}'));
      expect(after).to.not.include(hashOf('.boot{display:grid}'));
    } finally {
      await writeFile(indexFile, original);
      const evenLater = new Date(Date.now() + 120_000);
      await utimes(indexFile, evenLater, evenLater);
    }
  });

  it('sends them with the development sign-in pages, which run no inline script', async () => {
    const browser = new TestBrowser(server.baseUrl);
    const discovery = await browser.request('/oidc/.well-known/openid-configuration');
    expect(discovery.status).to.equal(200);
    // (Discovery is open to every origin by OpenID Connect's design, and carries no credentials.)
    expectSecurityHeaders(discovery, 'the provider discovery document');

    const started = await browser.navigate('/api/login');
    expectSecurityHeaders(started, 'the sign-in redirect');
    const form = await browser.follow(started, `${server.baseUrl}/api/login`);
    expect(form.url).to.contain('/oidc/interaction/');
    expectSecurityHeaders(form.response, 'the sign-in form');
    await expectNoInlineScriptAndHashedStyles(form.response, 'the sign-in form');

    const unknown = await new TestBrowser(server.baseUrl).request('/oidc/interaction/no-such-interaction');
    expect(unknown.status).to.equal(400);
    expectSecurityHeaders(unknown, 'an unknown sign-in interaction');
    await expectNoInlineScriptAndHashedStyles(unknown, 'the sign-in problem page');

    await signIn(browser, { email: 'headers@example.com' });
    const signedOut = (await (await browser.request('/api/logout', { method: 'POST' })).json()) as {
      redirectTo: string;
    };
    const signingOut = await browser.follow(await browser.request(signedOut.redirectTo), signedOut.redirectTo);
    expect(signingOut.url).to.contain('/oidc/session/end');
    expectSecurityHeaders(signingOut.response, 'the sign-out page');
    const html = await expectNoInlineScriptAndHashedStyles(signingOut.response, 'the sign-out page');
    const scriptPath = /<script src="([^"]+)"><\/script>/.exec(html)?.[1];
    expect(scriptPath).to.equal('/oidc/sign-out.js');
    const script = await browser.request(scriptPath!);
    expect(script.status).to.equal(200);
    expect(script.headers.get('content-type')).to.match(/^text\/javascript/);
    expect(await script.text()).to.contain('button[name="logout"]');
    expectSecurityHeaders(script, 'the sign-out script');
  });

  it('sends them with the local payment pages, which run no inline script', async () => {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: 'checkout-headers@example.com' });
    const started = await browser.json('/api/create-one-time-checkout', 'POST', { region: 'CA' });
    expect(started.status).to.equal(200);
    const { url } = (await started.json()) as { url: string };
    const checkout = await browser.navigate(url);
    expect(checkout.status).to.equal(200);
    expectSecurityHeaders(checkout, 'the local checkout page');
    const html = await expectNoInlineScriptAndHashedStyles(checkout, 'the local checkout page');
    // Its buttons post to this server, which form-action allows.
    expect(html).to.match(/<form method="post" action="\/[^"]+\/pay">/);
    expect(directivesOf(checkout).get('form-action')).to.include("'self'");
  });
});

describe('security headers in production and with the admin console on its own origin', () => {
  const production = {
    ...COMPLETE_PRODUCTION_ENV,
    PUBLIC_URL: 'https://repairlens.example',
    ADMIN_REMOTE_URL: 'https://admin-cdn.example/console/mf-manifest.json',
  };

  async function headersFrom(env: Record<string, string>, path = '/'): Promise<Response> {
    const koa = new Koa();
    koa.use(securityHeaders(loadConfig(env)));
    koa.use((ctx) => {
      ctx.body = { ok: true };
    });
    const listening = koa.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      return await fetch(`http://127.0.0.1:${(listening.address() as AddressInfo).port}${path}`);
    } finally {
      listening.close();
    }
  }

  it('adds HSTS and upgrades insecure requests in production only', async () => {
    const live = await headersFrom(production);
    expect(live.headers.get('strict-transport-security')).to.equal('max-age=31536000; includeSubDomains');
    expect(directivesOf(live).has('upgrade-insecure-requests')).to.equal(true);

    const api = await headersFrom(production, '/api/health');
    expect(api.headers.get('strict-transport-security')).to.equal('max-age=31536000; includeSubDomains');

    const local = await headersFrom({ NODE_ENV: 'development' });
    expect(local.headers.get('strict-transport-security')).to.equal(null);
    expect(directivesOf(local).has('upgrade-insecure-requests')).to.equal(false);
  });

  it("lets the shell fetch and run the admin console from ADMIN_REMOTE_URL's origin, and nothing else from there", async () => {
    const directives = directivesOf(await headersFrom(production));
    for (const name of ['script-src', 'style-src', 'connect-src'])
      expect(directives.get(name), name).to.deep.equal(["'self'", 'https://admin-cdn.example']);
    expect(directives.get('default-src')).to.deep.equal(["'self'"]);
    expect(directives.get('frame-ancestors')).to.deep.equal(["'none'"]);
    expect(directives.get('form-action')).to.deep.equal(["'self'", 'https://repairlens.example']);
  });
});
