import { token } from '../token.js';

/**
 * The languages e-mails are written in. A recipient's account locale picks one (fr-CA: French; anything else,
 * or none chosen: English); each e-mail keeps its words for both in one structure, keyed by language.
 */
export type EmailLanguage = 'en' | 'fr';

export function emailLanguageOf(locale: string | null | undefined): EmailLanguage {
  return locale?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The language an account's e-mails are written in (English for an account that is gone). */
export interface RecipientLanguages {
  languageOf(userId: string): Promise<EmailLanguage>;
}

/** Served by identity (the account's locale) through src/module-bridges.ts. */
export const RECIPIENT_LANGUAGES = token<RecipientLanguages>('shared.RecipientLanguages');
