import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { i18nReady } from '#shared/i18n/i18n.ts';
import { App } from '#app/app.tsx';
import { registerServiceWorker } from '#app/sw-update-registration.ts';
import { SwUpdatePrompt } from '#app/sw-update.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The shell's texts in the visitor's language come first, so the first paint is already translated.
await i18nReady.catch(() => {
  // The bundled English texts still render the app when a translation file cannot be loaded.
});

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
