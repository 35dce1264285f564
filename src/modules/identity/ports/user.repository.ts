import type { ProviderIdentity } from '../domain/account-binding.js';
import type { User } from '../domain/user.js';
import { token } from '../../../shared/token.js';

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  /** The account bound to this provider account: the one it was created with, or one it was linked to. */
  findBySubject(issuer: string, subject: string): Promise<User | null>;
  /** The account holding an address: to refuse a second account for it, or to link (account-binding.ts). */
  findByEmail(email: string): Promise<User | null>;
  save(user: User): Promise<void>;
  /** Binds one more provider account to an existing account; the account's own issuer and subject stay. */
  linkIdentity(userId: string, identity: ProviderIdentity, at: Date): Promise<void>;
  /** Every provider account bound to the account: the one it was created with first, then linked ones. */
  identitiesOf(userId: string): Promise<ProviderIdentity[]>;
  remove(id: string): Promise<void>;
  /** Accounts created on a device that received free fixes, leaving one account out. */
  countFreeFixAccountsOnDevice(deviceKey: string, exceptUserId?: string): Promise<number>;
  /** A deleted account's e-mail (as a keyed hash) and whether it had received free fixes. */
  rememberDeletedEmail(emailHash: string, freeFixesGranted: number, at: Date): Promise<void>;
  deletedEmailReceivedFreeFixes(emailHash: string): Promise<boolean>;
  /** Replaces each plain SHA-256 stored before keying by `rekey` of it; answers how many. */
  rekeyDeletedEmails(rekey: (plainHash: string) => string): Promise<number>;
  /** Forgets deleted accounts' e-mails remembered before `cutoff` (retention); answers how many. */
  forgetDeletedEmailsBefore(cutoff: Date): Promise<number>;
}

export const USER_REPOSITORY = token<UserRepository>('identity.UserRepository');
