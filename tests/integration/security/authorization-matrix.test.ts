import { expect } from 'chai';
import type { AuthUser, ContractorApplication, LeadSent, RepairCreated } from '../../../src/api-contract.js';
import { labelPhoto } from '../../fixtures/repairs/media.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import {
  ADMIN,
  apply,
  json,
  listedContractor,
  startContractorsApp,
  type ContractorsTestApp,
} from '../contractors/support.js';

/**
 * Every route the router serves × every kind of caller, against the real server with real data: a
 * customer's repair, leads and checkouts, a listed contractor, pending applications. The table below is
 * the authorization rule of the API; a route without a row, a row without a route, and any answer other
 * than the row's fail the test.
 *
 * Rows run in the order written: those that use something up (pay a checkout, answer a lead, delete an
 * account) come after those that read it. Within a row, the callers who must be refused go first, so a
 * refusal never comes from a resource its owner already used.
 */

const ROLES = ['visitor', 'user', 'otherUser', 'contractor', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** An exact status, or any status of a class. */
type Expected = number | '2xx' | '3xx';
type Expectations = Readonly<Record<Role, Expected>>;

interface Fixtures {
  /** The user's completed repair. */
  readonly repairId: string;
  /** Leads to the contractor from the user (to accept) and from the other user (to decline). */
  readonly leadIds: readonly [string, string];
  /** The listed contractor's application (its id is the contractor's id). */
  readonly contractorId: string;
  /** Two of the user's open checkouts at the local payment provider: one to pay, one to cancel. */
  readonly checkoutIds: readonly [string, string];
  /** The user's account, and the account of someone whose sessions an admin may end. */
  readonly userIds: { readonly customer: string; readonly bystander: string };
  /** Pending applications of three other people, for the admin's decisions. */
  readonly applications: { readonly toApprove: string; readonly toReject: string; readonly toUnlist: string };
}

interface RouteRequest {
  /** Values of the route's path parameters. */
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly form?: () => Promise<FormData>;
}

interface MatrixRow {
  readonly expect: Expectations;
  readonly request?: (fixtures: Fixtures) => RouteRequest;
  /** The route ends the session: each caller uses a session of its own, signed in for this row. */
  readonly ownSession?: boolean;
}

const everyone = (status: Expected): Expectations => ({
  visitor: status,
  user: status,
  otherUser: status,
  contractor: status,
  admin: status,
});

/** A route about the caller's own account: anyone signed in, visitors 401. */
const signedIn = (status: Expected): Expectations => ({ ...everyone(status), visitor: 401 });

/** A resource of one caller: everyone else signed in gets 404, which does not even tell that it exists. */
const ownedBy = (owner: Role, status: Expected): Expectations => ({
  ...everyone(404),
  visitor: 401,
  [owner]: status,
});

/** Admin console routes: visitors 401, everyone else signed in 403. */
const adminOnly = (status: Expected = 200): Expectations => ({ ...everyone(403), visitor: 401, admin: status });

const SEEDED_CA_PRICES = { prices: { repair_credit: 500, basic: 1200, pro: 2400, contractor_listing: 900 } };

const LEAD_REQUEST = {
  customerName: 'Robin Homeowner',
  email: 'robin@example.com',
  postalCode: 'M5V 2T6',
  description: 'The kitchen faucet drips constantly; the cartridge probably needs replacing.',
  preferredTiming: 'this-week',
};

const FINGERPRINT = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  language: 'en-CA',
  timezone: 'America/Toronto',
  screen: { width: 1920, height: 1080, colorDepth: 24 },
  plugins: ['PDF Viewer'],
  platform: 'Linux x86_64',
  canvas: 'canvas-hash',
  webgl: 'webgl-hash',
};

/** A photo as the `file` part of an upload (with a description a repair can be told from), or as a logo. */
const photoForm = (part: 'file' | 'logo') => async () => {
  const form = new FormData();
  form.append(part, new Blob([new Uint8Array(await labelPhoto())], { type: 'image/jpeg' }), 'photo.jpg');
  if (part === 'file') form.append('description', 'My kitchen faucet keeps dripping from the spout when it is off');
  return form;
};

