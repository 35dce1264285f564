import { request as httpRequest } from 'node:http';
import { expect } from 'chai';
import fc from 'fast-check';
import type { HttpRoute } from '../../../src/shared/http/route.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Malformed input on every route the router serves, signed in as a user and as an admin, against the
 * running server: broken and hostile JSON, wrong content types, broken multipart bodies, odd query strings
 * and path parameters. Whatever arrives, the answer is a 2xx where the input happens to be valid and a 4xx
 * otherwise: never a 5xx, never a rejection nobody handled, and the server keeps answering.
 *
 * Fixed seeds and bounded runs keep it reproducible and quick. A failure prints the seed and the shrunk
 * request, so it can be replayed exactly.
 */

const SEED = 20_261_121;
/** Per route and caller. Checkout routes share a per-user limit of 20 a minute: 3 routes × 4 stay under it. */
const RUNS_PER_ROUTE = 4;
const MULTIPART_RUNS = 40;
const ADMIN = 'fuzz-admin@repairlens.test';

interface FuzzRequest {
  readonly path: string;
  readonly contentType?: string;
  readonly body?: Uint8Array;
  /** A client address of its own, so per-address rate limits never stand between the fuzz and the handler. */
  readonly address: string;
}

// ---------------------------------------------------------------------------------------------------------
// Path parameters and query strings.

/** Percent signs that decode to nothing valid, traversal, NUL, very long and non-ASCII segments. */
const hostileSegment = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%00',
  '..',
  '%2e%2e%2f%2e%2e',
  'a'.repeat(3000),
  '%F0%9F%92%A9',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '-1',
  '1e400',
);
const pathParam = fc.oneof(
  fc.uuid(),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  hostileSegment,
);

const queryKey = fc.oneof(
  fc.constantFrom(
    'region',
    'limit',
    'offset',
    'q',
    'status',
    'postalCode',
    'category',
    'returnTo',
    'return_to',
    'subscription',
    'outcome',
    'from',
    'to',
    '__proto__',
    'constructor',
    '__proto__[polluted]',
    'constructor[prototype][polluted]',
    'limit[]',
    'a[b][c]',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const queryValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('', '-1', '0', '1e400', '99999999999999999999999', 'NaN', 'Infinity', 'true', 'CA', 'US', 'xx'),
  hostileSegment,
);
/** Repeated keys (arrays where a schema expects one value), bare keys, stray separators. */
const queryString = fc
  .array(
    fc.oneof(
      fc.tuple(queryKey, queryValue).map(([key, value]) => `${key}=${value}`),
      queryKey,
    ),
    {
      maxLength: 6,
    },
  )
  .chain((pairs) => fc.constantFrom('&', '&&', ';').map((separator) => pairs.join(separator)));

function concretePath(route: HttpRoute, params: readonly string[], query: string): string {
  let index = 0;
  const path = route.path.replace(/:[A-Za-z0-9_]+/g, () => params[index++ % params.length] ?? 'x');
  return query ? `${path}?${query}` : path;
}

// ---------------------------------------------------------------------------------------------------------
// JSON bodies.

const utf8 = (text: string) => new TextEncoder().encode(text);

function nested(depth: number, open: string, close: string, inner = '1'): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

const hostileJson = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  // Truncated somewhere in the middle.
  fc
    .jsonValue()
    .map((value) => JSON.stringify(value))
    .chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => nested(depth, '[', ']')),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => nested(depth, '{"a":', '}')),
  fc.constantFrom(
    '{"__proto__":{"polluted":true,"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"firstName":"A","lastName":"B","__proto__":{"roles":["admin"]}}',
    '{"region":"CA","__proto__":null}',
    '1e400',
    '-1e400',
    '123456789012345678901234567890123456789',
    '{"credits":1e308,"reason":"x"}',
    '{"payPerRepair":1e400,"basicPlan":-0,"unlimitedPlan":NaN,"contractorPlan":Infinity}',
    '{"shared":"true"}',
    '{"plan":["basic"]}',
    '{"a":1,"a":2}',
    '"just a string"',
    'null',
    'true',
    '[]',
    '',
    ' ',
    '\u0000',
    '{"text":"\\ud800"}',
  ),
);

/** Bytes that are not UTF-8 at all, or only almost. */
const invalidUtf8 = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 200 }),
  fc.constantFrom(
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), // {"a":"\xff\xfe"}
    new Uint8Array([0xc0, 0xaf]),
    new Uint8Array([0xed, 0xa0, 0x80]),
    new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), // a byte-order mark, then {}
  ),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; boundary=x; charset=',
  '',
  ';;;',
);

