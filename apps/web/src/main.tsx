import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './lib/i18n';
import { sessionReady } from './lib/session';
import { unregisterServiceWorkers } from './lib/service-worker';

void unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// English texts load before the first paint; Spanish ones ship with the app. A stored session is read once its
// check (the contracts' schemas) is loaded; without one there is nothing to wait for.
void Promise.allSettled([i18nReady, sessionReady]).finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
