import { cloneElement, createElement, Fragment, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type accountEn from './account.en.json';
import type contractorDashboardEn from './contractor-dashboard.en.json';
import type contractorProfileEn from './contractor-profile.en.json';
import type contractorsEn from './contractors.en.json';
import type en from './en.json';
import type landingEn from './landing.en.json';
import type pricingEn from './pricing.en.json';
import type repairInstructionsEn from './repair-instructions.en.json';
import type repairsEn from './repairs.en.json';
import { createTranslator, type TranslateOptions } from './translator';

/**
 * The shell's one translator and its React side: components read texts with `useTranslation()` and re-render
 * when the language changes or texts arrive. This module has no start-up work (that is index.ts's), so code that
 * shows texts can be imported anywhere, tests included.
 */
export const SHELL_NAMESPACE = 'shell';

export const i18n = createTranslator(SHELL_NAMESPACE);

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `count_one` and `count_other` are both read as `count`. */
type KeyName<Key extends string> = Key extends `${infer Name}_${PluralForm}` ? Name : Key;
type KeysOf<Texts, Prefix extends string = ''> = {
  [Key in keyof Texts & string]: Texts[Key] extends string
    ? `${Prefix}${KeyName<Key>}`
    : KeysOf<Texts[Key], `${Prefix}${Key}.`>;
}[keyof Texts & string];

/** The shell's catalogue: its core texts with the parts loaded with their pages (i18n/index.ts) merged in. */
type ShellCatalogue = typeof en &
  typeof landingEn &
  typeof pricingEn &
  typeof accountEn & {
    repairs: typeof repairsEn & typeof repairInstructionsEn;
    contractors: typeof contractorsEn & typeof contractorProfileEn & typeof contractorDashboardEn;
  };

/** A text's key in the shell's catalogue, checked at compile time. */
export type TextKey = KeysOf<ShellCatalogue>;

export interface Translate {
  (key: TextKey, options?: TranslateOptions): string;
  /** A key built from data, which may have no text: its default is shown then. */
  (key: string, options: TranslateOptions & { readonly defaultValue: string }): string;
}

/** One `t` per revision of the texts: a new one tells memoised texts to be made again. */
let bound: { readonly revision: number; readonly t: Translate } | undefined;

function currentTranslate(): Translate {
  if (bound?.revision !== i18n.revision) {
    bound = { revision: i18n.revision, t: (key: string, options?: TranslateOptions) => i18n.t(key, options) };
  }
  return bound.t;
}

const revision = () => i18n.revision;

export function useTranslation(): { readonly t: Translate; readonly i18n: typeof i18n } {
  // The same snapshot on a server (a page rendered to HTML): texts are read the same way there.
  useSyncExternalStore(i18n.subscribe, revision, revision);
  return { t: currentTranslate(), i18n };
}

/** `<name>inner</name>` or `<name/>` in a text, for Trans. */
const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

function withComponents(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    nodes.push(text.slice(end, match.index));
    const [whole, name = match[3] ?? '', inner] = match;
    const component = components[name];
    const children = inner === undefined ? [] : withComponents(inner, components);
    nodes.push(component ? cloneElement(component, { key: match.index }, ...children) : children);
    end = match.index + whole.length;
  }
  nodes.push(text.slice(end));
  return nodes;
}

interface TransProps {
  readonly i18nKey: TextKey;
  /** Another namespace than the shell's (a legal text's). */
  readonly ns?: string;
  readonly values?: Readonly<Record<string, unknown>>;
  /** The elements a text's tags stand for: `<mail>…</mail>` becomes `components.mail` around its inner text. */
  readonly components: Readonly<Record<string, ReactElement>>;
}

/** A text whose tags become elements (a mail link inside a sentence), its values filled in first. */
export function Trans({ i18nKey, ns, values, components }: TransProps) {
  const { t } = useTranslation();
  return createElement(Fragment, null, ...withComponents(t(i18nKey, { ...values, ns }), components));
}
