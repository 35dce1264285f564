import type { RepairCategoryName } from '@repairlens/contract';

/**
 * A contractor's specializations are the repair categories, in the gallery's order. Kept here because a
 * feature does not import another feature (.dependency-cruiser.cjs); a record, so none is forgotten.
 */
const SPECIALIZATION_ORDER: Readonly<Record<RepairCategoryName, number>> = {
  plumbing: 1,
  electrical: 2,
  appliances: 3,
  'heating-cooling': 4,
  'doors-windows': 5,
  'walls-floors': 6,
  furniture: 7,
  electronics: 8,
  bicycles: 9,
  automotive: 10,
};

export const SPECIALIZATIONS = (Object.keys(SPECIALIZATION_ORDER) as RepairCategoryName[]).sort(
  (a, b) => SPECIALIZATION_ORDER[a] - SPECIALIZATION_ORDER[b],
);

/** A category given as text (a lead's, a form's), or null for anything that is not one. */
export function specializationOf(value: string | null): RepairCategoryName | null {
  return SPECIALIZATIONS.find((category) => category === value) ?? null;
}
