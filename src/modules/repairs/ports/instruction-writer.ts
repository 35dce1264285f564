import type { Language } from '../../../shared/domain/locale.js';
import type { SeenContent } from '../domain/image-analysis.js';
import type { RepairAdvice } from '../domain/instructions.js';
import type { MediaFile } from './image-analyser.js';
import { token } from '../../../shared/token.js';

export interface WritingInput {
  readonly analysis: SeenContent;
  readonly description: string | null;
  /**
   * The upload itself, on local disk while its job runs, for a writer that looks at pictures. Null when writing
   * again from what the repair kept (the person added detail after the file was deleted).
   */
  readonly media: MediaFile | null;
  /** The language to write in: the repair's. English when not given. */
  readonly language?: Language;
}

/**
 * Writes the repair from what the analysis saw and what the user said. When it cannot tell what is broken
 * it answers with low confidence and a request for more detail, never with invented steps.
 */
export interface InstructionWriter {
  write(input: WritingInput): Promise<RepairAdvice>;
}

/** Why a writer produced nothing: each has its own words for the person whose repair failed. */
export type WritingFailure = 'unavailable' | 'timeout' | 'refused' | 'invalid-answer';

/** The writer produced nothing usable (service error, timeout, refusal, an answer that breaks the contract). */
export class InstructionWritingFailedError extends Error {
  readonly failure: WritingFailure;

  constructor(message: string, options: { cause?: unknown; failure?: WritingFailure } = {}) {
    super(message, { cause: options.cause });
    this.name = 'InstructionWritingFailedError';
    this.failure = options.failure ?? 'unavailable';
  }
}

export const INSTRUCTION_WRITER = token<InstructionWriter>('repairs.InstructionWriter');
