import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stemmer } from 'stemmer';
import { parse } from 'yaml';
import { z } from 'zod';
import type { MatchingVocabulary } from '../../domain/guide-matching.js';
import { REPAIR_CATEGORIES } from '../../domain/knowledge-base/repair-guide.js';

/** The English vocabulary shipped with RepairLens, next to this file. */
export const SHIPPED_VOCABULARY_FILE = fileURLToPath(new URL('./matching-vocabulary.yaml', import.meta.url));

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
    keepWhole: list,
    stopWords: list,
    synonyms: z.array(list.pipe(z.array(z.string()).min(2, 'a synonym group needs two members at least'))),
    categoryContext: z.partialRecord(z.enum(REPAIR_CATEGORIES), nonEmptyList),
    extraKeywords: z.record(z.string(), nonEmptyList),
  })
  .strict();

/**
 * Reads the matching vocabulary (stop words, synonyms, category context words, extra keywords) and pairs it
 * with the Porter stemmer. Synchronous: it runs once, when the writer is built at start.
 */
export function loadMatchingVocabulary(file: string = SHIPPED_VOCABULARY_FILE): MatchingVocabulary {
  const parsed = vocabularyFile.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`The matching vocabulary ${file} is not valid:\n${z.prettifyError(parsed.error)}`);
  const { keepWhole, ...vocabulary } = parsed.data;
  const whole = new Set(keepWhole);
  return { ...vocabulary, stem: (word) => (whole.has(word) ? word : stemmer(word)) };
}
