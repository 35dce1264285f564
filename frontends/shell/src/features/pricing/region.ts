import type { Currency, Region } from '@repairlens/contract';
import { readStored, writeStored } from '../../lib/browser-storage';

/** The region prices are shown in until one is detected or chosen (product §4). */
const DEFAULT_REGION: Region = 'CA';

/** The regions the region picker offers, Canada first. */
export const REGIONS = ['CA', 'US'] as const satisfies readonly Region[];

const CURRENCY_OF_REGION: Readonly<Record<Region, Currency>> = { CA: 'CAD', US: 'USD' };

export function currencyOf(region: Region): Currency {
  return CURRENCY_OF_REGION[region];
}

function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** Where a region chosen in the region picker is kept, in local storage. */
export const REGION_PREFERENCE_KEY = 'repairlens.region';

/** The region chosen earlier in this browser; anything else stored under the key counts as no choice. */
export function storedRegionPreference(): Region | null {
  const stored = readStored('local', REGION_PREFERENCE_KEY);
  return isRegion(stored) ? stored : null;
}

export function rememberRegionPreference(region: Region): void {
  writeStored('local', REGION_PREFERENCE_KEY, region);
}

export interface RegionState {
  readonly region: Region;
  /** True until the region is known: from the stored choice, the server's detection or its failure. */
  readonly loading: boolean;
}

/** A known region (stored, chosen or detected) is used as it is; without one, Canada is shown while the location is detected. */
export function regionStateOf(known: Region | null): RegionState {
  return known ? { region: known, loading: false } : { region: DEFAULT_REGION, loading: true };
}

/** The console message of product §8; nothing is shown to the person. */
export const DETECTION_FAILED_MESSAGE = 'Could not detect location, defaulting to Canada';

/**
 * The region the server detects for this browser (`detect` asks it). A failed call, or an answer without
 * a region we serve, gives Canada.
 */
export async function detectRegion(detect: () => Promise<{ readonly detectedRegion?: unknown }>): Promise<Region> {
  try {
    const { detectedRegion } = await detect();
    if (isRegion(detectedRegion)) return detectedRegion;
  } catch {
    // Reported below, like an answer without a region.
  }
  console.warn(DETECTION_FAILED_MESSAGE);
  return DEFAULT_REGION;
}
