/** What a user can still spend on repairs. Changed only through atomic updates that also write the ledger. */
export interface RepairBalance {
  readonly userId: string;
  readonly freeFixesRemaining: number;
  readonly credits: number;
  readonly basicAllowanceRemaining: number;
}

/** Free repairs a new account starts with, as the specification and the landing page promise. */
export const FREE_FIXES_AT_SIGN_UP = 2;
