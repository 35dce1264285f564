import { stemmer } from 'stemmer';
import { z } from 'zod';
import { LANGUAGES, type Language, type Localised } from '../../../../shared/domain/locale.js';
import type { MatchingVocabulary } from '../../domain/guide-matching.js';
import { foldAccents, frenchStem, withoutElisions, withoutGluedElision } from '../../domain/language/french-words.js';
import { REPAIR_CATEGORIES } from '../../domain/knowledge-base/repair-guide.js';
import { readKnowledgeFile, shippedKnowledgeFile } from './knowledge-file.js';

/** The vocabularies shipped with RepairLens, next to this file: English, and Canadian French. */
export const SHIPPED_VOCABULARY_FILE = shippedKnowledgeFile(new URL('./matching-vocabulary', import.meta.url));
export const SHIPPED_FRENCH_VOCABULARY_FILE = shippedKnowledgeFile(
  new URL('./matching-vocabulary.fr-CA', import.meta.url),
);

/**
 * How each language's words are read: English drops apostrophes ("won't" → "wont") and uses the Porter stemmer;
 * French also folds accents and elided articles ("l'évier" → "evier"), even typed without the apostrophe
 * ("levier" stays a lever, "lautoroute" is read "autoroute"), and uses RepairLens's light French stem.
 */
const READING: Localised<Pick<MatchingVocabulary, 'normalise' | 'stem' | 'unglue'>> = {
  en: { normalise: (text) => text.toLowerCase().replace(/[’']/g, ''), stem: stemmer, unglue: (word) => word },
  fr: { normalise: (text) => withoutElisions(foldAccents(text)), stem: frenchStem, unglue: withoutGluedElision },
};

/** Words or phrases separated by commas: one group a line reads better than one word a line. */
const list = z.string().transform((text) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);
const nonEmptyList = list.pipe(z.array(z.string()).min(1, 'must list at least one word or phrase'));

const vocabularyFile = z
  .object({
    /** The language of the words; English when absent. */
    language: z.enum(LANGUAGES).default('en'),
    keepWhole: list,
    stopWords: list,
    synonyms: z.array(list.pipe(z.array(z.string()).min(2, 'a synonym group needs two members at least'))),
    categoryContext: z.partialRecord(z.enum(REPAIR_CATEGORIES), nonEmptyList),
    extraKeywords: z.record(z.string(), nonEmptyList),
  })
  .strict();

/**
 * Reads the matching vocabulary (stop words, synonyms, category context words, extra keywords), YAML or compiled
 * JSON (knowledge-file.ts), and pairs it with its language's reading and stemmer. Synchronous: it runs once, when
 * the writer is built at start.
 */
export function loadMatchingVocabulary(file: string = SHIPPED_VOCABULARY_FILE): MatchingVocabulary {
  const read = readKnowledgeFile(file);
  if ('errors' in read) throw new Error(`The matching vocabulary ${file} cannot be read:\n${read.errors.join('\n')}`);
  const parsed = vocabularyFile.safeParse(read.content);
  if (!parsed.success)
    throw new Error(`The matching vocabulary ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  const { keepWhole, ...vocabulary } = parsed.data;
  const { normalise, stem, unglue } = READING[vocabulary.language];
  // Kept-whole words are compared as the text is read: "plancher" is not "planche".
  const whole = new Set(keepWhole.map(normalise));
  return { ...vocabulary, normalise, unglue, stem: (word) => (whole.has(word) ? word : stem(word)) };
}

/** The vocabulary shipped for a language. */
export function loadShippedVocabulary(language: Language): MatchingVocabulary {
  return loadMatchingVocabulary(language === 'fr' ? SHIPPED_FRENCH_VOCABULARY_FILE : SHIPPED_VOCABULARY_FILE);
}
