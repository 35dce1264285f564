import { expect } from 'chai';
import { estimateCost, savingOf } from '../../../src/modules/repairs/domain/cost-estimate.js';
import {
  composeInstructions,
  moreDetailNeeded,
  type RepairAdvice,
} from '../../../src/modules/repairs/domain/instructions.js';
import type { RepairGuide } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { checkForEmergency } from '../../../src/modules/repairs/domain/safety/emergency-check.js';
import { imageAnalysis } from '../../support/image-analyses.js';

/** A guide priced the way the knowledge base writes prices: whole dollars, each currency written apart. */
const PRICED: RepairGuide = {
  id: 'toilet-flapper',
  title: 'Replace a toilet flapper',
  item: 'toilet',
  category: 'plumbing',
  proRecommended: false,
  keywords: ['toilet'],
  diagnosis: [{ cause: 'Worn flapper', signs: 'The tank refills by itself.' }],
  difficulty: 'Easy',
  estimatedMinutes: { min: 15, max: 30 },
  tools: [
    { name: 'Adjustable wrench', price: { CAD: [12, 30], USD: [10, 25] } },
    { name: 'Sponge', price: { CAD: [2, 5], USD: [1, 4] } },
  ],
  materials: [
    { name: 'Flapper', price: { CAD: [8, 25], USD: [6, 18] } },
    { name: 'Chain', price: { CAD: [4, 9], USD: [3, 7] } },
  ],
  safetyWarnings: [{ severity: 'low', text: 'Turn the water off first.' }],
  steps: [{ text: 'Shut the water.' }, { text: 'Swap the flapper.' }, { text: 'Test it.' }],
  verification: ['The tank stays quiet.'],
  callAProWhen: ['The tank is cracked.'],
  proEstimate: { CAD: [150, 280], USD: [120, 250] },
};

const nothingSeen = imageAnalysis();

const followed = (guide: RepairGuide, writer: 'knowledge-base' | 'vision-model' = 'knowledge-base'): RepairAdvice => ({
  title: guide.title,
  item: guide.item,
  category: guide.category,
  diagnosis: guide.diagnosis,
  difficulty: guide.difficulty,
  estimatedMinutes: guide.estimatedMinutes,
  tools: guide.tools.map((tool) => ({ name: tool.name, alternatives: [] })),
  materials: guide.materials.map((material) => ({ name: material.name, note: null })),
  safetyWarnings: guide.safetyWarnings,
  steps: guide.steps.map((step) => ({ text: step.text, caution: null })),
  verification: guide.verification,
  whenToCallAPro: guide.callAProWhen,
  proRecommended: false,
  confidence: 0.8,
  moreDetailRequest: null,
  source: { writer, guideId: guide.id, guideTitle: guide.title },
  observation: writer === 'vision-model' ? 'A toilet tank with the lid off.' : null,
});

