import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';

describe('public shell (browser)', () => {
  let page: Page;

  const suite = useBrowserPerFile({ env: { ADMIN_EMAILS: 'admin@example.com' } }, (fresh) => (page = fresh));

  const mainNavigation = () => page.getByRole('navigation', { name: 'Main' });
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  it('shows a visitor the landing page: hero, calls to action, how it works, examples and why choose', async () => {
    await page.goto(`${suite.app.baseUrl}/`);

    await heading('Fix Anything with AI').waitFor();
    expect(await page.title()).to.equal('RepairLens – Fix Anything with AI');
    expect(await page.getByRole('link', { name: 'Start Free Repair' }).getAttribute('href')).to.equal('/api/login');
    expect(await page.getByRole('link', { name: 'Hire a Pro' }).getAttribute('href')).to.equal('/contractors');
    await page.getByText('2 free repairs included • No credit card required').waitFor();
    for (const section of ['How it works', 'Example repairs', 'Why choose RepairLens']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    for (const [title, difficulty, time] of [
      ['Kitchen faucet leak', 'Easy', '15-30 min'],
      ['Car door handle', 'Medium', '45-90 min'],
      ['Laptop screen', 'Hard', '2-4 hours'],
    ] as const) {
      const example = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      expect(await example.innerText())
        .to.include(difficulty)
        .and.to.include(time);
    }
    for (const claim of ['87% success rate', 'Average $150 saved', 'Results in under 30 seconds']) {
      await page.getByRole('heading', { level: 3, name: claim }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Get Your 2 Free Repairs' }).getAttribute('href')).to.equal(
      '/api/login',
    );
    await page.getByRole('contentinfo').getByText('Available in Canada and the United States').waitFor();
  });

  it('shows a visitor Sign In (to /api/login) and no Dashboard or Admin link', async () => {
    await page.goto(`${suite.app.baseUrl}/pricing`);

    await heading('Pricing').waitFor();
    expect(await mainNavigation().getByRole('link', { name: 'Sign In' }).getAttribute('href')).to.equal('/api/login');
    expect(await mainNavigation().getByRole('link').allTextContents()).to.deep.equal([
      'RepairLens',
      'Pricing',
      'Gallery',
      'Find Contractors',
      'Sign In',
    ]);
    expect(await mainNavigation().getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).to.equal('page');
  });

  it('shows a signed-in admin the Dashboard and Admin links, and the dashboard at /', async () => {
    await page.goto(`${suite.app.baseUrl}/`);
    await signInInBrowser(page, { email: 'admin@example.com', firstName: 'Robin' });

    await heading('Welcome back, Robin').waitFor();
    await page.getByText('You have 2 free repairs remaining.').waitFor();
    expect(await mainNavigation().getByRole('link').allTextContents()).to.deep.equal([
      'RepairLens',
      'Dashboard',
      'Pricing',
      'Gallery',
      'Find Contractors',
      'Admin',
    ]);
    await mainNavigation().getByText('Free fixes: 2').waitFor();
    await mainNavigation().getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('shows the prices of the default region (Canada) from the server on the pricing page', async () => {
    await page.goto(`${suite.app.baseUrl}/pricing`);

    for (const [plan, price] of [
      ['Pay per Repair', '$5 CAD per repair'],
      ['Basic Plan', '$12 CAD per month'],
      ['Unlimited Plan', '$24 CAD per month'],
    ] as const) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan }) });
      await card.getByText(price).waitFor();
    }
  });

  it('shows the 404 page for a path that is not a route', async () => {
    await page.goto(`${suite.app.baseUrl}/no-such-page`);

    await heading('404 Page Not Found').waitFor();
    await page.getByText("The page you're looking for doesn't exist.").waitFor();
    await mainNavigation().waitFor();
  });

  it('shows the 404 page to a visitor on a signed-in-only route, without downloading that page', async () => {
    const pageChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/page-account\./.test(request.url())) pageChunks.push(request.url());
    });
    await page.goto(`${suite.app.baseUrl}/account`);

    await heading('404 Page Not Found').waitFor();
    expect(pageChunks).to.deep.equal([]);
  });

  it('opens a signed-in-only route for a signed-in user', async () => {
    await page.goto(`${suite.app.baseUrl}/`);
    await signInInBrowser(page, { email: 'member@example.com' });
    await page.goto(`${suite.app.baseUrl}/account`);

    await heading('Account Settings').waitFor();
  });

  it('shows only a spinner on a client route under /api/', async () => {
    await page.goto(`${suite.app.baseUrl}/pricing`);
    await heading('Pricing').waitFor();

    // The server answers /api itself, so this path is only ever reached by client-side navigation.
    await page.evaluate("history.pushState(null, '', '/api/something'); dispatchEvent(new PopStateEvent('popstate'))");

    await page.getByRole('status').waitFor();
    expect(await page.getByRole('navigation').count()).to.equal(0);
    expect(await page.getByRole('heading').count()).to.equal(0);
    expect(await page.getByRole('contentinfo').count()).to.equal(0);
  });

  it('shows "Loading..." while the signed-in user is being loaded', async () => {
    // The server's signed-in hint: without it the shell knows nobody is signed in and does not ask.
    await page.context().addCookies([{ name: 'rl_signed_in', value: '1', url: suite.app.baseUrl }]);
    let answer!: () => void;
    const userAsked = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/user', async (route) => {
      await userAsked;
      await route.continue();
    });
    await page.goto(`${suite.app.baseUrl}/`, { waitUntil: 'domcontentloaded' });

    await page.getByRole('status').getByText('Loading...').waitFor();
    answer();
    await heading('Fix Anything with AI').waitFor();
  });

  it('shows "Error loading page" when a page fails to load, keeps the navigation, and opens it on Try Again', async () => {
    await page.goto(`${suite.app.baseUrl}/`);
    await heading('Fix Anything with AI').waitFor();
    await page.route('**/page-pricing.*.js', (route) => route.abort());

    await mainNavigation().getByRole('link', { name: 'Pricing' }).click();
    await heading('Error loading page').waitFor();
    expect(await mainNavigation().isVisible()).to.equal(true);

    await page.unroute('**/page-pricing.*.js');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await heading('Pricing').waitFor();
  });

  it('has a menu toggle at a phone width that shows the same links and closes on navigation', async () => {
    await page.context().close();
    page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${suite.app.baseUrl}/`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const pricingLink = mainNavigation().getByRole('link', { name: 'Pricing' });

    await toggle.waitFor();
    expect(await pricingLink.isVisible()).to.equal(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).to.equal('true');
    await pricingLink.click();

    await heading('Pricing').waitFor();
    expect(await pricingLink.isVisible()).to.equal(false);
    expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
  });
});
