import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { expect } from 'chai';
import sinon from 'sinon';
import { apiRequest, type ApiError } from '../../../frontends/shared/api/request';
import { createRepairLensApi } from '../../../frontends/shared/api/repairlens-api';

/** The front ends' request rules (product §7 and §8), with fetch stubbed. */

type FetchCall = [input: string, init: RequestInit];

function answer(status: number, body?: unknown, statusText = ''): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, statusText });
}

function baseQueryApi(type: BaseQueryApi['type']): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type,
  };
}

/** A store with a fresh API, plus one read and one write of a test resource. */
function createTestStore() {
  const api = createRepairLensApi().injectEndpoints({
    endpoints: (build) => ({
      thing: build.query<unknown, string>({ query: (id) => ['/api/things', id, 'details'] }),
      saveThing: build.mutation<unknown, { name: string }>({
        query: (body) => ({ url: '/api/things', method: 'POST', body }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  return { api, store };
}

describe('front-end API requests', () => {
  let fetch: sinon.SinonStub<Parameters<typeof globalThis.fetch>, ReturnType<typeof globalThis.fetch>>;
  const calls = () => fetch.getCalls().map((call) => call.args as FetchCall);

  beforeEach(() => {
    fetch = sinon.stub(globalThis, 'fetch');
  });
  afterEach(() => {
    sinon.restore();
  });

  describe('what is sent', () => {
    it('sends every request, read or write, with the cookies (credentials: include)', async () => {
      fetch.callsFake(async () => answer(200, {}));
      await apiRequest(['/api/things'], baseQueryApi('query'), {});
      await apiRequest({ url: '/api/things', method: 'POST', body: { name: 'x' } }, baseQueryApi('mutation'), {});

      expect(calls().map(([, init]) => init.credentials)).to.deep.equal(['include', 'include']);
    });

    it('sends a FormData payload as it is, leaving the multipart content type to the browser', async () => {
      fetch.callsFake(async () => answer(200, { id: 'r1' }));
      const form = new FormData();
      form.append('description', 'leaking tap');

      await apiRequest({ url: '/api/repair-requests', method: 'POST', body: form }, baseQueryApi('mutation'), {});

      const [[url, init]] = calls() as [FetchCall];
      expect(url).to.equal('/api/repair-requests');
      expect(init.method).to.equal('POST');
      expect(init.body).to.equal(form);
      expect(init.headers).to.equal(undefined);
    });

    it('sends any other payload as JSON with a JSON content type', async () => {
      fetch.callsFake(async () => answer(200, {}));

      await apiRequest(
        { url: '/api/user/profile', method: 'PATCH', body: { firstName: 'Robin', lastName: 'Tremblay' } },
        baseQueryApi('mutation'),
        {},
      );

      const [[, init]] = calls() as [FetchCall];
      expect(init.body).to.equal('{"firstName":"Robin","lastName":"Tremblay"}');
      expect(init.headers).to.deep.equal({ 'Content-Type': 'application/json' });
    });

    it('sends no body when there is no payload', async () => {
      fetch.callsFake(async () => answer(200, {}));

      await apiRequest({ url: '/api/things', method: 'POST' }, baseQueryApi('mutation'), {});

      const [[, init]] = calls() as [FetchCall];
      expect(init).to.not.have.property('body');
      expect(init).to.not.have.property('headers');
    });

    it("sends the page's language as Accept-Language, so the server words its messages in it", async () => {
      fetch.callsFake(async () => answer(200, {}));
      // A page whose shell speaks French (Node has no document of its own).
      Object.defineProperty(globalThis, 'document', {
        value: { documentElement: { lang: 'fr-CA' } },
        configurable: true,
      });
      try {
        await apiRequest(['/api/things'], baseQueryApi('query'), {});
        await apiRequest({ url: '/api/things', method: 'POST', body: { name: 'x' } }, baseQueryApi('mutation'), {});
      } finally {
        Reflect.deleteProperty(globalThis, 'document');
      }

      expect(calls().map(([, init]) => init.headers)).to.deep.equal([
        { 'Accept-Language': 'fr-CA' },
        { 'Content-Type': 'application/json', 'Accept-Language': 'fr-CA' },
      ]);
    });

    it('reads with GET from the path made by joining the query-key parts with "/"', async () => {
      fetch.callsFake(async () => answer(200, { ok: true }));
      const { api, store } = createTestStore();

      const result = await store.dispatch(api.endpoints.thing.initiate('r-42'));

      expect(result.data).to.deep.equal({ ok: true });
      const [[url, init]] = calls() as [FetchCall];
      expect(url).to.equal('/api/things/r-42/details');
      expect(init.method).to.equal('GET');
    });
  });

  describe('what an answer becomes', () => {
    it('reads a successful answer as JSON, and an empty one as null', async () => {
      fetch
        .onFirstCall()
        .resolves(answer(200, { region: 'CA' }))
        .onSecondCall()
        .resolves(answer(204));

      expect(await apiRequest(['/api/a'], baseQueryApi('query'), {})).to.deep.equal({ data: { region: 'CA' } });
      expect(await apiRequest(['/api/b'], baseQueryApi('query'), {})).to.deep.equal({ data: null });
    });

    it('turns a non-OK answer into an error whose message is "<status>: <body text>"', async () => {
      fetch.callsFake(async () => answer(402, '{"message":"Payment required","requiresPayment":true}'));

      const result = await apiRequest(['/api/things'], baseQueryApi('query'), {});

      expect(result.error).to.deep.equal({
        status: 402,
        message: '402: {"message":"Payment required","requiresPayment":true}',
      });
    });

    it('uses the status text when the body of a non-OK answer is empty', async () => {
      fetch.callsFake(async () => answer(503, undefined, 'Service Unavailable'));

      const result = await apiRequest(['/api/things'], baseQueryApi('query'), {});

      expect(result.error).to.deep.equal({ status: 503, message: '503: Service Unavailable' });
    });

    it('reports a request that got no answer as a network error', async () => {
      fetch.rejects(new TypeError('Failed to fetch'));

      const result = await apiRequest(['/api/things'], baseQueryApi('query'), {});

      expect(result.error).to.deep.equal({ status: 'NETWORK_ERROR', message: 'Failed to fetch' } satisfies ApiError);
    });
  });

  describe('caching and retries', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({
        now: new Date('2026-01-15T12:00:00Z'),
        toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      });
    });

    it('serves a read from the cache for 5 minutes, then asks the server again', async () => {
      fetch.callsFake(async () => answer(200, { n: fetch.callCount }));
      const { api, store } = createTestStore();

      await store.dispatch(api.endpoints.thing.initiate('a'));
      await clock.tickAsync(299_000);
      await store.dispatch(api.endpoints.thing.initiate('a'));
      expect(fetch.callCount).to.equal(1);

      await clock.tickAsync(1_000);
      await store.dispatch(api.endpoints.thing.initiate('a'));
      expect(fetch.callCount).to.equal(2);
    });

    it('does not refetch when the window regains focus or the network comes back, nor on an interval', async () => {
      fetch.callsFake(async () => answer(200, {}));
      const { api, store } = createTestStore();

      await store.dispatch(api.endpoints.thing.initiate('a'));
      store.dispatch(api.internalActions.onFocus());
      store.dispatch(api.internalActions.onOnline());
      await clock.tickAsync(30 * 60_000);

      expect(fetch.callCount).to.equal(1);
    });

    it('keeps the signed-in user fresh for 5 seconds only', async () => {
      fetch.callsFake(async () => answer(200, { email: 'member@example.com' }));
      const { api, store } = createTestStore();

      await store.dispatch(api.endpoints.authUser.initiate());
      await clock.tickAsync(4_000);
      await store.dispatch(api.endpoints.authUser.initiate());
      expect(fetch.callCount).to.equal(1);

      await clock.tickAsync(1_000);
      await store.dispatch(api.endpoints.authUser.initiate());
      expect(fetch.callCount).to.equal(2);
      expect(calls().map(([url]) => url)).to.deep.equal(['/api/auth/user', '/api/auth/user']);
    });

    it('reads a 401 from the auth user call as "nobody is signed in", not as an error', async () => {
      fetch.callsFake(async () => answer(401, 'Unauthorized'));
      const { api, store } = createTestStore();

      const result = await store.dispatch(api.endpoints.authUser.initiate());

      expect(result.isSuccess).to.equal(true);
      expect(result.data).to.equal(null);
    });

    it('does not retry the auth user call', async () => {
      fetch.callsFake(async () => answer(500, 'boom'));
      const { api, store } = createTestStore();

      const request = store.dispatch(api.endpoints.authUser.initiate());
      await clock.tickAsync(60_000);
      const result = await request;

      expect(result.error).to.deep.equal({ status: 500, message: '500: boom' });
      expect(fetch.callCount).to.equal(1);
    });

    it('retries a failed read up to 2 times', async () => {
      fetch.callsFake(async () => answer(500, 'boom'));
      const { api, store } = createTestStore();

      const request = store.dispatch(api.endpoints.thing.initiate('a'));
      await clock.tickAsync(60_000);
      const result = await request;

      expect(fetch.callCount).to.equal(3);
      expect(result.error).to.deep.equal({ status: 500, message: '500: boom' });
    });

    it('returns the answer of a retry that succeeds', async () => {
      fetch
        .onFirstCall()
        .resolves(answer(502, 'bad gateway'))
        .onSecondCall()
        .resolves(answer(200, { ok: true }));
      const { api, store } = createTestStore();

      const request = store.dispatch(api.endpoints.thing.initiate('a'));
      await clock.tickAsync(60_000);

      expect((await request).data).to.deep.equal({ ok: true });
      expect(fetch.callCount).to.equal(2);
    });

    for (const status of [401, 403, 404]) {
      it(`does not retry a read whose error message contains ${status}`, async () => {
        fetch.callsFake(async () => answer(status, 'no'));
        const { api, store } = createTestStore();

        const request = store.dispatch(api.endpoints.thing.initiate('a'));
        await clock.tickAsync(60_000);
        const result = await request;

        expect(result.error).to.deep.equal({ status, message: `${status}: no` });
        expect(fetch.callCount).to.equal(1);
      });
    }

    it('does not retry a read whose error message names 404 in its body', async () => {
      fetch.callsFake(async () => answer(500, 'upstream answered 404'));
      const { api, store } = createTestStore();

      const request = store.dispatch(api.endpoints.thing.initiate('a'));
      await clock.tickAsync(60_000);
      await request;

      expect(fetch.callCount).to.equal(1);
    });

    it('never retries a write', async () => {
      fetch.callsFake(async () => answer(500, 'boom'));
      const { api, store } = createTestStore();

      const request = store.dispatch(api.endpoints.saveThing.initiate({ name: 'x' }));
      await clock.tickAsync(60_000);
      const result = await request;

      expect(result.error).to.deep.equal({ status: 500, message: '500: boom' });
      expect(fetch.callCount).to.equal(1);
    });
  });

  describe('endpoints', () => {
    it('reads the runtime configuration from GET /api/runtime-config', async () => {
      const config = {
        adminRemoteUrl: 'https://admin.example/mf-manifest.json',
        supportEmail: 's@x',
        privacyEmail: 'p@x',
        photosUnderstood: false,
      };
      fetch.callsFake(async () => answer(200, config));
      const { api, store } = createTestStore();

      const result = await store.dispatch(api.endpoints.runtimeConfig.initiate());

      expect(result.data).to.deep.equal(config);
      expect(calls()[0]?.[0]).to.equal('/api/runtime-config');
    });
  });
});
