import { FakeStripeApi } from './stripe-fake-api.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export interface AppOnFakeStripeOptions {
  /** STRIPE_WEBHOOK_SECRET; without one the server refuses every webhook. */
  readonly webhookSecret?: string;
}

interface StartedOnFakeStripe<App> {
  readonly api: FakeStripeApi;
  readonly server: App;
}

/**
 * The file's server on the Stripe adapter, talking to a fake Stripe API of its own: both started before the
 * file's tests and closed after them. `onStarted` hands them to the file's own variables. `start` starts
 * another server than the plain test app (a module's own test app).
 */
export function useAppOnFakeStripe(
  options: AppOnFakeStripeOptions,
  onStarted: (started: StartedOnFakeStripe<TestApp>) => void,
): void;
export function useAppOnFakeStripe<App extends TestApp>(
  options: AppOnFakeStripeOptions & { readonly start: (options: TestAppOptions) => Promise<App> },
  onStarted: (started: StartedOnFakeStripe<App>) => void,
): void;
export function useAppOnFakeStripe(
  options: AppOnFakeStripeOptions & { readonly start?: (options: TestAppOptions) => Promise<TestApp> },
  onStarted: (started: StartedOnFakeStripe<TestApp>) => void,
): void {
  let api: FakeStripeApi | undefined;
  let server: TestApp | undefined;
  before(async () => {
    api = await FakeStripeApi.start();
    const start = options.start ?? startTestApp;
    const env: Record<string, string> = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: api.url };
    if (options.webhookSecret) env.STRIPE_WEBHOOK_SECRET = options.webhookSecret;
    server = await start({ env });
    onStarted({ api, server });
  });
  after(async () => {
    await server?.close();
    await api?.close();
  });
}
