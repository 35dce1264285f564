/**
 * The shell's translator: the part of i18next the catalogues use, in about 1 KiB instead of about 20 KiB
 * gzipped on every first visit (docs/decisions/0019-in-house-translator.md). Catalogues are nested objects of
 * texts, one set per language and namespace. A text may hold `{{name}}` and `{{name, format(option: value)}}`
 * with the formats number, datetime and list (Intl, in the text's language) and any added with addFormatter;
 * given a `count`, the text is the key's plural form for it (`key_one`, `key_many`, `key_other`, by
 * Intl.PluralRules). A text missing in the language falls back to English, then to the key itself.
 */

import { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intl-formats';

type Catalogue = { readonly [key: string]: unknown };
type Values = Readonly<Record<string, unknown>>;

export interface TranslateOptions extends Values {
  /** The namespace to read; the shell's by default. */
  readonly ns?: string;
  readonly count?: number;
  /** What to show when no language has the text. */
  readonly defaultValue?: string;
  /** The object (a list of selling points) at the key rather than a text. */
  readonly returnObjects?: boolean;
}

/**
 * A named format for `{{value, name(options)}}`: its options are the text's values and the format's own. The
 * built-in Intl formats read only the format's own, so that one formatter serves every value.
 */
export type Formatter = (value: unknown, language: string, options: Values) => string;

export interface Translator {
  /** The language texts are read in (a locale such as fr-CA). */
  readonly language: string;
  t(key: string, options?: TranslateOptions): string;
  exists(key: string, options?: { readonly ns?: string }): boolean;
  hasResourceBundle(language: string, namespace: string): boolean;
  /** Deep-merges texts into a language's namespace (the later wins), then tells the subscribers. */
  addResourceBundle(language: string, namespace: string, texts: object): void;
  changeLanguage(language: string): void;
  addFormatter(name: string, format: Formatter): void;
  /** Called after every change of language or texts; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Grows with every change: what a component re-renders on. */
  readonly revision: number;
}

const FALLBACK_LANGUAGE = 'en';

function deepMerge(target: Record<string, unknown>, source: Catalogue): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isCatalogue(value) && isCatalogue(existing) ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `minimumFractionDigits: 2; trailingZeroDisplay: stripIfInteger` as Intl options. */
function formatOptions(spec: string): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const pair of spec.split(';')) {
    const [name, raw] = pair.split(':').map((part) => part.trim());
    if (!name || raw === undefined) continue;
    options[name] = raw === 'true' ? true : raw === 'false' ? false : /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  }
  return options;
}

const INTL_FORMATS: Readonly<Record<string, Formatter>> = {
  number: (value, language, options) => numberFormat(language, options).format(Number(value)),
  datetime: (value, language, options) =>
    dateTimeFormat(language, options).format(value instanceof Date ? value : new Date(value as string)),
  list: (value, language, options) => listFormat(language, options).format(value as Iterable<string>),
};

const PLACEHOLDER = /\{\{\s*([^,}\s]+)\s*(?:,\s*([a-zA-Z]+)(?:\(([^)]*)\))?\s*)?\}\}/g;

/** A translator reading `defaultNamespace` unless told otherwise, in English until its language is changed. */
export function createTranslator(defaultNamespace: string): Translator {
  const resources = new Map<string, Record<string, unknown>>();
  const formatters = new Map<string, Formatter>(Object.entries(INTL_FORMATS));
  const listeners = new Set<() => void>();

  const changed = () => {
    translator.revision++;
    for (const listener of listeners) listener();
  };

  /** The value at a dotted key ("pages.pricing.title", "sections.0.heading") in one language, if any. */
  const find = (lng: string, namespace: string, key: string): unknown => {
    let value: unknown = resources.get(`${lng}/${namespace}`);
    for (const part of key.split('.'))
      value = isCatalogue(value) || Array.isArray(value) ? (value as Catalogue)[part] : undefined;
    return value;
  };

  const lookup = (key: string, namespace: string, count: number | undefined): unknown => {
    for (const lng of new Set([translator.language, FALLBACK_LANGUAGE])) {
      if (count !== undefined) {
        const form = pluralRules(lng).select(count);
        const plural = find(lng, namespace, `${key}_${form}`) ?? find(lng, namespace, `${key}_other`);
        if (plural !== undefined) return plural;
      }
      const value = find(lng, namespace, key);
      if (value !== undefined) return value;
    }
    return undefined;
  };

  const interpolate = (text: string, values: Values) =>
    text.replace(PLACEHOLDER, (_, name: string, format: string | undefined, spec: string | undefined) => {
      const value = values[name];
      if (value === undefined || value === null) return '';
      const formatter = format ? formatters.get(format) : undefined;
      if (formatter) {
        const own = formatOptions(spec ?? '');
        const builtIn = Object.values(INTL_FORMATS).includes(formatter);
        return formatter(value, translator.language, builtIn ? own : { ...values, ...own });
      }
      // Numbers and flags as written ("5", "true"): a date or a list is given a format.
      return typeof value === 'string' ? value : JSON.stringify(value);
    });

  const translator: Translator & { language: string; revision: number } = {
    language: FALLBACK_LANGUAGE,
    revision: 0,
    t(key, options = {}) {
      const namespace = options.ns ?? defaultNamespace;
      const value = lookup(key, namespace, options.count);
      if (options.returnObjects && typeof value === 'object' && value !== null) return value as unknown as string;
      if (typeof value === 'string') return interpolate(value, options);
      return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
    },
    exists(key, options = {}) {
      return lookup(key, options.ns ?? defaultNamespace, undefined) !== undefined;
    },
    hasResourceBundle(lng, namespace) {
      return resources.has(`${lng}/${namespace}`);
    },
    addResourceBundle(lng, namespace, texts) {
      const bundle = `${lng}/${namespace}`;
      resources.set(bundle, deepMerge({ ...resources.get(bundle) }, texts as Catalogue));
      changed();
    },
    changeLanguage(next) {
      translator.language = next;
      changed();
    },
    addFormatter(name, format) {
      formatters.set(name, format);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
