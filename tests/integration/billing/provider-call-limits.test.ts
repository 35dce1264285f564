import { expect } from 'chai';
import sinon from 'sinon';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../../src/modules/billing/ports/payment-provider.js';
import { signedInBrowser, TestBrowser } from '../../support/http-client.js';
import { startOfFreshWindowIfNeeded } from '../../support/rate-limit-window.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

/**
 * Routes that call the payment provider on a signed-in person's request are limited per person, so one person
 * cannot use up the provider account's own rate limit for everybody. The refused request never reaches the provider.
 */
describe('per-person limits on requests that reach the payment provider (through the real server)', function () {
  this.timeout(60_000);
  let server: TestApp;
  let provider: PaymentProvider;
  useServerPerSuite(startTestApp, (started) => (server = started));
  before(async () => {
    provider = server.app.container.get(PAYMENT_PROVIDER);
  });
  afterEach(() => sinon.restore());

  const signedIn = () => signedInBrowser(server.baseUrl, 'provider-calls');

  /** A checkout started (which also makes the person a customer of the provider): its session id. */
  async function startedCheckout(browser: TestBrowser): Promise<string> {
    const response = await browser.json('/api/create-one-time-checkout', 'POST', { region: 'CA' });
    expect(response.status).to.equal(200);
    const { url } = (await response.json()) as { url: string };
    return new URL(url).pathname.split('/').pop()!;
  }

  async function expectRefused(response: Response, windowSeconds: number) {
    expect(response.status).to.equal(429);
    expect(Number(response.headers.get('retry-after'))).to.be.within(1, windowSeconds);
    expect(await response.json()).to.deep.equal({ message: TOO_MANY });
  }

  it('answers check number 31 of returned checkouts in a minute with 429 without asking the provider, and serves another person', async () => {
    await startOfFreshWindowIfNeeded(60, 20);
    const browser = await signedIn();
    const sessionId = await startedCheckout(browser);
    const retrieveCheckout = sinon.spy(provider, 'retrieveCheckout');

    for (let check = 1; check <= 30; check++) {
      expect((await browser.request(`/api/stripe/session/${sessionId}`)).status, `check ${check}`).to.equal(200);
    }
    await expectRefused(await browser.request(`/api/stripe/session/${sessionId}`), 60);
    expect(retrieveCheckout.callCount, 'calls that reached the provider').to.equal(30);

    const other = await signedIn();
    const otherSession = await startedCheckout(other);
    expect((await other.request(`/api/stripe/session/${otherSession}`)).status).to.equal(200);
  });

  it('answers portal visit number 11 in a minute with 429 without asking the provider, both portal paths counted together', async () => {
    await startOfFreshWindowIfNeeded(60, 20);
    const browser = await signedIn();
    await startedCheckout(browser);
    const portalUrl = sinon.spy(provider, 'portalUrl');

    for (let visit = 1; visit <= 10; visit++) {
      const path = visit % 2 === 0 ? '/api/billing-portal' : '/api/stripe/customer-portal';
      expect((await browser.request(path)).status, `visit ${visit}`).to.equal(302);
    }
    await expectRefused(await browser.request('/api/billing-portal'), 60);
    await expectRefused(await browser.request('/api/stripe/customer-portal'), 60);
    expect(portalUrl.callCount, 'calls that reached the provider').to.equal(10);

    const other = await signedIn();
    await startedCheckout(other);
    expect((await other.request('/api/stripe/customer-portal')).status).to.equal(302);
  });
});
