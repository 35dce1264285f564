import i18n from 'i18next';
import { useEffect, useReducer } from 'react';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/**
 * The console's message catalogue, in an i18next of the console's own (the shell translates without i18next),
 * speaking the shell's language: the page's at start (the shell sets it on <html lang>), then the one the shell
 * passes (useShellLanguage). The French catalogue is a chunk of its own, fetched when the console runs in
 * French (now, or after the language is switched); until it arrives the console shows nothing rather than a flash
 * of English (useShellLanguage says when it may render).
 */
export const ADMIN_NAMESPACE = 'admin';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof ADMIN_NAMESPACE;
  }
  interface ResourceNamespaceMap {
    [ADMIN_NAMESPACE]: typeof en;
  }
}

void i18n.use(initReactI18next).init({
  lng: document.documentElement.lang || 'en',
  fallbackLng: 'en',
  ns: [ADMIN_NAMESPACE],
  defaultNS: ADMIN_NAMESPACE,
  resources: { en: { [ADMIN_NAMESPACE]: en } },
  interpolation: { escapeValue: false }, // React escapes what it renders.
  react: { bindI18nStore: 'added' },
  initAsync: false,
});

let french: Promise<void> | undefined;
/** A French catalogue that could not be fetched leaves the English one to show, rather than an empty console. */
let frenchUnavailable = false;

const isFrench = (language: string | undefined) => Boolean(language?.toLowerCase().startsWith('fr'));

function loadFrenchWhenNeeded(language: string | undefined): Promise<void> {
  if (!isFrench(language)) return Promise.resolve();
  french ??= import(/* webpackChunkName: "admin-i18n-fr-CA" */ './fr-CA.json').then(
    ({ default: catalogue }) => void i18n.addResourceBundle('fr-CA', ADMIN_NAMESPACE, catalogue),
    () => void (frenchUnavailable = true),
  );
  return french;
}

const catalogueReady = (language: string) =>
  !isFrench(language) || frenchUnavailable || i18n.hasResourceBundle('fr-CA', ADMIN_NAMESPACE);

void loadFrenchWhenNeeded(i18n.language);
i18n.on('languageChanged', (language) => void loadFrenchWhenNeeded(language));

/**
 * Follows the shell when its language changes while the console is open, and says whether the console may render:
 * false while the language's catalogue is on its way.
 */
export function useShellLanguage(locale: string): boolean {
  const [, catalogueArrived] = useReducer((arrivals: number) => arrivals + 1, 0);
  const ready = catalogueReady(locale);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    // Decided by what this render saw: the catalogue may arrive between the render and this effect, and the console,
    // rendered blank, must render again then (asking the catalogue now would find it there and wait for nothing).
    if (!ready) void loadFrenchWhenNeeded(locale).then(catalogueArrived);
  }, [locale, ready]);
  return ready;
}
