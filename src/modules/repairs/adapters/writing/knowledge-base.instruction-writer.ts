import { adviseFromKnowledgeBase } from '../../domain/guide-matching.js';
import type { RepairAdvice } from '../../domain/instructions.js';
import type { RepairGuide } from '../../domain/knowledge-base/repair-guide.js';
import type { InstructionWriter, WritingInput } from '../../ports/instruction-writer.js';

/** The embedded writer: the repair guides shipped with RepairLens, matched on what was seen and said. */
export class KnowledgeBaseInstructionWriter implements InstructionWriter {
  constructor(private readonly guides: readonly RepairGuide[]) {}

  async write(input: WritingInput): Promise<RepairAdvice> {
    return adviseFromKnowledgeBase(this.guides, input.analysis, input.description);
  }
}
