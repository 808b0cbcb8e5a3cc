/**
 * The service worker (decision 031), registered by the SPA and by the prerendered landing page without any
 * library. A new version installs in the background and waits; the app announces it (sw-update.tsx) and activates
 * it only when the user chooses to reload, so code never changes under someone mid-task.
 */
type Listener = () => void;

const SERVICE_WORKER_URL = '/sw.js';
/** How often an open app asks whether a new version was deployed (the browser also checks on each navigation). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function announce(worker: ServiceWorker): void {
  // Without a controller this is the first install: there is no older version on screen to replace.
  if (!navigator.serviceWorker.controller) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Whether a new version is installed and waiting for the user's go-ahead. */
export function updateAvailable(): boolean {
  return waiting !== null;
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting version and reloads the page once it controls it. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce(worker);
    });
  });
  setInterval(() => {
    // Offline or a failed check: the next one tries again.
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}
