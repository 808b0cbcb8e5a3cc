import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PamReplyMetadata } from '@ww/contracts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import { FakeSocket, latestSocket } from '#testing/fake-socket.ts';
import PamAssistant from './pam-assistant.tsx';
import { setOnline } from '#testing/network.ts';

const USER = { id: '00000000-0000-4000-8000-0000000000a1', email: 'pam-user@example.com' };

function metadata(overrides: Partial<PamReplyMetadata> = {}): PamReplyMetadata {
  return {
    message_id: 'reply-1',
    engine: 'builtin',
    language: 'en',
    intent: 'log_expense',
    tools: [],
    changed: [],
    awaiting_confirmation: false,
    fallback_cause: null,
    processing_ms: 3,
    replayed: false,
    ...overrides,
  };
}

function reply(key: unknown, text: string, meta: Partial<PamReplyMetadata> = {}) {
  return {
    type: 'response',
    response: text,
    message: text,
    content: text,
    session_id: 'session-1',
    metadata: metadata(meta),
    idempotency_key: key,
  };
}

async function openPanel(onDataChanged = vi.fn()) {
  renderWithProviders(<PamAssistant onDataChanged={onDataChanged} />, '/wins');
  fireEvent.click(await screen.findByRole('button', { name: 'Open Pam chat (Connecting)' }));
  // The panel is its own chunk: the first open in a test file waits for it to load.
  const input = await screen.findByRole('textbox', { name: 'Message Pam' }, { timeout: 5_000 });
  return { input, onDataChanged };
}

function pamApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
    'GET /pam/greeting': () => jsonResponse(200, { data: { greeting: 'Hi! I am Pam.' } }),
    ...handlers,
  });
}

/** The Idempotency-Key of every HTTP chat request, in order. */
function httpChatKeys(): Array<string | null> {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/pam-simple/chat'))
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  // A fresh IndexedDB per test: one test's queued messages must not be sent in the next.
  vi.stubGlobal('indexedDB', new IDBFactory());
  setOnline(true);
  signInAs(USER);
  pamApi();
});
afterEach(async () => {
  setOnline(true);
  vi.unstubAllGlobals();
  await resetTestState();
});

