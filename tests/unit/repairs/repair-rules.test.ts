import { expect } from 'chai';
import { loadMatchingVocabulary } from '../../../src/modules/repairs/adapters/knowledge-base/matching-vocabulary.js';
import { evidenceOf, GuideMatcher, matchConfidence } from '../../../src/modules/repairs/domain/guide-matching.js';
import { photoHintsFor } from '../../../src/modules/repairs/domain/image-analysis.js';
import { checkForEmergency } from '../../../src/modules/repairs/domain/safety/emergency-check.js';
import {
  composeInstructions,
  describeTimeRange,
  moreDetailNeeded,
  type RepairAdvice,
} from '../../../src/modules/repairs/domain/instructions.js';
import { REPAIR_CATEGORIES } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { RepairRequest, uploadKeyOf } from '../../../src/modules/repairs/domain/repair-request.js';
import { ConflictError, ValidationError } from '../../../src/shared/errors/app-errors.js';
import { GOOD_PHOTO_QUALITY as GOOD, imageAnalysis as seen } from '../../support/image-analyses.js';
import { shippedGuides } from '../../support/shipped-guides.js';

let shippedMatcher: GuideMatcher | undefined;
/** The shipped guides matched with the shipped vocabulary, as the embedded writer does. */
const matcher = () => (shippedMatcher ??= new GuideMatcher(shippedGuides(), loadMatchingVocabulary()));
const best = (description: string | null, analysis = seen()) =>
  matcher().rank(evidenceOf(analysis, description))[0]?.guide.id;