const MATRIX: Readonly<Record<string, MatrixRow>> = {
  // System and crawlers.
  'GET /api/health': { expect: everyone(200) },
  'GET /api/ready': { expect: everyone(200) },
  'GET /api/openapi.json': { expect: everyone(200) },
  'GET /api/runtime-config': { expect: everyone(200) },
  'GET /robots.txt': { expect: everyone(200) },
  'GET /sitemap.xml': { expect: everyone(200) },

  // Identity.
  'GET /api/login': { expect: everyone(302) },
  'GET /api/callback': { expect: everyone(302) },
  'GET /api/auth/user': { expect: signedIn(200) },
  'PATCH /api/user/profile': {
    expect: signedIn(200),
    request: () => ({ json: { firstName: 'Robin', lastName: "O'Neil" } }),
  },
  'GET /api/user/export': { expect: signedIn(200) },

  // Pricing.
  'GET /api/pricing': { expect: everyone(200), request: () => ({ query: { region: 'US' } }) },
  'GET /api/detect-location': { expect: everyone(200) },
  'GET /api/admin/pricing': { expect: adminOnly() },
  'PUT /api/admin/pricing/:region': {
    expect: adminOnly(),
    request: () => ({ params: { region: 'CA' }, json: SEEDED_CA_PRICES }),
  },

  // Repairs and the gallery.
  'POST /api/repair-requests': { expect: signedIn(201), request: () => ({ form: photoForm('file') }) },
  'GET /api/repair-requests': { expect: signedIn(200) },
  'GET /api/repair-requests/:id': { expect: ownedBy('user', 200), request: (f) => ({ params: { id: f.repairId } }) },
  'PATCH /api/repair-requests/:id/sharing': {
    expect: ownedBy('user', 200),
    request: (f) => ({ params: { id: f.repairId }, json: { shared: true } }),
  },
  // The user's repair delivered steps, so it asks for no detail: its owner hears 409, everyone else as if it were not there.
  'POST /api/repair-requests/:id/details': {
    expect: ownedBy('user', 409),
    request: (f) => ({ params: { id: f.repairId }, json: { detail: 'It is the cold-water handle.' } }),
  },
  'POST /api/repair-requests/:id/follow-ups': {
    expect: ownedBy('user', 201),
    request: (f) => ({ params: { id: f.repairId }, json: { question: 'The nut will not turn, what now?' } }),
  },
  'GET /api/repair-requests/:id/follow-ups': {
    expect: ownedBy('user', 200),
    request: (f) => ({ params: { id: f.repairId } }),
  },
  'PUT /api/repair-requests/:id/feedback': {
    expect: ownedBy('user', 200),
    request: (f) => ({ params: { id: f.repairId }, json: { verdict: 'fixed' } }),
  },
  // The unsubscribe link works without signing in: anyone reaches it, and a link without its token is refused alike.
  'GET /api/email-preferences/unsubscribe': { expect: everyone(400) },
  'POST /api/email-preferences/unsubscribe': { expect: everyone(400) },
  'GET /api/user/repair-briefs/:repairId': {
    expect: ownedBy('user', 200),
    request: (f) => ({ params: { repairId: f.repairId } }),
  },
  'GET /api/gallery': { expect: everyone(200) },
  // After the uploads: one device fingerprint for every caller makes them one device, which the free-fix cap counts.
  'POST /api/auth/fingerprint': { expect: everyone(204), request: () => ({ json: FINGERPRINT }) },

  // The contractor directory.
  'GET /api/contractors': { expect: everyone(200), request: () => ({ query: { postalCode: 'M5V 2T6' } }) },
  'GET /api/contractors/:id': { expect: everyone(200), request: (f) => ({ params: { id: f.contractorId } }) },
  'GET /api/contractors/:id/logo': { expect: everyone(200), request: (f) => ({ params: { id: f.contractorId } }) },

  // Leads, the customer's side.
  'GET /api/user/leads': { expect: signedIn(200) },
  'GET /api/user/leads/:id': { expect: ownedBy('user', 200), request: (f) => ({ params: { id: f.leadIds[0] } }) },

  // The contractor's own side.
  'GET /api/contractor/profile': { expect: ownedBy('contractor', 200) },
  'PATCH /api/contractor/profile': {
    expect: ownedBy('contractor', 200),
    request: () => ({ json: { description: 'Licensed plumbers serving downtown Toronto: leaks, drains, boilers.' } }),
  },
  'DELETE /api/contractor/logo': { expect: ownedBy('contractor', 200) },
  'PUT /api/contractor/logo': { expect: ownedBy('contractor', 200), request: () => ({ form: photoForm('logo') }) },
  'POST /api/contractor/listing/subscribe': { expect: ownedBy('contractor', 409) },
  'POST /api/contractor/listing/pause': { expect: ownedBy('contractor', 200) },
  'POST /api/contractor/listing/resume': { expect: ownedBy('contractor', 200) },
  'GET /api/contractor/leads': { expect: ownedBy('contractor', 200) },
  'GET /api/contractor/leads/:id': {
    expect: ownedBy('contractor', 200),
    request: (f) => ({ params: { id: f.leadIds[0] } }),
  },
  'POST /api/contractor/leads/:id/accept': {
    expect: ownedBy('contractor', 200),
    request: (f) => ({ params: { id: f.leadIds[0] }, json: { message: 'Happy to help on Thursday.' } }),
  },
  'POST /api/contractor/leads/:id/decline': {
    expect: ownedBy('contractor', 200),
    request: (f) => ({ params: { id: f.leadIds[1] }, json: {} }),
  },
  // One open request per customer and contractor: the fixtures' leads are answered by now.
  // A contractor's request to its own business is refused as a conflict.
  'POST /api/leads': {
    expect: { ...signedIn(201), contractor: 409 },
    request: (f) => ({ json: { ...LEAD_REQUEST, contractorId: f.contractorId } }),
  },

  // The admin's contractor review.
  'GET /api/admin/contractors': { expect: adminOnly(), request: () => ({ query: { status: 'pending' } }) },
  'GET /api/admin/contractors/:id': { expect: adminOnly(), request: (f) => ({ params: { id: f.contractorId } }) },
  'POST /api/admin/contractors/:id/approve': {
    expect: adminOnly(),
    request: (f) => ({ params: { id: f.applications.toApprove } }),
  },
  'POST /api/admin/contractors/:id/reject': {
    expect: adminOnly(),
    request: (f) => ({ params: { id: f.applications.toReject }, json: { reason: 'No licence on file.' } }),
  },
  'POST /api/admin/contractors/:id/unlist': {
    expect: adminOnly(),
    request: (f) => ({ params: { id: f.applications.toUnlist }, json: { reason: 'Complaints from customers.' } }),
  },
  // The listed contractor's new description waits for review; rejecting it needs something waiting again.
  'POST /api/admin/contractors/:id/changes/approve': {
    expect: adminOnly(),
    request: (f) => ({ params: { id: f.contractorId } }),
  },
  'POST /api/admin/contractors/:id/changes/reject': {
    expect: adminOnly(409),
    request: (f) => ({ params: { id: f.contractorId }, json: { reason: 'Nothing waits any more.' } }),
  },

  // Billing.
  'GET /api/catalogue': { expect: everyone(200) },
  'POST /api/create-one-time-checkout': { expect: signedIn(200), request: () => ({ json: { region: 'US' } }) },
  // Changes and charges nothing: a price for someone without a plan (a subscriber's would carry a confirmation).
  'GET /api/billing/plan-change': {
    expect: signedIn(200),
    request: () => ({ query: { plan: 'basic', region: 'CA' } }),
  },
  'POST /api/create-subscription-checkout': {
    expect: signedIn(200),
    request: () => ({ json: { plan: 'basic', region: 'CA' } }),
  },
  'GET /api/stripe/session/:id': {
    expect: ownedBy('user', 200),
    request: (f) => ({ params: { id: f.checkoutIds[0] } }),
  },
  // Public by design: the signature is the webhook's credential, and none is configured with local payments.
  'POST /api/stripe/webhook': {
    expect: everyone(400),
    request: () => ({ json: { type: 'checkout.session.completed' } }),
  },
  'GET /api/stripe/customer-portal': { expect: signedIn(302) },
  'GET /api/billing-portal': { expect: signedIn(302) },
  'GET /api/user/payments': { expect: signedIn(200) },
  'GET /api/user/invoices': { expect: signedIn(200) },
  'GET /api/local-payments/checkout/:id': {
    expect: ownedBy('user', 200),
    request: (f) => ({ params: { id: f.checkoutIds[0] } }),
  },
  'POST /api/local-payments/checkout/:id/pay': {
    expect: ownedBy('user', 303),
    request: (f) => ({ params: { id: f.checkoutIds[0] } }),
  },
  'POST /api/local-payments/checkout/:id/cancel': {
    expect: ownedBy('user', 303),
    request: (f) => ({ params: { id: f.checkoutIds[1] } }),
  },
  'GET /api/local-payments/account': { expect: signedIn(200) },
  'POST /api/local-payments/account/next-period': { expect: signedIn(303) },

  // Platform and e-mail.
  'POST /api/log-error': {
    expect: everyone(204),
    request: () => ({
      json: {
        error: 'TypeError: x is undefined',
        timestamp: new Date().toISOString(),
        userAgent: 'Chrome',
        url: 'http://localhost/',
      },
    }),
  },
  'GET /api/admin/emails': { expect: adminOnly() },

  // The admin console's other sections.
  'GET /api/admin/dashboard': { expect: adminOnly() },
  'GET /api/admin/audit-log': { expect: adminOnly() },
  'GET /api/admin/client-errors': { expect: adminOnly() },
  'GET /api/admin/users': { expect: adminOnly(), request: () => ({ query: { q: 'customer' } }) },
  'GET /api/admin/users/:id': { expect: adminOnly(), request: (f) => ({ params: { id: f.userIds.customer } }) },
  'POST /api/admin/users/:id/credit-grants': {
    expect: adminOnly(201),
    request: (f) => ({ params: { id: f.userIds.customer }, json: { credits: 2, reason: 'Goodwill after an outage' } }),
  },
  'DELETE /api/admin/users/:id/sessions': {
    expect: adminOnly(),
    request: (f) => ({ params: { id: f.userIds.bystander } }),
  },
  'GET /api/admin/gallery': { expect: adminOnly() },
  'PUT /api/admin/gallery/:id/visibility': {
    expect: adminOnly(),
    request: (f) => ({ params: { id: f.repairId }, json: { hidden: false } }),
  },
  'PUT /api/admin/gallery/:id/featured': {
    expect: adminOnly(),
    request: (f) => ({ params: { id: f.repairId }, json: { featured: true } }),
  },

  // What changes who the callers are comes last.
  'POST /api/local-payments/account/cancel-subscription': { expect: signedIn(303) },
  'POST /api/contractor/application': {
    expect: { ...signedIn(201), contractor: 409 },
    request: () => ({ json: applicationFor('Late Applicant Repairs') }),
  },
  'POST /api/logout': { expect: everyone(200), ownSession: true },
  'DELETE /api/user': { expect: signedIn(204) },
};

