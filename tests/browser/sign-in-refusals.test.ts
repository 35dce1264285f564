import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { useBrowserPerFile } from '../support/browser-suite.js';

/** A sign-in refused for a reason the person can act on says that reason on the Authentication Error screen. */
describe('sign-in refusals in the shell (browser)', () => {
  let page: Page;

  const suite = useBrowserPerFile({}, (fresh) => (page = fresh));

  const heading = () => page.getByRole('heading', { level: 1, name: 'Authentication Error', exact: true });

  it('explains that the address belongs to another account the provider could not prove is theirs', async () => {
    await page.goto(`${suite.app.baseUrl}/?error=account_exists`);

    await heading().waitFor();
    await page.getByText('An account with this e-mail address already exists').waitFor();
    await page.getByText('Error code: account_exists').waitFor();
    expect(await page.getByText('There was a problem signing you in. Please try again.').count()).to.equal(0);
  });

  it('explains an address the provider says is not verified', async () => {
    await page.goto(`${suite.app.baseUrl}/?error=email_unverified`);

    await heading().waitFor();
    await page.getByText('Your sign-in provider says this e-mail address is not verified.').waitFor();
  });

  it('keeps the general sentence for any other code', async () => {
    await page.goto(`${suite.app.baseUrl}/?error=toString`);

    await heading().waitFor();
    await page.getByText('There was a problem signing you in. Please try again.').waitFor();
  });
});