describe('repairs domain rules', () => {
  describe('the shipped knowledge base', () => {
    it('merges all ten categories, at least 60 guides, with unique ids', () => {
      expect(shippedGuides().length).to.be.at.least(60);
      expect(new Set(shippedGuides().map((guide) => guide.category))).to.have.length(REPAIR_CATEGORIES.length);
      expect(new Set(shippedGuides().map((guide) => guide.id)).size).to.equal(shippedGuides().length);
    });
  });

  describe('matching guides', () => {
    it('finds the repair a description names', () => {
      expect(best('the toilet keeps running after flushing')).to.equal('toilet-running');
      expect(best('dishwasher not draining')).to.equal('dishwasher-not-draining');
      expect(best('laptop screen is cracked')).to.equal('laptop-screen-replacement');
    });

    it("matches a phrase whose words are apart ('the door handle on my car') above a house door", () => {
      expect(best('the door handle on my car is broken')).to.equal('car-door-handle-replacement');
    });

    it('matches on what the picture showed when nothing was said', () => {
      const analysis = seen({
        caption: { text: 'a bicycle chain on a rear sprocket', confidence: 0.8 },
        tags: [{ name: 'bike chain', confidence: 0.9 }],
      });
      expect(best(null, analysis)).to.match(/^bike-chain/);
    });

    it('counts tags less than the user’s own words, and weak tags less than strong ones', () => {
      const strong = matcher().rank(evidenceOf(seen({ tags: [{ name: 'furnace', confidence: 0.95 }] }), null));
      const weak = matcher().rank(evidenceOf(seen({ tags: [{ name: 'furnace', confidence: 0.55 }] }), null));
      const said = matcher().rank(evidenceOf(seen(), 'furnace'));
      expect(said[0]!.score).to.be.greaterThan(strong[0]!.score);
      expect(strong[0]!.score).to.be.greaterThan(weak[0]!.score);
    });
  });

  describe('confidence', () => {
    it('is 0 when nothing matched', () => {
      expect(matchConfidence([])).to.equal(0);
      expect(matchConfidence(matcher().rank(evidenceOf(seen(), 'help')))).to.equal(0);
    });

    it('is higher for a clear, specific description than for a single shared word', () => {
      const clear = matchConfidence(matcher().rank(evidenceOf(seen(), 'toilet keeps running after flushing')));
      const vague = matchConfidence(matcher().rank(evidenceOf(seen(), 'hole in the drywall')));
      expect(clear).to.be.greaterThan(0.6);
      expect(vague).to.be.below(0.3);
    });

    it('stays within 0..1', () => {
      const everything = shippedGuides()[0]!.keywords.join(' ');
      const confidence = matchConfidence(matcher().rank(evidenceOf(seen(), everything)));
      expect(confidence).to.be.within(0, 1);
    });

    it('asks for more detail rather than guessing between near-equal guides', () => {
      const advice = matcher().advise(seen(), 'hole in the drywall');
      expect(advice.steps).to.deep.equal([]);
      expect(advice.moreDetailRequest).to.be.a('string');
      expect(advice.confidence).to.be.below(0.3);
    });
  });

  describe('composing the instructions', () => {
    const advice = matcher().advise(seen(), 'the toilet keeps running after flushing');

    it('numbers the steps from 1 and shows the time range as the landing page does', () => {
      const instructions = composeInstructions(advice, seen(), 'CA');
      expect(instructions.steps.map((step) => step.number)).to.deep.equal(advice.steps.map((_, i) => i + 1));
      expect(describeTimeRange(15, 30)).to.equal('15-30 min');
      expect(describeTimeRange(45, 90)).to.equal('45-90 min');
      expect(describeTimeRange(120, 240)).to.equal('2-4 hours');
      expect(describeTimeRange(60, 90)).to.equal('1-1.5 hours');
    });

    it('recommends a pro where the writer judged the job one, not for every high-severity warning', () => {
      const judgedForAPro: RepairAdvice = { ...advice, proRecommended: true };
      const warnedButDiy: RepairAdvice = {
        ...advice,
        proRecommended: false,
        difficulty: 'Hard',
        safetyWarnings: [{ severity: 'high', text: 'Shut off the water first' }],
      };
      expect(composeInstructions(judgedForAPro, seen(), 'US').hireAPro).to.deep.equal({
        recommended: true,
        category: 'plumbing',
        region: 'US',
      });
      expect(composeInstructions(warnedButDiy, seen(), 'CA').hireAPro.recommended).to.equal(false);
      expect(
        composeInstructions({ ...moreDetailNeeded(0), proRecommended: true }, seen(), 'CA').hireAPro.recommended,
      ).to.equal(false);
    });

    it('replaces every step with the emergency, recommends a pro for it, and delivers nothing to pay for', () => {
      const emergency = checkForEmergency(['water is dripping into my electrical panel'])!;
      const instructions = composeInstructions(advice, seen(), 'CA', emergency);
      expect(instructions.emergency).to.equal(emergency);
      expect(instructions.title).to.equal(emergency.title);
      expect(instructions.steps).to.deep.equal([]);
      expect(instructions.tools).to.deep.equal([]);
      expect(instructions.estimatedTime).to.equal(null);
      expect(instructions).to.deep.include({ delivered: false, needsMoreDetail: false });
      expect(instructions.hireAPro).to.deep.include({ recommended: true, category: 'electrical' });
    });

    it('says the photo was not understood when only the local analyser measured it and no model looked', () => {
      expect(composeInstructions(advice, seen(), 'CA').photoUnderstood).to.equal(false);
      const looked = { ...advice, observation: 'A toilet tank with its lid off.' };
      expect(composeInstructions(looked, seen(), 'CA').photoUnderstood).to.equal(true);
      expect(composeInstructions(advice, { ...seen(), analyser: 'azure-vision' }, 'CA').photoUnderstood).to.equal(true);
    });

    it('turns advice below the confidence floor, or without steps, into a request for more detail', () => {
      const unsure = composeInstructions({ ...advice, confidence: 0.2 }, seen(), 'CA');
      expect(unsure.needsMoreDetail).to.equal(true);
      expect(unsure.steps).to.deep.equal([]);
      expect(unsure.confidence).to.be.at.most(0.2);
      const empty = composeInstructions({ ...advice, steps: [] }, seen(), 'CA');
      expect(empty.needsMoreDetail).to.equal(true);
      expect(composeInstructions(moreDetailNeeded(0), seen(), 'CA').confidence).to.equal(0);
    });

    it('clamps a confidence outside 0..1', () => {
      expect(composeInstructions({ ...advice, confidence: 7 }, seen(), 'CA').confidence).to.equal(1);
      expect(composeInstructions({ ...advice, confidence: Number.NaN }, seen(), 'CA').confidence).to.equal(0);
    });

    it('keeps a summary of the analysis and the photo hints, never the file', () => {
      const dark = seen({ quality: { ...GOOD, brightness: 0.05 }, text: ['MODEL X1'] });
      const instructions = composeInstructions(advice, dark, 'CA');
      expect(instructions.analysis.summary).to.contain('MODEL X1');
      expect(instructions.photoHints.map((hint) => hint.code)).to.deep.equal(['too-dark']);
    });
  });

  describe('photo hints', () => {
    it('asks for a retake when the photo is dark, washed out, blurry or tiny, and not when it is fine', () => {
      expect(photoHintsFor(GOOD)).to.deep.equal([]);
      expect(photoHintsFor({ ...GOOD, brightness: 0.05 }).map((h) => h.code)).to.deep.equal(['too-dark']);
      expect(photoHintsFor({ ...GOOD, brightness: 0.98 }).map((h) => h.code)).to.deep.equal(['too-bright']);
      expect(photoHintsFor({ ...GOOD, sharpness: 5 }).map((h) => h.code)).to.deep.equal(['blurry']);
      expect(photoHintsFor({ ...GOOD, width: 200, height: 150 }).map((h) => h.code)).to.deep.equal(['too-small']);
      for (const hint of photoHintsFor({ ...GOOD, brightness: 0.05 })) expect(hint.message).to.match(/[Rr]etake/);
    });
  });

  describe('a repair request', () => {
    const submitted = () =>
      RepairRequest.submit(
        {
          id: 'r1',
          ownerId: 'u1',
          region: 'CA',
          mediaKind: 'image',
          mediaType: 'image/jpeg',
          fundingSource: 'free_fixes',
          description: '  drips  ',
        },
        new Date('2026-11-21T10:00:00Z'),
      );
    const instructions = composeInstructions(
      matcher().advise(seen(), 'the toilet keeps running after flushing'),
      seen(),
      'CA',
    );

    it('starts pending, trimmed, stored under a key made from its id', () => {
      const repair = submitted();
      expect(repair.status).to.equal('pending');
      expect(repair.props.description).to.equal('drips');
      expect(repair.storageKey).to.equal(uploadKeyOf('r1'));
      expect(repair.storageKey).to.equal('repair-uploads/r1');
    });

    it('refuses a description over 2,000 characters', () => {
      expect(() =>
        RepairRequest.submit(
          {
            id: 'r',
            ownerId: 'u',
            region: 'CA',
            mediaKind: 'image',
            mediaType: 'image/png',
            fundingSource: 'credits',
            description: 'x'.repeat(2001),
          },
          new Date(),
        ),
      ).to.throw(ValidationError);
    });

    it('goes pending → completed or pending → failed, and never out of a final state', () => {
      const completed = submitted().complete(instructions, new Date());
      expect(completed.status).to.equal('completed');
      expect(completed.title).to.equal(instructions.title);
      const failed = submitted().fail('could not read', new Date());
      expect(failed.status).to.equal('failed');
      expect(failed.title).to.equal('Analysis failed');
      expect(() => completed.fail('late', new Date())).to.throw(ConflictError);
      expect(() => failed.complete(instructions, new Date())).to.throw(ConflictError);
      expect(() => completed.complete(instructions, new Date())).to.throw(ConflictError);
    });

    it('is shared only when completed with instructions, by explicit choice, and listed unless hidden', () => {
      expect(() => submitted().withSharing(true)).to.throw(ConflictError);
      const completed = submitted().complete(instructions, new Date());
      expect(completed.isInGallery).to.equal(false);
      const shared = completed.withSharing(true);
      expect(shared.isInGallery).to.equal(true);
      expect(RepairRequest.restore({ ...shared.props, hiddenByAdmin: true }).isInGallery).to.equal(false);
      const vague = submitted().complete(composeInstructions(moreDetailNeeded(0), seen(), 'CA'), new Date());
      expect(() => vague.withSharing(true)).to.throw(ConflictError);
    });

    it('takes added detail only after an answer that asked for it, pending again with the new spend', () => {
      const vague = submitted().complete(composeInstructions(moreDetailNeeded(0), seen(), 'CA'), new Date());
      expect(vague.awaitsDetail).to.equal(true);
      const reopened = vague.withAddedDetail('  the cold-water handle  ', 'credits');
      expect(reopened.status).to.equal('pending');
      expect(reopened.props).to.deep.include({ description: 'drips\nthe cold-water handle', fundingSource: 'credits' });
      expect(reopened.writtenInstructions, 'nothing to read while it is written again').to.equal(null);
      expect(reopened.title).to.equal('Analyzing your upload');
      expect(reopened.props.instructions, 'the findings it writes from are kept').to.not.equal(null);

      expect(() => vague.withAddedDetail('   ', 'credits')).to.throw(ValidationError);
      expect(() => vague.withAddedDetail('x'.repeat(2000), 'credits')).to.throw(ValidationError);
      expect(() => submitted().complete(instructions, new Date()).withAddedDetail('more', 'credits')).to.throw(
        ConflictError,
      );
      const emergency = checkForEmergency(['the carbon monoxide alarm keeps going off'])!;
      const stopped = submitted().complete(
        composeInstructions(moreDetailNeeded(0), seen(), 'CA', emergency),
        new Date(),
      );
      expect(stopped.awaitsDetail).to.equal(false);
    });
  });
});
