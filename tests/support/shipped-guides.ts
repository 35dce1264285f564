import { loadGuideLibrary } from '../../src/modules/repairs/adapters/knowledge-base/yaml-guide-library.js';
import type { RepairCategory, RepairGuide } from '../../src/modules/repairs/domain/knowledge-base/repair-guide.js';

let shipped: readonly RepairGuide[] | undefined;

/** The repair guides RepairLens ships, read from their YAML files once for all the tests that use them. */
export function shippedGuides(): readonly RepairGuide[] {
  shipped ??= loadGuideLibrary();
  return shipped;
}

export function shippedGuidesIn(category: RepairCategory): readonly RepairGuide[] {
  return shippedGuides().filter((guide) => guide.category === category);
}
