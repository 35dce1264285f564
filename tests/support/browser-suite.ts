import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * The hooks most browser test files share: one server and one Chromium for the file, a fresh page (in its own
 * browser context, so no cookie leaks between tests) for each test. The callbacks hand them to the file's own
 * variables, which its tests then use as before:
 *
 *   let app: TestApp; let browser: TestBrowser; let page: Page;
 *   useBrowserPerFile({}, (opened) => ({ app, browser } = opened), (fresh) => (page = fresh));
 */
export function useBrowserPerFile(
  options: TestAppOptions,
  onOpened: (opened: { readonly app: TestApp; readonly browser: TestBrowser }) => void,
  onPage: (page: Page) => void,
): void {
  let app: TestApp | undefined;
  let browser: TestBrowser | undefined;
  let page: Page | undefined;
  before(async () => {
    [app, browser] = await Promise.all([startTestApp(options), launchBrowser()]);
    onOpened({ app, browser });
  });
  after(async () => {
    await Promise.all([browser?.close(), app?.close()]);
  });
  beforeEach(async () => {
    page = await browser!.newPage();
    onPage(page);
  });
  afterEach(async () => {
    await page?.context().close();
  });
}
