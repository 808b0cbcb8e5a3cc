import { describe, expect, it } from 'vitest';
import { createEspeakTts } from './espeak-tts.ts';
import { serveFakeAudioPerTest, startFakeAudioServer } from '#test/fakes/fake-audio-server.ts';
import { createRemoteTts, voiceFor } from './remote-tts.ts';
import { pcm16ToWav, SpeechUnavailableError, type TtsAudio, type TtsProvider, type TtsRequest } from './speech.ts';

const piperWav = pcm16ToWav(
  Int16Array.from({ length: 2205 }, (_, i) => Math.round(8000 * Math.sin(i / 5))),
  22050,
);
const mp3 = Buffer.concat([
  Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'),
  Buffer.alloc(64, 1),
]);

/** Stands in for the embedded voice where the test is about the remote client; it records what it was asked. */
function recordingFallback() {
  const asked: TtsRequest[] = [];
  const provider: TtsProvider = {
    engine: 'espeak-ng',
    synthesize: (request) => {
      asked.push(request);
      return Promise.resolve<TtsAudio>({
        audio: pcm16ToWav(new Int16Array(10), 22050),
        format: 'wav',
        engine_used: 'espeak-ng',
        voice_used: request.language,
      });
    },
    close: () => Promise.resolve(),
  };
  return { provider, asked };
}

const serve = serveFakeAudioPerTest();

describe('OpenAI-compatible speech server (PAM_TTS_URL)', () => {
  it('posts model, input, voice and response_format to /v1/audio/speech with the bearer key, and returns its WAV', async () => {
    const server = await serve(() => ({ body: piperWav, contentType: 'audio/wav' }));
    const fallback = recordingFallback();
    const tts = createRemoteTts({
      baseUrl: server.url,
      apiKey: 'sk-test',
      model: 'kokoro',
      voice: 'af_heart',
      fallback: fallback.provider,
    });
    const result = await tts.synthesize({ text: '  You spent $45 on diesel today.  ', language: 'en' });

    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/audio/speech');
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(req!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(req!.body.toString('utf8'))).toEqual({
      model: 'kokoro',
      input: 'You spent $45 on diesel today.',
      voice: 'af_heart',
      response_format: 'wav',
    });
    expect(result).toEqual({
      audio: piperWav,
      format: 'wav',
      engine_used: 'openai-compatible',
      voice_used: 'af_heart',
    });
    expect(fallback.asked).toEqual([]);
  });

  it("sends no authorization without a key, uses OpenAI's default model and voice, and accepts MP3", async () => {
    const server = await serve(() => ({ body: mp3, contentType: 'audio/mpeg' }));
    const tts = createRemoteTts({ baseUrl: server.url, fallback: recordingFallback().provider });
    const result = await tts.synthesize({ text: 'Hola', language: 'es' });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(JSON.parse(server.requests[0]!.body.toString('utf8'))).toMatchObject({ model: 'tts-1', voice: 'alloy' });
    expect(result.format).toBe('mp3');
    expect(result.audio.equals(mp3)).toBe(true);
  });

  it('picks the voice of the language from a per-language PAM_TTS_VOICE', async () => {
    const server = await serve(() => ({ body: piperWav, contentType: 'audio/wav' }));
    const tts = createRemoteTts({
      baseUrl: server.url,
      voice: 'en=af_heart, es=ef_dora ,fr=ff_siwis',
      fallback: recordingFallback().provider,
    });
    const spoken = await tts.synthesize({ text: 'Hola', language: 'es' });
    expect(spoken.voice_used).toBe('ef_dora');
    expect(JSON.parse(server.requests[0]!.body.toString('utf8'))).toMatchObject({ voice: 'ef_dora' });
    expect(voiceFor('en=af_heart,fr=ff_siwis', 'es')).toBe('af_heart');
    expect(voiceFor(' nova ', 'fr')).toBe('nova');
    expect(voiceFor(undefined, 'en')).toBe('alloy');
    expect(voiceFor('=,es=', 'es')).toBe('alloy');
  });

  it('sends at most 1,000 characters', async () => {
    const server = await serve(() => ({ body: piperWav, contentType: 'audio/wav' }));
    const tts = createRemoteTts({ baseUrl: server.url, fallback: recordingFallback().provider });
    await tts.synthesize({ text: 'x'.repeat(1200), language: 'en' });
    expect((JSON.parse(server.requests[0]!.body.toString('utf8')) as { input: string }).input).toHaveLength(1000);
  });

  it.each([
    [
      'an error status',
      { status: 500, body: '{"error":"model not loaded"}', contentType: 'application/json' },
      'status',
    ],
    ['an auth refusal', { status: 401, body: '{"error":"bad key"}', contentType: 'application/json' }, 'status'],
    ['a page that is not audio', { status: 200, body: '<html>proxy</html>', contentType: 'audio/wav' }, 'invalid'],
    ['an empty answer', { status: 200, body: '', contentType: 'audio/wav' }, 'invalid'],
    ['a slow answer', { status: 200, body: piperWav, contentType: 'audio/wav', delayMs: 5_000 }, 'timeout'],
  ] as const)('falls back to the embedded voice on %s', async (_name, answer, reason) => {
    const server = await serve(() => answer);
    const fallback = recordingFallback();
    const skipped: SpeechUnavailableError[] = [];
    const tts = createRemoteTts({
      baseUrl: server.url,
      timeoutMs: 1_500,
      fallback: fallback.provider,
      onFallback: (err) => skipped.push(err),
    });
    const request = { text: 'Bonjour', language: 'fr', priority: 'urgent' } as const;
    const result = await tts.synthesize(request);
    expect(result.engine_used).toBe('espeak-ng');
    expect(fallback.asked).toEqual([request]);
    expect(skipped.map((e) => e.reason)).toEqual([reason]);
  });

  it('falls back when nothing listens at PAM_TTS_URL', async () => {
    const gone = await startFakeAudioServer(() => ({}));
    await gone.close();
    const fallback = recordingFallback();
    const skipped: SpeechUnavailableError[] = [];
    const tts = createRemoteTts({ baseUrl: gone.url, fallback: fallback.provider, onFallback: (e) => skipped.push(e) });
    expect((await tts.synthesize({ text: 'Hello', language: 'en' })).engine_used).toBe('espeak-ng');
    expect(skipped[0]!.reason).toBe('unreachable');
  });

  it('speaks with the real embedded voice when the server fails', async () => {
    const server = await serve(() => ({ status: 503, body: 'busy' }));
    const embedded = createEspeakTts();
    try {
      const tts = createRemoteTts({ baseUrl: server.url, fallback: embedded });
      const result = await tts.synthesize({ text: 'Votre budget est dépassé.', language: 'fr' });
      expect(result).toMatchObject({ format: 'wav', engine_used: 'espeak-ng', voice_used: 'fr' });
      expect(result.audio.toString('latin1', 0, 4)).toBe('RIFF');
      expect(result.audio.length).toBeGreaterThan(22050);
    } finally {
      await embedded.close();
    }
  });
});
