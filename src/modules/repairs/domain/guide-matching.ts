import type { Language } from '../../../shared/domain/locale.js';
import type { SeenContent } from './image-analysis.js';
import { clampConfidence, moreDetailNeeded, MIN_CONFIDENCE_FOR_STEPS, type RepairAdvice } from './instructions.js';
import type { RepairCategory, RepairGuide, TroubleshootingNote } from './knowledge-base/repair-guide.js';

/** Where a piece of evidence came from, and how much a word found there counts. */
const SOURCE_WEIGHT = {
  description: 1,
  caption: 0.8,
  objects: 0.7,
  tags: 0.5,
  text: 0.4,
} as const;
type EvidenceSource = keyof typeof SOURCE_WEIGHT;

export interface EvidenceText {
  readonly source: EvidenceSource;
  readonly text: string;
  /** How sure the analyser was (1 for the user's own words). */
  readonly certainty: number;
}

export interface GuideMatch {
  readonly guide: RepairGuide;
  readonly score: number;
  /** The guide's keywords found in the evidence, whole or with their words apart. */
  readonly matchedKeywords: readonly string[];
}

/**
 * What matching needs to know of the language people write in. An adapter supplies it (the stemmer is a
 * package, the word lists are data), so the domain keeps only the rules. Words and phrases are written as
 * people type them; they are stemmed like the text they are compared with.
 */
export interface MatchingVocabulary {
  /** The language the vocabulary reads: its advice (a request for more detail) is written in it. */
  readonly language: Language;
  /**
   * Text as its words are cut from it: lower case and without apostrophes ("won't" → "wont"); in French also
   * without accents and elided articles ("l'évier" → "evier"). Whatever is then not a-z or 0-9 separates words.
   */
  readonly normalise: (text: string) => string;
  /** A word's stem, so that "leaking", "leaks" and "leak" compare equal. */
  readonly stem: (word: string) => string;
  /**
   * A word as it reads without a short word people glue to it when they type without apostrophes ("dhuile" for
   * "d'huile"), given which words are known (those the guides and this vocabulary use); the word itself when it
   * is known or nothing is glued to it. English glues nothing.
   */
  readonly unglue: (word: string, isKnown: (word: string) => boolean) => string;
  /** Words that say nothing about what is broken ("my", "the", "please"): left out on both sides. */
  readonly stopWords: readonly string[];
  /** Groups of words or phrases that mean the same here ("faucet", "tap"): each is read as its group's first. */
  readonly synonyms: readonly (readonly string[])[];
  /**
   * Words that place a description in a category ("car", "truck" → automotive). When a description names
   * some categories, the guides of the others fall far behind: squealing car brakes are not a bicycle's.
   */
  readonly categoryContext: Readonly<Partial<Record<RepairCategory, readonly string[]>>>;
  /** Words people use for a guide that its file does not list, by guide id. */
  readonly extraKeywords: Readonly<Record<string, readonly string[]>>;
}

/** Everything the writer may match on: the description, the caption, detections, text read from labels. */
export function evidenceOf(analysis: SeenContent | null, description: string | null): EvidenceText[] {
  const evidence: EvidenceText[] = [];
  if (description?.trim()) evidence.push({ source: 'description', text: description, certainty: 1 });
  if (analysis?.caption) {
    evidence.push({ source: 'caption', text: analysis.caption.text, certainty: analysis.caption.confidence });
  }
  for (const object of analysis?.objects ?? []) {
    evidence.push({ source: 'objects', text: object.name, certainty: object.confidence });
  }
  for (const tag of analysis?.tags ?? []) evidence.push({ source: 'tags', text: tag.name, certainty: tag.confidence });
  for (const line of analysis?.text ?? []) evidence.push({ source: 'text', text: line, certainty: 1 });
  return evidence.filter((item) => item.text.trim() !== '');
}

