import { token } from '../../../shared/token.js';

/**
 * What repairs needs of identity: where to write to a repair's owner. Served by the identity module's public API
 * through src/module-bridges.ts.
 */
export interface RepairOwnerContacts {
  /** The account's e-mail address; null when the account is gone. */
  emailOf(ownerId: string): Promise<string | null>;
}

export const REPAIR_OWNER_CONTACTS = token<RepairOwnerContacts>('repairs.RepairOwnerContacts');
