import {
  loadGuideLibrary,
  SHIPPED_FRENCH_GUIDES_FOLDER,
} from '../../src/modules/repairs/adapters/knowledge-base/guide-library.js';
import type { RepairCategory, RepairGuide } from '../../src/modules/repairs/domain/knowledge-base/repair-guide.js';

let shipped: readonly RepairGuide[] | undefined;

/** The repair guides RepairLens ships, read from their YAML files once for all the tests that use them. */
export function shippedGuides(): readonly RepairGuide[] {
  shipped ??= loadGuideLibrary();
  return shipped;
}

let shippedFrench: readonly RepairGuide[] | undefined;

/** Their French twins (guides-fr-CA), read once as well. */
export function shippedFrenchGuides(): readonly RepairGuide[] {
  shippedFrench ??= loadGuideLibrary(SHIPPED_FRENCH_GUIDES_FOLDER);
  return shippedFrench;
}

export function shippedGuidesIn(category: RepairCategory): readonly RepairGuide[] {
  return shippedGuides().filter((guide) => guide.category === category);
}
