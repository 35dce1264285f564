import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/**
 * The shell's message catalogue. Every user-facing text lives in en.json; French (required in Quebec) is a
 * fr.json with the same keys, added to `resources`, with no component touched.
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

// i18next and react-i18next are shared singletons: the admin console adds its own namespace to this instance.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  ns: [SHELL_NAMESPACE],
  defaultNS: SHELL_NAMESPACE,
  resources: { en: { [SHELL_NAMESPACE]: en } },
  interpolation: { escapeValue: false }, // React escapes what it renders.
  initAsync: false,
});

export { i18n };
