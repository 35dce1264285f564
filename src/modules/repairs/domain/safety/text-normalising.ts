import type { Language, Localised } from '../../../../shared/domain/locale.js';
import { foldAccents, frenchStem, withoutElisions, withoutGluedElision } from '../language/french-words.js';

/**
 * Turns what people type into words the safety check can compare: lower case, no punctuation, a light stem
 * ("sparking", "sparks" and "sparked" all become "spark"), filler words dropped, and each word marked when a
 * negation ("no", "not", "doesn't") governs it. Rule phrases go through the same stemming, so a rule written
 * as "smells like rotten eggs" finds "smell of rotten egg". French is read the same way with its own words
 * ("pas d'odeur de gaz": "odeur" and "gaz" negated), accents folded.
 */

/** One word of a sentence as the rules see it. A comma keeps its place as a word that matches nothing. */
export interface Word {
  readonly stem: string;
  /** A negation governs this word ("no gas smell", "not sparking"). */
  readonly negated: boolean;
}

/** Any year from 1900 to 1989, or a decade such as "60s" or "1970s", reads as this word. */
export const BUILT_BEFORE_1990 = 'pre1990';

const wordSet = (list: string) => new Set(list.split(' '));

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

/** What reading a language needs: its filler, negation and clause words, and how its text is prepared and stemmed. */
interface LanguageReading {
  /** Lower case, without apostrophes (and in French without accents or elided articles). */
  readonly prepare: (text: string) => string;
  readonly stem: (word: string) => string;
  readonly filler: ReadonlySet<string>;
  readonly negations: ReadonlySet<string>;
  /** How many meaningful words after a negation it governs. */
  readonly negationReach: number;
  /** Negations that also govern the word just before them: spoken French negates after the verb ("chauffe pas"). */
  readonly negatingBackward: ReadonlySet<string>;
  /** After a negation, a word that says the opposite of one: "won't stop beeping" goes on beeping. */
  readonly continuationsAfter: ReadonlySet<string>;
  /** Before a negation, the same: French puts the verb first ("n'arrête pas de sonner", "sonne sans arrêt"). */
  readonly continuationsBefore: ReadonlySet<string>;
  readonly clauseWords: ReadonlySet<string>;
  readonly alternatives: ReadonlySet<string>;
  /** A word without a short word glued to it ("lodeur" typed for "l'odeur"), given which words are known. */
  readonly unglue: (word: string, isKnown: (word: string) => boolean) => string;
}

/** French expressions that look negative and are not ("pas mal" is "a lot"), or that hide a negation word. */
const FRENCH_IDIOMS: readonly (readonly [RegExp, string])[] = [
  [/\bpas mal\b/g, 'beaucoup'],
  [/\bpas a peu pres\b/g, 'beaucoup'],
  [/\bpas loin\b/g, 'proche'],
  [/\bde plus en plus\b/g, 'davantage'],
  // "Il n'y a que de la fumée": only smoke, which is smoke.
  [/\bne y a que\b/g, 'y a'],
];

