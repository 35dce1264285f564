import { expect } from 'chai';
import type { RepairCategory, RepairGuide } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { shippedGuidesIn } from '../../support/shipped-guides.js';

const byCategory: readonly (readonly [RepairCategory, readonly RepairGuide[]])[] = (
  ['walls-floors', 'furniture', 'electronics', 'bicycles', 'automotive'] as const
).map((category) => [category, shippedGuidesIn(category)]);
const allGuides: readonly RepairGuide[] = byCategory.flatMap(([, guides]) => guides);
const electronicsGuides = shippedGuidesIn('electronics');

function guideById(id: string): RepairGuide {
  const guide = allGuides.find((g) => g.id === id);
  if (!guide) throw new Error(`no guide with id ${id}`);
  return guide;
}

/** Every piece of text a guide shows to the user, for checks that look for a word anywhere in it. */
function stepTexts(guide: RepairGuide): string {
  return guide.steps.map((s) => `${s.text} ${s.caution ?? ''}`).join(' ');
}

/** Guides whose steps have the user open the device's case or housing. */
const OPENS_A_DEVICE = /\b(bottom cover|back cover|remove the screws|pry|bezel|unscrew the new plug|cut the cable)\b/i;
const KNOWN_DEVICE_OPENERS = ['laptop-screen-replacement', 'laptop-overheating-fan-cleaning', 'headphone-cable-repair'];
const REMOVES_POWER = /\b(unplug|disconnect|remove)\b.*\b(charger|power|battery|batteries|from every)\b/i;

