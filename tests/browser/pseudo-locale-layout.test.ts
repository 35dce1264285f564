import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { signInInBrowser, type TestBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';
import type { TestApp } from '../support/test-app.js';

/** The narrowest phone the layout is checked on. */
const NARROW_PHONE = { width: 375, height: 812 } as const;

const VISITOR_ROUTES = ['/', '/pricing', '/gallery', '/contractors', '/contractors/signup', '/privacy-policy'];
const SIGNED_IN_ROUTES = ['/', '/account', '/contractor-requests'];

/**
 * Test-time pseudo-localisation: every text on the page accented and each word made 40 % longer, as French
 * and other languages run longer than English (words of their own, so text wraps where a translation would).
 * Runs in the page (a string: the browser tests are type-checked without the DOM's types).
 */
const PSEUDO_LOCALISE = `(() => {
  const accents = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ', y: 'ý', s: 'š', z: 'ž',
    A: 'Á', E: 'É', I: 'Î', O: 'Ö', U: 'Ü', C: 'Ç', N: 'Ñ', Y: 'Ý', S: 'Š', Z: 'Ž' };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent.trim() && !node.parentElement.closest('script, style, noscript')) nodes.push(node);
  }
  for (const node of nodes) {
    node.textContent = node.textContent.replace(/[^\\s]+/g, (word) =>
      [...word].map((letter) => accents[letter] || letter).join('') + 'ẍ'.repeat(Math.ceil(word.length * 0.4)));
  }
  return nodes.length;
})()`;

/**
 * Text that no longer fits: the page wider than the screen, an element that holds text and clips it
 * (overflow other than visible, with more to show than it has room for), or text pushed off the screen's side.
 * Elements hidden on purpose are left out: visually hidden labels (1 px) and those placed wholly off-screen.
 */
const OVERFLOWING_TEXT = `(() => {
  const problems = [];
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1) problems.push('the page scrolls sideways: ' + page.scrollWidth + ' px');
  const name = (element) => element.tagName.toLowerCase() + (element.className && typeof element.className === 'string'
    ? '.' + element.className.split(' ')[0] : '') + ' "' + element.textContent.trim().slice(0, 40) + '"';
  for (const element of document.body.querySelectorAll('*')) {
    const holdsText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
    if (!holdsText || !element.getClientRects().length) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || element.clientWidth <= 1) continue;
    const box = element.getBoundingClientRect();
    if (box.right <= 0 || box.left >= window.innerWidth) continue;
    if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1) {
      problems.push(name(element) + ' clips its text (' + element.scrollWidth + ' > ' + element.clientWidth + ' px)');
    } else if (box.right > window.innerWidth + 1 || box.left < -1) {
      problems.push(name(element) + ' runs off the screen');
    }
  }
  return problems;
})()`;

describe('Longer translations at 375 px (browser, pseudo-locale)', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: TestBrowser;

  useBrowserPerFile({}, (opened) => ({ app, browser } = opened));

  async function overflowsOn(page: Page, routes: readonly string[]): Promise<string[]> {
    const findings: string[] = [];
    for (const route of routes) {
      await page.goto(`${app.baseUrl}${route}`);
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      expect(await page.evaluate<number>(PSEUDO_LOCALISE), route).to.be.greaterThan(5);
      const problems = await page.evaluate<string[]>(OVERFLOWING_TEXT);
      if (problems.length) await page.screenshot({ path: `/tmp/pseudo-locale${route.replace(/\//g, '_')}.png` });
      findings.push(...problems.map((problem) => `${route}: ${problem}`));
    }
    return findings;
  }

  it("clips no visitor screen's text and makes no page scroll sideways", async () => {
    const page = await browser.newPage({ viewport: NARROW_PHONE });
    expect(await overflowsOn(page, VISITOR_ROUTES)).to.deep.equal([]);
  });

  it("clips no signed-in screen's text", async () => {
    const page = await browser.newPage({ viewport: NARROW_PHONE });
    await page.goto(`${app.baseUrl}/`);
    await signInInBrowser(page, { email: 'pseudo@example.com', firstName: 'Alexandrine', lastName: 'Beauchemin' });
    expect(await overflowsOn(page, SIGNED_IN_ROUTES)).to.deep.equal([]);
  });
});
