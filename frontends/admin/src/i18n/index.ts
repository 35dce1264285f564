import i18n from 'i18next';
import en from './en.json';

/**
 * The console's message catalogue, added as its own namespace to the host's i18next instance (i18next and
 * react-i18next are shared singletons), so the console follows the shell's language.
 */
export const ADMIN_NAMESPACE = 'admin';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    [ADMIN_NAMESPACE]: typeof en;
  }
}

i18n.addResourceBundle('en', ADMIN_NAMESPACE, en);
