import { expect } from 'chai';
import type { TestBrowser } from '../../support/http-client.js';
import { useServerPerSuite } from '../../support/test-app.js';
import { application, apply, startContractorsApp, type ContractorsTestApp } from '../contractors/support.js';

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-CA,en;q=0.9' };

interface Refusal {
  message: string;
  fieldErrors?: Record<string, string>;
}

describe('The server speaks the language of the person asking', function () {
  this.timeout(60_000);
  let server: ContractorsTestApp;
  useServerPerSuite(startContractorsApp, (started) => (server = started));

  const refusal = async (response: Response, status: number) => {
    expect(response.status).to.equal(status);
    return (await response.json()) as Refusal;
  };
  const renameTo = (browser: TestBrowser, firstName: string, headers: Record<string, string>) =>
    browser.json('/api/user/profile', 'PATCH', { firstName, lastName: 'Tester' }, { headers });
  const speaking = async (browser: TestBrowser, locale: 'fr-CA' | 'en-CA') =>
    expect((await browser.json('/api/user/profile', 'PATCH', { locale })).status).to.equal(200);

  it("answers a visitor's 401 in French when the browser asks for French, and in the exact English otherwise", async () => {
    const visitor = (headers: Record<string, string>) => fetch(`${server.baseUrl}/api/auth/user`, { headers });
    expect((await refusal(await visitor(FRENCH), 401)).message).to.equal('Non autorisé');
    expect((await refusal(await visitor(ENGLISH), 401)).message).to.equal('Unauthorized');
    expect((await refusal(await visitor({}), 401)).message).to.equal('Unauthorized');
  });

  it('words validation in French, the field named as the API names it, and in the exact English for English', async () => {
    const browser = await server.signedIn('validation');
    expect((await refusal(await renameTo(browser, '   ', FRENCH), 400)).message).to.equal(
      'firstName\u00a0: ne doit pas être vide',
    );
    expect((await refusal(await renameTo(browser, '   ', ENGLISH), 400)).message).to.equal(
      'firstName: must not be empty',
    );
    // zod's own wording, where the schema has none of its own.
    const wrongType = await browser.json(
      '/api/user/profile',
      'PATCH',
      { firstName: 5, lastName: 'Tester' },
      {
        headers: FRENCH,
      },
    );
    expect((await refusal(wrongType, 400)).message).to.match(/^firstName: Entrée invalide/);
  });

  it("follows the account's language over the browser's, both ways", async () => {
    const french = await server.signedIn('francophone');
    await speaking(french, 'fr-CA');
    expect((await refusal(await renameTo(french, '   ', ENGLISH), 400)).message).to.equal(
      'firstName\u00a0: ne doit pas être vide',
    );

    const english = await server.signedIn('anglophone');
    await speaking(english, 'en-CA');
    expect((await refusal(await renameTo(english, '   ', FRENCH), 400)).message).to.equal(
      'firstName: must not be empty',
    );
  });

  it("answers a 409 and a form's problems field by field in French", async () => {
    const early = await server.signedIn('early');
    await apply(early, { email: 'early-fr@biz.example' });
    const subscribe = (headers: Record<string, string>) =>
      early.request('/api/contractor/listing/subscribe', { method: 'POST', headers });
    expect((await refusal(await subscribe(FRENCH), 409)).message).to.equal(
      'Votre candidature doit être approuvée avant que vous puissiez vous abonner au forfait entrepreneur.',
    );
    expect((await refusal(await subscribe(ENGLISH), 409)).message).to.equal(
      'Your application must be approved before you can subscribe to the contractor plan.',
    );

    const filler = await server.signedIn('filler');
    const form = await refusal(
      await filler.json(
        '/api/contractor/application',
        'POST',
        { ...application(), phone: '555-0199' },
        {
          headers: FRENCH,
        },
      ),
      400,
    );
    expect(form.fieldErrors).to.deep.equal({
      phone: 'doit être un numéro de téléphone nord-américain comme 514 555-0123',
    });
    expect(form.message).to.equal('phone\u00a0: doit être un numéro de téléphone nord-américain comme 514 555-0123');
  });

  it("shows the local payment page in the account's language, whatever the browser asks", async () => {
    const buyer = await server.signedIn('buyer');
    await speaking(buyer, 'fr-CA');
    const { url } = (await (await buyer.json('/api/create-one-time-checkout', 'POST', {})).json()) as { url: string };
    const page = await (await buyer.request(url, { headers: ENGLISH })).text();
    expect(page).to.contain('<html lang="fr-CA"');
    expect(page).to.contain('Paiement d’essai — aucune carte n’est débitée');

    // A message in a successful answer too: the checkout's outcome, before it is paid.
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const check = await buyer.request(`/api/stripe/session/${sessionId}`, { headers: ENGLISH });
    expect(await check.json()).to.deep.include({ success: false, message: "Ce paiement n'a pas encore été effectué." });
  });

  it('shows the unsubscribe page of the feedback e-mail in French to a French browser', async () => {
    const link = `${server.baseUrl}/api/email-preferences/unsubscribe?token=changed`;
    const french = await fetch(link, { headers: FRENCH });
    expect(french.status).to.equal(400);
    const html = await french.text();
    expect(html).to.contain('<html lang="fr-CA"');
    expect(html).to.contain('<h1>Ce lien ne fonctionne pas</h1>');
    expect(await (await fetch(link, { headers: ENGLISH })).text()).to.contain('<h1>This link does not work</h1>');
  });
});
