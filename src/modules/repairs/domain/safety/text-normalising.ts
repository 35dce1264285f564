/**
 * Turns what people type into words the safety check can compare: lower case, no punctuation, a light stem
 * ("sparking", "sparks" and "sparked" all become "spark"), filler words dropped, and each word marked when a
 * negation ("no", "not", "doesn't") governs it. Rule phrases go through the same stemming, so a rule written
 * as "smells like rotten eggs" finds "smell of rotten egg".
 */

/** One word of a sentence as the rules see it. A comma keeps its place as a word that matches nothing. */
export interface Word {
  readonly stem: string;
  /** A negation governs this word ("no gas smell", "not sparking"). */
  readonly negated: boolean;
}

/** Any year from 1900 to 1989, or a decade such as "60s" or "1970s", reads as this word. */
export const BUILT_BEFORE_1990 = 'pre1990';

/** Words that carry no meaning for the rules; dropping them lets "smell of gas" match "smell gas". */
const FILLER_WORDS = new Set(
  (
    'a an the is are was were am be been being it its this that these those my our their his her of to i im ive ' +
    'id we weve just some any very really like something someone kind sort there theres here also even all quite ' +
    'pretty literally totally definitely'
  ).split(' '),
);

/** Words that negate what follows them, up to NEGATION_REACH words and not past a comma or a clause word. */
const NEGATIONS = new Set(
  (
    'no not never without nothing none nor neither dont doesnt didnt isnt arent wasnt werent hasnt havent hadnt ' +
    'cant cannot couldnt wont wouldnt shouldnt aint nope dosent doesent'
  ).split(' '),
);

/** "won't stop beeping" says the opposite of a negation: the sound goes on. */
const CONTINUATIONS = new Set(['stop', 'quit', 'shut', 'end']);

/** Words that start a new clause, which a negation does not reach into ("no smell but it sparks"). */
const CLAUSE_WORDS = new Set('but and so then until because though although however yet while now except'.split(' '));

/** How many meaningful words after a negation it governs: "no sparks or smoke", "don't smell gas". */
const NEGATION_REACH = 2;

/** Words joining alternatives, which the negation reaches across without using up its reach. */
const ALTERNATIVES = new Set(['or', 'nor']);

const COMMA = ',';

/** Words kept whole, because their stem would be another word: "alarming" (sounding) is not "alarm" (a device). */
const KEPT_WHOLE = new Set(['alarming']);

const YEAR_BEFORE_1990 = /^(19[0-8]\d|19[0-8]0s|[5-8]0s)$/;

/** Drops one of a doubled final consonant left by a suffix ("sagg" → "sag"), except l, s and z ("smell", "hiss"). */
function undouble(word: string): string {
  const last = word.at(-1);
  return last && last === word.at(-2) && !'lsz'.includes(last) ? word.slice(0, -1) : word;
}

/** The singular of a plural: "batteries" → "battery", "switches" → "switch", "sparks" → "spark"; "gas" stays. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(s|x|z|ch|sh|o)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** A light English stem: plural, -ing, -ed and a final e removed, consistently for text and rules alike. */
export function stem(word: string): string {
  if (KEPT_WHOLE.has(word)) return word;
  if (YEAR_BEFORE_1990.test(word)) return BUILT_BEFORE_1990;
  if (word.length <= 3 || /\d/.test(word)) return word;
  let result = singular(word);
  if (result.endsWith('ing') && result.length >= 6) result = undouble(result.slice(0, -3));
  else if (result.endsWith('ed') && result.length >= 5) result = undouble(result.slice(0, -2));
  if (result.endsWith('e') && result.length >= 4) result = result.slice(0, -1);
  return result;
}

/** Lower-case words and commas: apostrophes vanish ("won't" → "wont"), other punctuation separates words. */
function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/,/g, ' , ')
    .replace(/[^a-z0-9,]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/** A rule's phrase as stems, filler dropped: "smells like rotten eggs" → ["smell", "rotten", "egg"]. */
export function phraseStems(phrase: string): string[] {
  return rawWords(phrase)
    .filter((word) => word !== COMMA && !FILLER_WORDS.has(word))
    .map(stem);
}

/** Marks the words a negation governs, within one sentence. */
function markNegations(words: readonly string[]): Word[] {
  const marked: Word[] = [];
  let reachLeft = 0;
  words.forEach((word, index) => {
    if (word === COMMA || CLAUSE_WORDS.has(word)) {
      reachLeft = 0;
      marked.push({ stem: word === COMMA ? COMMA : stem(word), negated: false });
      return;
    }
    if (NEGATIONS.has(word) && !CONTINUATIONS.has(words[index + 1] ?? '')) {
      reachLeft = NEGATION_REACH;
      marked.push({ stem: stem(word), negated: false });
      return;
    }
    const negated = reachLeft > 0;
    if (!ALTERNATIVES.has(word)) reachLeft = Math.max(0, reachLeft - 1);
    marked.push({ stem: stem(word), negated });
  });
  return marked;
}

/** The sentences of a text, each as its meaningful words. */
export function sentencesOf(text: string): Word[][] {
  return text
    .split(/[.!?;\n]+/)
    .map((sentence) => markNegations(rawWords(sentence).filter((word) => !FILLER_WORDS.has(word))))
    .filter((sentence) => sentence.length > 0);
}
