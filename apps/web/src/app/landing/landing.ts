/**
 * The prerendered landing page's only script (decision 031; a second Vite input, a few KB gzipped). A signed-in
 * user gets the full app at /; a visitor gets the page's interactive bits by plain DOM and the service worker, and
 * downloads the app only on following a link into it.
 */
import { startVitalsReporting } from '#shared/lib/web-vitals.ts';
import { registerServiceWorker } from '../sw-update-registration.ts';
import {
  applyColorScheme,
  hasStoredSession,
  wireLanguagePicker,
  wireOfflineBanner,
  wireScrolledHeader,
} from './landing-dom.ts';

/** The plan prices in the visitor's currency (SPEC §7), in place of the prerendered US dollars. */
async function showRegionalPrices(): Promise<void> {
  // Its own chunk, after the page: the region's cached answer is checked with zod, which a first paint can do without.
  const { applyRegionalPrices, loadRegion } = await import('#shared/lib/region.ts');
  applyRegionalPrices(document, await loadRegion(), document.documentElement.lang);
}

if (hasStoredSession(window.localStorage)) {
  // The app renders into #root over the prerendered page; its own entry registers the service worker.
  await import('../../main.tsx');
} else {
  applyColorScheme(window);
  wireScrolledHeader(window);
  wireLanguagePicker(window);
  wireOfflineBanner(window);
  // SPEC §9: this visit's web vitals, reported 3 s after the load.
  startVitalsReporting();
  showRegionalPrices().catch(() => {
    // The prerendered prices (US dollars) stay.
  });
  // After the page has loaded, so installing the app's files never competes with the page's own.
  window.addEventListener('load', () => {
    registerServiceWorker().catch(() => {
      // No service worker (an insecure origin, a private window): the page works as a plain page.
    });
  });
}
