import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { i18nReady } from '#shared/i18n/i18n.ts';
import { startQueryCacheRead } from '#shared/lib/query-persistence.ts';
import { getSession } from '#shared/lib/session.ts';
import { App } from '#app/app.tsx';
import { preloadRoute } from '#app/routes.tsx';
import { registerServiceWorker } from '#app/sw-update-registration.ts';
import { SwUpdatePrompt } from '#app/sw-update.tsx';

/** The longest the first render waits for the page's code: past it, the page shows its 'Loading' as before. */
const ROUTE_PRELOAD_WAIT_MS = 500;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A signed-in user's saved data is read from IndexedDB meanwhile (it is shown offline, and online until the server
// answers).
const stored = getSession();
if (stored) startQueryCacheRead(stored.user.id);

// The shell's texts in the visitor's language come first, so the first paint is already translated; the page the
// address shows (and its open tab) is given a moment to load too, so it renders whole instead of behind a 'Loading'
// that React then keeps for at least 300 ms (decision 034).
await Promise.all([
  i18nReady.catch(() => {
    // The bundled English texts still render the app when a translation file cannot be loaded.
  }),
  Promise.race([
    preloadRoute(location.pathname).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, ROUTE_PRELOAD_WAIT_MS)),
  ]),
]);

// The built app only: in development Vite serves modules that change on every save, nothing to keep offline.
if (import.meta.env.PROD) {
  registerServiceWorker().catch(() => {
    // No service worker (an insecure origin, a private window): the app works online as before.
  });
}

// Over the prerendered landing page when a signed-in user opens / (the landing script imports this entry).
createRoot(container).render(
  <StrictMode>
    <App />
    <SwUpdatePrompt />
  </StrictMode>,
);
