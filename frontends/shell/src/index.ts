import { reportClientError, reportGlobalErrors } from './lib/error-reporting';
import { showStartupFailure } from './lib/startup-failure';

// Installed before anything else runs, so that errors at start are reported too.
reportGlobalErrors();

// Module Federation shares React, the router, Redux and i18next with the admin console: the shared copies
// are negotiated asynchronously, so the application starts behind this dynamic import. When it cannot
// (a chunk missing, an exception at start), index.html's static page takes over.
import('./bootstrap').catch((error: unknown) => {
  reportClientError(error);
  showStartupFailure();
});