/** The words of a text as the vocabulary normalises it; anything but letters and digits separates them. */
function wordsOf(text: string, normalise: (text: string) => string): string[] {
  return normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** A word as matching reads it: its stem, or the word itself when it is a stop word. */
interface Word {
  readonly token: string;
  /** Kept apart from stems, since a stem can spell a stop word ("cans" → "can"). */
  readonly stop: boolean;
}

const sameWord = (a: Word | undefined, b: Word) => a !== undefined && a.token === b.token && a.stop === b.stop;

interface SynonymPhrase {
  readonly words: readonly Word[];
  readonly readAs: readonly Word[];
}

/** Turns text into the tokens matching compares: stems, each synonym read as its group's first, no stop words. */
class Tokeniser {
  private readonly stopWords: ReadonlySet<string>;
  /** Synonym phrases by their first token, longest first, so "hot water tank" wins over "tank". */
  private readonly synonymsByFirstToken = new Map<string, SynonymPhrase[]>();

  /**
   * known: the stems of every word the guides and the vocabulary use, to tell a glued elision from a word. Worked
   * out when first asked for: a language that glues nothing (English) never asks, and it is a start's largest cost.
   */
  constructor(
    private readonly vocabulary: MatchingVocabulary,
    private readonly known: (() => ReadonlySet<string>) | null = null,
  ) {
    this.stopWords = new Set(vocabulary.stopWords.flatMap((words) => wordsOf(words, vocabulary.normalise)));
    for (const [first, ...others] of vocabulary.synonyms) {
      const readAs = this.words(first ?? '');
      for (const variant of [first ?? '', ...others]) {
        const words = this.words(variant);
        // A variant of stop words only would turn words that say nothing into one that says much.
        if (words.every((word) => word.stop)) continue;
        const phrases = this.synonymsByFirstToken.get(words[0]!.token) ?? [];
        phrases.push({ words, readAs });
        this.synonymsByFirstToken.set(words[0]!.token, phrases);
      }
    }
    for (const phrases of this.synonymsByFirstToken.values()) {
      phrases.sort((a, b) => b.words.length - a.words.length);
    }
  }

  tokens(text: string): string[] {
    const words = this.words(text);
    const read: Word[] = [];
    for (let at = 0; at < words.length;) {
      const synonym = this.synonymsByFirstToken
        .get(words[at]!.token)
        ?.find((phrase) => phrase.words.every((word, offset) => sameWord(words[at + offset], word)));
      read.push(...(synonym?.readAs ?? [words[at]!]));
      at += synonym?.words.length ?? 1;
    }
    return read.filter((word) => !word.stop).map((word) => word.token);
  }

  /** The stems of a text's words that are not stop words, before synonyms are read. */
  stems(text: string): string[] {
    return this.words(text)
      .filter((word) => !word.stop)
      .map((word) => word.token);
  }

  private words(text: string): Word[] {
    return (
      wordsOf(text, this.vocabulary.normalise)
        // Without known words (while the guides themselves are read), nothing is taken for glued.
        .map((word) => (this.known === null ? word : this.vocabulary.unglue(word, (known) => this.isKnown(known))))
        .map((word) =>
          this.stopWords.has(word) ? { token: word, stop: true } : { token: this.vocabulary.stem(word), stop: false },
        )
    );
  }

  private knownStems: ReadonlySet<string> | undefined;

  private isKnown(word: string): boolean {
    this.knownStems ??= this.known?.() ?? new Set();
    return this.stopWords.has(word) || this.knownStems.has(this.vocabulary.stem(word));
  }
}

/** Every text of a guide a person could echo in a description: the words of the French (or English) people read. */
function textsOf(guide: RepairGuide): string[] {
  return [
    guide.title,
    guide.item,
    ...guide.keywords,
    ...guide.diagnosis.flatMap(({ cause, signs }) => [cause, signs]),
    ...guide.tools.flatMap((tool) => [tool.name, tool.note ?? '', ...(tool.alternatives ?? [])]),
    ...guide.materials.flatMap((material) => [material.name, material.note ?? '']),
    ...guide.safetyWarnings.map(({ text }) => text),
    ...guide.steps.flatMap((step) => [step.text, step.caution ?? '']),
    ...guide.verification,
    ...guide.callAProWhen,
    ...(guide.troubleshooting ?? []).flatMap((note) => [note.problem, note.answer, ...(note.keywords ?? [])]),
  ];
}

/** A phrase whose words are all there but apart ("the door handle on my car") counts for less than a whole one. */
const SCATTERED_PHRASE_WEIGHT = 0.5;
/** What a keyword found with several words adds, per word beyond the first, times its words' mean rarity. */
const PHRASE_BONUS = 1;
/** A troubleshooting note fits a question that shares this many words with its problem (one alone is chance)... */
const MIN_PROBLEM_WORDS = 2;
/** ...or names one of its keywords, which counts as this many shared words. */
const KEYWORD_WORDS_WORTH = 2;
/** A guide of a category the description does not name, when it names others, keeps this share of its score. */
const OTHER_CATEGORY_WEIGHT = 0.3;

/** 1 when a phrase's tokens are found together and in order, less when all are there but apart, else 0. */
function foundIn(phrase: readonly string[], tokens: readonly string[]): number {
  for (let start = 0; start + phrase.length <= tokens.length; start++) {
    if (phrase.every((token, offset) => tokens[start + offset] === token)) return 1;
  }
  return phrase.every((token) => tokens.includes(token)) ? SCATTERED_PHRASE_WEIGHT : 0;
}

interface IndexedKeyword {
  readonly keyword: string;
  readonly tokens: readonly string[];
}

interface IndexedGuide {
  readonly guide: RepairGuide;
  readonly keywords: readonly IndexedKeyword[];
  /** Every token of its keywords, item and title, each counted once. */
  readonly terms: ReadonlySet<string>;
  /** Its own category and those its item or title names: re-caulking a tub is walls-floors, and plumbing too. */
  readonly categories: ReadonlySet<RepairCategory>;
}

interface ReadEvidence {
  readonly tokens: readonly string[];
  readonly weight: number;
}

/**
 * Matches evidence against a knowledge base. Built once per set of guides: their keywords (plus the
 * vocabulary's extra ones), item and title are tokenised up front, and each token is rated by how few guides
 * use it.
 */
export class GuideMatcher {
  private readonly tokeniser: Tokeniser;
  private readonly guides: readonly IndexedGuide[];
  /** How much finding a token tells: ln(1 + guides / guides using it), so a word all guides share ("leak") tells little. */
  private readonly rarity = new Map<string, number>();
  private readonly contexts: readonly { readonly category: RepairCategory; readonly phrases: readonly string[][] }[];
  private readonly language: Language;

  constructor(guides: readonly RepairGuide[], vocabulary: MatchingVocabulary) {
    const ids = new Set(guides.map((guide) => guide.id));
    const unknown = Object.keys(vocabulary.extraKeywords).filter((id) => !ids.has(id));
    if (unknown.length > 0)
      throw new Error(`Extra keywords are given for guides that do not exist: ${unknown.join(', ')}`);
    // The words the guides and the vocabulary use, to tell "dhuile" (glued "d'huile") from a word of its own. Their
    // texts repeat a few thousand words many times over: each is read once (reading never joins what spaces part).
    const known = () => {
      const plain = new Tokeniser(vocabulary);
      const texts = [
        ...guides.flatMap(textsOf),
        ...vocabulary.synonyms.flat(),
        ...Object.values(vocabulary.categoryContext).flat(),
        ...Object.values(vocabulary.extraKeywords).flat(),
      ];
      const written = new Set(texts.flatMap((text) => text.split(/\s+/)));
      return new Set([...written].flatMap((word) => plain.stems(word)));
    };
    this.tokeniser = new Tokeniser(vocabulary, known);
    this.language = vocabulary.language;
    this.contexts = Object.entries(vocabulary.categoryContext).map(([category, phrases]) => ({
      category: category as RepairCategory,
      phrases: (phrases ?? []).map((phrase) => this.tokeniser.tokens(phrase)).filter((tokens) => tokens.length > 0),
    }));
    this.guides = guides.map((guide) => this.indexed(guide, vocabulary.extraKeywords[guide.id] ?? []));
    const users = new Map<string, number>();
    for (const { terms } of this.guides) for (const term of terms) users.set(term, (users.get(term) ?? 0) + 1);
    for (const [term, count] of users) this.rarity.set(term, Math.log(1 + this.guides.length / count));
  }

  /**
   * Scores every guide against the evidence, best first; guides that matched nothing are left out. Each token
   * counts once per guide, by its rarity and the trust in the source it came from; a keyword of several words
   * found adds a bonus (more when its words are together); guides of a category the evidence rules out fall
   * behind.
   */
  rank(evidence: readonly EvidenceText[]): GuideMatch[] {
    const read: ReadEvidence[] = evidence
      .map((item) => ({
        tokens: this.tokeniser.tokens(item.text),
        weight: SOURCE_WEIGHT[item.source] * item.certainty,
      }))
      .filter((item) => item.tokens.length > 0);
    if (read.length === 0) return [];
    const tokenWeight = new Map<string, number>();
    for (const item of read) {
      for (const token of item.tokens) tokenWeight.set(token, Math.max(tokenWeight.get(token) ?? 0, item.weight));
    }
    const named = this.categoriesNamed(read.map((item) => item.tokens));
    const matches: GuideMatch[] = [];
    for (const { guide, keywords, terms, categories } of this.guides) {
      let score = 0;
      for (const term of terms) score += (tokenWeight.get(term) ?? 0) * this.rarity.get(term)!;
      if (score === 0) continue;
      const matched: string[] = [];
      for (const { keyword, tokens } of keywords) {
        const found = Math.max(...read.map((item) => foundIn(tokens, item.tokens) * item.weight));
        if (found === 0) continue;
        matched.push(keyword);
        const meanRarity = tokens.reduce((sum, token) => sum + this.rarity.get(token)!, 0) / tokens.length;
        score += found * PHRASE_BONUS * (tokens.length - 1) * meanRarity;
      }
      if (named.size > 0 && ![...categories].some((category) => named.has(category))) score *= OTHER_CATEGORY_WEIGHT;
      matches.push({ guide, score, matchedKeywords: matched });
    }
    return matches.sort((a, b) => b.score - a.score || a.guide.id.localeCompare(b.guide.id));
  }

  /** The knowledge base's advice: the best guide when the evidence points at it clearly, else a request for detail. */
  advise(analysis: SeenContent | null, description: string | null): RepairAdvice {
    const ranked = this.rank(evidenceOf(analysis, description));
    const confidence = matchConfidence(ranked);
    const best = ranked[0];
    if (!best || confidence < MIN_CONFIDENCE_FOR_STEPS) return moreDetailNeeded(confidence, this.language);
    const { guide } = best;
    return {
      title: guide.title,
      item: guide.item,
      category: guide.category,
      diagnosis: guide.diagnosis.map(({ cause, signs }) => ({ cause, signs })),
      difficulty: guide.difficulty,
      estimatedMinutes: { min: guide.estimatedMinutes.min, max: guide.estimatedMinutes.max },
      tools: guide.tools.map((tool) => ({
        name: tool.note ? `${tool.name} — ${tool.note}` : tool.name,
        alternatives: [...(tool.alternatives ?? [])],
      })),
      materials: guide.materials.map((material) => ({ name: material.name, note: material.note ?? null })),
      safetyWarnings: guide.safetyWarnings.map(({ severity, text }) => ({ severity, text })),
      steps: guide.steps.map((step) => ({ text: step.text, caution: step.caution ?? null })),
      verification: [...guide.verification],
      whenToCallAPro: [...guide.callAProWhen],
      proRecommended: guide.proRecommended,
      confidence,
      moreDetailRequest: null,
      source: { writer: 'knowledge-base', guideId: guide.id, guideTitle: guide.title },
      observation: null,
    };
  }

  /**
   * The guide's troubleshooting note a follow-up question asks about, or null. A note fits when one of its
   * keywords is in the question whole, or when at least two words of its problem are and one of them is not a
   * word of the guide's title or item: those say what the whole guide is about ("breaker", "trip"), so "why does
   * my breaker trip?" asks about no note in particular. The note with the most wins, the first written on a tie.
   * Words are read as for guides (stems, synonyms, no stop words).
   */
  troubleshootingNoteFor(guide: RepairGuide, question: string): TroubleshootingNote | null {
    const subject = new Set([...this.tokeniser.tokens(guide.title), ...this.tokeniser.tokens(guide.item)]);
    const asked = this.tokeniser.tokens(question);
    let best: { readonly note: TroubleshootingNote; readonly score: number } | null = null;
    for (const note of guide.troubleshooting ?? []) {
      // A keyword of stop words only ("still see it") has no tokens left, and would be found in any question.
      const keywordsFound = (note.keywords ?? [])
        .map((keyword) => this.tokeniser.tokens(keyword))
        .filter((tokens) => tokens.length > 0 && foundIn(tokens, asked) === 1).length;
      const problemWords = [...new Set(this.tokeniser.tokens(note.problem))].filter((token) => asked.includes(token));
      const aboutTheNote =
        problemWords.length >= MIN_PROBLEM_WORDS && problemWords.some((token) => !subject.has(token));
      if (keywordsFound === 0 && !aboutTheNote) continue;
      const score = keywordsFound * KEYWORD_WORDS_WORTH + problemWords.length;
      if (!best || score > best.score) best = { note, score };
    }
    return best?.note ?? null;
  }

  private indexed(guide: RepairGuide, extraKeywords: readonly string[]): IndexedGuide {
    const keywords = [...new Set([...guide.keywords, ...extraKeywords, guide.item])]
      .map((keyword) => ({ keyword, tokens: this.tokeniser.tokens(keyword) }))
      .filter(({ tokens }) => tokens.length > 0);
    const titleTokens = this.tokeniser.tokens(guide.title);
    const terms = new Set([...keywords.flatMap(({ tokens }) => tokens), ...titleTokens]);
    const categories = this.categoriesNamed([this.tokeniser.tokens(guide.item), titleTokens]).add(guide.category);
    return { guide, keywords, terms, categories };
  }

  /** The categories whose context words appear in any of these token lists. */
  private categoriesNamed(texts: readonly (readonly string[])[]): Set<RepairCategory> {
    return new Set(
      this.contexts
        .filter(({ phrases }) => phrases.some((phrase) => texts.some((tokens) => foundIn(phrase, tokens) === 1)))
        .map(({ category }) => category),
    );
  }
}

/**
 * The confidence shown is the chance that the best guide is the right one, read from how much evidence points at
 * it and how far it leads the runner-up: a logistic curve fitted by maximum likelihood on the tuning part of
 * bench/eval/repair-descriptions.yaml. Right answers there are nearly all, so the fit also counted, at a weight of
 * 3 %, each description ranked without its own guide (a problem the knowledge base does not cover) as a wrong
 * answer. `npm run eval` measures the calibration error.
 */
const CONFIDENCE_CURVE = { intercept: -5.77, perLogScore: 3.19, perLead: 1.38 } as const;
/**
 * How far ahead of the runner-up the best guide must be to count as clearly ahead. Closer than this, its
 * confidence is scaled down, to 0 at a tie: between near-equal guides the answer is a guess, and asking for more
 * detail costs the person nothing while a wrong repair costs them one.
 */
const CLEAR_LEAD = 0.1;

/** 0..1: how likely the best guide is the repair described, lower when the runner-up is nearly as good. */
export function matchConfidence(ranked: readonly GuideMatch[]): number {
  const [best, second] = ranked;
  if (!best) return 0;
  const lead = second ? (best.score - second.score) / best.score : 1;
  const { intercept, perLogScore, perLead } = CONFIDENCE_CURVE;
  const logit = intercept + perLogScore * Math.log(best.score) + perLead * lead;
  return clampConfidence(Math.min(1, lead / CLEAR_LEAD) / (1 + Math.exp(-logit)));
}
