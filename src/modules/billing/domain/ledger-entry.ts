/**
 * The append-only record behind every balance: each change of a user's free fixes, credits or plan
 * allowance writes one entry in the same transaction, so a balance can always be explained.
 */
export const LEDGER_KINDS = ['grant', 'spend', 'refund', 'purchase', 'renewal', 'admin_grant', 'revoke'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const BALANCES = ['free_fixes', 'credits', 'basic_allowance'] as const;
export type BalanceName = (typeof BALANCES)[number];

export interface LedgerEntry {
  readonly id: string;
  readonly userId: string;
  readonly kind: LedgerKind;
  readonly balance: BalanceName;
  /** Positive adds to the balance, negative takes from it. */
  readonly delta: number;
  readonly repairId: string | null;
  readonly paymentReference: string | null;
  /** Why, in words: required for admin grants and revocations. */
  readonly reason: string | null;
  /** Who made the change when it was a person (an admin's e-mail); null for the system. */
  readonly actor: string | null;
  readonly createdAt: Date;
}

type OptionalFact = 'repairId' | 'paymentReference' | 'reason' | 'actor';

/** What an entry says, where a fact it does not name may be left out: it is recorded as null. */
export type LedgerFacts = Omit<LedgerEntry, OptionalFact> & { readonly [Fact in OptionalFact]?: string | null };

/** The entry of these facts, and of nothing else they carry. */
export function ledgerEntry(facts: LedgerFacts): LedgerEntry {
  return {
    id: facts.id,
    userId: facts.userId,
    kind: facts.kind,
    balance: facts.balance,
    delta: facts.delta,
    repairId: facts.repairId ?? null,
    paymentReference: facts.paymentReference ?? null,
    reason: facts.reason ?? null,
    actor: facts.actor ?? null,
    createdAt: facts.createdAt,
  };
}
