import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

/** Every page a visitor can open, with the heading and the document title it must have. */
const PUBLIC_PAGES = [
  { path: '/', heading: 'Fix Anything with AI', title: 'RepairLens – Fix Anything with AI' },
  { path: '/pricing', heading: 'Pricing', title: 'Pricing | RepairLens' },
  { path: '/gallery', heading: 'Repair Gallery', title: 'Repair Gallery | RepairLens' },
  { path: '/contractors', heading: 'Find Contractors', title: 'Find Contractors | RepairLens' },
  { path: '/contractors/signup', heading: 'Contractor Signup', title: 'Contractor Signup | RepairLens' },
  {
    path: '/contractors/success',
    heading: 'Contractor Signup Complete',
    title: 'Contractor Signup Complete | RepairLens',
  },
  { path: '/success', heading: 'Payment Successful', title: 'Payment Successful | RepairLens' },
  { path: '/cancel', heading: 'Payment Cancelled', title: 'Payment Cancelled | RepairLens' },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy | RepairLens' },
  { path: '/terms-of-service', heading: 'Terms of Service', title: 'Terms of Service | RepairLens' },
  { path: '/no-such-page', heading: '404 Page Not Found', title: '404 Page Not Found | RepairLens' },
  { path: '/?error=access_denied', heading: 'Authentication Error', title: 'Authentication Error | RepairLens' },
] as const;

describe('public pages (browser)', () => {
  let page: Page;

  const suite = useBrowserPerFile({}, (fresh) => (page = fresh));

  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const meta = (selector: string) => page.locator(selector).getAttribute('content');

  async function open(path: string, name: string) {
    await page.goto(`${suite.app.baseUrl}${path}`);
    await heading(name).waitFor();
  }

  it('gives every public page its own title and meta description', async () => {
    const descriptions = new Set<string>();
    for (const { path, heading: name, title } of PUBLIC_PAGES) {
      await open(path, name);
      // A page rendered at build time shows its heading before the app has set its title (decision 0021).
      await page.waitForFunction((expected) => document.title === expected, title).catch(() => undefined);
      expect(await page.title(), path).to.equal(title);
      const description = await meta('meta[name="description"]');
      expect(description, `${path} description`).to.have.length.greaterThan(30);
      expect(await meta('meta[property="og:title"]'), path).to.equal(title);
      descriptions.add(description!);
    }
    expect(descriptions.size).to.equal(PUBLIC_PAGES.length);
  });

  it('serves the landing page with Open Graph tags and a description in its HTML, for crawlers', async () => {
    const html = await (await fetch(`${suite.app.baseUrl}/`)).text();

    expect(html).to.include('<title>RepairLens – Fix Anything with AI</title>');
    // The built HTML is minified: attribute quotes are left out where they are not needed.
    expect(html).to.match(/<meta name="?description"? content="[^"]{50,}"/);
    for (const property of ['og:type', 'og:site_name', 'og:title', 'og:description', 'og:locale']) {
      expect(html).to.match(new RegExp(`<meta property="?${property}"? content="?[^"> ]+`), property);
    }
  });

  it('has the footer on every page: its links, the mail links and "Available in Canada and the United States"', async () => {
    for (const { path, heading: name } of [PUBLIC_PAGES[0], PUBLIC_PAGES[3], PUBLIC_PAGES[10]]) {
      await open(path, name);
      const footer = page.getByRole('contentinfo');
      const siteLinks = footer.getByRole('navigation', { name: 'Site' }).getByRole('link');
      expect(await siteLinks.allTextContents()).to.deep.equal([
        'Pricing',
        'Repair Gallery',
        'Find Contractors',
        'Contractor Signup',
        'Privacy Policy',
        'Terms of Service',
      ]);
      expect(await footer.getByRole('link', { name: 'Privacy requests' }).getAttribute('href')).to.equal(
        'mailto:privacy@repairlens.app',
      );
      expect(await footer.getByRole('link', { name: 'Support' }).getAttribute('href')).to.equal(
        'mailto:support@repairlens.app',
      );
      await footer.getByText('Available in Canada and the United States').waitFor();
    }

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await heading('Terms of Service').waitFor();
  });

  it('highlights the current page in the navigation bar', async () => {
    await open('/contractors', 'Find Contractors');
    const navigation = page.getByRole('navigation', { name: 'Main' });

    expect(await navigation.getByRole('link', { name: 'Find Contractors' }).getAttribute('aria-current')).to.equal(
      'page',
    );
    expect(await navigation.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).to.equal(null);
  });

  /** Fails unless the legal page at `path` is dated July 30, 2025 and its text says each of `points`. */
  async function expectLegalPage(path: string, title: string, points: readonly string[]) {
    await open(path, title);
    await page.getByText('Last updated: July 30, 2025').waitFor();
    const text = await page.getByRole('article').innerText();
    for (const point of points) expect(text, point).to.include(point);
  }

  it('has a Privacy Policy dated July 30, 2025 that covers what the product does with personal information', async () => {
    await expectLegalPage('/privacy-policy', 'Privacy Policy', [
      'A device fingerprint',
      'Error reports',
      'deleted right after it has been processed',
      'card payment provider (Stripe)',
      'an e-mail provider',
      'about 7 years',
      '18 or older',
      'PIPEDA',
      'CCPA',
      '“Download my data”',
      '“Delete account”',
    ]);
    expect(
      await page
        .getByRole('article')
        .getByRole('link', { name: 'privacy@repairlens.app' })
        .first()
        .getAttribute('href'),
    ).to.equal('mailto:privacy@repairlens.app');
  });

  it("has Terms of Service dated July 30, 2025 with the specification's terms", async () => {
    await expectLegalPage('/terms-of-service', 'Terms of Service', [
      'at least 18 years old',
      'not refunded for instructions already delivered or for partial subscription periods',
      'the amount you paid us in the 12 months before',
      'about 7 years',
      'calculated at checkout',
      'only after we approve it',
      'monthly contractor plan',
      'renews automatically each month unless you cancel',
      'Province of Ontario',
      'State of Delaware',
    ]);
  });

  describe('accessibility (axe-core): no serious or critical violation', () => {
    for (const { path, heading: name } of PUBLIC_PAGES) {
      it(`on ${path}`, async () => {
        await open(path, name);
        expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
      });
    }

    it('on the landing page with the mobile menu open at a phone width', async () => {
      await page.context().close();
      page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
      await open('/', 'Fix Anything with AI');
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await seriousAccessibilityViolations(page)).to.deep.equal([]);
    });
  });
});
