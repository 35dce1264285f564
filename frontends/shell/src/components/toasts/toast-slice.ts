import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';

/** How long a toast stays when its caller does not say. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface Toast {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly variant: 'info' | 'error';
  readonly durationMs: number;
}

export type ToastRequest = Omit<Toast, 'id' | 'variant' | 'durationMs'> &
  Partial<Pick<Toast, 'variant' | 'durationMs'>>;

interface ToastState {
  /** One toast at a time: a new one replaces the one showing. */
  readonly current: Toast | null;
}

const initialState: ToastState = { current: null };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.current = action.payload;
      },
      prepare: (request: ToastRequest) => ({
        payload: { id: nanoid(), variant: 'info' as const, durationMs: DEFAULT_TOAST_DURATION_MS, ...request },
      }),
    },
    dismissToast: (state, action: PayloadAction<string>) => {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  selectors: {
    selectCurrentToast: (state) => state.current,
  },
});

export const { showToast, dismissToast } = toastSlice.actions;

/** A request that failed: `title` says what, and the server's own words explain why, or `fallback` without them. */
export function showFailureToast(title: string, error: unknown, fallback: string) {
  return showToast({ title, description: serverMessage(asApiError(error)) ?? fallback, variant: 'error' });
}
export const { selectCurrentToast } = toastSlice.selectors;
