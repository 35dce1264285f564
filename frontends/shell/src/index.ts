import { reportClientError, reportGlobalErrors } from './lib/error-reporting';
import { showStartupFailure } from './lib/startup-failure';

// Installed before anything else runs, so that errors at start are reported too.
reportGlobalErrors();

// The application is a chunk of its own behind this import, so that when it cannot start (its chunk missing,
// an exception at start) index.html's static page takes over. index.html preloads the chunk (webpack.config.ts):
// it downloads beside this entry, not after it.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  reportClientError(error);
  showStartupFailure();
});
