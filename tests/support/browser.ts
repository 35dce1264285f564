import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

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

/** The screens layouts are checked on: a large phone, a tablet held upright, a laptop. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const TABLET_VIEWPORT = { width: 820, height: 1180 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

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
      // A Canadian browser unless a test says otherwise: region detection reads Accept-Language.
      const context = await browser.newContext({ locale: 'en-CA', ...options });
      context.setDefaultTimeout(5_000);
      // A whole page load (every script of the build) can take longer than one element on a loaded 2-core machine.
      context.setDefaultNavigationTimeout(15_000);
      await context.route(
        (url) => !LOOPBACK.test(url.href),
        (route) => route.abort('blockedbyclient'),
      );
      return context.newPage();
    },
    close: () => browser.close(),
  };
}

export interface BrowserSignIn {
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** The app's address; by default the origin of the page's current URL. */
  readonly baseUrl?: string;
}

/**
 * Signs in as a person would, through the real sign-in: /api/login, the embedded development provider's
 * form (Email, optional first and last name, "Sign in"), the callback; resolves once the shell, back from
 * it, has been told who is signed in. Returns the path the browser landed on.
 */
export async function signInInBrowser(page: Page, options: BrowserSignIn): Promise<string> {
  const baseUrl = options.baseUrl ?? new URL(page.url()).origin;
  await page.goto(new URL('/api/login', baseUrl).href);
  await submitProviderForm(page, options);
  return new URL(page.url()).pathname;
}

/**
 * The embedded provider's sign-in form, on screen: fills it in, submits it and waits until the shell has
 * loaded the signed-in user.
 */
export async function submitProviderForm(page: Page, { email, firstName, lastName }: BrowserSignIn): Promise<void> {
  await page.getByLabel('Email').fill(email);
  if (firstName) await page.getByLabel('First name').fill(firstName);
  if (lastName) await page.getByLabel('Last name').fill(lastName);
  const signedIn = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/user' && response.status() === 200,
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedIn;
}

/** axe-core's findings on the page that are serious or critical, as "rule: target" lines. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern: a
  // <script> tag of the test's own would be refused, as it should be.
  await page.evaluate(await readFile(AXE_SCRIPT, 'utf8'));
  // A string: this runs in the page, and the tests are type-checked without the DOM's types.
  const { violations } = await page.evaluate<AxeResults>('axe.run()');
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

interface AxeResults {
  readonly violations: readonly {
    readonly id: string;
    readonly impact?: string | null;
    readonly nodes: readonly { readonly target: readonly string[] }[];
  }[];
}

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
