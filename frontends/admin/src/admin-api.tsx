import { createContext, useContext } from 'react';
import type { RepairLensApi } from '../../shared/api/repairlens-api';

const HostApiContext = createContext<RepairLensApi | null>(null);

/** Makes the shell's API (AdminAppProps.api) available to every section below the console frame. */
export const HostApiProvider = HostApiContext.Provider;

function useHostApi(): RepairLensApi {
  const api = useContext(HostApiContext);
  if (!api) throw new Error('An admin section rendered outside the console frame (no host API)');
  return api;
}

/**
 * A section's endpoints, injected into the host's API the first time the section renders and reused after:
 * one cache and one set of request rules for shell and console, and no endpoints for sections never opened.
 *
 *   const useUsersApi = sectionEndpoints((api) => api.injectEndpoints({ endpoints: (build) => ({ ... }) }));
 *   const { useSearchUsersQuery } = useUsersApi();
 */
export function sectionEndpoints<Injected>(inject: (api: RepairLensApi) => Injected): () => Injected {
  const injectedByHost = new WeakMap<RepairLensApi, Injected>();
  return function useSectionApi() {
    const api = useHostApi();
    let injected = injectedByHost.get(api);
    if (!injected) {
      injected = inject(api);
      injectedByHost.set(api, injected);
    }
    return injected;
  };
}
