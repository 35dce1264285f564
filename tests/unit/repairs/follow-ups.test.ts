import { expect } from 'chai';
import fc from 'fast-check';
import { loadMatchingVocabulary } from '../../../src/modules/repairs/adapters/knowledge-base/matching-vocabulary.js';
import { FollowUpQuestionSchema } from '../../../src/modules/repairs/contract.js';
import {
  FOLLOW_UP_MESSAGES,
  FOLLOW_UPS_PER_REPAIR,
  FollowUp,
  followUpQuestion,
  followUpsLeft,
  requireFollowUpLeft,
  requireFollowUpsOpen,
} from '../../../src/modules/repairs/domain/follow-up.js';
import { GuideMatcher } from '../../../src/modules/repairs/domain/guide-matching.js';
import { composeInstructions, moreDetailNeeded } from '../../../src/modules/repairs/domain/instructions.js';
import type { RepairGuide } from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { RepairRequest } from '../../../src/modules/repairs/domain/repair-request.js';
import { emergencyOf } from '../../../src/modules/repairs/domain/safety/emergency-catalogue.js';
import { ConflictError, ValidationError } from '../../../src/shared/errors/app-errors.js';
import { accepted, PROPERTY_RUNS, refusal } from '../../support/schema-properties.js';
import { shippedGuides } from '../../support/shipped-guides.js';
import { imageAnalysis } from '../../support/image-analyses.js';

const AT = new Date('2026-11-25T10:00:00Z');
const nothingSeen = imageAnalysis();
const fields = { id: 'f', repairId: 'r', ownerId: 'o', question: 'Why?', withPhoto: false };
const answered = () => FollowUp.answered(fields, { text: 'Because.', source: 'knowledge-base', citedNote: null }, AT);
const emergency = () => FollowUp.emergency(fields, emergencyOf('gas-leak', 'en'), AT);

function repairWith(advice: Parameters<typeof composeInstructions>[0]): RepairRequest {
  const pending = RepairRequest.submit(
    {
      id: 'r',
      ownerId: 'o',
      region: 'CA',
      mediaKind: 'image',
      mediaType: 'image/jpeg',
      fundingSource: 'free',
      description: null,
    },
    AT,
  );
  return pending.complete(composeInstructions(advice, nothingSeen, 'CA'), AT);
}

