import { randomInt } from 'node:crypto';
import { expect } from 'chai';
import { startLoadBalancer, nginxInstalled, type LoadBalancer } from '../../support/nginx.js';
import { startOfFreshWindowIfNeeded } from '../../support/rate-limit-window.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const SIGN_IN_LIMIT = 30;
const SIGN_IN_WINDOW_SECONDS = 300;

/** What a client may write into X-Forwarded-For itself: any address, new on every request. */
const forgedAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Behind TRUST_PROXY proxies, the client address is the one the outermost trusted proxy appended to
 * X-Forwarded-For: entries to its left were written by the client and are never believed, or every
 * per-address limit could be dodged with a made-up header.
 */
describe('the client address behind a trusted proxy (through the real server)', function () {
  this.timeout(120_000);

  /** Sign-in starts until the first refusal: the limit is 30 per address in 5 minutes. */
  async function signInStartsUntilRefused(send: () => Promise<Response>): Promise<number[]> {
    await startOfFreshWindowIfNeeded(SIGN_IN_WINDOW_SECONDS, 20);
    const statuses: number[] = [];
    for (let request = 1; request <= SIGN_IN_LIMIT + 1; request++) statuses.push((await send()).status);
    return statuses;
  }
  const expectRefusedAfterTheLimit = (statuses: number[]) => {
    expect(statuses.slice(0, SIGN_IN_LIMIT)).to.deep.equal(Array(SIGN_IN_LIMIT).fill(302));
    expect(statuses[SIGN_IN_LIMIT], `request ${SIGN_IN_LIMIT + 1}`).to.equal(429);
  };

  for (const trustProxy of ['1', 'true']) {
    describe(`with TRUST_PROXY=${trustProxy} (one proxy in front)`, () => {
      let server: TestApp;
      before(async () => {
        server = await startTestApp({ env: { TRUST_PROXY: trustProxy } });
      });
      after(async () => server?.close());

      const get = (path: string, forwardedFor: string, headers: Record<string, string> = {}) =>
        fetch(`${server.baseUrl}${path}`, {
          headers: { 'x-forwarded-for': forwardedFor, ...headers },
          redirect: 'manual',
        });

      it('counts sign-ins per address the proxy saw, however the client varies X-Forwarded-For: request 31 answers 429', async () => {
        const statuses = await signInStartsUntilRefused(() =>
          get('/api/login', `${forgedAddress()}, ${forgedAddress()}, 203.0.113.${trustProxy === '1' ? 7 : 8}`),
        );
        expectRefusedAfterTheLimit(statuses);
      });

      it('places a visitor by the address the proxy saw (Canadian), not the one they wrote (American)', async () => {
        const response = await get('/api/detect-location', '8.8.8.8, 24.114.0.1', { 'accept-language': 'en-US' });
        expect(((await response.json()) as { detectedRegion: string }).detectedRegion).to.equal('CA');
      });
    });
  }

  describe('behind a real nginx that appends the address it saw', () => {
    let server: TestApp;
    let nginx: LoadBalancer | undefined;
    before(async function () {
      if (!(await nginxInstalled())) this.skip();
      server = await startTestApp({ env: { TRUST_PROXY: '1' } });
      nginx = await startLoadBalancer({ upstreams: [Number(new URL(server.baseUrl).port)] });
    });
    after(async () => {
      await nginx?.close();
      await server?.close();
    });

    it('refuses sign-in start number 31 from one client whatever X-Forwarded-For it sends', async () => {
      const statuses = await signInStartsUntilRefused(() =>
        fetch(`${nginx!.url}/api/login`, { headers: { 'x-forwarded-for': forgedAddress() }, redirect: 'manual' }),
      );
      expectRefusedAfterTheLimit(statuses);
    });
  });
});
