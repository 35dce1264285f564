import { expect } from 'chai';
import type { TestApp } from '../../support/test-app.js';
import { useAppServingFrontendStandIn } from '../security/frontend-stand-in.js';

describe('Page languages for search engines and first visits', () => {
  let server: TestApp;
  useAppServingFrontendStandIn((started) => {
    server = started;
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html', ...headers } }).then((response) =>
      response.text(),
    );

  it("serves a public page in the language of its ?lang=, else of Accept-Language's first language we speak", async () => {
    expect(await page('/pricing?lang=fr-CA')).to.contain('<html lang="fr-CA"');
    expect(await page('/pricing', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).to.contain('<html lang="fr-CA"');
    expect(await page('/pricing', { 'accept-language': 'de-DE,en-US;q=0.8' })).to.contain('<html lang="en-US"');
    expect(await page('/pricing')).to.contain('<html lang="en-CA"');
  });

  it("writes the page's static texts (loading, could not start) in French for a French page, else in English", async () => {
    for (const french of [page('/', { 'accept-language': 'fr-CA,fr;q=0.9' }), page('/account?lang=fr-CA')]) {
      const html = await french;
      expect(html).to.contain('Chargement...');
      expect(html).to.contain('<html lang="fr-CA"');
    }
    const english = await page('/', { 'accept-language': 'en-CA' });
    expect(english).to.contain('Loading...');
    expect(english).not.to.contain('Chargement');
    // The French twin is never sent as a plain file: its address is one more path of the shell, in English here.
    expect(await page('/index.fr-CA.html', { 'accept-language': 'en-CA' })).to.contain('Loading...');
  });

  it('names every language version of a public page in its head, and none on a personal page', async () => {
    const html = await page('/contractors');
    for (const [hreflang, query] of [
      ['en-CA', '?lang=en-CA'],
      ['en-US', '?lang=en-US'],
      ['fr-CA', '?lang=fr-CA'],
      ['x-default', ''],
    ]) {
      expect(html).to.contain(
        `<link rel="alternate" hreflang="${hreflang}" href="${server.baseUrl}/contractors${query}" />`,
      );
    }
    expect(await page('/account')).not.to.contain('hreflang');
  });

  it('lists the language versions of every page in the sitemap', async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(xml).to.contain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).to.contain(
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${server.baseUrl}/privacy-policy?lang=fr-CA"/>`,
    );
    expect(xml).to.contain(`<xhtml:link rel="alternate" hreflang="x-default" href="${server.baseUrl}/"/>`);
    expect(xml.match(/hreflang="fr-CA"/g)).to.have.length(7);
  });
});
