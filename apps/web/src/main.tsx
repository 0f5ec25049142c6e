import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './lib/i18n';
import { unregisterServiceWorkers } from './lib/service-worker';

void unregisterServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// English texts load before the first paint; Spanish ones ship with the app.
void i18nReady.finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
