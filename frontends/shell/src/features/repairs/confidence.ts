import type { RepairInstructions } from '@repairlens/contract';

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** From here up the upload matched the repair well. */
export const HIGH_CONFIDENCE = 0.75;
/** Below this the match is weak: the page says so and asks for more detail. */
export const MEDIUM_CONFIDENCE = 0.5;

/** How the page words the confidence score; instructions that ask for more detail are low whatever it says. */
export function confidenceLevel({
  confidence,
  needsMoreDetail,
}: Pick<RepairInstructions, 'confidence' | 'needsMoreDetail'>): ConfidenceLevel {
  if (needsMoreDetail || confidence < MEDIUM_CONFIDENCE) return 'low';
  return confidence >= HIGH_CONFIDENCE ? 'high' : 'medium';
}
