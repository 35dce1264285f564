import type { RepairOutcomeName, RepairStatusName } from '@repairlens/contract';

/** How a repair's badge reads: the specification's two, and the two results that delivered nothing to follow. */
export type BadgeKind = 'completed' | 'pending' | 'needsMoreDetail' | 'safetyStop';

export function badgeKindOf(status: RepairStatusName, outcome: RepairOutcomeName): BadgeKind {
  if (status !== 'completed') return 'pending';
  if (outcome === 'needs_more_detail') return 'needsMoreDetail';
  if (outcome === 'safety_stop') return 'safetyStop';
  return 'completed';
}

/** Completed without steps: a request for more detail or an emergency's safety advice, and not charged. */
export function deliveredNothing(kind: BadgeKind): kind is 'needsMoreDetail' | 'safetyStop' {
  return kind === 'needsMoreDetail' || kind === 'safetyStop';
}
