import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { compileMatchingVocabulary } from '../../../src/modules/repairs/adapters/knowledge-base/knowledge-compiler.js';
import { shippedKnowledgeFile } from '../../../src/modules/repairs/adapters/knowledge-base/knowledge-file.js';
import {
  loadMatchingVocabulary,
  SHIPPED_FRENCH_VOCABULARY_FILE,
} from '../../../src/modules/repairs/adapters/knowledge-base/matching-vocabulary.js';
import {
  evidenceOf,
  GuideMatcher,
  matchConfidence,
  type GuideMatch,
  type MatchingVocabulary,
} from '../../../src/modules/repairs/domain/guide-matching.js';
import { MIN_CONFIDENCE_FOR_STEPS } from '../../../src/modules/repairs/domain/instructions.js';
import type { RepairCategory, RepairGuide } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { shippedGuides } from '../../support/shipped-guides.js';

const ENGLISH = loadMatchingVocabulary();

/** A guide with only what matching reads filled in with care: id, category, item and keywords. */
const guide = (id: string, category: RepairCategory, keywords: string[], item = keywords[0]!): RepairGuide => ({
  id,
  title: `Fix the ${item}`,
  item,
  category,
  proRecommended: false,
  keywords,
  diagnosis: [{ cause: 'Wear', signs: 'It fails now and then.' }],
  difficulty: 'Easy',
  estimatedMinutes: { min: 10, max: 20 },
  tools: [{ name: 'Screwdriver' }],
  materials: [],
  safetyWarnings: [],
  steps: [{ text: 'Look at it.' }, { text: 'Mend it.' }, { text: 'Try it.' }],
  verification: ['It works.'],
  callAProWhen: ['It still does not work.'],
});

const ranked = (matcher: GuideMatcher, description: string) => matcher.rank(evidenceOf(null, description));
const bestOf = (matcher: GuideMatcher, description: string) => ranked(matcher, description)[0]?.guide.id;

let shippedMatcher: GuideMatcher | undefined;
const shipped = () => (shippedMatcher ??= new GuideMatcher(shippedGuides(), ENGLISH));

