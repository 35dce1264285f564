import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import type { AuthUser } from '../../src/api-contract.js';

/** Debian's Chromium, driven by playwright-core (no browser download); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) {
    throw new Error('The browser tests need Chromium: apt-get install -y chromium, or set CHROMIUM_PATH.');
  }
  return found;
}

const LAUNCH_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser tests talk to the test server only: anything off the loopback address is refused. */
const LOOPBACK = /^(https?|wss?):\/\/127\.0\.0\.1[:/]/;

export interface TestBrowser {
  /** A page in a context of its own (no cookies or storage from other tests), loopback only. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/**
 * One Chromium per test file. Playwright starts it with a fresh temporary profile (its own
 * --user-data-dir), removed on close; each test gets a new context in it.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_FLAGS });
  return {
    async newPage(options) {
      const context = await browser.newContext(options);
      context.setDefaultTimeout(5_000);
      await context.route(
        (url) => !LOOPBACK.test(url.href),
        (route) => route.abort('blockedbyclient'),
      );
      return context.newPage();
    },
    close: () => browser.close(),
  };
}

/** A user as GET /api/auth/user answers it. */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: '8d0f7a4e-2f4c-4c57-9d7e-2f1a3b4c5d6e',
    email: 'member@example.com',
    firstName: 'Robin',
    lastName: 'Tremblay',
    profileImageUrl: null,
    freeFixesRemaining: 2,
    credits: 0,
    subscriptionStatus: 'inactive',
    subscriptionPlan: null,
    stripeCustomerId: null,
    roles: [],
    isAdmin: false,
    ...overrides,
  };
}

/**
 * A test-only session: the page's GET /api/auth/user answers `user`, so the shell behaves as for that
 * signed-in user without going through sign-in. Every other request reaches the real server.
 */
export async function useTestOnlySession(page: Page, user: AuthUser): Promise<void> {
  await page.route('**/api/auth/user', (route) => route.fulfill({ json: user }));
}
