import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserSettings } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { outboxStore, resetOutbox } from '#shared/lib/outbox/outbox-runtime.ts';
import { removePersistedQueryCache } from '#shared/lib/query-persistence.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import { useApplyDisplayPreferences, useSettings, useUpdateSettings } from './settings.ts';

const USER = { id: '00000000-0000-4000-8000-000000000001', email: 'rosa@example.com' };

/** The signed-in user's session and stored settings (`stored`), plus any further handlers. */
function settingsApi(handlers: Record<string, ApiHandler> = {}, stored: UserSettings = testSettings(USER)) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => jsonResponse(200, { data: stored }),
    ...handlers,
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function ThemeProbe() {
  useApplyDisplayPreferences();
  const { data } = useSettings();
  const update = useUpdateSettings();
  return (
    <div>
      <p>theme: {data?.display_preferences.theme ?? 'none'}</p>
      <p>marketing: {data ? String(data.notification_preferences.marketing_emails) : 'none'}</p>
      <button type="button" onClick={() => update.mutate({ display_preferences: { theme: 'dark' } })}>
        go dark
      </button>
      <button type="button" onClick={() => update.mutate({ notification_preferences: { marketing_emails: true } })}>
        allow marketing
      </button>
      <button type="button" onClick={() => update.mutate({ display_preferences: { language: 'fr' } })}>
        french
      </button>
    </div>
  );
}

function renderProbe() {
  return renderWithProviders(<ThemeProbe />);
}

function installMatchMedia(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    setDark(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  // A fresh IndexedDB per test: one test's queued save must not be sent in the next.
  vi.stubGlobal('indexedDB', new IDBFactory());
  signInAs(USER);
});

afterEach(async () => {
  // Unmounted first: the outbox stops replaying before the fake API and IndexedDB go.
  cleanup();
  // The saved query cache would bring this test's settings back in the next one.
  await removePersistedQueryCache(USER.id);
  await resetTestState();
  await resetOutbox();
  // A replay the unmounted probe had started may still open a processor on the old store: reset once it has.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await resetOutbox();
});

