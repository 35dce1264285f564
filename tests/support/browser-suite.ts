import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

interface Closable {
  close(): Promise<void>;
}

export interface OpenedForFile<App> {
  readonly app: App;
  readonly browser: TestBrowser;
}

/**
 * One Chromium for the file (launched and closed by the caller's hooks), every page a test opens (each in its
 * own browser context, so no cookie leaks between tests) closed after that test, and with `onPage` a fresh page
 * for each test.
 */
function chromiumPerFile(onPage?: (page: Page) => void) {
  let chromium: TestBrowser | undefined;
  const openedInTest: Page[] = [];
  const browser: TestBrowser = {
    async newPage(options) {
      const page = await chromium!.newPage(options);
      openedInTest.push(page);
      return page;
    },
    close: () => chromium!.close(),
  };
  if (onPage) beforeEach(async () => onPage(await browser.newPage()));
  afterEach(async () => {
    await Promise.all(openedInTest.splice(0).map((page) => page.context().close()));
  });
  return {
    browser,
    launch: async () => {
      chromium = await launchBrowser();
    },
    close: async () => chromium?.close(),
  };
}

/**
 * The hooks of browser test files whose tests start servers of their own: one Chromium for the file, and each
 * test's pages closed after it; with `onPage`, each test also gets a fresh page, handed to the file's variable.
 */
export function useChromiumPerFile(onPage?: (page: Page) => void): TestBrowser {
  const chromium = chromiumPerFile(onPage);
  before(chromium.launch);
  after(chromium.close);
  return chromium.browser;
}

/**
 * The hooks most browser test files share: one server and one Chromium for the file, and every page a test
 * opens closed after that test. Its tests read the server and the browser from what it returns; with `onPage`,
 * each test also gets a fresh page, handed to the file's own variable:
 *
 *   let page: Page;
 *   const suite = useBrowserPerFile({}, (fresh) => (page = fresh));
 *
 * `server` is the test app's options, or a function that starts another server (a module's own test app).
 */
export function useBrowserPerFile<App extends Closable = TestApp>(
  server: TestAppOptions | (() => Promise<App>),
  onPage?: (page: Page) => void,
): OpenedForFile<App> {
  const chromium = chromiumPerFile(onPage);
  const suite = { browser: chromium.browser } as { app: App; browser: TestBrowser };
  before(async () => {
    // Given options, the server is the plain test app, which is what App then stands for.
    const startServer =
      typeof server === 'function' ? server : () => startTestApp(server) as Promise<unknown> as Promise<App>;
    [suite.app] = await Promise.all([startServer(), chromium.launch()]);
  });
  after(async () => {
    await Promise.all([chromium.close(), suite.app?.close()]);
  });
  return suite;
}
