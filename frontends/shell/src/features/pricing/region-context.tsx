import type { Currency, Region } from '@repairlens/contract';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLazyDetectLocationQuery, useRegionPricesQuery } from './api';
import { useBrowserValue } from '../../lib/browser-value';
import {
  currencyOf,
  detectRegion,
  regionStateOf,
  rememberRegionPreference,
  storedRegionPreference,
  type RegionState,
} from './region';

interface RegionContextValue extends RegionState {
  readonly currency: Currency;
  /** The region picker's choice: applied at once and remembered in this browser. */
  readonly chooseRegion: (region: Region) => void;
}

const RegionContext = createContext<RegionContextValue | null>(null);

/**
 * The region whose prices and currency the shell shows (product §4): a stored choice, else the
 * server's detection, with Canada meanwhile and on failure. Placed once around every page.
 */
export function RegionProvider({ children }: { readonly children: ReactNode }) {
  // None in a page rendered at build time, as on a first visit; the browser's own from the render after hydration.
  const storedRegion = useBrowserValue(storedRegionPreference, null);
  /** The region chosen here, or detected when none was stored. */
  const [settledRegion, setSettledRegion] = useState<Region | null>(null);
  const [detect] = useLazyDetectLocationQuery();

  useEffect(() => {
    // Storage as it is now: the first render of a hydrated page had no stored choice.
    if (storedRegionPreference()) return;
    let active = true;
    void detectRegion(() => detect().unwrap()).then((region) => {
      // A region chosen while detection was under way wins over what is detected.
      if (active) setSettledRegion((current) => current ?? region);
    });
    return () => {
      active = false;
    };
  }, [detect]);

  const chooseRegion = useCallback((region: Region) => {
    rememberRegionPreference(region);
    setSettledRegion(region);
  }, []);

  const knownRegion = settledRegion ?? storedRegion;
  const value = useMemo(() => {
    const state = regionStateOf(knownRegion);
    return { ...state, currency: currencyOf(state.region), chooseRegion };
  }, [knownRegion, chooseRegion]);
  return <RegionContext value={value}>{children}</RegionContext>;
}

export function useRegion(): RegionContextValue {
  const value = use(RegionContext);
  if (!value) throw new Error('useRegion is used outside RegionProvider');
  return value;
}

/** The current region's prices (Canada's while the region is being detected). */
export function useRegionPrices() {
  const { region } = useRegion();
  return useRegionPricesQuery(region);
}
