import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { useBrowserPerFile } from '../support/browser-suite.js';
import { completedRepairFromPage } from '../support/browser-repairs.js';
import { labelPhoto } from '../fixtures/repairs/media.js';
import { application } from '../integration/contractors/support.js';
import { ADMIN_CONSOLE_ROUTES } from '../support/admin-console-routes.js';

const ADMIN_EMAIL = 'admin-fr@repairlens.test';

/** Every screen of the shell and the admin console, by who can open it. */
const VISITOR_ROUTES = [
  '/',
  '/pricing',
  '/gallery',
  '/contractors',
  '/contractors/signup',
  '/contractors/success',
  '/success',
  '/cancel',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page',
  '/?error=access_denied',
];
const USER_ROUTES = ['/', '/account', '/subscribe', '/checkout', '/contractor-requests', '/pricing'];
const CONTRACTOR_ROUTES = ['/contractor-dashboard', '/contractors/signup'];

/**
 * Words that are English and never French: one of them in a French screen's text is a string left in English.
 * Brand and product names (RepairLens, Stripe, Google, Azure, CAD, USD...) are not in it, so they pass.
 */
const ENGLISH_ONLY = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'this',
  'that',
  'from',
  'have',
  'are',
  'will',
  'our',
  'for',
  'to',
  'is',
  'it',
  'not',
  'or',
  'all',
  'more',
  'get',
  'new',
  'see',
  'how',
  'what',
  'when',
  'free',
  'sign',
  'out',
  'account',
  'repair',
  'repairs',
  'contractor',
  'contractors',
  'pricing',
  'loading',
  'back',
  'home',
  'next',
  'save',
  'close',
  'show',
  'hide',
  'view',
  'edit',
  'delete',
  'users',
  'user',
  'email',
  'search',
  'status',
  'please',
  'try',
  'again',
  'find',
  'hire',
  'upload',
  'yes',
  'no',
  'of',
  'by',
  'be',
  'can',
  'may',
  'must',
  'which',
  'who',
  'only',
  'each',
  'month',
  'settings',
  'request',
  'requests',
  'dashboard',
  'payment',
  'cancelled',
  'successful',
  'privacy',
  'policy',
  'terms',
];

