import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

interface Closable {
  close(): Promise<void>;
}

interface OpenedForFile<App> {
  readonly app: App;
  readonly browser: TestBrowser;
}

/**
 * The hooks most browser test files share: one server and one Chromium for the file, and every page a test
 * opens (each in its own browser context, so no cookie leaks between tests) closed after that test. With
 * `onPage`, each test also gets a fresh page. The callbacks hand them to the file's own variables, which its
 * tests then use as before:
 *
 *   let app: TestApp; let browser: TestBrowser; let page: Page;
 *   useBrowserPerFile({}, (opened) => ({ app, browser } = opened), (fresh) => (page = fresh));
 *
 * `server` is the test app's options, or a function that starts another server (a module's own test app).
 */
export function useBrowserPerFile<App extends Closable = TestApp>(
  server: TestAppOptions | (() => Promise<App>),
  onOpened: (opened: OpenedForFile<App>) => void,
  onPage?: (page: Page) => void,
): void {
  let app: App | undefined;
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
  before(async () => {
    // Given options, the server is the plain test app, which is what App then stands for.
    const startServer =
      typeof server === 'function' ? server : () => startTestApp(server) as Promise<unknown> as Promise<App>;
    [app, chromium] = await Promise.all([startServer(), launchBrowser()]);
    onOpened({ app, browser });
  });
  after(async () => {
    await Promise.all([chromium?.close(), app?.close()]);
  });
  if (onPage) beforeEach(async () => onPage(await browser.newPage()));
  afterEach(async () => {
    await Promise.all(openedInTest.splice(0).map((page) => page.context().close()));
  });
}
