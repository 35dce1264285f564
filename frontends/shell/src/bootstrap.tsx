import { createRoot } from 'react-dom/client';
import './app/global.css';
import { initialCatalogue } from './i18n';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { reportClientError } from './lib/error-reporting';
import { showStartupFailure } from './lib/startup-failure';

const store = createAppStore();
const router = createAppRouter(store);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function render(root: HTMLElement) {
  createRoot(root, {
    // A render error shown by an error boundary ("Something went wrong"): reported with where it happened.
    onCaughtError: (error, { componentStack }) => {
      console.error(error);
      reportClientError(error, componentStack);
    },
    // Nothing caught it: React has removed the app, so the static page is all that is left to show.
    onUncaughtError: (error, { componentStack }) => {
      console.error(error);
      reportClientError(error, componentStack);
      showStartupFailure();
    },
  }).render(<AppProvider store={store} router={router} />);
}

// The page's catalogue first (French, when the page opens in French); without it the app cannot start.
initialCatalogue
  .then(() => render(container))
  .catch((error: unknown) => {
    reportClientError(error);
    showStartupFailure();
  });
