import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startOfFreshWindowIfNeeded } from '../../support/rate-limit-window.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';
const UPLOADS_PER_HOUR = 3;

/** Someone calling: their own cookies, and the address the (trusted) proxy says they come from. */
interface Caller {
  readonly browser: TestBrowser;
  readonly address: string;
}

interface LimitedRoute {
  readonly what: string;
  /** Whose requests are counted together: one signed-in person's, or one client address's. */
  readonly per: 'user' | 'address';
  readonly limit: number;
  readonly windowSeconds: number;
  /** What a request under the limit answers. */
  readonly allowedStatus: number;
  send(caller: Caller): Promise<Response>;
}

const fingerprint = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  language: 'en-CA',
  timezone: 'America/Toronto',
  screen: { width: 1280, height: 800, colorDepth: 24 },
  plugins: [],
  platform: 'Linux x86_64',
  canvas: 'canvas',
  webgl: 'webgl',
};

const errorReport = {
  error: 'TypeError: x is undefined',
  timestamp: '2026-11-21T12:00:00.000Z',
  userAgent: 'Mozilla/5.0',
  url: 'http://127.0.0.1/',
};

const leadRequest = {
  contractorId: randomUUID(),
  customerName: 'Robin Homeowner',
  email: 'robin@example.com',
  postalCode: 'M5V 2T6',
  description: 'The kitchen faucet drips constantly; the cartridge probably needs replacing.',
  preferredTiming: 'this-week',
};

const forwarded = (caller: Caller) => ({ 'x-forwarded-for': caller.address });

/** An upload with no file: refused with 400 after the limit has counted it, so nothing is analysed. */
function emptyUpload(caller: Caller): Promise<Response> {
  const form = new FormData();
  form.append('description', 'nothing attached');
  return caller.browser.request('/api/repair-requests', { method: 'POST', body: form, headers: forwarded(caller) });
}

const LIMITED_ROUTES: readonly LimitedRoute[] = [
  {
    what: 'sign-in start (GET /api/login)',
    per: 'address',
    limit: 30,
    windowSeconds: 300,
    allowedStatus: 302,
    send: (caller) => caller.browser.request('/api/login', { headers: forwarded(caller) }),
  },
  {
    what: 'device fingerprint (POST /api/auth/fingerprint)',
    per: 'address',
    limit: 20,
    windowSeconds: 60,
    allowedStatus: 204,
    send: (caller) => caller.browser.json('/api/auth/fingerprint', 'POST', fingerprint, { headers: forwarded(caller) }),
  },
  {
    what: 'browser error report (POST /api/log-error)',
    per: 'address',
    limit: 30,
    windowSeconds: 60,
    allowedStatus: 204,
    send: (caller) => caller.browser.json('/api/log-error', 'POST', errorReport, { headers: forwarded(caller) }),
  },
  {
    what: 'repair upload (POST /api/repair-requests)',
    per: 'user',
    limit: UPLOADS_PER_HOUR,
    windowSeconds: 3600,
    allowedStatus: 400,
    send: emptyUpload,
  },
  {
    what: 'request to a contractor (POST /api/leads)',
    per: 'user',
    limit: 10,
    windowSeconds: 3600,
    // The contractor does not exist: the limit counted the request before that was found out.
    allowedStatus: 404,
    send: (caller) => caller.browser.json('/api/leads', 'POST', leadRequest, { headers: forwarded(caller) }),
  },
  {
    what: 'checkout start (POST /api/create-one-time-checkout)',
    per: 'user',
    limit: 20,
    windowSeconds: 60,
    allowedStatus: 200,
    send: (caller) =>
      caller.browser.json('/api/create-one-time-checkout', 'POST', { region: 'CA' }, { headers: forwarded(caller) }),
  },
];

describe('rate limits on the routes people or bots could flood (through the real server)', function () {
  this.timeout(120_000);
  let server: TestApp;
  let callers = 0;
  before(async () => {
    // Behind a trusted proxy the client address comes from X-Forwarded-For, so each test can be its own address.
    server = await startTestApp({ env: { TRUST_PROXY: 'true', REPAIRS_UPLOADS_PER_HOUR: String(UPLOADS_PER_HOUR) } });
  });
  after(async () => server.close());

  /** A new caller: another address and, for routes counted per person, another signed-in person. */
  async function newCaller(per: LimitedRoute['per']): Promise<Caller> {
    callers += 1;
    const browser = new TestBrowser(server.baseUrl);
    if (per === 'user') await signIn(browser, { email: `limited${callers}@example.com` });
    return { browser, address: `198.51.100.${callers}` };
  }

  for (const route of LIMITED_ROUTES) {
    it(`answers one ${route.per}'s request number ${route.limit + 1} to ${route.what} with 429 and Retry-After, and serves another ${route.per}`, async () => {
      // Sign-ins and requests must all fall into one window.
      await startOfFreshWindowIfNeeded(route.windowSeconds, 20);
      const caller = await newCaller(route.per);
      const other = await newCaller(route.per);
      // For per-person limits the second person shares the first one's address: it is the person that counts.
      const neighbour = route.per === 'user' ? { ...other, address: caller.address } : other;

      for (let request = 1; request <= route.limit; request++)
        expect((await route.send(caller)).status, `request ${request}`).to.equal(route.allowedStatus);
      const refused = await route.send(caller);
      expect(refused.status).to.equal(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).to.be.a('number').and.to.be.within(1, route.windowSeconds);
      expect(await refused.json()).to.deep.equal({ message: TOO_MANY });

      expect((await route.send(neighbour)).status, `another ${route.per}`).to.equal(route.allowedStatus);
    });
  }

  it('counts both kinds of checkout together: after one-time checkouts, a subscription checkout is refused too', async () => {
    await startOfFreshWindowIfNeeded(60, 20);
    const caller = await newCaller('user');
    for (let request = 1; request <= 20; request++)
      expect((await caller.browser.json('/api/create-one-time-checkout', 'POST', {})).status).to.equal(200);
    const refused = await caller.browser.json('/api/create-subscription-checkout', 'POST', { plan: 'basic' });
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
  });
});
