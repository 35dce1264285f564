import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { PageLoadError } from '../../lib/page-load-error';
import { NotFoundPage, PageLoadFailure, RenderErrorScreen } from './error-screens';

/**
 * Errors of a page, shown inside the layout so the navigation keeps working: a page the visitor may not
 * open (404), a page whose code could not be fetched, or a page that failed to render. Try Again
 * revalidates, which runs the page's loader again and resets the boundary, without reloading the document.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  const retrying = revalidator.state === 'loading';

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error instanceof PageLoadError) return <PageLoadFailure onRetry={retry} retrying={retrying} />;
  return <RenderErrorScreen onRetry={retry} retrying={retrying} />;
}

/** The layout itself failed: the render error screen on its own. */
export function AppErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <main>
      <RenderErrorScreen onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
    </main>
  );
}
