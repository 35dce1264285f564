/**
 * How French words are read for matching and for the safety check: accents folded, elided articles and pronouns
 * dropped ("l'eau" → "eau"), and a light stem that brings plurals and the common verb endings together. People
 * type without accents and with typos; reading both sides the same way makes "bouchée", "bouché" and "boucher"
 * one word.
 */

/** Lower case, without accents or ligatures: "Évier" → "evier", "cœur" → "coeur". */
export function foldAccents(text: string): string {
  return text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The words that lose their vowel before another (l', d', n', qu'...). What follows the apostrophe is the word
 * that counts; "n'" is kept as "ne", since it negates.
 */
const ELIDED: Readonly<Record<string, string>> = {
  l: '',
  d: '',
  j: '',
  m: '',
  t: '',
  s: '',
  c: '',
  qu: '',
  jusqu: '',
  lorsqu: '',
  puisqu: '',
  n: 'ne ',
};

/** The elided words, longest first ("jusqu" before "j"), for text typed without its apostrophes. */
const GLUED_ELISIONS: readonly string[] = Object.keys(ELIDED).sort((a, b) => b.length - a.length);
/** Shorter words are never read as glued ("the" is not "t'he"). */
const MIN_GLUED_WORD = 4;

/**
 * A word typed with an elided word glued on, as people type without apostrophes ("dhuile", "lodeur", "cest"):
 * read without it when the word is not one isKnown knows and what remains, starting with a vowel or an h, is one
 * ("levier", a lever, stays). Any other word is returned as it is.
 */
export function withoutGluedElision(word: string, isKnown: (word: string) => boolean): string {
  if (word.length < MIN_GLUED_WORD || isKnown(word)) return word;
  const glued = GLUED_ELISIONS.find((elision) => {
    const rest = word.slice(elision.length);
    return word.startsWith(elision) && /^[aeiouyh]/.test(rest) && isKnown(rest);
  });
  return glued === undefined ? word : word.slice(glued.length);
}

/** Elided words dropped or spelt whole ("l'odeur" → "odeur", "n'ouvre" → "ne ouvre"); other apostrophes vanish. */
export function withoutElisions(text: string): string {
  return text.replace(/([a-z]+)['’‘`]/g, (_whole, before: string) => ELIDED[before] ?? before);
}

/**
 * Endings taken off after the plural, longest first: the nouns made from verbs ("changement", "grincement" meet
 * "changer", "grincer"), verb forms and the feminine of past participles.
 */
const ENDINGS = ['ement', 'aient', 'ait', 'ant', 'ent', 'ee', 'er', 'ez', 'e'] as const;
/** What must remain of a word once an ending is taken off, so short words ("vent", "gaz") keep their sense. */
const MIN_STEM = 3;

/**
 * A light French stem of a folded word: plural -s, -x and -aux, then the endings above, then -al read as -au so
 * that "cheval" and "chevaux" meet. Not a linguist's stemmer: the same word in its common forms gives the same
 * stem, and that is all matching needs.
 */
export function frenchStem(word: string): string {
  if (word.length <= MIN_STEM || /\d/.test(word)) return word;
  let stem = word;
  if (/[aeo]ux$/.test(stem)) stem = stem.slice(0, -1);
  else if (stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  const ending = ENDINGS.find((candidate) => stem.endsWith(candidate) && stem.length - candidate.length >= MIN_STEM);
  if (ending) stem = stem.slice(0, -ending.length);
  if (stem.endsWith('al') && stem.length > MIN_STEM) stem = `${stem.slice(0, -2)}au`;
  return stem;
}