function applicationFor(businessName: string): ContractorApplication {
  return {
    businessName,
    contactName: 'Jordan Lee',
    email: `${businessName.toLowerCase().replace(/[^a-z]+/g, '-')}@biz.example`,
    phone: '(416) 555-0142',
    website: null,
    country: 'CA',
    postalCode: 'M4C 1B5',
    serviceArea: { kind: 'radius', radius: 15, unit: 'km' },
    specializations: ['appliances'],
    description: 'Appliance repairs in east Toronto: washers, dryers, fridges and ovens, same-week visits.',
    licenceNumber: null,
    insuranceProvider: null,
    insuranceExpiresOn: null,
    gstHstNumber: null,
    yearEstablished: 2015,
  };
}

const routeKey = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

function concretePath(template: string, request: RouteRequest): string {
  const path = template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`the row for ${template} gives no value for :${name}`);
    return encodeURIComponent(value);
  });
  return request.query ? `${path}?${new URLSearchParams(request.query).toString()}` : path;
}

async function send(browser: TestBrowser, method: string, path: string, request: RouteRequest): Promise<number> {
  const response = request.form
    ? await browser.request(path, { method, body: await request.form() })
    : request.json !== undefined
      ? await browser.json(path, method, request.json)
      : await browser.request(path, { method });
  // Read to the end: a body left unread breaks the server's side of the connection.
  await response.arrayBuffer();
  return response.status;
}

