import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

interface AppProviderProps {
  readonly store: AppStore;
  readonly router: ReturnType<typeof createAppRouter>;
  /**
   * The store as it was when the page was rendered to HTML (prerender.tsx): hydration reads it, so the first
   * render matches the HTML, and what the browser has fetched since shows in the render after.
   */
  readonly serverState?: ReturnType<AppStore['getState']>;
}

export function AppProvider({ store, router, serverState }: AppProviderProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
