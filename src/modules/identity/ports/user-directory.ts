import type { User } from '../domain/user.js';
import { token } from '../../../shared/token.js';

export interface UserSearch {
  /** Part of the e-mail address, matched in any case; every account when absent. */
  readonly emailContains?: string;
  readonly limit: number;
  readonly offset: number;
}

/** Finding accounts for the admin console. */
export interface UserDirectory {
  /** One page of the matching accounts, newest first, with how many match in all. */
  search(search: UserSearch): Promise<{ readonly items: User[]; readonly total: number }>;
}

export const USER_DIRECTORY = token<UserDirectory>('identity.UserDirectory');
