import type { RepairBrief } from '../domain/lead.js';
import { token } from '../../../shared/token.js';

/**
 * What contractors needs of repairs: one of the customer's own repairs, to send with a lead. Served by
 * the repairs module's public API through src/module-bridges.ts.
 */
export interface CustomerRepairs {
  /**
   * The repair as a lead carries it; `not-found` when it is not this customer's (or does not exist),
   * `no-instructions` while it is pending, after it failed, or when it asked for more detail.
   */
  briefOf(customerId: string, repairId: string): Promise<RepairBrief | 'not-found' | 'no-instructions'>;
}

export const CUSTOMER_REPAIRS = token<CustomerRepairs>('contractors.CustomerRepairs');
