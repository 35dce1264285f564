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
