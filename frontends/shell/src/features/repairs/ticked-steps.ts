import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../lib/browser-storage';

const storageKey = (repairId: string) => `repairlens.repair-steps.${repairId}`;

function storedSteps(repairId: string): ReadonlySet<number> {
  try {
    const stored: unknown = JSON.parse(readStored('local', storageKey(repairId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((step): step is number => typeof step === 'number') : []);
  } catch {
    return new Set();
  }
}

/**
 * The steps of a repair the person has ticked off, remembered on this device (local storage keyed by the
 * repair's id), so that coming back to the page mid-repair shows where they were.
 */
export function useTickedSteps(repairId: string) {
  const [ticked, setTicked] = useState(() => storedSteps(repairId));
  const toggle = useCallback(
    (step: number) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(step)) next.add(step);
        writeStored('local', storageKey(repairId), JSON.stringify([...next].sort((a, b) => a - b)));
        return next;
      }),
    [repairId],
  );
  return { ticked, toggle };
}
