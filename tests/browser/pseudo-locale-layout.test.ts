import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { PUBLIC_PAGES } from '../../src/shared/http/public-pages.js';
import { signInInBrowser } from '../support/browser.js';
import { useBrowserPerFile } from '../support/browser-suite.js';
import { ADMIN_CONSOLE_ROUTES } from '../support/admin-console-routes.js';

/** The narrowest phone the layout is checked on. */
const NARROW_PHONE = { width: 375, height: 812 } as const;

const SIGNED_IN_ROUTES = ['/', '/account', '/subscribe', '/contractor-requests', '/contractor-dashboard'];
const ADMIN_EMAIL = 'pseudo-admin@repairlens.test';

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
 * Text that no longer fits, measured on the text itself (a Range over each of an element's own text nodes, so inline
 * elements count too): the page wider than the screen; text wider than its own box (a fixed-width button: it spills out,
 * or is cut by the box's overflow); text cut off by an ancestor that hides its overflow; text past the screen's
 * side. Text in a box that scrolls (a wide table on a phone) can be scrolled to and counts only when that box is
 * itself off the screen. Elements hidden on purpose are left out: visually hidden labels (clipped to 1 px) and
 * those placed wholly off-screen (the skip link until it has the focus).
 */
const OVERFLOWING_TEXT = `(() => {
  const problems = [];
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1) problems.push('the page scrolls sideways: ' + page.scrollWidth + ' px');
  const name = (element) => element.tagName.toLowerCase() + (element.className && typeof element.className === 'string'
    ? '.' + element.className.split(' ')[0] : '') + ' "' + element.textContent.trim().slice(0, 40) + '"';
  const hiddenOnPurpose = (element) => {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      if (style.clip !== 'auto' && style.position === 'absolute') return true;
      if (style.clipPath !== 'none') return true;
      if (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll('*')) {
    const texts = [...element.childNodes].filter((node) => node.nodeType === 3 && node.textContent.trim());
    // An SVG's text (a chart's labels) has no CSS box to fit in.
    if (!texts.length || !element.getClientRects().length || element.closest('svg')) continue;
    const style = getComputedStyle(element);
    // checkVisibility: the inside of a closed <details> keeps its boxes but is not shown.
    if (!element.checkVisibility({ visibilityProperty: true }) || hiddenOnPurpose(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.right <= 0 || box.left >= window.innerWidth) continue;
    // Its own text only: a child element (a visually hidden note in a link) is measured on its own.
    const rects = texts.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    }).filter((rect) => rect.width);
    if (!rects.length) continue;
    const text = {
      left: Math.min(...rects.map((rect) => rect.left)), right: Math.max(...rects.map((rect) => rect.right)),
      top: Math.min(...rects.map((rect) => rect.top)), bottom: Math.max(...rects.map((rect) => rect.bottom)),
    };
    text.width = text.right - text.left;
    // The box's inside, less its borders: where its text may go.
    const inner = { left: box.left + element.clientLeft, right: box.left + element.clientLeft + element.clientWidth };
    if (style.display !== 'inline' && (text.left < inner.left - 1 || text.right > inner.right + 1)) {
      problems.push(name(element) + ' is too narrow for its text (' + Math.ceil(text.width) + ' > ' + element.clientWidth + ' px)');
      continue;
    }
    let scrolls = false;
    for (let holder = element.parentElement; holder && holder !== document.body; holder = holder.parentElement) {
      const holderStyle = getComputedStyle(holder);
      if (holderStyle.overflowX === 'visible' && holderStyle.overflowY === 'visible') continue;
      if (/auto|scroll/.test(holderStyle.overflowX + holderStyle.overflowY)) { scrolls = true; break; }
      const held = holder.getBoundingClientRect();
      if (text.left < held.left - 1 || text.right > held.right + 1 || text.top < held.top - 3 || text.bottom > held.bottom + 3) {
        problems.push(name(element) + ' is cut off by ' + name(holder));
        break;
      }
    }
    if (!scrolls && (text.right > window.innerWidth + 1 || text.left < -1)) problems.push(name(element) + ' runs off the screen');
  }
  return problems;
})()`;

describe('Longer translations at 375 px (browser, pseudo-locale)', function () {
  this.timeout(240_000);

  const suite = useBrowserPerFile({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });

  /** Each route's problems once pseudo-localised; with `openMenu`, the folded navigation menu's as well. */
  async function overflowsOn(
    page: Page,
    routes: readonly string[],
    { openMenu = false }: { readonly openMenu?: boolean } = {},
  ): Promise<string[]> {
    const findings: string[] = [];
    for (const route of routes) {
      await page.goto(`${suite.app.baseUrl}${route}`);
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('load');
      // The app has taken the page over and measured its navigation, which folds at this width: text changed any
      // earlier would be a page built in advance (its row unfolded) that React then finds different from its own.
      await page.getByRole('button', { name: 'Open menu' }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(300);
      if (openMenu) await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await page.evaluate<number>(PSEUDO_LOCALISE), route).to.be.greaterThan(5);
      const problems = await page.evaluate<string[]>(OVERFLOWING_TEXT);
      if (problems.length) await page.screenshot({ path: `/tmp/pseudo-locale${route.replace(/\//g, '_')}.png` });
      findings.push(...problems.map((problem) => `${route}${openMenu ? ' (menu)' : ''}: ${problem}`));
    }
    return findings;
  }

  it('finds text that does not fit: a fixed-width button, a clipping box, inline text off the screen', async () => {
    const page = await suite.browser.newPage({ viewport: NARROW_PHONE });
    await page.setContent(`<!doctype html><html><body style="margin: 0">
      <button style="width: 6rem; white-space: nowrap">Obtenir les instructions</button>
      <div style="width: 8rem; overflow: hidden"><span style="white-space: nowrap">Réparations gratuites : 2</span></div>
      <p style="white-space: nowrap">Texte <a href="#">qui déborde de l'écran d'un téléphone de 375 pixels de large</a></p>
      <label><span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">
        Étiquette masquée pour les lecteurs d'écran</span><input></label>
      <div style="overflow-x: auto"><table><tr><td style="white-space: nowrap">Une colonne plus large que l'écran,
        atteinte en faisant défiler le tableau</td></tr></table></div>
      <p>Un paragraphe ordinaire qui passe à la ligne comme il faut sur un écran étroit.</p>
    </body></html>`);
    const problems = await page.evaluate<string[]>(OVERFLOWING_TEXT);
    expect(problems, problems.join('\n')).to.have.length(4);
    expect(problems[0]).to.match(/^the page scrolls sideways/);
    expect(problems[1]).to.match(/^button "Obtenir les instructions" is too narrow for its text/);
    expect(problems[2]).to.match(/^span "Réparations gratuites : 2" is cut off by div/);
    expect(problems[3]).to.match(/^a "qui déborde.*" runs off the screen$/);
  });

  it("clips no visitor screen's text and makes no page scroll sideways", async () => {
    const page = await suite.browser.newPage({ viewport: NARROW_PHONE });
    expect(await overflowsOn(page, PUBLIC_PAGES)).to.deep.equal([]);
    expect(await overflowsOn(page, ['/'], { openMenu: true })).to.deep.equal([]);
  });

  it("clips no signed-in screen's text", async () => {
    const page = await suite.browser.newPage({ viewport: NARROW_PHONE });
    await page.goto(`${suite.app.baseUrl}/`);
    await signInInBrowser(page, { email: 'pseudo@example.com', firstName: 'Alexandrine', lastName: 'Beauchemin' });
    expect(await overflowsOn(page, SIGNED_IN_ROUTES)).to.deep.equal([]);
    // The folded menu holds the links, the region, the language switch and the account's entries.
    expect(await overflowsOn(page, ['/'], { openMenu: true })).to.deep.equal([]);
  });

  it("clips no admin console screen's text", async () => {
    const page = await suite.browser.newPage({ viewport: NARROW_PHONE });
    await page.goto(`${suite.app.baseUrl}/`);
    await signInInBrowser(page, { email: ADMIN_EMAIL, firstName: 'Maximilienne', lastName: 'Desrosiers' });
    expect(await overflowsOn(page, ADMIN_CONSOLE_ROUTES)).to.deep.equal([]);
  });
});
