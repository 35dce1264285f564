import { expect } from 'chai';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { z } from 'zod';
import { errorMiddleware } from '../../../src/shared/http/error-middleware.js';
import { apiRouting, probeRoutes } from '../../../src/shared/http/mount-routes.js';
import { defineRoute, type AppState, type RequestPrincipal } from '../../../src/shared/http/route.js';
import { ConflictError, PaymentRequiredError, RateLimitedError } from '../../../src/shared/errors/app-errors.js';
import { createLogger } from '../../../src/shared/logging/logger.js';

const member: RequestPrincipal = { userId: 'u1', email: 'member@example.com', roles: [], sessionId: 's1' };
const admin: RequestPrincipal = { userId: 'u2', email: 'admin@example.com', roles: ['admin'], sessionId: 's2' };

describe('API router and error middleware', () => {
  let server: Server;
  let baseUrl: string;
  let handled = 0;

  before(async () => {
    const routes = [
      defineRoute({
        method: 'post',
        path: '/api/echo/:id',
        summary: 'echo',
        tag: 'test',
        access: 'user',
        params: z.object({ id: z.uuid() }),
        body: z.object({ name: z.string().min(1) }),
        response: z.object({ id: z.string(), name: z.string() }),
        handle: async ({ params, body }) => {
          handled += 1;
          return { ...params, ...body, secret: 'never shown' };
        },
      }),
      defineRoute({
        method: 'get',
        path: '/api/admin-only',
        summary: 'admin',
        tag: 'test',
        access: 'admin',
        handle: async () => ({ ok: true }),
      }),
      defineRoute({
        method: 'get',
        path: '/api/fail/:kind',
        summary: 'fail',
        tag: 'test',
        access: 'public',
        handle: async ({ ctx }) => {
          const { kind } = ctx.params as { kind?: string };
          if (kind === 'payment') throw new PaymentRequiredError();
          if (kind === 'conflict') throw new ConflictError('Already subscribed');
          if (kind === 'rate') throw new RateLimitedError(17);
          throw new Error('database password is hunter2');
        },
      }),
    ];
    const koa = new Koa<AppState>();
    koa.use(errorMiddleware(createLogger('silent')));
    koa.use(bodyParser());
    koa.use(async (ctx, next) => {
      const who = ctx.get('x-test-user');
      if (who === 'member') ctx.state.principal = member;
      if (who === 'admin') ctx.state.principal = admin;
      await next();
    });
    koa.use(apiRouting(routes));
    server = koa.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  const echo = (user: string | undefined, id: string, body: unknown) =>
    fetch(`${baseUrl}/api/echo/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(user ? { 'x-test-user': user } : {}) },
      body: JSON.stringify(body),
    });

  it('answers 401 to a visitor before looking at the input', async () => {
    const before = handled;
    const response = await echo(undefined, 'not-a-uuid', {});
    expect(response.status).to.equal(401);
    expect(await response.json()).to.deep.equal({ message: 'Unauthorized' });
    expect(handled).to.equal(before);
  });

  it('answers 400 naming the bad path parameter', async () => {
    const response = await echo('member', 'not-a-uuid', { name: 'x' });
    expect(response.status).to.equal(400);
    expect(((await response.json()) as { message: string }).message).to.match(/^id: /);
  });

  it('answers 400 naming the bad body field', async () => {
    const response = await echo('member', '6f1c8a52-4f65-4c57-8a1e-5d7d0e8a4c11', { name: '' });
    expect(response.status).to.equal(400);
    expect(((await response.json()) as { message: string }).message).to.match(/^name: /);
  });

  it('shapes the answer with the response schema, dropping fields it does not name', async () => {
    const response = await echo('member', '6f1c8a52-4f65-4c57-8a1e-5d7d0e8a4c11', { name: 'Ada' });
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ id: '6f1c8a52-4f65-4c57-8a1e-5d7d0e8a4c11', name: 'Ada' });
  });

  it('answers 403 to a signed-in non-admin on an admin route and 200 to an admin', async () => {
    expect((await fetch(`${baseUrl}/api/admin-only`, { headers: { 'x-test-user': 'member' } })).status).to.equal(403);
    expect((await fetch(`${baseUrl}/api/admin-only`, { headers: { 'x-test-user': 'admin' } })).status).to.equal(200);
  });

  it('maps payment required to 402 with requiresPayment: true', async () => {
    const response = await fetch(`${baseUrl}/api/fail/payment`);
    expect(response.status).to.equal(402);
    expect(await response.json()).to.include({ requiresPayment: true });
  });

  it('maps a conflict to 409 with its message', async () => {
    const response = await fetch(`${baseUrl}/api/fail/conflict`);
    expect(response.status).to.equal(409);
    expect(await response.json()).to.deep.equal({ message: 'Already subscribed' });
  });

  it('maps rate limiting to 429 with Retry-After', async () => {
    const response = await fetch(`${baseUrl}/api/fail/rate`);
    expect(response.status).to.equal(429);
    expect(response.headers.get('retry-after')).to.equal('17');
  });

  it('answers a path written in other letter case or with a trailing slash, as the router matches it', async () => {
    const response = await fetch(`${baseUrl}/API/Admin-Only/`, { headers: { 'x-test-user': 'admin' } });
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ ok: true });
  });

  it('answers 405 with the allowed methods to a known path asked with another method, and passes unknown paths on', async () => {
    const wrongMethod = await fetch(`${baseUrl}/api/admin-only`, {
      method: 'DELETE',
      headers: { 'x-test-user': 'admin' },
    });
    expect(wrongMethod.status).to.equal(405);
    expect(wrongMethod.headers.get('allow')).to.equal('HEAD, GET');
    expect((await fetch(`${baseUrl}/api/admin-only-not`)).status).to.equal(404);
    expect((await fetch(`${baseUrl}/api/echo`, { method: 'POST' })).status).to.equal(404);
  });

  it('refuses at start a route whose routing segments hold a parameter', () => {
    const route = defineRoute({
      method: 'get',
      path: '/api/:anything',
      summary: 'x',
      tag: 'test',
      access: 'public',
      handle: async () => ({}),
    });
    expect(() => apiRouting([route])).to.throw(/first segments are routed by/);
  });

  it('hides the detail of an unexpected failure behind a generic 500', async () => {
    const response = await fetch(`${baseUrl}/api/fail/boom`);
    expect(response.status).to.equal(500);
    const text = await response.text();
    expect(text).not.to.contain('hunter2');
    expect(text).to.contain('Something went wrong');
  });
});

describe('probes answered ahead of the rest of the server', () => {
  const live = {
    method: 'get',
    path: '/api/live',
    summary: 'live',
    tag: 'test',
    access: 'public',
    probe: true,
    response: z.object({ status: z.literal('ok') }),
    handle: async () => ({ status: 'ok' as const, extra: 'dropped' }),
  } as const;
  const liveness = defineRoute(live);

  it('answers a probe without running what comes after it, and lets every other request through', async () => {
    const reached: string[] = [];
    const koa = new Koa<AppState>();
    koa.use(probeRoutes([liveness]));
    koa.use((ctx) => {
      reached.push(`${ctx.method} ${ctx.path}`);
      ctx.body = { from: 'below' };
    });
    const server = koa.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const probe = await fetch(`${url}/api/live`);
      expect(probe.status).to.equal(200);
      expect(await probe.json()).to.deep.equal({ status: 'ok' });
      expect(await (await fetch(`${url}/api/other`)).json()).to.deep.equal({ from: 'below' });
      expect(await (await fetch(`${url}/api/live`, { method: 'POST' })).json()).to.deep.equal({ from: 'below' });
      expect(reached).to.deep.equal(['GET /api/other', 'POST /api/live']);
    } finally {
      server.close();
    }
  });

  it('refuses at start a probe that would need the caller, a body or a path parameter', () => {
    const signedIn = defineRoute({ ...live, access: 'user' });
    const withBody = defineRoute({ ...live, body: z.object({ name: z.string() }) });
    const withParameter = defineRoute({ ...live, path: '/api/live/:zone' });
    for (const route of [signedIn, withBody, withParameter]) {
      expect(() => probeRoutes([route])).to.throw(/is a probe but reads/);
    }
  });
});
