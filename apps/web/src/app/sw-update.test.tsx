import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '#testing/render-app.tsx';
import { registerServiceWorker } from './sw-update-registration.ts';
import { SwUpdatePrompt } from './sw-update.tsx';

/** A browser whose page is controlled by the current version while a new one has installed and waits. */
function browserWithWaitingVersion() {
  const container = new EventTarget();
  const waiting = { postMessage: vi.fn(), state: 'installed' };
  const registration = Object.assign(new EventTarget(), { waiting, installing: null, update: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(container, {
      controller: {},
      register: vi.fn().mockResolvedValue(registration),
    }),
  });
  return { container, waiting };
}

describe('update prompt', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
  });

  it('announces a waiting version and activates it only when the user chooses Reload', async () => {
    const { container, waiting } = browserWithWaitingVersion();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderWithProviders(<SwUpdatePrompt />);
    expect(screen.queryByText('Update available')).toBeNull();

    await act(() => registerServiceWorker());
    expect((await screen.findByRole('status')).textContent).toContain('Update available');
    expect(waiting.postMessage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // The page reloads once the new version has taken over, not before.
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
