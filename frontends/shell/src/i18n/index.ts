import { readStored, writeStored } from '../lib/browser-storage';
import en from './en.json';
import {
  initialLocale,
  isFrench,
  LOCALE_QUERY_PARAMETER,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './locale';
import { registerFormatters } from './formats';
import { i18n, SHELL_NAMESPACE } from './translation';

/**
 * The shell's message catalogue. Every user-facing text lives in en.json, but for the repair and contractor
 * screens' own (repairs.en.json under `repairs`, contractors.en.json under `contractors`); each fr-CA file has
 * the same keys in Canadian French. The core English texts are in the app's own bundle; a feature's texts are
 * fetched with the pages that show them (loadFeatureMessages), and French only when French is chosen, so a first
 * visit downloads only what its page shows (issue 17). en-CA and en-US read the English catalogue, and Intl
 * formats dates, numbers and money for the locale chosen (`{{count, number}}` in a text). Components read the
 * texts through translation.tsx.
 */
type Catalogue = Record<string, unknown>;
type CatalogueChunk = () => Promise<{ readonly default: Catalogue }>;

/** The features whose texts load with their pages: each is merged into the shell namespace under its name. */
const FEATURE_CATALOGUES = {
  repairs: {
    en: () => import(/* webpackChunkName: "i18n-repairs" */ './repairs.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-repairs-fr-CA" */ './repairs.fr-CA.json'),
  },
  contractors: {
    en: () => import(/* webpackChunkName: "i18n-contractors" */ './contractors.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-contractors-fr-CA" */ './contractors.fr-CA.json'),
  },
} satisfies Record<string, Record<'en' | 'fr-CA', CatalogueChunk>>;

export type FeatureCatalogue = keyof typeof FEATURE_CATALOGUES;

/** The features whose texts a page has asked for: a switch to French fetches theirs too. */
const featuresInUse = new Set<FeatureCatalogue>();

/** Adds a catalogue chunk's texts once, deep-merged into the shell namespace (under `feature` for a feature's). */
const added = new Map<string, Promise<void>>();
function addOnce(language: 'en' | 'fr-CA', part: string, load: CatalogueChunk, feature?: FeatureCatalogue) {
  const key = `${language}/${part}`;
  let adding = added.get(key);
  if (!adding) {
    adding = load().then(({ default: texts }) => {
      i18n.addResourceBundle(language, SHELL_NAMESPACE, feature ? { [feature]: texts } : texts);
    });
    // A failed fetch may be tried again (the page's Try Again).
    adding.catch(() => added.delete(key));
    added.set(key, adding);
  }
  return adding;
}

/** Fetches the French texts in use once (the core catalogue first, then the features'); nothing for English. */
async function loadCatalogue(locale: SupportedLocale): Promise<void> {
  if (!isFrench(locale)) return;
  await addOnce('fr-CA', 'core', () => import(/* webpackChunkName: "i18n-fr-CA" */ './fr-CA.json'));
  await Promise.all(
    [...featuresInUse].map((feature) => addOnce('fr-CA', feature, FEATURE_CATALOGUES[feature]['fr-CA'], feature)),
  );
}

/**
 * The texts of the features a page shows, in English and, when the page is read in French, in French: route
 * loaders fetch them beside the page's code, so the page never renders a key.
 */
export async function loadFeatureMessages(...features: FeatureCatalogue[]): Promise<void> {
  for (const feature of features) featuresInUse.add(feature);
  await Promise.all([
    ...features.map((feature) => addOnce('en', feature, FEATURE_CATALOGUES[feature].en, feature)),
    loadCatalogue(currentLocale()),
  ]);
}

function showLocale(locale: SupportedLocale): void {
  document.documentElement.lang = locale;
}

const locale = initialLocale({
  query: new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAMETER),
  stored: readStored('local', LOCALE_STORAGE_KEY),
  preferred: navigator.languages,
});
showLocale(locale);

i18n.addResourceBundle('en', SHELL_NAMESPACE, en);
i18n.changeLanguage(locale);
registerFormatters(i18n);
/**
 * The catalogue the page opens in: the first render waits for it (bootstrap.tsx), so a page opened in French
 * shows no English first. A promise rather than a top-level await, which would add webpack's async-module
 * code to every first visit.
 */
export const initialCatalogue = loadCatalogue(locale);

/** The locale the shell speaks now. */
export function currentLocale(): SupportedLocale {
  return SUPPORTED_LOCALES.find((supported) => supported === i18n.language) ?? 'en-CA';
}

/**
 * Switches the whole app to another locale (its catalogue fetched first, so no text shows a key), and
 * remembers the choice in this browser. A signed-in person's account is told separately (useLanguageChoice).
 */
export async function changeLocale(next: SupportedLocale): Promise<void> {
  writeStored('local', LOCALE_STORAGE_KEY, next);
  if (next === currentLocale()) return;
  await loadCatalogue(next);
  i18n.changeLanguage(next);
  showLocale(next);
}