describe('repair knowledge base, part 2 (walls and floors, furniture, electronics, bicycles, automotive)', () => {
  it('gives every guide a unique kebab-case id', () => {
    const ids = allGuides.map((g) => g.id);
    for (const id of ids) expect(id, id).to.match(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ids).size, 'duplicate ids').to.equal(ids.length);
  });

  for (const [category, guides] of byCategory) {
    it(`covers ${category} with at least 7 guides, all filed under that category`, () => {
      expect(guides.length).to.be.at.least(7);
      for (const guide of guides) expect(guide.category, guide.id).to.equal(category);
    });
  }

  it('fills every guide: title, item, 2-5 causes with signs, 5-12 steps, tools, warnings, checks and when to call a pro', () => {
    for (const g of allGuides) {
      expect(g.title.trim(), `${g.id} title`).to.not.equal('');
      expect(g.item.trim(), `${g.id} item`).to.not.equal('');
      expect(g.diagnosis.length, `${g.id} diagnosis`).to.be.within(2, 5);
      for (const d of g.diagnosis) {
        expect(d.cause.trim(), `${g.id} cause`).to.not.equal('');
        expect(d.signs.trim(), `${g.id} signs`).to.not.equal('');
      }
      expect(g.steps.length, `${g.id} steps`).to.be.within(5, 12);
      for (const s of g.steps) {
        expect(s.text.trim(), `${g.id} step`).to.not.equal('');
        if (s.caution !== undefined) expect(s.caution.trim(), `${g.id} caution`).to.not.equal('');
      }
      expect(g.tools.length, `${g.id} tools`).to.be.at.least(1);
      expect(g.materials.length, `${g.id} materials`).to.be.at.least(1);
      expect(g.safetyWarnings.length, `${g.id} safety warnings`).to.be.at.least(1);
      expect(g.verification.length, `${g.id} verification`).to.be.at.least(1);
      expect(g.callAProWhen.length, `${g.id} call a pro`).to.be.at.least(1);
    }
  });

  it('gives every guide 8-25 lower-case keywords without duplicates', () => {
    for (const g of allGuides) {
      expect(g.keywords.length, `${g.id} keyword count`).to.be.within(8, 25);
      for (const k of g.keywords) {
        expect(k, `${g.id} keyword "${k}"`).to.equal(k.toLowerCase().trim());
        expect(k, `${g.id} empty keyword`).to.not.equal('');
      }
      expect(new Set(g.keywords).size, `${g.id} duplicate keywords`).to.equal(g.keywords.length);
    }
  });

  it('keeps guides of one category distinguishable: each has at least 4 keywords no sibling guide uses', () => {
    for (const [, guides] of byCategory) {
      for (const g of guides) {
        const others = new Set(guides.filter((o) => o.id !== g.id).flatMap((o) => o.keywords));
        const own = g.keywords.filter((k) => !others.has(k));
        expect(own.length, `${g.id} own keywords: ${own.join(', ')}`).to.be.at.least(4);
      }
    }
  });

  it('gives every guide a positive time range whose minimum does not exceed its maximum', () => {
    for (const g of allGuides) {
      expect(g.estimatedMinutes.min, g.id).to.be.above(0);
      expect(g.estimatedMinutes.min, g.id).to.be.at.most(g.estimatedMinutes.max);
    }
  });

  it('warns to unplug or remove power in every electronics guide that opens a device', () => {
    const openers = electronicsGuides.filter(
      (g) => KNOWN_DEVICE_OPENERS.includes(g.id) || OPENS_A_DEVICE.test(stepTexts(g)),
    );
    expect(openers.map((g) => g.id)).to.include.members(KNOWN_DEVICE_OPENERS);
    for (const g of openers) {
      const warned = g.safetyWarnings.some((w) => REMOVES_POWER.test(w.text));
      expect(warned, `${g.id} has no warning about removing power`).to.equal(true);
    }
  });

  it("rates the car door handle Medium and within the landing page's 45-90 minutes", () => {
    const guide = guideById('car-door-handle-replacement');
    expect(guide.difficulty).to.equal('Medium');
    expect(guide.estimatedMinutes.min).to.be.at.least(45);
    expect(guide.estimatedMinutes.max).to.be.at.most(90);
  });

  it("rates the laptop screen Hard and within the landing page's 2-4 hours", () => {
    const guide = guideById('laptop-screen-replacement');
    expect(guide.difficulty).to.equal('Hard');
    expect(guide.estimatedMinutes.min).to.be.at.least(120);
    expect(guide.estimatedMinutes.max).to.be.at.most(240);
  });

  it('tells the user when to call a pro in every Hard guide', () => {
    const hard = allGuides.filter((g) => g.difficulty === 'Hard');
    expect(hard.length).to.be.at.least(1);
    for (const g of hard) expect(g.callAProWhen.length, g.id).to.be.at.least(1);
  });

  for (const [id, hazard] of [
    ['laptop-screen-replacement', /lithium battery/i],
    ['laptop-overheating-fan-cleaning', /lithium battery/i],
    ['swollen-lithium-battery', /catch fire/i],
    ['tv-no-picture-with-sound', /capacitors/i],
    ['car-battery-replacement', /hydrogen/i],
    ['car-battery-replacement', /acid/i],
    ['car-battery-replacement', /positive terminal/i],
    ['car-flat-tire-spare', /jack/i],
    ['car-door-handle-replacement', /airbag/i],
    ['drywall-small-hole-patch', /asbestos/i],
    ['drywall-large-hole-patch', /lead/i],
    ['drywall-nail-pops', /asbestos/i],
  ] as const) {
    it(`rates the ${hazard.source} hazard in ${id} as high`, () => {
      const warning = guideById(id).safetyWarnings.find((w) => hazard.test(w.text));
      expect(warning, `no warning about ${hazard.source}`).to.not.equal(undefined);
      expect(warning?.severity).to.equal('high');
    });
  }

  it('puts a caution on the step where the jack lifts the car and where battery cables come off', () => {
    const jackStep = guideById('car-flat-tire-spare').steps.find((s) => /raise the car/i.test(s.text));
    expect(jackStep?.caution, 'jack step caution').to.match(/under the car/i);
    const negativeStep = guideById('car-battery-replacement').steps.find((s) => /negative \(-/.test(s.text));
    expect(negativeStep?.caution, 'negative cable caution').to.not.equal(undefined);
  });
});
