import { token } from '../../../shared/token.js';

/** Who a user is, for the payment provider's customer record; identity's data, bridged in module-bridges.ts. */
export interface AccountHolder {
  readonly email: string;
  readonly name: string | null;
}

export interface AccountHolders {
  find(userId: string): Promise<AccountHolder | null>;
}

export const ACCOUNT_HOLDERS = token<AccountHolders>('billing.AccountHolders');
