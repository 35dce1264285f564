import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import {
  createStripeClient,
  StripePaymentProvider,
} from '../../../src/modules/billing/adapters/stripe/stripe.payment-provider.js';
import { SEED_CATALOGUE } from '../../../src/modules/billing/domain/catalogue.js';
import {
  PAYMENTS_UNAVAILABLE_MESSAGE,
  withStripeFailuresTranslated,
} from '../../../src/modules/billing/adapters/stripe/stripe-outages.js';
import { AppError, ServiceUnavailableError } from '../../../src/shared/errors/app-errors.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { freePort, startTestApp, type TestApp } from '../../support/test-app.js';

/** A stand-in for Stripe that answers every request with one status and Stripe's error body. */
async function stripeAnswering(status: number, type: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
    response.end(JSON.stringify({ error: { type, message: `Stripe said ${status}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function providerAt(apiUrl: string) {
  return withStripeFailuresTranslated(
    new StripePaymentProvider(
      createStripeClient({ secretKey: 'sk_test_fake', apiUrl, automaticTax: false }),
      SEED_CATALOGUE,
      {
        automaticTax: false,
      },
    ),
  );
}

const customer = {
  userId: '6f1c7a43-4d0e-4c8b-9a53-0d1b7a1e2f30',
  email: 'pat@example.com',
  name: null,
  region: 'CA' as const,
};

describe('Stripe outages', () => {
  const servers: Server[] = [];
  after(() => servers.forEach((server) => server.close()));

  it('turns Stripe being unreachable into "payments are temporarily unavailable"', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const failure = await providerAt(closed)
      .createCustomer(customer)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).to.be.instanceOf(ServiceUnavailableError);
    expect((failure as Error).message).to.equal(PAYMENTS_UNAVAILABLE_MESSAGE);
  });

  it('treats a 500 from Stripe as an outage too, and a request Stripe refuses as our own fault', async () => {
    const failing = await stripeAnswering(500, 'api_error');
    const refusing = await stripeAnswering(400, 'invalid_request_error');
    servers.push(failing.server, refusing.server);

    const outage = await providerAt(failing.url)
      .createCustomer(customer)
      .catch((error: unknown) => error);
    expect(outage).to.be.instanceOf(ServiceUnavailableError);

    const refused = await providerAt(refusing.url)
      .createCustomer(customer)
      .catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(Error).and.not.to.be.instanceOf(AppError);
    expect((refused as Error).message).to.match(/^Stripe refused a request \(StripeInvalidRequestError, 400\)/);
    expect(refused, 'no status the error middleware would pass on as the client fault').not.to.have.property(
      'statusCode',
    );
  });

  describe('through HTTP', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp({
        env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: `http://127.0.0.1:${await freePort()}` },
      });
    });
    after(async () => app?.close());

    it('answers a checkout with 503 and the message while Stripe cannot be reached', async () => {
      const browser = new TestBrowser(app.baseUrl);
      await signIn(browser, { email: 'outage@example.com' });
      const answer = await browser.json('/api/create-one-time-checkout', 'POST', {});
      expect(answer.status).to.equal(503);
      expect(((await answer.json()) as { message: string }).message).to.equal(PAYMENTS_UNAVAILABLE_MESSAGE);
    });
  });
});
