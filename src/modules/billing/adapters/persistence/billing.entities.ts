import { defineEntity, p } from '@mikro-orm/core';
import { BALANCES, LEDGER_KINDS } from '../../domain/ledger-entry.js';

export const RepairBalanceRecord = defineEntity({
  name: 'RepairBalanceRecord',
  tableName: 'billing_account',
  properties: {
    userId: p.uuid().primary(),
    freeFixesRemaining: p.integer(),
    credits: p.integer(),
    basicAllowanceRemaining: p.integer(),
    createdAt: p.datetime(),
  },
});

export const LedgerEntryRecord = defineEntity({
  name: 'LedgerEntryRecord',
  tableName: 'billing_ledger_entry',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    kind: p.enum(LEDGER_KINDS),
    balance: p.enum(BALANCES),
    delta: p.integer(),
    repairId: p.uuid().nullable(),
    paymentReference: p.string().nullable(),
    reason: p.string().length(500).nullable(),
    actor: p.string().nullable(),
    createdAt: p.datetime(),
  },
});
