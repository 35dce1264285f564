import { LANGUAGES, type Language } from '../../../../shared/domain/locale.js';
import { emergencyOf } from './emergency-catalogue.js';
import { EMERGENCY_KINDS, type Emergency } from './emergency.js';
import { HAZARD_RULES, WARNING_LABEL_WORDING } from './hazard-rules.js';
import { compileRules, ruleMatches, stemsOf } from './rule-matching.js';
import { sentencesOf } from './text-normalising.js';

export { EMERGENCY_KINDS, type Emergency, type EmergencyKind } from './emergency.js';

/**
 * The safety check: a rules-based screen that runs before any repair steps are written. When what a person said,
 * a label read in the photo or a description of the photo points to an emergency, RepairLens answers with what to
 * do now and whom to call, and gives no steps. It is not a model's judgement: it matches the phrasings of
 * hazard-rules.ts (in English and in French), and the page calls it "Safety check".
 */

const RULES = {
  en: compileRules(HAZARD_RULES, WARNING_LABEL_WORDING, 'en'),
  fr: compileRules(HAZARD_RULES, WARNING_LABEL_WORDING, 'fr'),
} as const;
/** The words each language's rules know, to read a French word typed with its elision glued on ("lodeur"). */
const KNOWN = { en: stemsOf(RULES.en), fr: stemsOf(RULES.fr) } as const;

/**
 * texts: the user's description, text read from labels, and a model's description of the photo, if any.
 * The first hazard in the kinds' order (gas first) that any text says, told in the repair's language; null when
 * none does. Every text is read in English and in French whatever the repair's language: labels are often
 * English, people in Quebec mix both, and a missed emergency costs far more than a second reading.
 */
export function checkForEmergency(texts: readonly string[], language: Language = 'en'): Emergency | null {
  const readings = LANGUAGES.map((read) => ({
    rules: RULES[read],
    sentences: texts.flatMap((text) => sentencesOf(text, read, KNOWN[read])),
  }));
  const found = EMERGENCY_KINDS.find((kind) =>
    readings.some(({ rules, sentences }) => rules.some((rule) => rule.kind === kind && ruleMatches(rule, sentences))),
  );
  return found ? emergencyOf(found, language) : null;
}
