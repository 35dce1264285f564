import type { User } from '../domain/user.js';

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findBySubject(issuer: string, subject: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  save(user: User): Promise<void>;
  remove(id: string): Promise<void>;
  /** Accounts created on a device that received free fixes, leaving one account out. */
  countFreeFixAccountsOnDevice(deviceKey: string, exceptUserId?: string): Promise<number>;
  /** A deleted account's e-mail (hashed) and whether it had received free fixes. */
  rememberDeletedEmail(emailHash: string, freeFixesGranted: number, at: Date): Promise<void>;
  deletedEmailReceivedFreeFixes(emailHash: string): Promise<boolean>;
}

export const USER_REPOSITORY = Symbol.for('identity.UserRepository');