const jsonishBody = fc.record({
  contentType,
  body: fc.oneof(hostileJson.map(utf8), invalidUtf8),
});

// ---------------------------------------------------------------------------------------------------------
// Multipart bodies.

const CRLF = '\r\n';

interface Part {
  readonly headers: readonly string[];
  readonly content: Uint8Array;
}

const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const partName = fc.constantFrom('file', 'logo', 'description', 'region', '__proto__', 'constructor', '', 'evil');
const partContent = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom(JPEG_START, PNG_START, new Uint8Array(0)),
  fc.string({ unit: 'grapheme', maxLength: 200 }).map(utf8),
  invalidUtf8,
);
const part: fc.Arbitrary<Part> = fc.record({
  headers: fc.oneof(
    fc
      .tuple(partName, fc.option(fc.string({ maxLength: 40 }), { nil: undefined }))
      .map(([name, filename]) => [
        `Content-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`,
        'Content-Type: image/jpeg',
      ]),
    // No disposition, a disposition without a name, garbage, a very long header, many headers.
    fc.constant(['Content-Type: image/png']),
    fc.constant(['Content-Disposition: form-data']),
    fc.string({ maxLength: 60 }).map((line) => [line]),
    fc
      .integer({ min: 1_000, max: 200_000 })
      .map((length) => [`Content-Disposition: form-data; name="file"; filename="${'x'.repeat(length)}.jpg"`]),
    fc
      .integer({ min: 40, max: 200 })
      .map((count) => [
        'Content-Disposition: form-data; name="file"; filename="a.jpg"',
        ...Array.from({ length: count }, (_, i) => `X-Header-${i}: ${i}`),
      ]),
  ),
  content: partContent,
});

const boundary = fc.oneof(
  fc.constantFrom('fuzzboundary', 'a', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'x'.repeat(200), '"quoted"'),
  fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
);

const multipartBody = fc
  .record({
    declared: boundary,
    used: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: boundary }),
    parts: fc.array(part, { maxLength: 5 }),
    ending: fc.constantFrom('closed', 'missing', 'truncated'),
    cut: fc.nat(),
    contentTypeHeader: fc.constantFrom('multipart/form-data', 'multipart/mixed', 'multipart/form-data; charset=utf-8'),
  })
  .map(({ declared, used, parts, ending, cut, contentTypeHeader }) => {
    const inBody = used ?? declared;
    const chunks: Uint8Array[] = [];
    for (const { headers, content } of parts) {
      chunks.push(utf8(`--${inBody}${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}`), content, utf8(CRLF));
    }
    if (ending !== 'missing') chunks.push(utf8(`--${inBody}--${CRLF}`));
    let body = Buffer.concat(chunks);
    if (ending === 'truncated' && body.length > 0) body = body.subarray(0, cut % body.length);
    return { contentType: `${contentTypeHeader}; boundary=${declared}`, body: new Uint8Array(body) };
  });

// ---------------------------------------------------------------------------------------------------------

