import { createRoot } from 'react-dom/client';
import './app/global.css';
import './i18n';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';

const store = createAppStore();
const router = createAppRouter(store);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(<AppProvider store={store} router={router} />);