describe('Pam chat panel', { timeout: 20_000 }, () => {
  it('keeps input and send disabled until connected, then greets once', async () => {
    const { input } = await openPanel();
    expect(input).toHaveProperty('disabled', true);
    expect(screen.getByText('Connecting')).toBeTruthy();
    act(() => latestSocket().open());
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(await screen.findByText('Hi! I am Pam.')).toBeTruthy();
    expect(screen.getAllByText('Hi! I am Pam.')).toHaveLength(1);
  });

  it('sends on Enter, not on Shift+Enter, and never sends blank text', async () => {
    const { input } = await openPanel();
    act(() => latestSocket().open());
    await waitFor(() => expect(input).toHaveProperty('disabled', false));

    fireEvent.change(input, { target: { value: '   \n  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'I spent $12 on coffee today' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(latestSocket().sentOf('chat')).toEqual([]);

    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(latestSocket().sentOf('chat')).toHaveLength(1));
    const frame = latestSocket().sentOf('chat')[0] as {
      message: string;
      idempotency_key: string;
      context: Record<string, unknown>;
    };
    expect(frame.message).toBe('I spent $12 on coffee today');
    expect(frame.idempotency_key.length).toBeGreaterThanOrEqual(8);
    expect(frame.context).toMatchObject({ language: 'en', current_page: 'pam_chat', conversation_history: [] });
    expect(input).toHaveProperty('value', '');
    expect(await screen.findByText('PAM is thinking')).toBeTruthy();
  });

  it('shows the reply as text, never as HTML, and refreshes the data it changed', async () => {
    const { input, onDataChanged } = await openPanel();
    act(() => latestSocket().open());
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    fireEvent.change(input, { target: { value: 'I spent $12 on coffee today' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(latestSocket().sentOf('chat')).toHaveLength(1));
    const key = latestSocket().sentOf('chat')[0]?.idempotency_key;

    const hostile = 'Saved <img src=x onerror=alert(1)> as food';
    act(() => latestSocket().receive(reply(key, hostile, { changed: ['expenses'] })));
    expect(await screen.findByText(hostile)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByText('PAM is thinking')).toBeNull();
    expect(onDataChanged).toHaveBeenCalledWith(['expenses']);
    // The same answer again (a replay after a drop) is not shown twice.
    act(() => latestSocket().receive(reply(key, hostile, { changed: ['expenses'] })));
    expect(screen.getAllByText(hostile)).toHaveLength(1);
  });

  it('sends the last 3 turns as history and restores the conversation after a reload', async () => {
    const { input } = await openPanel();
    act(() => latestSocket().open());
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    for (const [i, text] of ['one', 'two'].entries()) {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: 'Enter' });
      await waitFor(() => expect(latestSocket().sentOf('chat')).toHaveLength(i + 1));
      act(() =>
        latestSocket().receive(
          reply(latestSocket().sentOf('chat')[i]?.idempotency_key, `answer ${text}`, { message_id: `r${i}` }),
        ),
      );
      await screen.findByText(`answer ${text}`);
    }
    fireEvent.change(input, { target: { value: 'three' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(latestSocket().sentOf('chat')).toHaveLength(3));
    const history = (
      latestSocket().sentOf('chat')[2]?.context as { conversation_history: { role: string; content: string }[] }
    ).conversation_history;
    expect(history.map((h) => [h.role, h.content])).toEqual([
      ['assistant', 'answer one'],
      ['user', 'two'],
      ['assistant', 'answer two'],
    ]);

    const stored = JSON.parse(localStorage.getItem(`pam_conversation_${USER.id}`) ?? '{}') as {
      messages: { content: string }[];
    };
    expect(stored.messages.map((m) => m.content)).toEqual(['one', 'answer one', 'two', 'answer two', 'three']);
  });

  it('queues a message written offline, shows the chat again after a reload offline, and sends it once online', async () => {
    let answered = 0;
    pamApi({
      'POST /pam-simple/chat': () => {
        answered += 1;
        return jsonResponse(200, {
          response: 'Logged $45.00 for diesel.',
          session_id: 'session-1',
          metadata: metadata({ message_id: 'reply-diesel' }),
        });
      },
    });
    setOnline(false);
    const first = renderWithProviders(<PamAssistant onDataChanged={vi.fn()} />, '/wins');
    fireEvent.click(await screen.findByRole('button', { name: /Open Pam chat/ }));
    const input = await screen.findByRole('textbox', { name: 'Message Pam' }, { timeout: 5_000 });
    // Offline the input stays open: the message goes to the queue.
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    fireEvent.change(input, { target: { value: 'I spent $45 on diesel' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(
      await screen.findByText('Your message has been queued and will be sent when connection is restored.'),
    ).toBeTruthy();
    expect(httpChatKeys()).toEqual([]);

    // A reload while still offline: the conversation is read back from this device, the message still waits.
    first.unmount();
    renderWithProviders(<PamAssistant onDataChanged={vi.fn()} />, '/wins');
    fireEvent.click(await screen.findByRole('button', { name: /Open Pam chat/ }));
    expect(await screen.findByText('I spent $45 on diesel')).toBeTruthy();
    expect(screen.getByText('Your message has been queued and will be sent when connection is restored.')).toBeTruthy();
    expect(httpChatKeys()).toEqual([]);

    // Back online: sent once over HTTP under the id it was queued with, and Pam's answer appears once.
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Logged $45.00 for diesel.')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(1);
    const keys = httpChatKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.length).toBeGreaterThanOrEqual(8);
    expect(screen.getAllByText('Logged $45.00 for diesel.')).toHaveLength(1);
  });
});

describe("Pam's voice", { timeout: 20_000 }, () => {
  const WAV = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=';
  const CANNOT_PLAY = "Sound can't play in this browser, so Pam answers in text.";
  const ttsTexts = () =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/pam/tts'))
      .map(([, init]) => (JSON.parse(String(init?.body)) as { text: string }).text);

  /** The browser refuses sound: autoplay blocked for audio elements, 'not-allowed' for its own voice. */
  function refuseSound() {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'));
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        onerror: ((event: { error: string }) => void) | null = null;
        constructor(readonly text: string) {}
      },
    );
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [],
      cancel: () => undefined,
      speak: (utterance: { onerror: ((event: { error: string }) => void) | null }) =>
        queueMicrotask(() => utterance.onerror?.({ error: 'not-allowed' })),
    });
    return play;
  }

  async function connectedPanel(voiceEnabled: boolean) {
    const settings = testSettings(USER);
    pamApi({
      'GET /settings': () =>
        jsonResponse(200, {
          data: { ...settings, pam_preferences: { ...settings.pam_preferences, voice_enabled: voiceEnabled } },
        }),
      'POST /pam/tts': () =>
        jsonResponse(200, { audio_data: WAV, format: 'wav', engine_used: 'espeak-ng', voice_used: 'en' }),
    });
    const { input } = await openPanel();
    act(() => latestSocket().open());
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    const toggle = screen.getByRole('button', { name: 'Speak replies' });
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe(String(voiceEnabled)));
    return input;
  }

  async function exchange(input: HTMLElement, text: string, answer: string) {
    const sent = latestSocket().sentOf('chat').length;
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(latestSocket().sentOf('chat')).toHaveLength(sent + 1));
    act(() =>
      latestSocket().receive(
        reply(latestSocket().sentOf('chat')[sent]?.idempotency_key, answer, { message_id: `r-${sent}` }),
      ),
    );
    expect(await screen.findByText(answer)).toBeTruthy();
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stays silent for a new user: voice is off until they turn it on', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    pamApi({
      'POST /pam/tts': () => jsonResponse(200, { audio_data: WAV, format: 'wav', engine_used: 'e', voice_used: 'en' }),
    });
    const { input } = await openPanel();
    act(() => latestSocket().open());
    await waitFor(() => expect(input).toHaveProperty('disabled', false));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Speak replies' }).getAttribute('aria-pressed')).toBe('false'),
    );
    await exchange(input, 'I spent $12 on coffee today', 'Logged $12.00 for coffee.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ttsTexts()).toEqual([]);
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByText('Pam is speaking')).toBeNull();
  });

  it('when sound cannot play, says so once and quietly, goes on in text, and tries again when asked', async () => {
    const play = refuseSound();
    const input = await connectedPanel(true);

    await exchange(input, 'I spent $12 on coffee today', 'Logged $12.00 for coffee.');
    expect(await screen.findByText(CANNOT_PLAY)).toBeTruthy();
    expect(ttsTexts()).toEqual(['Logged $12.00 for coffee.']);

    await exchange(input, 'and $30 on diesel', 'Logged $30.00 for diesel.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // No second attempt, no second note, and never the red 'Failed to play TTS audio' (panel or toast).
    expect(ttsTexts()).toEqual(['Logged $12.00 for coffee.']);
    expect(screen.getAllByText(CANNOT_PLAY)).toHaveLength(1);
    expect(screen.queryByText('Failed to play TTS audio')).toBeNull();
    expect(screen.queryByText('Pam is speaking')).toBeNull();

    // The user allows sound and asks again: the last reply is said, and the note goes.
    play.mockImplementation(function (this: HTMLMediaElement) {
      queueMicrotask(() => this.dispatchEvent(new Event('ended')));
      return Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try sound again' }));
    await waitFor(() => expect(screen.queryByText(CANNOT_PLAY)).toBeNull());
    await waitFor(() => expect(ttsTexts()).toEqual(['Logged $12.00 for coffee.', 'Logged $30.00 for diesel.']));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
  });
});
