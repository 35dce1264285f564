import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import { signIn, TestBrowser } from '../../support/http-client.js';
import { apply, json, startContractorsApp, type ContractorsTestApp } from '../contractors/support.js';

describe("E-mails and the server's own pages in the person's language", () => {
  let server: ContractorsTestApp;
  before(async () => {
    server = await startContractorsApp();
  });
  after(async () => server.close());

  it("gives an account without a language its browser's at sign-in", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const request = browser.request.bind(browser);
    browser.request = (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('accept-language', 'fr-CA,fr;q=0.9,en;q=0.5');
      return request(path, { ...init, headers });
    };
    await signIn(browser, { email: 'quebecoise@example.com' });
    expect((await json<AuthUser>(await browser.request('/api/auth/user'))).locale).to.equal('fr-CA');
  });

  it('keeps the language an account chose and answers it with the signed-in user', async () => {
    const person = await server.signedIn('langue');
    const before = await json<AuthUser>(await person.request('/api/auth/user'));
    expect(before.locale, 'no language chosen yet').to.equal(null);

    const changed = await json<AuthUser>(await person.json('/api/user/profile', 'PATCH', { locale: 'fr-CA' }));
    expect(changed).to.deep.include({ locale: 'fr-CA', firstName: 'Sam', lastName: 'Tester' });
    const after = await json<AuthUser>(await person.request('/api/auth/user'));
    expect(after.locale).to.equal('fr-CA');
  });

  it('refuses a language the product does not offer, and a first name without a last name', async () => {
    const person = await server.signedIn('langue-refusee');
    expect((await person.json('/api/user/profile', 'PATCH', { locale: 'de-DE' })).status).to.equal(400);
    expect((await person.json('/api/user/profile', 'PATCH', { firstName: 'Sam' })).status).to.equal(400);
    expect((await person.json('/api/user/profile', 'PATCH', {})).status).to.equal(400);
  });

  it("writes a French-speaking contractor's application and decision e-mails in French, an English one's in English", async () => {
    const french = await server.signedIn('francophone');
    await json(await french.json('/api/user/profile', 'PATCH', { locale: 'fr-CA' }));
    const frenchProfile = await apply(french, {
      email: 'marie@plomberie-laval.example',
      contactName: 'Marie Tremblay',
    });
    const english = await server.signedIn('anglophone');
    await apply(english, { email: 'dana@harbourfront-plumbing.example' });

    const admin = await server.admin();
    await json(await admin.request(`/api/admin/contractors/${frenchProfile.id}/approve`, { method: 'POST' }));

    const frenchMail = await server.mailTo('marie@plomberie-laval.example');
    expect(frenchMail.map((mail) => mail.subject)).to.deep.equal([
      'Nous avons bien reçu votre demande, Harbourfront Plumbing & Heating',
      'Harbourfront Plumbing & Heating est approuvée',
    ]);
    expect(frenchMail[0]!.text).to.match(/^Bonjour Marie Tremblay,/);
    expect(frenchMail[0]!.text).to.contain('par courriel');
    expect(frenchMail[1]!.html).to.contain('Bonne nouvelle : Harbourfront');

    const englishMail = await server.mailTo('dana@harbourfront-plumbing.example');
    expect(englishMail.map((mail) => mail.subject)).to.deep.equal([
      'We received your application, Harbourfront Plumbing & Heating',
    ]);
    expect(englishMail[0]!.text).to.match(/^Hello /);
  });

  it("writes the local checkout page in the browser's language: French for a French browser, with 5 $ CA", async () => {
    const person = await server.signedIn('paiement');
    const { url } = await json<{ url: string }>(await person.json('/api/create-one-time-checkout', 'POST', {}));
    const french = await (await person.request(url, { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } })).text();
    expect(french).to.contain('<html lang="fr-CA">');
    expect(french).to.contain('<title>Paiement d’essai — aucune carte n’est débitée</title>');
    expect(french).to.contain('5\u00a0$\u00a0CA');
    expect(french).to.contain('>Payer</button>');
    const english = await (await person.request(url, { headers: { 'accept-language': 'en-US' } })).text();
    expect(english).to.contain('<title>Test payment — no card is charged</title>').and.contain('$5 CAD');
  });

  it("writes the development sign-in page in the browser's language", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const login = await browser.request('/api/login');
    let url = new URL(login.headers.get('location')!, server.baseUrl).toString();
    let response = await browser.request(url, { headers: { 'accept-language': 'fr-CA' } });
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 10; hops++) {
      url = new URL(response.headers.get('location')!, url).toString();
      response = await browser.request(url, { headers: { 'accept-language': 'fr-CA' } });
    }
    const form = await response.text();
    expect(form).to.contain('<html lang="fr-CA">');
    expect(form).to.contain('<label for="email">Courriel</label>').and.contain('>Se connecter</button>');
  });
});
