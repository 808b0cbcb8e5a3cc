import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeJson, stubApi } from '#testing/api-stub.ts';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import { AudioPool } from './audio-pool.ts';
import { speakText, TtsError } from './tts.ts';

const USER = { id: '00000000-0000-4000-8000-000000000061', email: 'noor@example.com' };
const WAV = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=';

/** Audio elements that "play" to their end at once (happy-dom plays nothing), remembering each source. */
function endingPool() {
  const sources: string[] = [];
  const pool = new AudioPool(() => {
    const element = document.createElement('audio');
    element.play = () => {
      sources.push(element.src);
      queueMicrotask(() => element.dispatchEvent(new Event('ended')));
      return Promise.resolve();
    };
    return element;
  });
  return { pool, sources };
}

function fakeSpeechSynthesis(outcome: 'end' | 'error') {
  const spoken: { text: string; lang: string }[] = [];
  class Utterance {
    lang = '';
    voice: SpeechSynthesisVoice | null = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => [{ name: 'Amélie', lang: 'fr-FR' }],
    cancel: vi.fn(),
    speak: (utterance: Utterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      queueMicrotask(() =>
        outcome === 'end' ? utterance.onend?.() : utterance.onerror?.({ error: 'synthesis-failed' }),
      );
    },
  });
  return spoken;
}

describe('speakText', () => {
  beforeEach(() => {
    signInAs(USER);
  });
  afterEach(async () => {
    await resetTestState();
  });

  it('plays the server voice as a WAV through a pooled audio element and reports its engine and voice', async () => {
    const calls = stubApi({
      'POST /pam/tts': () =>
        routeJson('POST /pam/tts', { audio_data: WAV, format: 'wav', engine_used: 'espeak-ng', voice_used: 'fr' }),
    });
    const { pool, sources } = endingPool();
    const spokenBy = await speakText('Il fait 18 degrés à Lyon.', { language: 'fr', priority: 'high', pool });
    expect(spokenBy).toEqual({ engine: 'server', engine_used: 'espeak-ng', voice_used: 'fr' });
    expect(calls[0]?.body).toEqual({ text: 'Il fait 18 degrés à Lyon.', language: 'fr', priority: 'high' });
    expect(calls[0]?.authorization).toBe('Bearer access-token');
    expect(sources).toEqual([`data:audio/wav;base64,${WAV}`]);
    expect(pool.inUse).toBe(0);
  });

  it('an MP3 from a speech server is played as audio/mpeg', async () => {
    stubApi({
      'POST /pam/tts': () =>
        routeJson('POST /pam/tts', { audio_data: 'SUQz', format: 'mp3', engine_used: 'openai', voice_used: 'alloy' }),
    });
    const { pool, sources } = endingPool();
    await speakText('Hi', { language: 'en', pool });
    expect(sources).toEqual(['data:audio/mpeg;base64,SUQz']);
  });

  it("falls back to the browser's voice in the user language when the server cannot speak", async () => {
    stubApi({
      'POST /pam/tts': () => jsonResponse(503, { error: { class: 'server', message: 'TTS unavailable' } }),
    });
    const spoken = fakeSpeechSynthesis('end');
    const { pool, sources } = endingPool();
    const spokenBy = await speakText('Bonjour', { language: 'fr', pool });
    expect(spokenBy).toEqual({ engine: 'browser', engine_used: 'speechSynthesis', voice_used: 'Amélie' });
    expect(spoken).toEqual([{ text: 'Bonjour', lang: 'fr-FR' }]);
    expect(sources).toEqual([]);
  });

  it("says 'Failed to play TTS audio' when neither voice can speak", async () => {
    stubApi({ 'POST /pam/tts': () => Promise.reject(new TypeError('Failed to fetch')) });
    fakeSpeechSynthesis('error');
    const { pool } = endingPool();
    const failure = speakText('Hello', { language: 'en', pool });
    await expect(failure).rejects.toBeInstanceOf(TtsError);
    await expect(failure).rejects.toThrow('Failed to play TTS audio');
  });

  it('gives up on a browser voice that never starts (no voice or audio device), so the queue is not held', async () => {
    vi.useFakeTimers();
    stubApi({ 'POST /pam/tts': () => Promise.reject(new TypeError('Failed to fetch')) });
    const cancel = vi.fn();
    vi.stubGlobal('SpeechSynthesisUtterance', class {});
    vi.stubGlobal('speechSynthesis', { getVoices: () => [], cancel, speak: () => undefined });
    const failure = speakText('Hello', { language: 'en', pool: endingPool().pool });
    const settled = expect(failure).rejects.toBeInstanceOf(TtsError);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(cancel).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('a stopped message is not handed to the browser voice', async () => {
    stubApi({
      'POST /pam/tts': () =>
        routeJson('POST /pam/tts', { audio_data: WAV, format: 'wav', engine_used: 'espeak-ng', voice_used: 'en' }),
    });
    const spoken = fakeSpeechSynthesis('end');
    const pool = new AudioPool(() => {
      const element = document.createElement('audio');
      element.play = () => Promise.resolve();
      return element;
    });
    const controller = new AbortController();
    const speaking = speakText('A long story', { language: 'en', pool, signal: controller.signal });
    await vi.waitFor(() => expect(pool.inUse).toBe(1));
    controller.abort();
    await expect(speaking).rejects.toMatchObject({ name: 'AbortError' });
    expect(spoken).toEqual([]);
    expect(pool.inUse).toBe(0);
  });
});
