import { GuideMatcher, type MatchingVocabulary } from '../../domain/guide-matching.js';
import type { RepairAdvice } from '../../domain/instructions.js';
import type { RepairGuide } from '../../domain/knowledge-base/repair-guide.js';
import type { FollowUpAnswerer, FollowUpQuestionInput, FollowUpReply } from '../../ports/follow-up-answerer.js';
import type { InstructionWriter, WritingInput } from '../../ports/instruction-writer.js';
import { loadMatchingVocabulary } from '../knowledge-base/matching-vocabulary.js';

export const NO_NOTE_ANSWER =
  'The embedded knowledge base has no note for that. Check "When to call a pro" in this repair: if your problem ' +
  'is one of those, or you are unsure, stop and use Hire a Pro to find a professional near you.';
export const PHOTO_NOT_SEEN =
  'The embedded knowledge base cannot look at photos: this answer comes from your words only.';

/**
 * The embedded writer: the repair guides shipped with RepairLens, matched on what was seen and said. Follow-up
 * questions are answered from the followed guide's troubleshooting notes, matched on the question's words.
 */
export class KnowledgeBaseInstructionWriter implements InstructionWriter, FollowUpAnswerer {
  private readonly matcher: GuideMatcher;
  private readonly guidesById: ReadonlyMap<string, RepairGuide>;

  constructor(guides: readonly RepairGuide[], vocabulary: MatchingVocabulary = loadMatchingVocabulary()) {
    this.matcher = new GuideMatcher(guides, vocabulary);
    this.guidesById = new Map(guides.map((guide) => [guide.id, guide]));
  }

  async write(input: WritingInput): Promise<RepairAdvice> {
    return this.matcher.advise(input.analysis, input.description);
  }

  async answer(input: FollowUpQuestionInput): Promise<FollowUpReply> {
    const guideId = input.instructions.source?.guideId;
    const guide = guideId ? this.guidesById.get(guideId) : undefined;
    const note = guide ? this.matcher.troubleshootingNoteFor(guide, input.question) : null;
    const text = note ? note.answer : NO_NOTE_ANSWER;
    return {
      text: input.photo ? `${text}\n\n${PHOTO_NOT_SEEN}` : text,
      source: 'knowledge-base',
      citedNote: note?.problem ?? null,
    };
  }
}
