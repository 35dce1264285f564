import { token } from '../../../shared/token.js';

/**
 * What repairs needs of billing: paying for one repair from the user's balances and giving it back when
 * no instructions came of it. Served by billing's public API through src/module-bridges.ts.
 */
export interface RepairPaymentsPort {
  /** Atomically spends one repair; PaymentRequiredError (402) when nothing is left. Answers what paid. */
  spendForRepair(userId: string, repairId: string): Promise<string>;
  refundRepair(userId: string, repairId: string, fundingSource: string, reason: string): Promise<void>;
}

export const REPAIR_PAYMENTS = token<RepairPaymentsPort>('repairs.RepairPayments');
