import { fillIn, type Language } from '../domain/locale.js';
import { FRENCH_MESSAGES } from './french-messages.js';

/**
 * Messages the server sends a person are written in English where they are raised (the specification's wording is
 * the message id, gettext style) and put in the request's language on the way out: by the error middleware, and
 * by the few routes whose answer carries a message (a plan change, a checkout's outcome).
 */

/** A value in a catalogue wording: `{max}` in "must be at most {max} characters". */
const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

/** "field: what is wrong", as a validation message names the field it is about; the field name is the API's. */
const FIELD_PREFIX = /^([A-Za-z][\w.]*): (.+)$/s;

interface WordingPattern {
  readonly english: RegExp;
  readonly french: string;
  /** How much of the wording is not a placeholder. */
  readonly fixedLength: number;
}

const exactWordings = new Map<string, string>();
const patternWordings: WordingPattern[] = [];
for (const [english, french] of Object.entries(FRENCH_MESSAGES)) {
  if (!HAS_PLACEHOLDER.test(english)) {
    exactWordings.set(english, french);
    continue;
  }
  const source = english
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  patternWordings.push({
    english: new RegExp(`^${source}$`, 's'),
    french,
    fixedLength: english.replace(PLACEHOLDER, '').length,
  });
}
// The most specific wording first: "must be at most {max} characters" before "must be at most {max}".
patternWordings.sort((a, b) => b.fixedLength - a.fixedLength);

/** The French of an English message, or undefined when the catalogue has no wording for it. */
export function frenchOf(english: string): string | undefined {
  const exact = exactWordings.get(english);
  if (exact !== undefined) return exact;
  for (const { english: pattern, french } of patternWordings) {
    const values = pattern.exec(english)?.groups;
    if (values) return fillIn(french, values);
  }
  const field = FIELD_PREFIX.exec(english);
  if (!field) return undefined;
  const problem = frenchOf(field[2]!);
  return problem === undefined ? undefined : `${field[1]}\u00a0: ${problem}`;
}

/** An English message as a person reading `language` is shown it; English is sent exactly as written. */
export function messageIn(language: Language, english: string): string {
  return language === 'fr' ? (frenchOf(english) ?? english) : english;
}
