import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PageLoadError } from '../lib/page-load-error';

/** A route module under app/routes: one chunk per page, fetched when the page is first opened. */
export interface PageModule {
  readonly Component: ComponentType;
}

export interface LoadedPage<Props extends object = object> {
  readonly Page: ComponentType<Props>;
}

/**
 * Fetches a page's code from a route loader. A loader, not `lazy`: React Router keeps a failed `lazy` for
 * good, while a loader runs again on Try Again (revalidation), so a page that failed to load can still open
 * without reloading the document. A failure becomes a PageLoadError: "Error loading page".
 */
export async function loadPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<LoadedPage<Props>> {
  try {
    return { Page: await load() };
  } catch (cause) {
    throw new PageLoadError(cause);
  }
}

/** The route component of a page whose loader returned `loadPage(...)`. */
export function LoadedPageRoute() {
  const { Page } = useLoaderData<LoadedPage>();
  return <Page />;
}
