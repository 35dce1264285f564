import { useSyncExternalStore } from 'react';

/** What is read here changes only through the component that reads it, which keeps its own change in state. */
const unwatched = () => () => undefined;

/**
 * A value only this browser knows (what its local storage remembers), read as the pages rendered at build time
 * have it while React hydrates them (so the HTML is taken over as it is), and as the browser has it from the render
 * right after. `read` must give the same string (or null) each time while nothing changed it.
 */
export function useBrowserValue<Value extends string | null>(read: () => Value, atBuildTime: Value): Value {
  return useSyncExternalStore(unwatched, read, () => atBuildTime);
}