describe('matching descriptions to repair guides', () => {
  describe('words', () => {
    const matcher = new GuideMatcher(
      [
        guide('faucet-drip', 'plumbing', ['dripping faucet']),
        guide('toilet-running', 'plumbing', ['running toilet']),
        guide('sink-clogged', 'plumbing', ['clogged sink', 'sink']),
        guide('office-chair', 'furniture', ['office chair', 'chair goes down'], 'office chair'),
      ],
      ENGLISH,
    );

    it('reads inflections as one word: "the faucet drips" finds the "dripping faucet" keyword', () => {
      const [best] = ranked(matcher, 'the faucet drips');
      expect(best?.guide.id).to.equal('faucet-drip');
      expect(best?.matchedKeywords).to.include('dripping faucet');
    });

    it('keeps "sinking" whole, so a sinking office chair says nothing about a sink', () => {
      const found = ranked(matcher, 'my office chair keeps sinking');
      expect(found[0]?.guide.id).to.equal('office-chair');
      expect(found.map((match) => match.guide.id)).not.to.include('sink-clogged');
    });

    it('leaves out words that say nothing about the repair, so "please help, can you fix it" matches nothing', () => {
      expect(ranked(matcher, 'please help, can you fix it')).to.deep.equal([]);
    });

    it('never reads a stop word as a synonym, even when a synonym group lists it', () => {
      const vocabulary: MatchingVocabulary = { ...ENGLISH, synonyms: [['headphones', 'cans']] };
      const headphones = new GuideMatcher([guide('headphones', 'electronics', ['headphones'])], vocabulary);
      expect(ranked(headphones, 'can you look at it')).to.deep.equal([]);
      expect(bestOf(headphones, 'my cans crackle')).to.equal('headphones');
    });
  });

  describe('synonyms and spelling variants', () => {
    const pairs: readonly (readonly [typed: string, keyword: string])[] = [
      ['leaky tap under the sink', 'leaky faucet'],
      ['flat tyre', 'flat tire'],
      ['the fridge is warm', 'warm refrigerator'],
      ['the loo keeps running', 'running toilet'],
      ['AC blowing warm air', 'air conditioner blowing warm air'],
      ['the heater makes no heat', 'furnace no heat'],
      ['the clicker stopped working', 'remote control'],
      ['saggy sofa cushions', 'sagging couch cushions'],
      ['bicycle chain fell off', 'bike chain'],
      ['the garburator hums', 'garbage disposal hums'],
      ['eavestrough overflowing', 'gutter overflowing'],
      ['dishwasher won’t drain', 'dishwasher will not drain'],
    ];
    for (const [typed, keyword] of pairs) {
      it(`reads "${typed}" as the keyword "${keyword}"`, () => {
        const matcher = new GuideMatcher(
          [guide('described', 'plumbing', [keyword]), guide('other', 'plumbing', ['garden hose'])],
          ENGLISH,
        );
        const [best] = ranked(matcher, typed);
        expect(best?.guide.id).to.equal('described');
        expect(best?.matchedKeywords).to.include(keyword);
      });
    }

    it('reads a longer phrase before the words in it: a hot water tank is a water heater, not a furnace', () => {
      const matcher = new GuideMatcher(
        [guide('water-heater', 'plumbing', ['water heater']), guide('furnace', 'heating-cooling', ['furnace'])],
        ENGLISH,
      );
      const found = ranked(matcher, 'the hot water tank gives no hot water');
      expect(found.map((match) => match.guide.id)).to.deep.equal(['water-heater']);
    });

    it('adds the vocabulary’s extra keywords to a guide, and refuses them for a guide that does not exist', () => {
      const guides = [
        guide('weak-flush', 'plumbing', ['weak flush']),
        guide('clogged', 'plumbing', ['clogged toilet']),
      ];
      const vocabulary: MatchingVocabulary = { ...ENGLISH, extraKeywords: { 'weak-flush': ['flush twice'] } };
      expect(ranked(new GuideMatcher(guides, vocabulary), 'I have to flush twice')[0]?.matchedKeywords).to.deep.equal([
        'flush twice',
      ]);
      expect(() => new GuideMatcher(guides, { ...ENGLISH, extraKeywords: { 'no-such-guide': ['x'] } })).to.throw(
        /no-such-guide/,
      );
    });
  });

  describe('context', () => {
    // The same keywords and item in two categories: only the words naming a category can tell them apart.
    const brakes = new GuideMatcher(
      [
        guide('bicycle-brakes', 'bicycles', ['squealing brakes', 'brake pads'], 'brakes'),
        guide('car-brakes', 'automotive', ['squealing brakes', 'brake pads'], 'brakes'),
      ],
      ENGLISH,
    );

    for (const vehicle of ['car', 'truck', 'SUV', 'vehicle', 'Honda']) {
      it(`keeps the squealing brakes of a ${vehicle} off the bicycle guide`, () => {
        const [best, runnerUp] = ranked(brakes, `my ${vehicle} brakes are squealing when I stop`);
        expect(best?.guide.id).to.equal('car-brakes');
        expect(runnerUp!.score).to.be.below(best!.score / 2);
      });
    }

    it('keeps the squealing brakes of a bicycle off the car guide', () => {
      expect(bestOf(brakes, 'the brakes on my bicycle squeal')).to.equal('bicycle-brakes');
      expect(bestOf(brakes, 'mountain bike brake pads squeal')).to.equal('bicycle-brakes');
    });

    it('tells a TV remote from a garage door remote', () => {
      const remotes = new GuideMatcher(
        [
          guide('tv-remote', 'electronics', ['remote not working', 'remote control'], 'remote'),
          guide('garage-remote', 'doors-windows', ['remote not working', 'remote control'], 'remote'),
        ],
        ENGLISH,
      );
      expect(bestOf(remotes, 'TV remote control not working')).to.equal('tv-remote');
      expect(bestOf(remotes, 'the clicker for the television stopped working')).to.equal('tv-remote');
      expect(bestOf(remotes, 'garage door remote not working')).to.equal('garage-remote');
    });

    it('lets a guide stand in a category its item names: re-caulking a tub is not ruled out by the word "tub"', () => {
      const matcher = new GuideMatcher(
        [
          guide('recaulk', 'walls-floors', ['peeling caulk', 'caulk'], 'bathtub caulk'),
          guide('tub-drain', 'plumbing', ['tub drain', 'slow drain'], 'tub drain'),
        ],
        ENGLISH,
      );
      const [best, runnerUp] = ranked(matcher, 'the caulk around my tub is peeling');
      expect(best?.guide.id).to.equal('recaulk');
      expect(runnerUp!.score).to.be.below(best!.score / 2);
    });

    it('answers the shipped guides as people expect: cars are not bicycles, a TV remote is not a garage door', () => {
      const expectations: readonly (readonly [string, string])[] = [
        ['my car brakes are squealing when I stop', 'car-brakes-squealing'],
        ['TV remote control not working', 'tv-remote-not-working'],
        ['flat tire on my bicycle', 'bike-flat-tire-tube'],
        ['squeaky floorboards', 'squeaky-floor'],
      ];
      for (const [description, guideId] of expectations) {
        const advice = shipped().advise(null, description);
        expect(advice.source?.guideId, description).to.equal(guideId);
        expect(advice.steps, description).not.to.deep.equal([]);
      }
    });
  });

  describe('confidence', () => {
    const match = (score: number): GuideMatch => ({
      guide: guide(`guide-${score}`, 'plumbing', ['faucet']),
      score,
      matchedKeywords: [],
    });

    it('is 0 with nothing matched and 0 for a tie, and stays within 0..1', () => {
      expect(matchConfidence([])).to.equal(0);
      expect(matchConfidence([match(8), match(8)])).to.equal(0);
      for (const score of [0.01, 1, 10, 1000]) expect(matchConfidence([match(score)])).to.be.within(0, 1);
    });

    it('never falls as the evidence for the best guide grows, its lead held the same', () => {
      const confidences = [1, 2, 4, 8, 16, 32].map((score) => matchConfidence([match(score), match(score / 2)]));
      for (let i = 1; i < confidences.length; i++) expect(confidences[i]).to.be.at.least(confidences[i - 1]!);
      expect(confidences.at(-1)).to.be.greaterThan(confidences[0]!);
    });

    it('never falls as the lead over the runner-up grows', () => {
      const confidences = [9.9, 9, 7, 5, 2, 0].map((runnerUp) => matchConfidence([match(10), match(runnerUp)]));
      for (let i = 1; i < confidences.length; i++) expect(confidences[i]).to.be.at.least(confidences[i - 1]!);
      expect(confidences.at(-1)).to.be.greaterThan(confidences[0]!);
    });

    it('asks for more detail on vague input instead of guessing', () => {
      for (const vague of [
        "it's broken",
        'help please',
        'see photo',
        "doesn't work anymore",
        'it was fine yesterday',
      ]) {
        const advice = shipped().advise(null, vague);
        expect(advice.moreDetailRequest, vague).to.be.a('string');
        expect(advice.steps, vague).to.deep.equal([]);
        expect(advice.confidence, vague).to.be.below(MIN_CONFIDENCE_FOR_STEPS);
      }
    });

    it('is high for a clear description of one repair', () => {
      expect(shipped().advise(null, 'the toilet keeps running after I flush').confidence).to.be.greaterThan(0.8);
    });
  });

  describe('the advice', () => {
    it('joins a tool’s note to its name ("Cartridge puller — only needed if …"), not offering it as an alternative', () => {
      const advice = shipped().advise(null, 'my single handle faucet drips, the cartridge is worn');
      const puller = advice.tools.find((tool) => tool.name.startsWith('Cartridge puller'));
      expect(puller).to.deep.equal({
        name: 'Cartridge puller — only needed if the cartridge is stuck',
        alternatives: [],
      });
      for (const { alternatives } of shippedGuides().flatMap((shippedGuide) => shippedGuide.tools)) {
        for (const alternative of alternatives ?? []) expect(alternative).to.not.match(/^only needed/i);
      }
    });
  });

  describe('the vocabulary file', () => {
    let folder: string;
    beforeEach(() => {
      folder = mkdtempSync(path.join(tmpdir(), 'matching-vocabulary-'));
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    it('refuses a file with an unknown section, naming the file and the section', () => {
      const file = path.join(folder, 'vocabulary.yaml');
      writeFileSync(
        file,
        'keepWhole: sinking\nstopWords: the\nsynonyms: []\ncategoryContext: {}\nextraKeywords: {}\nsynonym: []\n',
      );
      expect(() => loadMatchingVocabulary(file)).to.throw(/vocabulary\.yaml[\s\S]*synonym/);
    });

    it('refuses a context for a category that does not exist', () => {
      const file = path.join(folder, 'vocabulary.yaml');
      writeFileSync(
        file,
        'keepWhole: sinking\nstopWords: the\nsynonyms: []\ncategoryContext: { boats: hull }\nextraKeywords: {}\n',
      );
      expect(() => loadMatchingVocabulary(file)).to.throw(/boats/);
    });

    it('reads the same vocabulary compiled to JSON, as production reads it, as from its YAML', () => {
      const file = path.join(folder, 'vocabulary.json');
      compileMatchingVocabulary(SHIPPED_FRENCH_VOCABULARY_FILE, file);
      const { normalise, unglue, stem, ...fromYaml } = loadMatchingVocabulary(SHIPPED_FRENCH_VOCABULARY_FILE);
      const fromJson = loadMatchingVocabulary(file);
      expect(fromJson).to.deep.include(fromYaml);
      expect(fromJson.unglue).to.equal(unglue);
      for (const word of ['Planchers', 'l’évier', 'robinets'])
        expect(fromJson.stem(fromJson.normalise(word))).to.equal(stem(normalise(word)));
    });

    it('refuses a compiled file that is not valid JSON, naming the file', () => {
      const file = path.join(folder, 'vocabulary.json');
      writeFileSync(file, '{"keepWhole": "sinking",');
      expect(() => loadMatchingVocabulary(file)).to.throw(/vocabulary\.json cannot be read/);
    });

    it('is the compiled JSON where the build wrote one beside the YAML, the YAML otherwise', () => {
      const base = path.join(folder, 'vocabulary');
      writeFileSync(`${base}.yaml`, 'stopWords: the\n');
      expect(shippedKnowledgeFile(pathToFileURL(base))).to.equal(`${base}.yaml`);
      writeFileSync(`${base}.json`, '{"stopWords": "the"}');
      expect(shippedKnowledgeFile(pathToFileURL(base))).to.equal(`${base}.json`);
    });
  });
});
