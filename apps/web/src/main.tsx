import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { i18nReady } from '#shared/i18n/i18n.ts';
import { App } from '#app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The shell's texts in the visitor's language come first, so the first paint is already translated.
await i18nReady.catch(() => {
  // The bundled English texts still render the app when a translation file cannot be loaded.
});

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
