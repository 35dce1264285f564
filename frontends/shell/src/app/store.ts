import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { toastSlice } from '../components/toasts/toast-slice';
import { api } from '../lib/api';

/** Slices known at start; a feature that needs its own state adds it with `rootReducer.inject`. */
export const rootReducer = combineSlices(api, toastSlice);

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;

/**
 * A visitor's store before anything is fetched, nobody signed in: what the pages rendered at build time show
 * (prerender.tsx), and so what a browser hydrates them with (bootstrap.tsx).
 */
export function createVisitorStore() {
  const store = createAppStore();
  store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'authUser', arg: undefined, value: null }]));
  return store;
}
