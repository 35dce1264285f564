import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

interface AppProviderProps {
  readonly store: AppStore;
  readonly router: ReturnType<typeof createAppRouter>;
}

export function AppProvider({ store, router }: AppProviderProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
