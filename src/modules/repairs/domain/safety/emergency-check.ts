import { EMERGENCY_CATALOGUE } from './emergency-catalogue.js';
import type { Emergency } from './emergency.js';
import { HAZARD_RULES, WARNING_LABEL_WORDING } from './hazard-rules.js';
import { compileRules, ruleMatches } from './rule-matching.js';
import { sentencesOf } from './text-normalising.js';

export { EMERGENCY_KINDS, type Emergency, type EmergencyKind } from './emergency.js';

/**
 * The safety check: a rules-based screen that runs before any repair steps are written. When what a person said,
 * a label read in the photo or a description of the photo points to an emergency, RepairLens answers with what to
 * do now and whom to call, and gives no steps. It is not a model's judgement: it matches the phrasings of
 * hazard-rules.ts, and the page calls it "Safety check".
 */

const RULES = compileRules(HAZARD_RULES, WARNING_LABEL_WORDING);

/**
 * texts: the user's description, text read from labels, and a model's description of the photo, if any.
 * The first hazard in the rules' order (gas first) that any text says; null when none does.
 */
export function checkForEmergency(texts: readonly string[]): Emergency | null {
  const sentences = texts.flatMap(sentencesOf);
  const found = RULES.find((rule) => ruleMatches(rule, sentences));
  return found ? EMERGENCY_CATALOGUE[found.kind] : null;
}