/** "pas de fumée" negates what follows only ("de la fumée pas de flamme" still says smoke): read as one word. */
const NEGATED_NOUN = /\b(pas|pu) (?:de |du |des |d['’])/g;

function prepareFrench(text: string): string {
  return FRENCH_IDIOMS.reduce(
    (prepared, [idiom, plain]) => prepared.replace(idiom, plain),
    withoutElisions(foldAccents(text).replace(NEGATED_NOUN, '$1de ')),
  );
}

const FRENCH_CONTINUATIONS = wordSet(
  'arrete arretent arretait arreter arret cesse cessent cessait cesser lache lachent lachait',
);

const READINGS: Localised<LanguageReading> = {
  en: {
    prepare: (text) => text.toLowerCase().replace(/['’‘`]/g, ''),
    stem,
    filler: FILLER_WORDS,
    negations: NEGATIONS,
    negationReach: NEGATION_REACH,
    negatingBackward: new Set(),
    continuationsAfter: CONTINUATIONS,
    continuationsBefore: new Set(),
    clauseWords: CLAUSE_WORDS,
    alternatives: ALTERNATIVES,
    unglue: (word) => word,
  },
  fr: {
    prepare: prepareFrench,
    stem: (word) => (YEAR_BEFORE_1990.test(word) ? BUILT_BEFORE_1990 : frenchStem(word)),
    filler: wordSet(
      'le la les un une des du de au aux a ce ca cela ceci cet cette ces mon ma mes ton ta tes son sa ses notre nos ' +
        'votre vos leur leurs je tu il elle on nous vous ils elles me te se y en est sont etait etaient suis es ai ' +
        'as avons avez ont avait avaient qui que dont tres vraiment juste bien comme genre quelque tout toute tous ' +
        'toutes ici aussi meme assez fait fais vient viens ben bin mettons tse',
    ),
    negations: wordSet('ne pas pu pasde pude jamais aucun aucune rien sans ni personne nulle'),
    // "pas de" was read as one word ("pasde") that negates forward only: "fumée pas de flamme" is still smoke.
    negationReach: 3,
    negatingBackward: wordSet('pas pu jamais'),
    continuationsAfter: FRENCH_CONTINUATIONS,
    continuationsBefore: FRENCH_CONTINUATIONS,
    clauseWords: wordSet(
      'mais et donc puis pis alors parce car quand lorsque sauf cependant pourtant maintenant pendant tandis',
    ),
    alternatives: wordSet('ou ni'),
    unglue: withoutGluedElision,
  },
};

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
function rawWords(text: string, reading: LanguageReading): string[] {
  return reading
    .prepare(text)
    .replace(/,/g, ' , ')
    .replace(/[^a-z0-9,]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/** A rule's phrase as stems, filler dropped: "smells like rotten eggs" → ["smell", "rotten", "egg"]. */
export function phraseStems(phrase: string, language: Language = 'en'): string[] {
  const reading = READINGS[language];
  return rawWords(phrase, reading)
    .filter((word) => word !== COMMA && !reading.filler.has(word))
    .map(reading.stem);
}

/** The stems of a language's negation words: a rule phrase that holds one ("ouvre pas") says a negation itself. */
export function negationStems(language: Language): ReadonlySet<string> {
  const reading = READINGS[language];
  return new Set([...reading.negations].map(reading.stem));
}

/** Marks the words a negation governs, within one sentence. */
function markNegations(words: readonly string[], reading: LanguageReading): Word[] {
  const marked: Word[] = [];
  let reachLeft = 0;
  words.forEach((word, index) => {
    const stemmed = reading.stem(word);
    if (word === COMMA || reading.clauseWords.has(word)) {
      reachLeft = 0;
      marked.push({ stem: word === COMMA ? COMMA : stemmed, negated: false });
      return;
    }
    const continued =
      reading.continuationsAfter.has(words[index + 1] ?? '') || reading.continuationsBefore.has(words[index - 1] ?? '');
    if (reading.negations.has(word) && !continued) {
      reachLeft = reading.negationReach;
      const before = marked.at(-1);
      if (reading.negatingBackward.has(word) && before && before.stem !== COMMA) {
        marked[marked.length - 1] = { ...before, negated: true };
      }
      marked.push({ stem: stemmed, negated: false });
      return;
    }
    const negated = reachLeft > 0;
    if (!reading.alternatives.has(word)) reachLeft = Math.max(0, reachLeft - 1);
    marked.push({ stem: stemmed, negated });
  });
  return marked;
}

/**
 * The sentences of a text, each as its meaningful words, read as the language reads them. known: the stems the
 * rules use, so that a word typed with an elision glued on ("lodeur", "deau") is read as the word it hides.
 */
export function sentencesOf(text: string, language: Language = 'en', known: ReadonlySet<string> = new Set()): Word[][] {
  const reading = READINGS[language];
  const isKnown = (word: string) =>
    reading.filler.has(word) || reading.negations.has(word) || known.has(reading.stem(word));
  return text
    .split(/[.!?;\n]+/)
    .map((sentence) =>
      markNegations(
        rawWords(sentence, reading)
          .map((word) => (known.size === 0 ? word : reading.unglue(word, isKnown)))
          .filter((word) => !reading.filler.has(word)),
        reading,
      ),
    )
    .filter((sentence) => sentence.length > 0);
}
