import type { Language, Localised } from '../../../../shared/domain/locale.js';
import { GuideMatcher } from '../../domain/guide-matching.js';
import type { RepairAdvice } from '../../domain/instructions.js';
import type { RepairGuide } from '../../domain/knowledge-base/repair-guide.js';
import type { FollowUpAnswerer, FollowUpQuestionInput, FollowUpReply } from '../../ports/follow-up-answerer.js';
import type { InstructionWriter, WritingInput } from '../../ports/instruction-writer.js';
import { loadShippedVocabulary } from '../knowledge-base/matching-vocabulary.js';

export const NO_NOTE_ANSWER: Localised<string> = {
  en:
    'The embedded knowledge base has no note for that. Check "When to call a pro" in this repair: if your problem ' +
    'is one of those, or you are unsure, stop and use Hire a Pro to find a professional near you.',
  fr:
    'La base de connaissances intégrée n’a pas de note là-dessus. Consultez « Quand appeler un pro » dans cette ' +
    'réparation : si votre problème en fait partie, ou si vous avez un doute, arrêtez et utilisez Engager un pro ' +
    'pour trouver un professionnel près de chez vous.',
};
export const PHOTO_NOT_SEEN: Localised<string> = {
  en: 'The embedded knowledge base cannot look at photos: this answer comes from your words only.',
  fr: 'La base de connaissances intégrée ne peut pas regarder les photos : cette réponse vient seulement de vos mots.',
};

/** One language's knowledge base: its guides, matched with its own vocabulary. */
interface LanguageKnowledge {
  readonly matcher: GuideMatcher;
  readonly guidesById: ReadonlyMap<string, RepairGuide>;
}

function knowledgeOf(guides: readonly RepairGuide[], language: Language): LanguageKnowledge {
  return {
    matcher: new GuideMatcher(guides, loadShippedVocabulary(language)),
    guidesById: new Map(guides.map((guide) => [guide.id, guide])),
  };
}

/**
 * The embedded writer: the repair guides shipped with RepairLens, matched on what was seen and said. Follow-up
 * questions are answered from the followed guide's troubleshooting notes, matched on the question's words. Each
 * language has its own guides and vocabulary: a French description is matched against the French guides only, so
 * a French repair never gets English steps (nor an English guide picked on a stray English word); with no French
 * guide that fits, it is asked for more detail, in French.
 */
export class KnowledgeBaseInstructionWriter implements InstructionWriter, FollowUpAnswerer {
  private readonly knowledge: Localised<LanguageKnowledge>;

  /** frenchGuides: the French twins of the guides (guides-fr-CA), same ids; none, and French repairs match nothing. */
  constructor(guides: readonly RepairGuide[], frenchGuides: readonly RepairGuide[] = []) {
    this.knowledge = { en: knowledgeOf(guides, 'en'), fr: knowledgeOf(frenchGuides, 'fr') };
  }

  async write(input: WritingInput): Promise<RepairAdvice> {
    return this.knowledge[input.language ?? 'en'].matcher.advise(input.analysis, input.description);
  }

  async answer(input: FollowUpQuestionInput): Promise<FollowUpReply> {
    const language = input.language ?? 'en';
    const { matcher, guidesById } = this.knowledge[language];
    const guideId = input.instructions.source?.guideId;
    const guide = guideId ? guidesById.get(guideId) : undefined;
    const note = guide ? matcher.troubleshootingNoteFor(guide, input.question) : null;
    const text = note ? note.answer : NO_NOTE_ANSWER[language];
    return {
      text: input.photo ? `${text}\n\n${PHOTO_NOT_SEEN[language]}` : text,
      source: 'knowledge-base',
      citedNote: note?.problem ?? null,
    };
  }
}
