import { GuideMatcher, type MatchingVocabulary } from '../../domain/guide-matching.js';
import type { RepairAdvice } from '../../domain/instructions.js';
import type { RepairGuide } from '../../domain/knowledge-base/repair-guide.js';
import type { InstructionWriter, WritingInput } from '../../ports/instruction-writer.js';
import { loadMatchingVocabulary } from '../knowledge-base/matching-vocabulary.js';

/** The embedded writer: the repair guides shipped with RepairLens, matched on what was seen and said. */
export class KnowledgeBaseInstructionWriter implements InstructionWriter {
  private readonly matcher: GuideMatcher;

  constructor(guides: readonly RepairGuide[], vocabulary: MatchingVocabulary = loadMatchingVocabulary()) {
    this.matcher = new GuideMatcher(guides, vocabulary);
  }

  async write(input: WritingInput): Promise<RepairAdvice> {
    return this.matcher.advise(input.analysis, input.description);
  }
}
