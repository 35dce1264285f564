import { token } from '../token.js';

/**
 * A module that keeps personal data about a user says how to export it and how to erase it, so that
 * the identity module's data export and account deletion (PIPEDA, CCPA) cover every module.
 */
export interface PersonalDataContributor {
  /** The key of this module's section in the export, e.g. "billing". */
  readonly section: string;
  exportFor(userId: string): Promise<unknown>;
  /** Erases what is not a financial record; financial records are kept as the terms say (about 7 years). */
  eraseFor(userId: string): Promise<void>;
}

export const PERSONAL_DATA_CONTRIBUTOR = token<PersonalDataContributor>('shared.PersonalDataContributor');
