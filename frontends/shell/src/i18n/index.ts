import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/**
 * The shell's message catalogue. Every user-facing text lives in en.json; fr-CA.json has the same keys in
 * Canadian French. English is in the app's own bundle; the French catalogue is a chunk of its own, fetched only
 * when French is chosen, so an English visitor never downloads it. en-CA and en-US read the English catalogue,
 * and Intl formats dates, numbers and money for the locale chosen (`{{count, number}}` in a text).
 */
export const SHELL_NAMESPACE = 'shell';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof SHELL_NAMESPACE;
  }
  interface ResourceNamespaceMap {
    [SHELL_NAMESPACE]: typeof en;
  }
}

/** Fetches the French catalogue once (its own chunk); nothing to fetch for English. */
async function loadCatalogue(locale: SupportedLocale): Promise<void> {
  if (!isFrench(locale) || i18n.hasResourceBundle('fr-CA', SHELL_NAMESPACE)) return;
  const { default: french } = await import(/* webpackChunkName: "i18n-fr-CA" */ './fr-CA.json');
  i18n.addResourceBundle('fr-CA', SHELL_NAMESPACE, french);
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

// i18next and react-i18next are shared singletons: the admin console adds its own namespace to this instance
// (its French catalogue arrives later, hence the re-render of translated components when a bundle is added).
void i18n.use(initReactI18next).init({
  lng: locale,
  fallbackLng: 'en',
  supportedLngs: ['en', ...SUPPORTED_LOCALES],
  ns: [SHELL_NAMESPACE],
  defaultNS: SHELL_NAMESPACE,
  resources: { en: { [SHELL_NAMESPACE]: en } },
  interpolation: { escapeValue: false }, // React escapes what it renders.
  react: { bindI18nStore: 'added' },
  initAsync: false,
});
registerFormatters(i18n);
// The first render waits for the French catalogue when the page opens in French: no English flash.
await loadCatalogue(locale);

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
  await i18n.changeLanguage(next);
  showLocale(next);
}

export { i18n };
