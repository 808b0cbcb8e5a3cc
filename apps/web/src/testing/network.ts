import { vi, type MockInstance } from 'vitest';
import { act } from '@testing-library/react';

let onLine: MockInstance<() => boolean> | undefined;

/**
 * The browser says it is online or offline (`navigator.onLine`); with `announce`, the window also fires the
 * `online`/`offline` event as a browser does. The test setup puts the real value back after every test.
 */
export function setOnline(online: boolean, { announce = false } = {}) {
  onLine ??= vi.spyOn(navigator, 'onLine', 'get');
  onLine.mockReturnValue(online);
  if (announce) window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

export function restoreOnline() {
  onLine?.mockRestore();
  onLine = undefined;
}

/** The connection comes back: the browser says it is online and fires `online`, with React's updates applied. */
export function backOnline() {
  setOnline(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}
