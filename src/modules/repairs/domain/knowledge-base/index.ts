import { applianceGuides } from './guides/appliances.js';
import { automotiveGuides } from './guides/automotive.js';
import { bicyclesGuides } from './guides/bicycles.js';
import { doorsWindowsGuides } from './guides/doors-windows.js';
import { electricalGuides } from './guides/electrical.js';
import { electronicsGuides } from './guides/electronics.js';
import { furnitureGuides } from './guides/furniture.js';
import { heatingCoolingGuides } from './guides/heating-cooling.js';
import { plumbingGuides } from './guides/plumbing.js';
import { wallsFloorsGuides } from './guides/walls-floors.js';
import type { RepairGuide } from './repair-guide.js';

export type { Difficulty, HazardSeverity, RepairCategory, RepairGuide } from './repair-guide.js';
export { REPAIR_CATEGORIES } from './repair-guide.js';

/** Every guide of the knowledge base shipped with RepairLens, all ten categories. */
export const KNOWLEDGE_BASE: readonly RepairGuide[] = [
  ...plumbingGuides,
  ...electricalGuides,
  ...applianceGuides,
  ...heatingCoolingGuides,
  ...doorsWindowsGuides,
  ...wallsFloorsGuides,
  ...furnitureGuides,
  ...electronicsGuides,
  ...bicyclesGuides,
  ...automotiveGuides,
];
