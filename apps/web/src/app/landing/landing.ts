/**
 * The prerendered landing page's only script (decision 031; a second Vite input, a few KB gzipped). A signed-in
 * user gets the full app at /; a visitor gets the page's interactive bits by plain DOM and the service worker, and
 * downloads the app only on following a link into it.
 */
import { registerServiceWorker } from '../sw-update-registration.ts';
import {
  applyColorScheme,
  hasStoredSession,
  wireLanguagePicker,
  wireOfflineBanner,
  wireScrolledHeader,
} from './landing-dom.ts';

if (hasStoredSession(window.localStorage)) {
  // The app renders into #root over the prerendered page; its own entry registers the service worker.
  await import('../../main.tsx');
} else {
  applyColorScheme(window);
  wireScrolledHeader(window);
  wireLanguagePicker(window);
  wireOfflineBanner(window);
  // After the page has loaded, so installing the app's files never competes with the page's own.
  window.addEventListener('load', () => {
    registerServiceWorker().catch(() => {
      // No service worker (an insecure origin, a private window): the page works as a plain page.
    });
  });
}