/** The catalogues' keys ("nav.pricing"): one on screen is a text the translator could not find. */
async function catalogueKeys(): Promise<string[]> {
  const keysOf = (tree: unknown, prefix: string): string[] =>
    typeof tree === 'object' && tree !== null
      ? Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
      : [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  const read = async (file: string) => JSON.parse(await readFile(new URL(file, import.meta.url), 'utf8')) as unknown;
  return [
    ...keysOf(await read('../../frontends/shell/src/i18n/en.json'), ''),
    ...keysOf(await read('../../frontends/shell/src/i18n/landing.en.json'), ''),
    ...keysOf(await read('../../frontends/shell/src/i18n/pricing.en.json'), ''),
    ...keysOf(await read('../../frontends/shell/src/i18n/account.en.json'), ''),
    ...keysOf(await read('../../frontends/shell/src/i18n/repairs.en.json'), 'repairs'),
    ...keysOf(await read('../../frontends/shell/src/i18n/repair-instructions.en.json'), 'repairs'),
    ...keysOf(await read('../../frontends/shell/src/i18n/contractors.en.json'), 'contractors'),
    ...keysOf(await read('../../frontends/shell/src/i18n/contractor-profile.en.json'), 'contractors'),
    ...keysOf(await read('../../frontends/shell/src/i18n/contractor-dashboard.en.json'), 'contractors'),
    ...keysOf(await read('../../frontends/admin/src/i18n/en.json'), ''),
  ];
}

/**
 * What a person sees and hears on the page: visible text, the labels screen readers read, placeholders and the
 * document title. Text marked as English (the language switch's "English") is left out. Runs in the page (a
 * string: the browser tests are type-checked without the DOM's types).
 */
const SHOWN_TEXTS = `(() => {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent.trim();
    if (!element || !text || element.closest('script, style, noscript, [lang^="en"]')) continue;
    if (!element.getClientRects().length || getComputedStyle(element).visibility === 'hidden') continue;
    texts.push(text);
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
    if (element.closest('[lang^="en"]')) continue;
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
})()`;

interface Untranslated {
  readonly keys: string[];
  readonly plurals: string[];
  readonly english: string[];
}

/** Proper names that stay in English in French text: laws cited by their own name. */
const ENGLISH_PROPER_NAMES = /California Consumer Privacy Act/g;

function untranslatedIn(texts: readonly string[], keys: ReadonlySet<string>): Untranslated {
  const englishWords = new Set(ENGLISH_ONLY);
  const withoutAddresses = (text: string) =>
    text.replace(/\S+@\S+|https?:\/\/\S+/g, '').replace(ENGLISH_PROPER_NAMES, '');
  return {
    keys: texts.filter((text) => keys.has(text)),
    plurals: texts.filter((text) => /\{\{|\}\}|_(one|other)\b/.test(text)),
    english: texts.filter((text) =>
      (withoutAddresses(text).match(/[A-Za-z]+/g) ?? []).some((word) => englishWords.has(word.toLowerCase())),
    ),
  };
}

describe('French everywhere (browser, fr-CA)', function () {
  // Many pages per test, each a full load on a machine that may be busy.
  this.timeout(240_000);
  let keys: Set<string>;

  const suite = useBrowserPerFile({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  before(async () => {
    keys = new Set(await catalogueKeys());
  });

  /** A browser whose languages are French (navigator.languages and Accept-Language: fr-CA). */
  const frenchPage = () => suite.browser.newPage({ locale: 'fr-CA' });

  /** The development sign-in, which a French browser gets in French (Courriel, Prénom, Se connecter). */
  async function signInInFrench(page: Page, email: string, name?: { first: string; last: string }) {
    await page.goto(`${suite.app.baseUrl}/api/login`);
    await page.getByLabel('Courriel').fill(email);
    if (name) {
      await page.getByLabel('Prénom').fill(name.first);
      await page.getByLabel('Nom de famille').fill(name.last);
    }
    const signedIn = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/user' && response.status() === 200,
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await signedIn;
  }

  async function settle(page: Page) {
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    // A lazily fetched catalogue (a legal text, the console's) re-renders its page when it arrives.
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
  }

  async function walk(page: Page, routes: readonly string[]): Promise<string[]> {
    const findings: string[] = [];
    for (const route of routes) {
      await page.goto(`${suite.app.baseUrl}${route}`);
      await settle(page);
      expect(await page.locator('html').getAttribute('lang'), route).to.equal('fr-CA');
      const found = untranslatedIn(await page.evaluate<string[]>(SHOWN_TEXTS), keys);
      for (const [kind, texts] of Object.entries(found)) {
        for (const text of new Set(texts as string[])) findings.push(`${route} ${kind}: ${text}`);
      }
    }
    return findings;
  }

  it('shows a visitor every public screen in French, with no key, raw plural or English text', async () => {
    const page = await frenchPage();
    expect(await walk(page, VISITOR_ROUTES)).to.deep.equal([]);
  });

  it('serves the legal texts in French in the page’s own HTML, before any script runs', async () => {
    // Without scripts the page shows what to do instead (the HTML's texts are hidden), so its texts are read as written.
    const page = await suite.browser.newPage({ locale: 'fr-CA', javaScriptEnabled: false });
    for (const route of ['/privacy-policy', '/terms-of-service']) {
      await page.goto(`${suite.app.baseUrl}${route}`);
      const texts = await page.locator('#root article').locator('h1, h2, p, li').allTextContents();
      expect(texts.length, route).to.be.above(20);
      expect(untranslatedIn(texts, keys), route).to.deep.equal({ keys: [], plurals: [], english: [] });
    }
    expect(await page.locator('h2#service').textContent()).to.equal('Ce que fait RepairLens');
  });

  it('shows a signed-in person their screens in French, and keeps the language on their account', async () => {
    const page = await frenchPage();
    await signInInFrench(page, 'personne@example.com', { first: 'Camille', last: 'Gagnon' });
    expect(await walk(page, USER_ROUTES)).to.deep.equal([]);
    const account = await page.evaluate<{ locale: string }>(
      "fetch('/api/auth/user').then((response) => response.json())",
    );
    expect(account.locale, 'the account took the language the person reads in').to.equal('fr-CA');
  });

  it('shows a completed repair, a safety stop and a request for detail in French, the guide read as French', async () => {
    const page = await frenchPage();
    await signInInFrench(page, 'reparation@example.com', { first: 'Mathieu', last: 'Côté' });
    const photo = await labelPhoto();
    const repairs = [
      await completedRepairFromPage(page, photo, 'Mon robinet de cuisine coule goutte à goutte même fermé'),
      await completedRepairFromPage(page, photo, 'ça sent le gaz dans la cuisine près du poêle'),
      await completedRepairFromPage(page, photo, 'c’est brisé'),
    ];
    expect(
      await walk(
        page,
        repairs.map((repair) => `/repair/${repair.id}`),
      ),
    ).to.deep.equal([]);
    await page.goto(`${suite.app.baseUrl}/repair/${repairs[0]!.id}`);
    await settle(page);
    // A tool that can stand in for another is named mid-sentence, as French writes it: "(ou tournevis, ...)";
    // the time it takes reads "30 à 75 min".
    await page
      .getByText(/\(ou tournevis, selon/)
      .first()
      .waitFor();
    await page
      .getByText(/^\d+ à \d+ min$/)
      .first()
      .waitFor();
    // The follow-up photo's field words its button in French whatever the browser's language (Chromium's own
    // file input says "Choose File" here, outside the page's text the walk reads).
    const photoField = page.locator('label', { hasText: 'Ajouter une autre photo' });
    expect(await photoField.innerText()).to.match(/Choisir un fichier\s+Aucun fichier choisi/);
  });

  it('shows a contractor their dashboard in French', async () => {
    const page = await frenchPage();
    await signInInFrench(page, 'entrepreneur@example.com', { first: 'Luc', last: 'Roy' });
    const status = await page.evaluate<number>(
      `fetch('/api/contractor/application', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: ${JSON.stringify(JSON.stringify(application({ email: 'luc@renovations-roy.example' })))} })
        .then((response) => response.status)`,
    );
    expect(status).to.equal(201);
    expect(await walk(page, CONTRACTOR_ROUTES)).to.deep.equal([]);
  });

  it('shows the admin console in French', async () => {
    const page = await frenchPage();
    await signInInFrench(page, ADMIN_EMAIL);
    expect(await walk(page, ADMIN_CONSOLE_ROUTES)).to.deep.equal([]);
  });

  it('keeps the admin console blank, never English, until its French catalogue arrives', async () => {
    const page = await frenchPage();
    await signInInFrench(page, ADMIN_EMAIL);
    // A slow network for the console's French chunk alone: anything shown before it arrives would be English.
    await page.route(/admin-i18n-fr-CA\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`${suite.app.baseUrl}/admin`);
    const englishTitle = page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
    const frenchTitle = page.getByRole('heading', { level: 1, name: "Console d'administration" });
    await englishTitle.or(frenchTitle).waitFor({ timeout: 15_000 });
    expect(await englishTitle.count(), 'the English title shown first').to.equal(0);
    expect(await frenchTitle.count()).to.equal(1);
  });

  it("offers a signed-in person the switch in the phone's folded menu, and keeps the choice on their account", async () => {
    const page = await suite.browser.newPage({ locale: 'fr-CA', viewport: { width: 375, height: 812 } });
    await signInInFrench(page, 'bascule@example.com', { first: 'Élodie', last: 'Tremblay' });
    await page.goto(`${suite.app.baseUrl}/account`);
    await settle(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
    await page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('button', { name: 'EN – Show the site in English' })
      .click();
    await saved;
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    const account = await page.evaluate<{ locale: string }>(
      "fetch('/api/auth/user').then((response) => response.json())",
    );
    expect(account.locale, 'the account keeps the language chosen').to.equal('en-CA');
  });

  it('switches to English from the navigation bar and back from the footer, and remembers the choice', async () => {
    const page = await frenchPage();
    await page.goto(`${suite.app.baseUrl}/pricing`);
    await settle(page);
    await page.getByRole('button', { name: 'Show the site in English' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).to.equal('en-CA');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    await page.locator('footer').getByRole('button', { name: 'Afficher le site en français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tarifs' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).to.equal('fr-CA');
  });
});
