import { token } from '../../../shared/token.js';

/** What the admin console's user page reads of the repairs module. Bridged in src/module-bridges.ts. */
export interface UserRepairLine {
  readonly id: string;
  readonly title: string;
  readonly status: 'pending' | 'completed' | 'failed';
  readonly category: string | null;
  readonly createdAt: Date;
}

export interface UserRepairHistory {
  /** The newest repairs first, and how many the person has in all. */
  recentOf(
    userId: string,
    limit: number,
  ): Promise<{ readonly total: number; readonly items: readonly UserRepairLine[] }>;
}

export const USER_REPAIR_HISTORY = token<UserRepairHistory>('identity.UserRepairHistory');