describe('follow-up questions: domain rules', () => {
  it(`includes ${FOLLOW_UPS_PER_REPAIR} answered questions and refuses the next with a 409 that says why`, () => {
    const five = Array.from({ length: FOLLOW_UPS_PER_REPAIR }, answered);
    expect(followUpsLeft(five.slice(0, 4))).to.equal(1);
    expect(() => requireFollowUpLeft(five.slice(0, 4))).to.not.throw();
    expect(followUpsLeft(five)).to.equal(0);
    expect(() => requireFollowUpLeft(five))
      .to.throw(ConflictError)
      .with.property('message', FOLLOW_UP_MESSAGES.limitReached);
  });

  it('never counts an emergency answer against the allowance', () => {
    expect(emergency().props).to.include({ counted: false, answer: null, source: 'safety-check' });
    expect(followUpsLeft([emergency(), emergency(), answered()])).to.equal(FOLLOW_UPS_PER_REPAIR - 1);
  });

  it('takes a question of 3 to 1000 characters, trimmed, and refuses others with 400', () => {
    expect(followUpQuestion('  Why?  ')).to.equal('Why?');
    expect(() => followUpQuestion(' ab ')).to.throw(ValidationError, FOLLOW_UP_MESSAGES.tooShort);
    expect(() => followUpQuestion('x'.repeat(1001))).to.throw(ValidationError, FOLLOW_UP_MESSAGES.tooLong);
  });

  it('takes follow-ups only on a repair whose instructions were delivered', async () => {
    const guide = shippedGuides().find((each) => each.id === 'toilet-running')!;
    const matcher = new GuideMatcher([guide], loadMatchingVocabulary());
    const delivered = repairWith(matcher.advise(null, 'the toilet keeps running after flushing'));
    expect(() => requireFollowUpsOpen(delivered)).to.not.throw();
    expect(() => requireFollowUpsOpen(repairWith(moreDetailNeeded(0))))
      .to.throw(ConflictError)
      .with.property('message', FOLLOW_UP_MESSAGES.notDelivered);
  });

  it('finds the troubleshooting note a question asks about by its keywords or two of its words, else none', () => {
    const guide: RepairGuide = {
      ...shippedGuides().find((each) => each.id === 'toilet-running')!,
      troubleshooting: [
        { problem: 'The nut under the tank will not turn', answer: 'Use penetrating oil.', keywords: ['seized'] },
        { problem: 'The handle is loose', answer: 'Tighten the nut inside the tank.' },
      ],
    };
    const matcher = new GuideMatcher([guide], loadMatchingVocabulary());
    expect(matcher.troubleshootingNoteFor(guide, 'the nuts are not turning at all')?.answer).to.equal(
      'Use penetrating oil.',
    );
    expect(matcher.troubleshootingNoteFor(guide, 'it is seized')?.answer).to.equal('Use penetrating oil.');
    expect(matcher.troubleshootingNoteFor(guide, 'my handle is loose')?.answer).to.equal(
      'Tighten the nut inside the tank.',
    );
    // One shared word is chance, not a match.
    expect(matcher.troubleshootingNoteFor(guide, 'which handle should I buy?')).to.equal(null);
  });

  it('does not let a keyword of stop words only match every question', () => {
    const guide: RepairGuide = {
      ...shippedGuides().find((each) => each.id === 'toilet-running')!,
      troubleshooting: [
        { problem: 'The water level is too high', answer: 'Lower the float.', keywords: ['still see it'] },
      ],
    };
    const matcher = new GuideMatcher([guide], loadMatchingVocabulary());
    expect(matcher.troubleshootingNoteFor(guide, 'what brand of flapper should I buy?')).to.equal(null);
  });

  it("does not count the guide's own subject words as a note's problem words", () => {
    const guide = shippedGuides().find((each) => each.id === 'breaker-keeps-tripping')!;
    const matcher = new GuideMatcher([guide], loadMatchingVocabulary());
    // "breaker" and "trip" name what the whole guide is about, not one of its notes' problems.
    expect(matcher.troubleshootingNoteFor(guide, 'why does my breaker trip?')).to.equal(null);
    expect(matcher.troubleshootingNoteFor(guide, 'the breaker trips again when I reset it')?.problem).to.equal(
      'The breaker trips again the moment I reset it',
    );
  });

  it("finds every shipped troubleshooting note when asked in its own problem's words", () => {
    const guides = shippedGuides();
    const matcher = new GuideMatcher(guides, loadMatchingVocabulary());
    const missed = guides.flatMap((guide) =>
      (guide.troubleshooting ?? [])
        .filter((note) => matcher.troubleshootingNoteFor(guide, note.problem) !== note)
        .map((note) => `${guide.id}: ${note.problem}`),
    );
    expect(missed).to.deep.equal([]);
  });

  it('accepts a question of 3 to 1000 characters as JSON or a form field, and refuses others in the contract', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 1000 }).filter((text) => text.trim().length >= 3),
        (question) => {
          expect(accepted(FollowUpQuestionSchema, { question })).to.deep.equal({ question: question.trim() });
        },
      ),
      PROPERTY_RUNS,
    );
    expect(refusal(FollowUpQuestionSchema, { question: ' a ' })).to.equal(`question: ${FOLLOW_UP_MESSAGES.tooShort}`);
    expect(refusal(FollowUpQuestionSchema, { question: 'x'.repeat(1001) })).to.equal(
      `question: ${FOLLOW_UP_MESSAGES.tooLong}`,
    );
    expect(refusal(FollowUpQuestionSchema, { question: 42 })).to.equal('question: must be text');
  });
});
