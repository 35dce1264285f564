import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import type { AuthUser } from '../../src/api-contract.js';
import { PUBLIC_PAGES } from '../../src/shared/http/public-pages.js';
import { ADMIN, apply, json, startContractorsApp } from '../integration/contractors/support.js';
import {
  DESKTOP_VIEWPORT as DESKTOP,
  PHONE_VIEWPORT as PHONE,
  seriousAccessibilityViolations,
  signInInBrowser,
  TABLET_VIEWPORT as TABLET,
} from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

/** WCAG 2.5.5 and the platforms' guidelines: a control a finger can hit. */
const TAP_TARGET_PX = 44;

/**
 * Issue 21 (layout): every shell page and admin section fits a 390 px phone and an 820 px tablet without
 * sideways scrolling, the header folds into its menu before it runs out of room, and the controls people
 * tap are at least 44 × 44 px.
 */
describe('layout at phone and tablet widths (browser)', function () {
  this.timeout(180_000);
  let page: Page;

  const suite = useBrowserPerFile(startContractorsApp);
  before(async () => {
    // A pending application with long names, and an admin action (credits granted) in the audit log.
    const applicant = await suite.app.signedIn('applicant-with-a-rather-long-address');
    await apply(applicant, {
      businessName: 'Harbourfront Plumbing, Heating & Emergency Drain Services of Greater Toronto',
      email: `${applicant.email.split('@')[0]}@harbourfront-plumbing-and-heating.example`,
    });
    const { id } = await json<AuthUser>(await applicant.request('/api/auth/user'));
    const admin = await suite.app.admin();
    await json(
      await admin.json(`/api/admin/users/${id}/credit-grants`, 'POST', {
        credits: 3,
        reason: 'Goodwill after a repair that did not help',
      }),
      201,
    );
  });

  let people = 0;
  async function signedInPage(email = `phone-person-${++people}-${Date.now()}@example.com`) {
    page = await suite.browser.newPage({ viewport: PHONE });
    await signInInBrowser(page, {
      email,
      firstName: 'Alexandra',
      lastName: 'Papadopoulos-Whitfield',
      baseUrl: suite.app.baseUrl,
    });
    return page;
  }

  /** Opens a path and waits until the page has loaded its data and drawn its heading. */
  async function open(path: string, heading = page.locator('main h1, main h2').first()) {
    await page.goto(`${suite.app.baseUrl}${path}`);
    await heading.waitFor();
    await page.waitForLoadState('networkidle');
  }

  /** The page is no wider than the screen; the elements that stick out are named when it is. */
  async function expectNoSidewaysScroll(where: string) {
    const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
      const root = document.documentElement;
      const width = root.clientWidth;
      const wideElements = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      return { scrollWidth: root.scrollWidth, clientWidth: width, wide: wideElements };
    });
    expect(scrollWidth, `${where} at ${clientWidth} px: ${wide.join(', ')}`).to.be.at.most(clientWidth);
  }

  async function expectFitsAtPhoneAndTablet(path: string, heading?: Locator) {
    await page.setViewportSize(PHONE);
    await open(path, heading);
    await expectNoSidewaysScroll(path);
    await page.setViewportSize(TABLET);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(path);
  }

  async function expectTapTarget(target: Locator, what: string) {
    const box = await target.boundingBox();
    expect(box, `${what} is shown`).to.not.equal(null);
    expect(Math.round(box!.width), `${what}: width`).to.be.at.least(TAP_TARGET_PX);
    expect(Math.round(box!.height), `${what}: height`).to.be.at.least(TAP_TARGET_PX);
  }

  /** How many lines an element's text takes (its text only: an icon beside it is not a line). */
  const linesOf = (element: Locator) =>
    element.evaluate((node) => {
      const tops = new Set<number>();
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return tops.size;
    });

  const header = () => page.locator('header').first();
  const menuToggle = () => header().getByRole('button', { name: /^(Open|Close) menu$/ });
  const userMenuButton = () => header().getByRole('button', { name: /Account menu/ });

  /** One row: no link wraps, and the user menu (or, folded, the menu's toggle) is wholly on screen. */
  async function expectHeaderInOneRow(width: number) {
    // The header decides in a ResizeObserver whether its row fits: two frames after a resize it has.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const folded = await menuToggle().isVisible();
    const control = folded ? menuToggle() : userMenuButton();
    const box = (await control.boundingBox())!;
    expect(box, `at ${width} px the ${folded ? 'menu toggle' : 'user menu'} is shown`).to.not.equal(null);
    expect(box.x, `at ${width} px`).to.be.at.least(0);
    expect(box.x + box.width, `at ${width} px the control ends inside the screen`).to.be.at.most(width);
    const headerBox = (await header().boundingBox())!;
    expect(headerBox.height, `at ${width} px the header is one row`).to.be.below(90);
    if (!folded) {
      for (const link of await header().getByRole('navigation').getByRole('link').all()) {
        if (await link.isVisible()) expect(await linesOf(link), await link.innerText()).to.equal(1);
      }
    }
  }

  describe('shell pages', () => {
    it('fits every public page on a phone and a tablet', async () => {
      page = await suite.browser.newPage({ viewport: PHONE });
      for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
        await expectFitsAtPhoneAndTablet(path);
      }
    });

    it('fits every signed-in page on a phone and a tablet, the header folding before it runs out of room', async () => {
      await signedInPage();
      await page.route('**/api/user/payments', (route) =>
        route.fulfill({
          json: [1, 2, 3].map((n) => ({
            id: `pay_${n}`,
            type: 'one_time',
            createdAt: new Date(Date.UTC(2026, 10, 20 + n, 15, 30)).toISOString(),
            amount: 122_500 * n,
            currency: 'CAD',
            status: n === 2 ? 'requires_payment_method' : 'succeeded',
          })),
        }),
      );
      for (const path of ['/', '/account', '/contractors/signup', '/contractor-requests', '/pricing', '/contractors']) {
        await expectFitsAtPhoneAndTablet(path);
        await expectHeaderInOneRow(TABLET.width);
      }
      for (const width of [768, 900, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoSidewaysScroll(`/contractors at ${width} px`);
        await expectHeaderInOneRow(width);
      }
    });

    it('shows the billing history as cards on a phone, every amount with its label', async () => {
      await signedInPage();
      await page.route('**/api/user/payments', (route) =>
        route.fulfill({
          json: [
            {
              id: 'pay_1',
              type: 'one_time',
              createdAt: '2026-11-21T15:30:00.000Z',
              amount: 500,
              currency: 'CAD',
              status: 'succeeded',
            },
          ],
        }),
      );
      await open('/account');
      const history = page.getByRole('region', { name: 'Billing history' });
      const row = history.getByRole('row').filter({ hasText: 'Repair credit' });
      await row.waitFor();
      expect(await row.getByRole('cell').allInnerTexts()).to.deep.equal([
        'Date\nNov 21, 2026',
        'Description\nRepair credit',
        'Amount\n$5 CAD',
        'Status\nPaid',
      ]);
      await expectNoSidewaysScroll('/account');
      expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
    });
  });

  describe('header', () => {
    it('keeps an admin\'s header in one row at 820 and 1280 px: "Find Contractors" on one line, the user menu on screen', async () => {
      page = await suite.browser.newPage({ viewport: DESKTOP });
      await signInInBrowser(page, {
        email: ADMIN,
        firstName: 'Alexandra',
        lastName: 'Papadopoulos',
        baseUrl: suite.app.baseUrl,
      });
      await open('/pricing');
      await header().getByRole('link', { name: 'Admin' }).waitFor();
      for (const viewport of [DESKTOP, TABLET, { width: 1024, height: 800 }]) {
        await page.setViewportSize(viewport);
        await expectHeaderInOneRow(viewport.width);
        await expectNoSidewaysScroll(`/pricing at ${viewport.width} px`);
      }
      await page.setViewportSize(DESKTOP);
      await expectHeaderInOneRow(DESKTOP.width);
      expect(await userMenuButton().isVisible(), 'at 1280 px the whole row fits, unfolded').to.equal(true);
    });

    it('closes the mobile menu on Escape and gives the focus back to its toggle', async () => {
      page = await suite.browser.newPage({ viewport: PHONE });
      await open('/pricing');
      await menuToggle().click();
      const menu = page.locator('#site-menu');
      await menu.getByRole('link', { name: 'Gallery' }).focus();
      await page.keyboard.press('Escape');

      expect(await menuToggle().getAttribute('aria-expanded')).to.equal('false');
      expect(await menu.isVisible()).to.equal(false);
      expect(await page.evaluate("document.activeElement?.getAttribute('aria-controls')")).to.equal('site-menu');
    });
  });

  describe('tap targets of at least 44 × 44 px', () => {
    it('has footer links, the toast close button and the terms checkbox a finger can hit', async () => {
      await signedInPage();
      await open('/');
      for (const link of await page.getByRole('contentinfo').getByRole('link').all()) {
        await expectTapTarget(link, `footer link ${await link.innerText()}`);
      }
      const terms = page.getByRole('checkbox', { name: /I agree/ });
      await expectTapTarget(terms.locator('xpath=ancestor::label[1]'), 'the terms checkbox and its label');
      expect((await terms.boundingBox())!.width, 'the box itself').to.be.at.least(24);

      await open('/account');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expectTapTarget(page.getByRole('button', { name: 'Dismiss notification' }), 'the toast close button');
    });

    it("has the contractor form's checkboxes, radio buttons and km/mi picker a finger can hit", async () => {
      await signedInPage();
      await open('/contractors/signup', page.getByRole('form'));
      for (const choice of [...(await page.getByRole('checkbox').all()), ...(await page.getByRole('radio').all())]) {
        await expectTapTarget(
          choice.locator('xpath=ancestor::label[1]'),
          `${await choice.getAttribute('name')} choice`,
        );
      }
      await expectTapTarget(page.getByRole('combobox', { name: 'Unit' }), 'the km/mi picker');
    });
  });

  it('gives the contractor form the browser autofill hints', async () => {
    await signedInPage();
    await open('/contractors/signup', page.getByRole('form'));
    const hints = await page
      .getByRole('form')
      .locator('[name]')
      .evaluateAll((fields) =>
        Object.fromEntries(
          fields.map((field) => [field.getAttribute('name') ?? '', field.getAttribute('autocomplete')]),
        ),
      );
    expect(hints).to.include({
      businessName: 'organization',
      contactName: 'name',
      email: 'email',
      phone: 'tel',
      website: 'url',
      country: 'country',
      postalCode: 'postal-code',
    });
    await expectNoSidewaysScroll('/contractors/signup');
    expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
  });

  describe('admin console', () => {
    async function adminPage() {
      page = await suite.browser.newPage({ viewport: PHONE });
      await signInInBrowser(page, { email: ADMIN, baseUrl: suite.app.baseUrl });
    }
    const section = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });

    it('fits every admin section on a phone and a tablet', async () => {
      await adminPage();
      for (const [path, name] of [
        ['/admin', 'Overview'],
        ['/admin/pricing', 'Pricing'],
        ['/admin/contractors', 'Contractors'],
        ['/admin/users', 'Users'],
        ['/admin/gallery', 'Gallery curation'],
        ['/admin/operations', 'Operations'],
        ['/admin/audit-log', 'Audit log'],
      ] as const) {
        await expectFitsAtPhoneAndTablet(path, section(name));
      }
      await open('/admin/users', section('Users'));
      await page.getByRole('link', { name: /applicant-with-a-rather-long-address/ }).click();
      await page.getByRole('heading', { level: 2, name: /applicant-with-a-rather-long-address/ }).waitFor();
      await expectNoSidewaysScroll('a person');
      await open('/admin/contractors', section('Contractors'));
      await page.getByRole('link', { name: /Harbourfront Plumbing/ }).click();
      await page.getByRole('heading', { level: 2, name: /Harbourfront Plumbing/ }).waitFor();
      await expectNoSidewaysScroll('an application');
    });

    it('shows the Users table with each date on one line, scrolling in its own box, no serious accessibility problem', async () => {
      await adminPage();
      await open('/admin/users', section('Users'));
      const table = page.getByRole('table', { name: 'Users' });
      await table.getByRole('link', { name: /applicant-with-a-rather-long-address/ }).waitFor();
      for (const viewport of [PHONE, TABLET]) {
        await page.setViewportSize(viewport);
        const dates = table.locator('time');
        expect(await dates.count(), 'joined and last sign-in of each person').to.be.at.least(4);
        for (const date of await dates.all()) expect(await linesOf(date), await date.innerText()).to.equal(1);
        await expectNoSidewaysScroll('/admin/users');
      }
      expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
    });
  });
});
