import type { Language, Localised } from '../../../../shared/domain/locale.js';
import { negationStems, phraseStems, type Word } from './text-normalising.js';

/**
 * Alternatives: any one of these words or phrases found counts. Written in each language as people there type
 * them; stemmed on load, each list as its own language reads it.
 */
export type WordGroup = Localised<readonly string[]>;

const phrasesOf = (list: string): string[] =>
  list
    .split(',')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');

/**
 * A word group written as one comma-separated list per language: { en: 'smell, odour', fr: 'odeur, senteur' }.
 * A language with no such saying has '' (its group never counts).
 */
export function words(lists: Localised<string>): WordGroup {
  return { en: phrasesOf(lists.en), fr: phrasesOf(lists.fr) };
}

/** The groups' words together, language by language. */
export function anyOf(...groups: readonly WordGroup[]): WordGroup {
  return { en: groups.flatMap((group) => group.en), fr: groups.flatMap((group) => group.fr) };
}

/** One way of saying a hazard: a word from every group, close together, in one sentence. */
export interface Trigger {
  readonly allOf: readonly WordGroup[];
  /** How many words may lie between the groups' words (filler words not counted); DEFAULT_REACH when absent. */
  readonly within?: number;
  /** When the same sentence also says one of these, it is a look-alike of this trigger ("chirps once a minute"). */
  readonly unless?: WordGroup;
}

/** Everything the safety check knows about one kind of hazard. */
export interface HazardRule<Kind extends string> {
  readonly kind: Kind;
  /** Look-alike phrases whose words never count for this kind ("gas station", "spark plug", "smoke alarm"). */
  readonly ignore?: WordGroup;
  /** Look-alikes for every trigger of this kind. */
  readonly unless?: WordGroup;
  readonly triggers: readonly Trigger[];
}

const NO_WORDS: WordGroup = { en: [], fr: [] };

const DEFAULT_REACH = 8;

/** A phrase's stems, and whether it says a negation itself ("not open"): then its own negation is what it means. */
interface Phrase {
  readonly stems: readonly string[];
  readonly negating: boolean;
}

interface CompiledTrigger {
  readonly groups: readonly (readonly Phrase[])[];
  readonly within: number;
  readonly unless: readonly Phrase[];
}

export interface CompiledRule<Kind extends string> {
  readonly kind: Kind;
  readonly ignore: readonly Phrase[];
  readonly triggers: readonly CompiledTrigger[];
}

/** Where a phrase was found in a sentence: words start..end-1. */
interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * Stems every phrase of `language` once, as that language reads it; `everywhere` holds look-alikes that apply to
 * every rule (warning-label wording).
 */
export function compileRules<Kind extends string>(
  rules: readonly HazardRule<Kind>[],
  everywhere: WordGroup,
  language: Language,
): CompiledRule<Kind>[] {
  const negations = negationStems(language);
  const compileGroup = (group: WordGroup): Phrase[] =>
    group[language]
      .map((phrase) => phraseStems(phrase, language))
      .filter((stems) => stems.length > 0)
      .map((stems) => ({ stems, negating: stems.some((stem) => negations.has(stem)) }));
  return rules.map((rule) => ({
    kind: rule.kind,
    ignore: compileGroup(rule.ignore ?? NO_WORDS),
    // A trigger with a group the language has no words for says nothing in it.
    triggers: rule.triggers
      .filter((trigger) => trigger.allOf.every((group) => group[language].length > 0))
      .map((trigger) => ({
        groups: trigger.allOf.map(compileGroup),
        within: trigger.within ?? DEFAULT_REACH,
        unless: compileGroup(anyOf(everywhere, rule.unless ?? NO_WORDS, trigger.unless ?? NO_WORDS)),
      })),
  }));
}

function occurrences({ stems }: Phrase, sentence: readonly Word[]): Span[] {
  const spans: Span[] = [];
  for (let start = 0; start + stems.length <= sentence.length; start++) {
    if (stems.every((part, offset) => sentence[start + offset]?.stem === part)) {
      spans.push({ start, end: start + stems.length });
    }
  }
  return spans;
}

/**
 * Where a group counts in a sentence: phrases whose first word no negation governs ("no gas smell" does not
 * count), unless the phrase says the negation itself ("ouvre pas"), and none of whose words belong to an ignored
 * look-alike ("gas station").
 */
function findings(group: readonly Phrase[], sentence: readonly Word[], ignored: readonly boolean[]): Span[] {
  return group.flatMap((phrase) =>
    occurrences(phrase, sentence).filter(
      (span) =>
        (phrase.negating || !sentence[span.start]?.negated) && !ignored.slice(span.start, span.end).some(Boolean),
    ),
  );
}

function gapBetween(a: Span, b: Span): number {
  return Math.max(b.start - a.end, a.start - b.end);
}

function triggered(trigger: CompiledTrigger, sentence: readonly Word[], ignored: readonly boolean[]): boolean {
  const [first, ...others] = trigger.groups.map((group) => findings(group, sentence, ignored));
  const found = first?.some((anchor) =>
    others.every((spans) =>
      spans.some((span) => gapBetween(anchor, span) >= 0 && gapBetween(anchor, span) <= trigger.within),
    ),
  );
  return found === true && findings(trigger.unless, sentence, ignored).length === 0;
}

function ignoredWords(rule: CompiledRule<string>, sentence: readonly Word[]): boolean[] {
  const ignored = sentence.map(() => false);
  for (const phrase of rule.ignore)
    for (const span of occurrences(phrase, sentence)) ignored.fill(true, span.start, span.end);
  return ignored;
}

/** Every stem the rules' phrases use: the words the safety check knows. */
export function stemsOf(rules: readonly CompiledRule<string>[]): ReadonlySet<string> {
  const phrases = rules.flatMap((rule) => [
    ...rule.ignore,
    ...rule.triggers.flatMap((trigger) => [...trigger.groups.flat(), ...trigger.unless]),
  ]);
  return new Set(phrases.flatMap((phrase) => phrase.stems));
}

/** Whether any of the sentences says this rule's hazard. */
export function ruleMatches(rule: CompiledRule<string>, sentences: readonly (readonly Word[])[]): boolean {
  return sentences.some((sentence) => {
    const ignored = ignoredWords(rule, sentence);
    return rule.triggers.some((trigger) => triggered(trigger, sentence, ignored));
  });
}
