import type { Currency, Region } from '@repairlens/contract';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLazyDetectLocationQuery, useRegionPricesQuery } from './api';
import { currencyOf, detectRegion, initialRegionState, rememberRegionPreference, type RegionState } from './region';

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
  const [state, setState] = useState(initialRegionState);
  const [needsDetection] = useState(state.loading);
  const [detect] = useLazyDetectLocationQuery();

  useEffect(() => {
    if (!needsDetection) return;
    let active = true;
    void detectRegion(() => detect().unwrap()).then((region) => {
      // A region chosen while detection was under way wins over what is detected.
      if (active) setState((current) => (current.loading ? { region, loading: false } : current));
    });
    return () => {
      active = false;
    };
  }, [needsDetection, detect]);

  const chooseRegion = useCallback((region: Region) => {
    rememberRegionPreference(region);
    setState({ region, loading: false });
  }, []);

  const value = useMemo(() => ({ ...state, currency: currencyOf(state.region), chooseRegion }), [state, chooseRegion]);
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
