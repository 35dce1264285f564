import { expect } from 'chai';
import { loadShippedVocabulary } from '../../../src/modules/repairs/adapters/knowledge-base/matching-vocabulary.js';
import {
  loadGuideLibrary,
  SHIPPED_FRENCH_GUIDES_FOLDER,
} from '../../../src/modules/repairs/adapters/knowledge-base/guide-library.js';
import { KnowledgeBaseInstructionWriter } from '../../../src/modules/repairs/adapters/writing/knowledge-base.instruction-writer.js';
import { evidenceOf, GuideMatcher } from '../../../src/modules/repairs/domain/guide-matching.js';
import { photoHintsFor } from '../../../src/modules/repairs/domain/image-analysis.js';
import { describeTimeRange, moreDetailNeeded } from '../../../src/modules/repairs/domain/instructions.js';
import type { RepairGuide } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { foldAccents, frenchStem, withoutElisions } from '../../../src/modules/repairs/domain/language/french-words.js';
import { imageAnalysis } from '../../support/image-analyses.js';
import { shippedGuides } from '../../support/shipped-guides.js';

let french: readonly RepairGuide[] | undefined;
const frenchGuides = () => (french ??= loadGuideLibrary(SHIPPED_FRENCH_GUIDES_FOLDER));
let matcher: GuideMatcher | undefined;
const frenchMatcher = () => (matcher ??= new GuideMatcher(frenchGuides(), loadShippedVocabulary('fr')));
const bestFor = (description: string) => frenchMatcher().rank(evidenceOf(null, description))[0]?.guide.id ?? null;

const NOTHING_SEEN = imageAnalysis();

describe('matching French descriptions', () => {
  describe('reading French words', () => {
    it('folds accents and drops elided articles, keeping "n\'" as the negation "ne"', () => {
      expect(foldAccents('Évier bouché, cœur')).to.equal('evier bouche, coeur');
      expect(withoutElisions("l'eau coule d'en haut, ça n'arrête pas")).to.equal('eau coule en haut, ça ne arrête pas');
    });

    it('gives the same stem to plurals, -aux plurals, feminine participles and the common verb endings', () => {
      const sameStem = (...forms: string[]) =>
        expect(new Set(forms.map(frenchStem)).size, forms.join(', ')).to.equal(1);
      sameStem('bouche', 'bouchee', 'bouches', 'boucher', 'bouchent');
      sameStem('tuyau', 'tuyaux');
      sameStem('cheval', 'chevaux');
      sameStem('coule', 'coulait', 'coulent', 'coulant');
      sameStem('changement', 'changer', 'change');
      sameStem('grincement', 'grincer', 'grince');
      expect(frenchStem('gaz')).to.equal('gaz');
    });

    it('reads an elided word typed without its apostrophe ("lhuile") as the word, but not a word of its own', () => {
      expect(bestFor('jai besoin de changer lhuile de mon char')).to.equal('car-oil-change');
      expect(bestFor('la laveuse fuit en dessous')).to.equal('washer-leaking');
    });
  });

  describe('finds the French guide of a description as people in Quebec write it', () => {
    const cases: Record<string, string> = {
      'ma champlure de cuisine coule goutte a goutte, une seule poignee': 'faucet-drip-cartridge',
      'le frigidaire refroidit pu': 'fridge-not-cooling',
      'la toilette arrete pas de couler': 'toilet-running',
      'mon char part pas, ça fait juste des clics': 'car-wont-start-clicking',
      'pneu de vélo à plat': 'bike-flat-tire-tube',
      'la porte de garage remonte toute seule': 'garage-door-reverses',
      'ma sécheuse tourne mais chauffe pas': 'dryer-not-heating',
      'la batterie de mon cell est gonflée': 'swollen-lithium-battery',
      // Anglicisms as Quebec uses them.
      'comment poser le spare sur mon char': 'car-flat-tire-spare',
      'la switch de la cuisine marche pu': 'light-switch-replace',
      // A cabinet door's keywords name the cabinet: a room's door that rubs is a door's repair.
      "la porte d'entrée frotte en haut": 'door-sticking',
      // "Fendue" is "fissurée"; a thermostat's screen is no computer's.
      'tuile fendue dans la douche': 'cracked-floor-tile-replace',
      "l'écran du thermostat reste noir": 'thermostat-not-working',
      'la porte de garage fait tout un vacarme': 'garage-door-noisy',
    };
    for (const [description, guide] of Object.entries(cases)) {
      it(`"${description}" → ${guide}`, () => expect(bestFor(description)).to.equal(guide));
    }
  });

  describe('the knowledge-base writer in a French repair', () => {
    it('writes the French guide, in French, under the id the English twin has', async () => {
      const writer = new KnowledgeBaseInstructionWriter(shippedGuides(), frenchGuides());
      const description = 'la toilette arrête pas de couler';
      const advice = await writer.write({ analysis: NOTHING_SEEN, description, media: null, language: 'fr' });
      const guide = frenchGuides().find(({ id }) => id === 'toilet-running')!;
      expect(advice.title).to.equal(guide.title);
      expect(advice.steps.map((step) => step.text)).to.deep.equal(guide.steps.map((step) => step.text));
      expect(advice.source).to.deep.equal({ writer: 'knowledge-base', guideId: guide.id, guideTitle: guide.title });
    });

    it('asks in French for more detail when no French guide fits, and never falls back on an English guide', async () => {
      const writer = new KnowledgeBaseInstructionWriter(shippedGuides(), frenchGuides());
      const input = { analysis: NOTHING_SEEN, description: 'the garburator hums', media: null } as const;
      expect((await writer.write(input)).source?.guideId).to.equal('garbage-disposal-jammed');
      const advice = await writer.write({ ...input, language: 'fr' });
      expect(advice).to.deep.include({ title: 'Dites-nous ce qui est brisé', source: null, steps: [] });
    });

    it('answers follow-up questions from the French notes, and in French when no note fits', async () => {
      const writer = new KnowledgeBaseInstructionWriter(shippedGuides(), frenchGuides());
      const description = 'la toilette arrête pas de couler';
      const advice = await writer.write({ analysis: NOTHING_SEEN, description, media: null, language: 'fr' });
      const instructions = { source: advice.source } as Parameters<typeof writer.answer>[0]['instructions'];
      const ask = (question: string) =>
        writer.answer({ question, instructions, earlier: [], photo: null, language: 'fr' });
      expect((await ask('la chaînette est coincée sous le clapet')).citedNote).to.equal(
        'La chaînette du clapet se coince sans cesse sous le clapet',
      );
      expect((await ask('je peux-tu peinturer le réservoir?')).text).to.match(/^La base de connaissances intégrée/);
    });
  });

  describe('what RepairLens writes itself, in French', () => {
    it('writes time ranges, the request for detail and the photo advice in French', () => {
      expect(describeTimeRange(15, 30, 'fr')).to.equal('15 à 30 min');
      expect(describeTimeRange(60, 90, 'fr')).to.equal('1 à 1,5 heure');
      expect(describeTimeRange(120, 240, 'fr')).to.equal('2 à 4 heures');
      expect(moreDetailNeeded(0, 'fr').moreDetailRequest).to.match(/^Nous n’avons pas pu savoir quoi réparer/);
      const dark = photoHintsFor({ width: 1000, height: 800, brightness: 0.05, sharpness: 100 }, 'fr');
      expect(dark).to.deep.equal([
        {
          code: 'too-dark',
          message: 'La photo est trop sombre. Reprenez-la avec plus de lumière, ou activez le flash.',
        },
      ]);
    });
  });
});
