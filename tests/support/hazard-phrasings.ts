import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { EmergencyKind } from '../../src/modules/repairs/domain/safety/emergency-check.js';

/** bench/eval's labelled emergencies and near misses; `heldOut` marks those the rules were not tuned on. */
export interface LabelledPhrasings {
  readonly hazards: readonly { readonly text: string; readonly kind: EmergencyKind; readonly heldOut?: boolean }[];
  readonly nearMisses: readonly { readonly text: string; readonly heldOut?: boolean }[];
}

const FILES = { en: 'hazard-phrasings.yaml', fr: 'hazard-phrasings.fr-CA.yaml' } as const;

/** The labelled phrasings of one language, as `npm run eval` reads them. */
export function labelledHazardPhrasings(language: keyof typeof FILES): LabelledPhrasings {
  return parse(
    readFileSync(new URL(`../../bench/eval/${FILES[language]}`, import.meta.url), 'utf8'),
  ) as LabelledPhrasings;
}