describe('useUpdateSettings', () => {
  it('shows the change at once and keeps it when the server accepts it', async () => {
    const reply = deferred<Response>();
    settingsApi({ 'PATCH /settings': () => reply.promise });
    renderProbe();
    await screen.findByText('marketing: false');

    fireEvent.click(screen.getByRole('button', { name: 'allow marketing' }));
    await screen.findByText('marketing: true');

    const saved = testSettings(USER);
    saved.notification_preferences.marketing_emails = true;
    reply.resolve(jsonResponse(200, { data: saved }));
    expect(await screen.findByText('Settings saved successfully.')).toBeTruthy();
    expect(screen.getByText('marketing: true')).toBeTruthy();
  });

  it('rolls the change back and says permission was denied when the server refuses it', async () => {
    const reply = deferred<Response>();
    const calls = settingsApi({ 'PATCH /settings': () => reply.promise });
    renderProbe();
    await screen.findByText('marketing: false');

    fireEvent.click(screen.getByRole('button', { name: 'allow marketing' }));
    await screen.findByText('marketing: true');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      notification_preferences: { marketing_emails: true },
    });

    reply.resolve(jsonResponse(403, { error: { class: 'rls_permission', message: 'Access denied.', code: '42501' } }));
    expect(await screen.findByText('Permission denied. Settings not saved.')).toBeTruthy();
    expect(screen.getByText('marketing: false')).toBeTruthy();
  });

  it('says the table is missing when the database reports 42P01', async () => {
    settingsApi({
      'PATCH /settings': () =>
        jsonResponse(500, { error: { class: 'server', message: 'Server error.', code: '42P01' } }),
    });
    renderProbe();
    await screen.findByText('marketing: false');
    fireEvent.click(screen.getByRole('button', { name: 'allow marketing' }));
    expect(await screen.findByText('Database table not found. Please contact support.')).toBeTruthy();
    expect(screen.getByText('marketing: false')).toBeTruthy();
  });

  it('offers a Retry that saves again after a server failure', async () => {
    let attempts = 0;
    settingsApi({
      'PATCH /settings': () => {
        attempts += 1;
        if (attempts === 1) return jsonResponse(500, { error: { class: 'server', message: 'Server error.' } });
        const saved = testSettings(USER);
        saved.notification_preferences.marketing_emails = true;
        return jsonResponse(200, { data: saved });
      },
    });
    renderProbe();
    await screen.findByText('marketing: false');
    fireEvent.click(screen.getByRole('button', { name: 'allow marketing' }));

    expect(await screen.findByText('Failed to save settings to server.')).toBeTruthy();
    expect(screen.getByText('marketing: false')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Settings saved successfully.')).toBeTruthy();
    expect(screen.getByText('marketing: true')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('retries after 1, 2 and 4 s when the network is down, then keeps the save for when the connection returns', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let reachable = false;
    let patches = 0;
    const stored = testSettings(USER);
    settingsApi(
      {
        'PATCH /settings': (call) => {
          patches += 1;
          if (!reachable) throw new TypeError('Failed to fetch');
          Object.assign(stored.notification_preferences, (call.body as UserSettings).notification_preferences);
          return jsonResponse(200, { data: stored });
        },
      },
      stored,
    );
    renderProbe();
    await screen.findByText('marketing: false');
    fireEvent.click(screen.getByRole('button', { name: 'allow marketing' }));

    expect(await screen.findByText('Network error. Settings will be saved when connection is restored.')).toBeTruthy();
    expect(patches).toBe(1);
    expect(screen.getByText('marketing: true')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(patches).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(patches).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(patches).toBeGreaterThanOrEqual(4);
    vi.useRealTimers();

    // Nothing is lost: the save waits in the outbox, and the form keeps the user's value.
    await waitFor(async () =>
      expect((await (await outboxStore()).list(USER.id)).map((e) => [e.kind, e.method, e.path, e.json])).toEqual([
        ['settings', 'PATCH', '/settings', { notification_preferences: { marketing_emails: true } }],
      ]),
    );
    expect((await (await outboxStore()).list(USER.id))[0]?.summary).toBe('News and offers');
    expect(screen.queryByText('Failed to save settings to server.')).toBeNull();
    expect(screen.getByText('marketing: true')).toBeTruthy();

    // The connection returns: the outbox sends the save and the settings are read again from the server.
    reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(async () => expect(await (await outboxStore()).list(USER.id)).toEqual([]));
    expect(stored.notification_preferences.marketing_emails).toBe(true);
    expect(screen.getByText('marketing: true')).toBeTruthy();
  });

  it('switches the interface language at once and remembers it', async () => {
    settingsApi({
      'PATCH /settings': () => {
        const saved = testSettings(USER);
        saved.display_preferences.language = 'fr';
        return jsonResponse(200, { data: saved });
      },
    });
    renderProbe();
    await screen.findByText('theme: system');
    fireEvent.click(screen.getByRole('button', { name: 'french' }));
    expect(await screen.findByText('Paramètres enregistrés.')).toBeTruthy();
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });
});

describe('useSettings', () => {
  it('falls back to the defaults and asks to log in again when loading is refused', async () => {
    settingsApi({
      'GET /settings': () =>
        jsonResponse(401, { error: { class: 'authentication', message: 'Your session has expired.' } }),
      // The client refreshes once and repeats the request, which is refused again.
      'POST /auth/refresh': () =>
        jsonResponse(200, {
          session: {
            access_token: 'access-2',
            refresh_token: 'refresh-token-abcdefghij',
            expires_at: Math.floor(Date.now() / 1000) + 3600,
          },
        }),
    });
    renderProbe();
    expect(await screen.findByText('Authentication failed. Please log in again.')).toBeTruthy();
    expect(screen.getByText('theme: system')).toBeTruthy();
  });
});

describe('useApplyDisplayPreferences', () => {
  it('applies the stored theme and a new theme at once, before the server answers', async () => {
    installMatchMedia(false);
    const reply = deferred<Response>();
    settingsApi({ 'PATCH /settings': () => reply.promise });
    renderProbe();
    await screen.findByText('theme: system');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'go dark' }));
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    reply.resolve(jsonResponse(500, { error: { class: 'server', message: 'Server error.' } }));

    // A failed save puts the previous theme back.
    expect(await screen.findByText('Failed to save settings to server.')).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows the device while the theme is system', async () => {
    const media = installMatchMedia(true);
    settingsApi();
    renderProbe();
    await screen.findByText('theme: system');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    act(() => media.setDark(false));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('applies text size, contrast and motion preferences to the page', async () => {
    const stored = testSettings(USER);
    stored.display_preferences = {
      ...stored.display_preferences,
      font_size: 'large',
      high_contrast: true,
      reduced_motion: true,
    };
    settingsApi({}, stored);
    renderProbe();
    await waitFor(() => expect(document.documentElement.style.fontSize).toBe('112.5%'));
    expect(document.documentElement.classList.contains('high-contrast')).toBe(true);
    expect(document.documentElement.classList.contains('reduce-motion')).toBe(true);
  });
});
