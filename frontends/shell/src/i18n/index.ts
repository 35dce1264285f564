import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { pickLocale, SUPPORTED_LOCALES } from './locale';

/**
 * The shell's message catalogue. Every user-facing text lives in en.json (or, for long page texts, in a
 * namespace file loaded with its page); French (required in Quebec) is a fr.json with the same keys, added
 * to `resources`, with no component touched. The language is en-CA or en-US: both read the English
 * catalogue, and Intl formats dates, numbers and money for the one chosen (`{{count, number}}` in a text).
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

const locale = pickLocale(navigator.languages);
document.documentElement.lang = locale;

// i18next and react-i18next are shared singletons: the admin console adds its own namespace to this instance.
void i18n.use(initReactI18next).init({
  lng: locale,
  fallbackLng: 'en',
  supportedLngs: ['en', ...SUPPORTED_LOCALES],
  ns: [SHELL_NAMESPACE],
  defaultNS: SHELL_NAMESPACE,
  resources: { en: { [SHELL_NAMESPACE]: en } },
  interpolation: { escapeValue: false }, // React escapes what it renders.
  initAsync: false,
});

export { i18n };
