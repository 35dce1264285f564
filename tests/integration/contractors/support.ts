import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { ContractorApplication, MyContractorProfile } from '../../../src/api-contract.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp, type TestAppOptions } from '../../support/test-app.js';

export const ADMIN = 'reviewer@repairlens.test';

export interface ContractorsTestApp extends TestApp {
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** The outbox's messages to one address, oldest first. */
  mailTo(address: string): Promise<{ subject: string; text: string; html: string; status: string }[]>;
  signedIn(name?: string): Promise<TestBrowser & { email: string }>;
  admin(): Promise<TestBrowser>;
}

/** A whole server with an admin, uploads and logos in a folder of its own, and helpers to look inside. */
export async function startContractorsApp(options: TestAppOptions = {}): Promise<ContractorsTestApp> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'repairlens-contractors-'));
  const server = await startTestApp({
    ...options,
    env: { ADMIN_EMAILS: ADMIN, LOCAL_STORAGE_DIR: storageDir, LOCAL_ANALYSIS_READ_TEXT: 'false', ...options.env },
  });
  const sql = <T>(query: string, params: unknown[] = []) =>
    server.app.database.withContext(() => server.app.database.em.execute<T[]>(query, params));
  let people = 0;
  let admin: Promise<TestBrowser> | undefined;
  return {
    ...server,
    sql,
    mailTo: (address) =>
      sql(
        `select subject, text_body as text, html_body as html, status from email_outbox
         where lower(recipient) = lower(?) order by created_at, id`,
        [address],
      ),
    signedIn: async (name = 'person') => {
      const email = `${name}-${++people}-${Date.now()}@example.com`;
      const browser = Object.assign(new TestBrowser(server.baseUrl), { email });
      await signIn(browser, { email, firstName: 'Sam', lastName: 'Tester' });
      return browser;
    },
    // One admin session per server: sign-ins are rate limited like a person's.
    admin: () =>
      (admin ??= (async () => {
        const browser = new TestBrowser(server.baseUrl);
        await signIn(browser, { email: ADMIN });
        return browser;
      })()),
    close: async () => {
      await server.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** A complete, valid application from a Toronto plumber; tests change what they need. */
export function application(overrides: Partial<ContractorApplication> = {}): ContractorApplication {
  return {
    businessName: 'Harbourfront Plumbing & Heating',
    contactName: "Dana O'Neil",
    email: 'dana@harbourfront-plumbing.example',
    phone: '(416) 555-0199',
    website: 'https://harbourfront-plumbing.example',
    country: 'CA',
    postalCode: 'M5V 3L9',
    serviceArea: { kind: 'radius', radius: 25, unit: 'km' },
    specializations: ['plumbing', 'heating-cooling'],
    description: 'Licensed plumbers serving downtown Toronto since 2009: leaks, drains, water heaters, boilers.',
    licenceNumber: 'ON-PL-48213',
    insuranceProvider: 'Intact Insurance',
    insuranceExpiresOn: `${new Date().getUTCFullYear() + 1}-06-30`,
    gstHstNumber: '123456789 RT 0001',
    yearEstablished: 2009,
    ...overrides,
  };
}

export async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.text();
  expect(response.status, body).to.equal(status);
  return JSON.parse(body) as T;
}

export async function apply(browser: TestBrowser, overrides: Partial<ContractorApplication> = {}) {
  return json<MyContractorProfile>(
    await browser.json('/api/contractor/application', 'POST', application(overrides)),
    201,
  );
}

/** The checkout page the API answered, with one of its buttons pressed; answers where the browser lands. */
export async function pressOnCheckout(browser: TestBrowser, url: string, button: 'Pay' | 'Cancel'): Promise<URL> {
  const page = await browser.request(url);
  expect(page.status).to.equal(200);
  const html = await page.text();
  const action = new RegExp(`<form method="post" action="([^"]+)"><button type="submit"[^>]*>${button}</button>`).exec(
    html,
  )?.[1];
  expect(action, `${button} button`).to.be.a('string');
  const pressed = await browser.request(action!, { method: 'POST' });
  expect(pressed.status).to.equal(303);
  return new URL(pressed.headers.get('location')!, browser.baseUrl);
}

/** Subscribes to the contractor plan on the local provider's test checkout page and comes back. */
export async function subscribeAndPay(browser: TestBrowser): Promise<URL> {
  const { url } = await json<{ url: string }>(
    await browser.request('/api/contractor/listing/subscribe', { method: 'POST' }),
  );
  const landed = await pressOnCheckout(browser, url, 'Pay');
  const check = await browser.request(`/api/stripe/session/${landed.searchParams.get('session_id')}`);
  expect(await check.json()).to.include({ success: true });
  return landed;
}

/** Presses a button of the local provider's account page (the customer portal stand-in) for one subscription. */
export async function pressOnAccountPage(browser: TestBrowser, label: RegExp): Promise<void> {
  const portal = await browser.request('/api/billing-portal');
  const account = new URL(portal.headers.get('location')!);
  const html = await (await browser.request(account.pathname + account.search)).text();
  const sections = html.split('<p>').filter((part) => part.startsWith('Contractor plan'));
  const forms = html
    .slice(html.indexOf(sections[0] ?? ''))
    .matchAll(/<form method="post" action="([^"]+)"><button[^>]*>([^<]+)</g);
  const form = [...forms].find((match) => label.test(match[2]!));
  expect(form, `${label} on the contractor plan`).to.not.equal(undefined);
  const pressed = await browser.request(form![1]!.replaceAll('&amp;', '&'), { method: 'POST' });
  expect(pressed.status).to.equal(303);
}

/** An approved, paying contractor: applied, approved by the admin, subscribed. */
export async function listedContractor(
  server: ContractorsTestApp,
  overrides: Partial<ContractorApplication> = {},
): Promise<{ browser: TestBrowser & { email: string }; profile: MyContractorProfile }> {
  const browser = await server.signedIn('contractor');
  const applied = await apply(browser, { email: `${browser.email.split('@')[0]}@biz.example`, ...overrides });
  const admin = await server.admin();
  await json(await admin.request(`/api/admin/contractors/${applied.id}/approve`, { method: 'POST' }));
  await subscribeAndPay(browser);
  const profile = await json<MyContractorProfile>(await browser.request('/api/contractor/profile'));
  expect(profile.listing.state).to.equal('listed');
  return { browser, profile };
}

export { pollUntil as eventually } from '../../support/polling.js';
