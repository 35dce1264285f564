import { expect } from 'chai';
import type { RepairCategory, RepairGuide } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { REPAIR_CATEGORIES } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { shippedGuidesIn } from '../../support/shipped-guides.js';

const byCategory: readonly { readonly category: RepairCategory; readonly guides: readonly RepairGuide[] }[] = (
  ['plumbing', 'electrical', 'appliances', 'heating-cooling', 'doors-windows'] as const
).map((category) => ({ category, guides: shippedGuidesIn(category) }));
const allGuides = byCategory.flatMap((entry) => entry.guides);

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Plain lower-case words: no capitals, no typographic apostrophes or punctuation a caption would not contain. */
const KEYWORD = /^[a-z0-9]+(?:[ -][a-z0-9]+)*$/;
/** Steps that have the reader near mains-powered parts. */
const POWERED_PARTS = /\b(wiring|breakers?|outlets?|switch(?:es)?|fixtures?)\b/i;
/** A warning that tells the reader to cut the power. */
const POWER_OFF = /\b(turn (the )?power off|turn off (the )?power|unplug)/i;
const stepsText = (guide: RepairGuide) => guide.steps.map((step) => `${step.text} ${step.caution ?? ''}`).join(' ');

describe('repair knowledge base, part 1 (plumbing, electrical, appliances, heating-cooling, doors-windows)', () => {
  it('gives every guide a kebab-case id that no other guide uses', () => {
    const ids = allGuides.map((guide) => guide.id);
    for (const id of ids) expect(id, id).to.match(KEBAB_CASE);
    expect(new Set(ids).size, 'duplicate ids').to.equal(ids.length);
  });

  for (const { category, guides } of byCategory) {
    it(`has at least 7 ${category} guides, each filed under ${category}`, () => {
      expect(REPAIR_CATEGORIES).to.include(category);
      expect(guides.length).to.be.at.least(7);
      for (const guide of guides) expect(guide.category, guide.id).to.equal(category);
    });

    it(`keeps ${category} guides distinguishable: each has at least 3 keywords no other ${category} guide uses`, () => {
      for (const guide of guides) {
        const others = new Set(guides.filter((other) => other !== guide).flatMap((other) => other.keywords));
        const own = guide.keywords.filter((keyword) => !others.has(keyword));
        expect(own.length, `${guide.id} shares almost all its keywords`).to.be.at.least(3);
      }
    });
  }

  for (const guide of allGuides) {
    describe(guide.id, () => {
      it('has a title, an item and 2 to 5 likely causes, each with signs', () => {
        expect(guide.title.trim()).to.not.equal('');
        expect(guide.item.trim()).to.not.equal('');
        expect(guide.diagnosis.length).to.be.within(2, 5);
        for (const entry of guide.diagnosis) {
          expect(entry.cause.trim()).to.not.equal('');
          expect(entry.signs.trim()).to.not.equal('');
        }
      });

      it('has 8 to 25 distinct lower-case keywords', () => {
        expect(guide.keywords.length).to.be.within(8, 25);
        expect(new Set(guide.keywords).size, 'duplicate keywords').to.equal(guide.keywords.length);
        for (const keyword of guide.keywords) expect(keyword, keyword).to.match(KEYWORD);
      });

      it('has 5 to 12 steps and at least one tool, safety warning, check and call-a-pro line', () => {
        expect(guide.steps.length).to.be.within(5, 12);
        for (const step of guide.steps) expect(step.text.trim()).to.not.equal('');
        expect(guide.tools).to.not.be.empty;
        expect(guide.safetyWarnings).to.not.be.empty;
        expect(guide.verification).to.not.be.empty;
        expect(guide.callAProWhen).to.not.be.empty;
      });

      it('gives a time range whose minimum does not exceed its maximum', () => {
        expect(guide.estimatedMinutes.min).to.be.greaterThan(0);
        expect(guide.estimatedMinutes.min).to.be.at.most(guide.estimatedMinutes.max);
      });

      if (POWERED_PARTS.test(stepsText(guide))) {
        it('tells the reader, in a high-severity warning, to turn the power off', () => {
          const warnings = guide.safetyWarnings.filter((w) => w.severity === 'high' && POWER_OFF.test(w.text));
          expect(warnings, 'no high-severity power-off warning').to.not.be.empty;
        });
      }

      if (/wire nuts?\b/i.test(stepsText(guide))) {
        it('asks for the breaker off and a non-contact voltage tester before mains wires are handled', () => {
          const warnings = guide.safetyWarnings.filter(
            (w) => w.severity === 'high' && /breaker/i.test(w.text) && /non-contact voltage tester/i.test(w.text),
          );
          expect(warnings, 'no breaker and voltage-tester warning').to.not.be.empty;
        });
      }

      if (guide.difficulty === 'Hard') {
        it('says when to call a professional, because it is Hard', () => {
          expect(guide.callAProWhen).to.not.be.empty;
        });
      }
    });
  }
});
