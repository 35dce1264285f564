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
 * The shell's message catalogue. The texts every page may show (the layout's, the shared components') are in
 * en.json, in the app's own bundle; the texts of some pages only are in catalogue parts fetched with the pages
 * that show them (loadCatalogueParts), and French only when French is chosen, so a first visit downloads only
 * what its page shows (issue 17). Each fr-CA file has its English file's keys in Canadian French. en-CA and en-US
 * read the English catalogue, and Intl formats dates, numbers and money for the locale chosen (`{{count, number}}`
 * in a text). Components read the texts through translation.tsx.
 */
type Catalogue = Record<string, unknown>;
type CatalogueChunk = () => Promise<{ readonly default: Catalogue }>;
interface CataloguePart {
  /** Where its texts go in the shell namespace: a feature's under its name, page texts at the top, as in en.json. */
  readonly under?: 'repairs' | 'contractors';
  /** A namespace of its own instead of the shell's: a legal text, whose keys follow its sections. */
  readonly namespace?: LegalNamespace;
  readonly en: CatalogueChunk;
  readonly 'fr-CA': CatalogueChunk;
}

/** The catalogue parts that load with their pages: each is merged into the shell namespace. */
const CATALOGUE_PARTS = {
  landing: {
    en: () => import(/* webpackChunkName: "i18n-landing" */ './landing.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-landing-fr-CA" */ './landing.fr-CA.json'),
  },
  pricing: {
    en: () => import(/* webpackChunkName: "i18n-pricing" */ './pricing.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-pricing-fr-CA" */ './pricing.fr-CA.json'),
  },
  /** The signed-in screens' texts: the account's cards, checkout, plan changes, the dashboard's billing notices. */
  account: {
    en: () => import(/* webpackChunkName: "i18n-account" */ './account.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-account-fr-CA" */ './account.fr-CA.json'),
  },
  /** The repair screens' texts: uploading, the report, follow-ups, feedback. */
  repairs: {
    under: 'repairs',
    en: () => import(/* webpackChunkName: "i18n-repairs" */ './repairs.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-repairs-fr-CA" */ './repairs.fr-CA.json'),
  },
  /** A repair's instructions as the gallery and the repair page both show them, and the gallery's own texts. */
  repairInstructions: {
    under: 'repairs',
    en: () => import(/* webpackChunkName: "i18n-repair-instructions" */ './repair-instructions.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-repair-instructions-fr-CA" */ './repair-instructions.fr-CA.json'),
  },
  /** The directory's texts: the search, the cards, quote requests. */
  contractors: {
    under: 'contractors',
    en: () => import(/* webpackChunkName: "i18n-contractors" */ './contractors.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-contractors-fr-CA" */ './contractors.fr-CA.json'),
  },
  /** A contractor's own profile: signing up, editing it, the logo. */
  contractorProfile: {
    under: 'contractors',
    en: () => import(/* webpackChunkName: "i18n-contractor-profile" */ './contractor-profile.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-contractor-profile-fr-CA" */ './contractor-profile.fr-CA.json'),
  },
  /** A contractor's dashboard and the leads. */
  contractorDashboard: {
    under: 'contractors',
    en: () => import(/* webpackChunkName: "i18n-contractor-dashboard" */ './contractor-dashboard.en.json'),
    'fr-CA': () =>
      import(/* webpackChunkName: "i18n-contractor-dashboard-fr-CA" */ './contractor-dashboard.fr-CA.json'),
  },
  /** The legal texts, each a namespace read by the legal page (app/routes/legal). */
  privacyPolicy: {
    namespace: 'privacyPolicy',
    en: () => import(/* webpackChunkName: "i18n-privacy-policy" */ './privacy-policy.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-privacy-policy-fr-CA" */ './privacy-policy.fr-CA.json'),
  },
  termsOfService: {
    namespace: 'termsOfService',
    en: () => import(/* webpackChunkName: "i18n-terms-of-service" */ './terms-of-service.en.json'),
    'fr-CA': () => import(/* webpackChunkName: "i18n-terms-of-service-fr-CA" */ './terms-of-service.fr-CA.json'),
  },
} satisfies Record<string, CataloguePart>;

/** The namespaces of the legal texts, also the names of their pages' titles in the shell's catalogue. */
export type LegalNamespace = 'privacyPolicy' | 'termsOfService';

export type CataloguePartName = keyof typeof CATALOGUE_PARTS;

/** The parts whose texts a page has asked for: a switch to French fetches theirs too. */
const partsInUse = new Set<CataloguePartName>();

/**
 * Adds a catalogue chunk's texts once, deep-merged into the shell namespace (under `under` when given) or into a
 * namespace of their own.
 */
const added = new Map<string, Promise<void>>();
function addOnce(
  language: 'en' | 'fr-CA',
  part: string,
  load: CatalogueChunk,
  { under, namespace = SHELL_NAMESPACE }: { readonly under?: CataloguePart['under']; readonly namespace?: string } = {},
) {
  const key = `${language}/${part}`;
  let adding = added.get(key);
  if (!adding) {
    adding = load().then(({ default: texts }) => {
      i18n.addResourceBundle(language, namespace, under ? { [under]: texts } : texts);
    });
    // A failed fetch may be tried again (the page's Try Again).
    adding.catch(() => added.delete(key));
    added.set(key, adding);
  }
  return adding;
}

/** Adds one part's texts in `language`. */
function addPart(language: 'en' | 'fr-CA', name: CataloguePartName) {
  const part: CataloguePart = CATALOGUE_PARTS[name];
  return addOnce(language, name, part[language], part);
}

/** Fetches the French texts in use once (the core catalogue first, then the parts'); nothing for English. */
async function loadCatalogue(locale: SupportedLocale): Promise<void> {
  if (!isFrench(locale)) return;
  await addOnce('fr-CA', 'core', () => import(/* webpackChunkName: "i18n-fr-CA" */ './fr-CA.json'));
  await Promise.all([...partsInUse].map((part) => addPart('fr-CA', part)));
}

/**
 * The texts of the catalogue parts a page shows, in English and, when the page is read in French, in French: route
 * loaders fetch them beside the page's code, so the page never renders a key.
 */
export async function loadCatalogueParts(...parts: CataloguePartName[]): Promise<void> {
  for (const part of parts) partsInUse.add(part);
  await Promise.all([...parts.map((part) => addPart('en', part)), loadCatalogue(currentLocale())]);
}

/** Outside a browser (the pages rendered to HTML at build time) there is no document: the build names the locale. */
const inBrowser = typeof document !== 'undefined';

function showLocale(locale: SupportedLocale): void {
  if (inBrowser) document.documentElement.lang = locale;
}

const locale = inBrowser
  ? initialLocale({
      query: new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAMETER),
      stored: readStored('local', LOCALE_STORAGE_KEY),
      preferred: navigator.languages,
    })
  : SUPPORTED_LOCALES[0];
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
