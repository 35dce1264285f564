import type { ImageAnalysis } from '../domain/image-analysis.js';
import type { RepairAdvice } from '../domain/instructions.js';

export interface WritingInput {
  readonly analysis: ImageAnalysis;
  readonly description: string | null;
}

/**
 * Writes the repair from what the analysis saw and what the user said. When it cannot tell what is broken
 * it answers with low confidence and a request for more detail, never with invented steps.
 */
export interface InstructionWriter {
  write(input: WritingInput): Promise<RepairAdvice>;
}

/** The writer produced nothing usable (service error, timeout, an answer that breaks the contract). */
export class InstructionWritingFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InstructionWritingFailedError';
  }
}

export const INSTRUCTION_WRITER = Symbol.for('repairs.InstructionWriter');
