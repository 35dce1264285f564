import { expect } from 'chai';
import type { FollowUpThread, RepairCreated, RepairRequestView } from '../../../src/api-contract.js';
import type { TestBrowser } from '../../support/http-client.js';
import { readRepair, signedInBrowser, uploadForm, useRepairsServerWithPhoto } from './support.js';

const FRENCH_TOILET = 'la toilette arrête pas de couler après la chasse, le réservoir se remplit tout le temps';
const FRENCH_TOILET_TITLE = 'Réparer une toilette qui coule sans arrêt ou se remplit toute seule';

describe('repairs in the language of the person who uploads', function () {
  this.timeout(60_000);
  const suite = useRepairsServerWithPhoto({ labelLines: [''] });

  async function uploadIn(
    browser: TestBrowser,
    description: string,
    locale: string | null,
    headers: Record<string, string> = {},
  ): Promise<RepairRequestView> {
    const form = uploadForm({ bytes: suite.photo, description });
    if (locale) form.append('locale', locale);
    const response = await browser.request('/api/repair-requests', { method: 'POST', body: form, headers });
    expect(response.status, await response.clone().text()).to.equal(201);
    const created = (await response.json()) as RepairCreated;
    expect(created.status).to.equal('completed');
    return readRepair(browser, created.id);
  }

  it('writes a repair uploaded with locale fr-CA from the French guide, in French, and keeps its locale', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repair = await uploadIn(browser, FRENCH_TOILET, 'fr-CA');
    const instructions = repair.instructions!;
    expect(repair.locale).to.equal('fr-CA');
    expect(instructions.delivered).to.equal(true);
    expect(instructions.title).to.equal(FRENCH_TOILET_TITLE);
    expect(instructions.source).to.deep.equal({
      writer: 'knowledge-base',
      guideId: 'toilet-running',
      guideTitle: FRENCH_TOILET_TITLE,
    });
    expect(instructions.steps[0]!.text).to.match(/^Enlevez le couvercle du réservoir/);
    expect(instructions.estimatedTime!.display).to.match(/min|heure/);
  });

  it('answers follow-up questions on a French repair in French, from the French guide’s notes', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repair = await uploadIn(browser, FRENCH_TOILET, 'fr-CA');
    const ask = async (question: string) => {
      const response = await browser.json(`/api/repair-requests/${repair.id}/follow-ups`, 'POST', { question });
      expect(response.status, await response.clone().text()).to.equal(201);
      return ((await response.json()) as FollowUpThread).followUps.at(-1)!;
    };

    const noted = await ask('le robinet d’arrêt derrière la toilette est coincé, il tourne pas');
    expect(noted).to.include({
      source: 'knowledge-base',
      citedNote: "Le robinet d'arrêt derrière la toilette refuse de tourner",
    });
    expect(noted.answer).to.contain('huile pénétrante');
    const unnoted = await ask('est-ce que je peux peinturer le couvercle du réservoir en bleu?');
    expect(unnoted.answer).to.contain('La base de connaissances intégrée n’a pas de note là-dessus');
  });

  it('answers a French hazard description with the stop-and-call answer in French, and no steps', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repair = await uploadIn(browser, 'ça sent le gaz dans la cuisine pis le rond veut pas allumer', 'fr-CA');
    const instructions = repair.instructions!;
    expect(instructions.emergency?.kind).to.equal('gas-leak');
    expect(instructions.emergency?.title).to.match(/^Fuite de gaz possible/);
    expect(instructions.emergency?.whoToCall).to.contain('911');
    expect(instructions.title).to.equal(instructions.emergency?.title);
    expect(instructions.steps).to.deep.equal([]);
  });

  it('reads a negated French hazard as none: "pas d’odeur de gaz" gets the repair', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repair = await uploadIn(browser, `${FRENCH_TOILET}, pas d'odeur de gaz ni de fumée`, 'fr-CA');
    expect(repair.instructions!.emergency).to.equal(null);
    expect(repair.instructions!.title).to.equal(FRENCH_TOILET_TITLE);
  });

  it('falls back to the request’s Accept-Language, then to en-CA, for an account with no language of its own', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const french = await uploadIn(browser, FRENCH_TOILET, null, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(french.locale).to.equal('fr-CA');
    expect(french.instructions!.title).to.equal(FRENCH_TOILET_TITLE);
    const english = await uploadIn(browser, 'my toilet keeps running after every flush', null, {
      'accept-language': 'de-DE',
    });
    expect(english.locale).to.equal('en-CA');
    expect(english.instructions!.title).to.not.equal(FRENCH_TOILET_TITLE);
  });

  it('writes in the account’s language when the upload names none, whatever the browser asks', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const changed = await browser.json('/api/user/profile', 'PATCH', { locale: 'fr-CA' });
    expect(changed.status).to.equal(200);
    const repair = await uploadIn(browser, FRENCH_TOILET, null, { 'accept-language': 'en-CA,en;q=0.9' });
    expect(repair.locale).to.equal('fr-CA');
    expect(repair.instructions!.title).to.equal(FRENCH_TOILET_TITLE);
  });

  it('refuses a French-speaking person’s upload in French: 415, 413, and 402 once no repair is left', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    expect((await browser.json('/api/user/profile', 'PATCH', { locale: 'fr-CA' })).status).to.equal(200);
    const refusal = async (form: FormData, status: number) => {
      const response = await browser.request('/api/repair-requests', {
        method: 'POST',
        body: form,
        headers: { 'accept-language': 'en-CA,en;q=0.9' },
      });
      expect(response.status, await response.clone().text()).to.equal(status);
      return ((await response.json()) as { message: string }).message;
    };
    const disguised = uploadForm({ bytes: Buffer.from('juste du texte'), filename: 'photo.png', type: 'image/png' });
    expect(await refusal(disguised, 415)).to.equal(
      'Type de fichier non valide. Seuls les fichiers JPEG, PNG, GIF, MP4, MOV et WEBM sont acceptés.',
    );
    expect(await refusal(uploadForm({ bytes: Buffer.alloc(26 * 1024 * 1024, 0xff) }), 413)).to.equal(
      'Le fichier est trop volumineux. La taille maximale est de 25 Mo. Veuillez compresser votre image ou votre vidéo.',
    );
    for (let free = 0; free < 2; free++) await uploadIn(browser, FRENCH_TOILET, null);
    expect(await refusal(uploadForm({ bytes: suite.photo, description: FRENCH_TOILET }), 402)).to.equal(
      'Il ne vous reste aucune réparation. Achetez une réparation ou abonnez-vous pour continuer.',
    );
  });

  it('asks a French description that fits no French guide for more detail in French, not with an English guide', async () => {
    const browser = await signedInBrowser(suite.server.baseUrl);
    const repair = await uploadIn(browser, 'toilet keeps running', 'fr-CA');
    expect(repair.instructions!.needsMoreDetail).to.equal(true);
    expect(repair.instructions!.title).to.equal('Dites-nous ce qui est brisé');
    expect(repair.instructions!.source).to.equal(null);
  });
});
