import i18n from 'i18next';
import en from './en.json';

/**
 * The console's message catalogue, added as its own namespace to the host's i18next instance (i18next and
 * react-i18next are shared singletons), so the console follows the shell's language. The French catalogue is a
 * chunk of its own, fetched when the console runs in French (now, or after the language is switched); the
 * shell re-renders translated components when it arrives.
 */
export const ADMIN_NAMESPACE = 'admin';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    [ADMIN_NAMESPACE]: typeof en;
  }
}

i18n.addResourceBundle('en', ADMIN_NAMESPACE, en);

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
