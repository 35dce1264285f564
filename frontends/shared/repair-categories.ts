import type { RepairCategoryName } from '@repairlens/contract';

/**
 * Every repair category, in the order the gallery's filter offers them (a record, so none is forgotten). Also a
 * contractor's specializations: shared here because one shell feature does not import another.
 */
const CATEGORY_ORDER: Readonly<Record<RepairCategoryName, number>> = {
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

export const REPAIR_CATEGORIES = (Object.keys(CATEGORY_ORDER) as RepairCategoryName[]).sort(
  (a, b) => CATEGORY_ORDER[a] - CATEGORY_ORDER[b],
);

/** A category named in a URL, or null for anything that is not one. */
export function repairCategoryOf(value: string | null): RepairCategoryName | null {
  return REPAIR_CATEGORIES.find((category) => category === value) ?? null;
}