/** The answer as the row states it: its class when the row names a class. */
function asStated(expected: Expected, status: number): Expected {
  return typeof expected === 'string' && expected === `${Math.floor(status / 100)}xx` ? expected : status;
}

const isSuccess = (expected: Expected) => typeof expected === 'string' || (expected >= 200 && expected < 400);

describe('authorization matrix: every API route × visitor, user, other user, contractor, admin', function () {
  this.timeout(180_000);
  let server: ContractorsTestApp;
  let fixtures: Fixtures;
  const callers = {} as Record<Role, TestBrowser & { readonly email?: string }>;
  const served = new Set<string>();

  before(async () => {
    server = await startContractorsApp();
    for (const route of server.app.routes) served.add(routeKey(route));

    callers.visitor = new TestBrowser(server.baseUrl);
    callers.admin = Object.assign(await server.admin(), { email: ADMIN });
    const contractor = await listedContractor(server);
    callers.contractor = contractor.browser;
    callers.user = await server.signedIn('customer');
    callers.otherUser = await server.signedIn('stranger');
    const user = callers.user;

    await json(
      await contractor.browser.request('/api/contractor/logo', { method: 'PUT', body: await photoForm('logo')() }),
    );
    // The new logo waits for review: approved, it is public; a new description then waits in its place.
    const approveChanges = `/api/admin/contractors/${contractor.profile.id}/changes/approve`;
    await json(await callers.admin.request(approveChanges, { method: 'POST' }));
    await json(
      await contractor.browser.json('/api/contractor/profile', 'PATCH', {
        description: 'Plumbers for downtown Toronto: leaks, drains, water heaters, and now boilers too.',
      }),
    );
    const repair = await json<RepairCreated>(
      await user.request('/api/repair-requests', { method: 'POST', body: await photoForm('file')() }),
      201,
    );
    expect(repair.status, 'the fixture repair finishes within the upload').to.equal('completed');
    const lead = async (customer: TestBrowser) =>
      (
        await json<LeadSent>(
          await customer.json('/api/leads', 'POST', { ...LEAD_REQUEST, contractorId: contractor.profile.id }),
          201,
        )
      ).leads[0]!.id;
    const checkout = async () => {
      const { url } = await json<{ url: string }>(await user.json('/api/create-one-time-checkout', 'POST', {}));
      return new URL(url).pathname.split('/').pop()!;
    };
    const application = async (name: string) => {
      const applicant = await server.signedIn(name);
      return (await apply(applicant, applicationFor(`${name} Home Services`))).id;
    };
    const idOf = async (browser: TestBrowser) => (await json<AuthUser>(await browser.request('/api/auth/user'))).id;
    const toUnlist = await application('Unlisted');
    await json(await callers.admin.request(`/api/admin/contractors/${toUnlist}/approve`, { method: 'POST' }));
    fixtures = {
      repairId: repair.id,
      leadIds: [await lead(user), await lead(callers.otherUser)],
      contractorId: contractor.profile.id,
      checkoutIds: [await checkout(), await checkout()],
      userIds: { customer: await idOf(user), bystander: await idOf(await server.signedIn('bystander')) },
      applications: { toApprove: await application('Approvable'), toReject: await application('Rejectable'), toUnlist },
    };
  });
  after(async () => server?.close());

  it('has a row for every route the router serves', () => {
    const missing = [...served].filter((key) => !(key in MATRIX));
    expect(missing, 'routes without a row in the authorization matrix').to.deep.equal([]);
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    it(`${key}: ${ROLES.map((role) => `${role} ${row.expect[role]}`).join(', ')}`, async () => {
      expect(served.has(key), `${key} has a row but the router no longer serves it`).to.equal(true);
      const [method, template] = key.split(' ') as [string, string];
      const request = row.request?.(fixtures) ?? {};
      const path = concretePath(template, request);
      const order = [...ROLES].sort((a, b) => Number(isSuccess(row.expect[a])) - Number(isSuccess(row.expect[b])));
      const answered = {} as Record<Role, Expected>;
      for (const role of order) {
        const caller = row.ownSession && role !== 'visitor' ? await ownSessionOf(callers[role]) : callers[role];
        answered[role] = asStated(row.expect[role], await send(caller, method, path, request));
      }
      expect(answered).to.deep.equal({ ...row.expect });
    });
  }

  async function ownSessionOf(caller: TestBrowser & { readonly email?: string }): Promise<TestBrowser> {
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: caller.email! });
    return browser;
  }

  describe('outside /api', () => {
    it('serves the development sign-in provider its public discovery document, and refuses its user info without a token', async () => {
      const discovery = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
      expect(discovery.status).to.equal(200);
      const { userinfo_endpoint: userInfo } = (await discovery.json()) as { userinfo_endpoint: string };
      const refused = await fetch(userInfo);
      expect(refused.status).to.be.oneOf([400, 401]);
      // The application's session cookie is no token of the provider's.
      const withSession = await callers.user.request(new URL(userInfo).pathname);
      expect(withSession.status).to.be.oneOf([400, 401]);
    });

    it("refuses a sign-in interaction that is not the caller's own", async () => {
      const response = await callers.user.request('/oidc/interaction/not-a-real-interaction');
      expect(response.status).to.be.within(400, 499);
    });
  });
});