describe('fuzzing every route with malformed input (through the real server)', function () {
  this.timeout(180_000);
  let server: TestApp;
  const callers: Record<'user' | 'admin', TestBrowser> = {} as never;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  const statuses = new Map<number, number>();
  let people = 0;

  /** Signs the caller in again when a route ended its session or its account (logout, account deletion). */
  async function signedIn(who: 'user' | 'admin'): Promise<TestBrowser> {
    const current = callers[who];
    if (current && (await current.request('/api/auth/user')).status === 200) return current;
    const browser = new TestBrowser(server.baseUrl);
    await signIn(browser, { email: who === 'admin' ? ADMIN : `fuzz-user-${++people}@example.com` });
    callers[who] = browser;
    return browser;
  }

  async function send(caller: TestBrowser, method: string, request: FuzzRequest): Promise<number> {
    const headers: Record<string, string> = { 'x-forwarded-for': request.address };
    if (request.contentType !== undefined) headers['content-type'] = request.contentType;
    const response = await caller.request(request.path, {
      method: method.toUpperCase(),
      headers,
      ...(request.body ? { body: Buffer.from(request.body) } : {}),
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response.status;
  }

  before(async () => {
    process.on('unhandledRejection', onUnhandled);
    server = await startTestApp({
      env: {
        ADMIN_EMAILS: ADMIN,
        // Each request names an address of its own (X-Forwarded-For), and uploads are not counted per hour.
        TRUST_PROXY: 'true',
        REPAIRS_UPLOADS_PER_HOUR: '10000',
        LOCAL_ANALYSIS_READ_TEXT: 'false',
      },
    });
  });
  after(async () => {
    process.off('unhandledRejection', onUnhandled);
    await server?.close();
  });

  /** Runs one property and answers its failure, seed and shrunk input included, or null. */
  async function failureOf<T>(what: string, property: fc.IAsyncProperty<T>, seed: number, numRuns: number) {
    const details = await fc.check(property, { seed, numRuns });
    return details.failed ? `${what}: ${fc.defaultReportMessage(details)}` : null;
  }

  for (const who of ['user', 'admin'] as const) {
    it(`answers every route's malformed JSON, query strings and path parameters with 2xx or 4xx, signed in as ${who === 'user' ? 'a user' : 'an admin'}`, async () => {
      const failures: string[] = [];
      for (const [index, route] of server.app.routes.entries()) {
        const caller = await signedIn(who);
        const key = `${route.method.toUpperCase()} ${route.path}`;
        const request = fc.record({
          params: fc.array(pathParam, { minLength: 1, maxLength: 3 }),
          query: queryString,
          body: route.method === 'get' ? fc.constant(undefined) : fc.option(jsonishBody, { nil: undefined }),
          address: fc.ipV4(),
        });
        const property = fc.asyncProperty(request, async ({ params, query, body, address }) => {
          const status = await send(caller, route.method, {
            path: concretePath(route, params, query),
            address,
            ...(body ?? {}),
          });
          expect(status, 'a 5xx').to.be.below(500);
          expect(status, 'rate limited: the fuzz no longer reaches the handler').to.not.equal(429);
        });
        const failure = await failureOf(key, property, SEED + index, RUNS_PER_ROUTE);
        if (failure) failures.push(failure);
      }
      expect(failures, failures.join('\n\n')).to.deep.equal([]);
    });
  }

  const multipartRoutes = () => server.app.routes.filter((route) => route.requestContentType === 'multipart/form-data');

  it('answers malformed multipart bodies on the upload routes with 4xx', async () => {
    expect(multipartRoutes().map((route) => route.path)).to.include('/api/repair-requests');
    const failures: string[] = [];
    for (const route of multipartRoutes()) {
      for (const who of ['user', 'admin'] as const) {
        const caller = await signedIn(who);
        const property = fc.asyncProperty(multipartBody, fc.ipV4(), async ({ contentType: type, body }, address) => {
          const status = await send(caller, route.method, { path: route.path, contentType: type, body, address });
          expect(status).to.be.within(400, 499);
          expect(status, 'rate limited: the fuzz no longer reaches the form').to.not.equal(429);
        });
        const failure = await failureOf(
          `${route.method.toUpperCase()} ${route.path} as ${who}`,
          property,
          SEED,
          MULTIPART_RUNS,
        );
        if (failure) failures.push(failure);
      }
    }
    expect(failures, failures.join('\n\n')).to.deep.equal([]);
  });

  it('keeps answering when a client hangs up in the middle of an upload', async () => {
    const caller = await signedIn('user');
    const cookie = [...caller.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const url = new URL('/api/repair-requests', server.baseUrl);
    await new Promise<void>((resolve) => {
      const upload = httpRequest(url, {
        method: 'POST',
        headers: {
          cookie,
          origin: url.origin,
          'content-type': 'multipart/form-data; boundary=cut',
          'content-length': String(1024 * 1024),
        },
      });
      upload.on('error', () => resolve());
      upload.write(`--cut${CRLF}Content-Disposition: form-data; name="file"; filename="a.jpg"${CRLF}${CRLF}`);
      upload.write(Buffer.concat([Buffer.from(JPEG_START), Buffer.alloc(64 * 1024, 1)]), () => {
        upload.destroy();
        resolve();
      });
    });
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).to.equal(200);
  });

  it('is still healthy afterwards, with no rejection left unhandled and no 5xx on the way', async () => {
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).to.equal(200);
    expect(unhandled.map(String)).to.deep.equal([]);
    const serverErrors = [...statuses].filter(([status]) => status >= 500);
    expect(serverErrors, `answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`).to.deep.equal([]);
  });
});