describe('what a repair will cost', () => {
  describe("the guide's estimate", () => {
    it('prices a Canadian repair in CAD: each part and tool, the parts total and the total with every tool', () => {
      const estimate = estimateCost(PRICED, 'CA')!;
      expect(estimate.currency).to.equal('CAD');
      expect(estimate.guide).to.deep.equal({ id: 'toilet-flapper', title: 'Replace a toilet flapper' });
      expect(estimate.parts).to.deep.equal([
        { name: 'Flapper', price: { low: 8, high: 25 } },
        { name: 'Chain', price: { low: 4, high: 9 } },
      ]);
      expect(estimate.toolsToBuy).to.deep.equal([
        { name: 'Adjustable wrench', price: { low: 12, high: 30 } },
        { name: 'Sponge', price: { low: 2, high: 5 } },
      ]);
      expect(estimate.doItYourself).to.deep.equal({
        parts: { low: 12, high: 34 },
        partsAndTools: { low: 26, high: 69 },
      });
      expect(estimate.professional).to.deep.equal({ low: 150, high: 280 });
    });

    it("prices an American repair in USD from the guide's own USD ranges, not converted", () => {
      const estimate = estimateCost(PRICED, 'US')!;
      expect(estimate.currency).to.equal('USD');
      expect(estimate.parts.map((part) => part.price)).to.deep.equal([
        { low: 6, high: 18 },
        { low: 3, high: 7 },
      ]);
      expect(estimate.doItYourself).to.deep.equal({
        parts: { low: 9, high: 25 },
        partsAndTools: { low: 20, high: 54 },
      });
      expect(estimate.professional).to.deep.equal({ low: 120, high: 250 });
    });

    it('saves from the cheapest pro against the dearest do-it-yourself to the dearest pro against the cheapest', () => {
      const estimate = estimateCost(PRICED, 'CA')!;
      // 150 - 34 .. 280 - 12, and with every tool bought 150 - 69 .. 280 - 26.
      expect(estimate.saving).to.deep.equal({
        withOwnTools: { low: 116, high: 268 },
        buyingTools: { low: 81, high: 254 },
      });
    });

    it('has no estimate for a guide without a professional price or with any part or tool unpriced', () => {
      const { proEstimate: _pro, ...withoutPro } = PRICED;
      expect(estimateCost(withoutPro, 'CA')).to.equal(null);
      const unpricedPart = { ...PRICED, materials: [...PRICED.materials, { name: 'Wax ring' }] };
      expect(estimateCost(unpricedPart, 'CA')).to.equal(null);
      const unpricedTool = { ...PRICED, tools: [...PRICED.tools, { name: 'Putty knife' }] };
      expect(estimateCost(unpricedTool, 'US')).to.equal(null);
    });

    it('costs nothing in parts for a guide with no materials, its tools still counted apart', () => {
      const estimate = estimateCost({ ...PRICED, materials: [] }, 'CA')!;
      expect(estimate.doItYourself).to.deep.equal({ parts: { low: 0, high: 0 }, partsAndTools: { low: 14, high: 35 } });
      expect(estimate.saving.withOwnTools).to.deep.equal({ low: 150, high: 280 });
    });
  });

  describe('the saving', () => {
    it('is the pro range less the do-it-yourself range, crosswise', () => {
      expect(savingOf({ low: 100, high: 200 }, { low: 20, high: 50 })).to.deep.equal({ low: 50, high: 180 });
    });

    it('floors a bound at zero when doing it yourself can cost more than the cheapest pro', () => {
      expect(savingOf({ low: 100, high: 200 }, { low: 60, high: 140 })).to.deep.equal({ low: 0, high: 140 });
    });

    it('is nothing at all when doing it yourself costs at least the dearest pro', () => {
      expect(savingOf({ low: 100, high: 200 }, { low: 200, high: 260 })).to.deep.equal({ low: 0, high: 0 });
    });

    it('is exact when both ranges are single prices', () => {
      expect(savingOf({ low: 90, high: 90 }, { low: 30, high: 30 })).to.deep.equal({ low: 60, high: 60 });
    });
  });

  describe('on the instructions', () => {
    it('carries the estimate of the guide the knowledge base followed, in the currency of the region', () => {
      expect(composeInstructions(followed(PRICED), nothingSeen, 'CA', null, PRICED).costEstimate).to.deep.equal(
        estimateCost(PRICED, 'CA'),
      );
      expect(composeInstructions(followed(PRICED), nothingSeen, 'US', null, PRICED).costEstimate?.currency).to.equal(
        'USD',
      );
    });

    it("carries the guide's ranges when a vision model wrote the steps following that guide", () => {
      const instructions = composeInstructions(followed(PRICED, 'vision-model'), nothingSeen, 'CA', null, PRICED);
      expect(instructions.costEstimate?.guide.id).to.equal('toilet-flapper');
    });

    it('has none when the writer followed no guide, or another guide than the one offered', () => {
      const unguided = {
        ...followed(PRICED, 'vision-model'),
        source: { writer: 'vision-model' as const, guideId: null, guideTitle: null },
      };
      expect(composeInstructions(unguided, nothingSeen, 'CA', null, PRICED).costEstimate).to.equal(null);
      const other = { ...PRICED, id: 'sink-clogged' };
      expect(composeInstructions(followed(PRICED), nothingSeen, 'CA', null, other).costEstimate).to.equal(null);
      expect(composeInstructions(followed(PRICED), nothingSeen, 'CA').costEstimate).to.equal(null);
    });

    it('has none without delivered steps: a request for more detail, or an emergency', () => {
      const unsure = { ...followed(PRICED), confidence: 0.1 };
      expect(composeInstructions(unsure, nothingSeen, 'CA', null, PRICED).costEstimate).to.equal(null);
      expect(composeInstructions(moreDetailNeeded(0), nothingSeen, 'CA', null, PRICED).costEstimate).to.equal(null);
      const emergency = checkForEmergency(['I smell gas near the stove'])!;
      expect(composeInstructions(followed(PRICED), nothingSeen, 'CA', emergency, PRICED).costEstimate).to.equal(null);
    });
  });
});
