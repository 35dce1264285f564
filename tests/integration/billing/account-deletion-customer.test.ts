import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { useAppOnFakeStripe } from '../../support/fake-stripe-app.js';
import type { FakeStripeApi } from '../../support/stripe-fake-api.js';
import { startTestApp, type TestApp, useServerPerSuite } from '../../support/test-app.js';

/** Signs a new person in and starts a checkout, which makes their payment-provider customer. */
async function customerOf(server: TestApp, email: string): Promise<{ browser: TestBrowser; customerId: string }> {
  const browser = new TestBrowser(server.baseUrl);
  await signIn(browser, { email });
  const { id } = (await (await browser.request('/api/auth/user')).json()) as AuthUser;
  expect((await browser.json('/api/create-one-time-checkout', 'POST', { region: 'US' })).status).to.equal(200);
  const [row] = await server.app.database.withContext(() =>
    server.app.database.em.execute<{ provider_customer_id: string }[]>(
      'select provider_customer_id from billing_customer where user_id = ?',
      [id],
    ),
  );
  return { browser, customerId: row!.provider_customer_id };
}

describe('account deletion and the payment provider’s customer', () => {
  describe('on Stripe', () => {
    let api: FakeStripeApi;
    let server: TestApp;
    useAppOnFakeStripe({}, (started) => ({ api, server } = started));

    it('deletes the Stripe customer (its e-mail, name and address) when the account is deleted', async () => {
      const { browser, customerId } = await customerOf(server, 'stripe-leaver@example.com');
      expect(api.customers.has(customerId)).to.equal(true);

      expect((await browser.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
      expect(api.requestsTo('DELETE', `/v1/customers/${customerId}`)).to.have.length(1);
      expect(api.customers.has(customerId), 'Stripe no longer holds the customer').to.equal(false);
    });

    it('deletes the account when Stripe has already forgotten the customer', async () => {
      const { browser, customerId } = await customerOf(server, 'stripe-gone@example.com');
      api.customers.delete(customerId);

      expect((await browser.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
      expect((await browser.request('/api/auth/user')).status).to.equal(401);
    });
  });

  describe('on the embedded local provider', () => {
    let server: TestApp;
    useServerPerSuite(startTestApp, (started) => (server = started));

    it('forgets the local provider’s customer record with the account', async () => {
      const { browser, customerId } = await customerOf(server, 'local-leaver@example.com');
      const customers = () =>
        server.app.database.withContext(() =>
          server.app.database.em.execute<{ id: string }[]>(
            "select id from billing_local_provider_object where kind = 'customer' and id = ?",
            [customerId],
          ),
        );
      expect(await customers()).to.have.length(1);

      expect((await browser.request('/api/user', { method: 'DELETE' })).status).to.equal(204);
      expect(await customers()).to.have.length(0);
    });
  });
});
