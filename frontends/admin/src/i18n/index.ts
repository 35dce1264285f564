import i18n from 'i18next';
import { useEffect } from 'react';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/**
 * The console's message catalogue, in an i18next of the console's own (the shell translates without i18next),
 * speaking the shell's language: the page's at start (the shell sets it on <html lang>), then the one the shell
 * passes (useShellLanguage). The French catalogue is a chunk of its own, fetched when the console runs in
 * French (now, or after the language is switched); translated components re-render when it arrives.
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

function loadFrenchWhenNeeded(language: string | undefined): Promise<void> {
  if (!language?.toLowerCase().startsWith('fr')) return Promise.resolve();
  french ??= import(/* webpackChunkName: "admin-i18n-fr-CA" */ './fr-CA.json').then(({ default: catalogue }) => {
    i18n.addResourceBundle('fr-CA', ADMIN_NAMESPACE, catalogue);
  });
  return french;
}

void loadFrenchWhenNeeded(i18n.language);
i18n.on('languageChanged', (language) => void loadFrenchWhenNeeded(language));

/** Follows the shell when its language changes while the console is open. */
export function useShellLanguage(locale: string): void {
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);
}
