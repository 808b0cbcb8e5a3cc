import { PAM_LIMITS } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, useTestApp, type TestApp } from '#test/harness.ts';
import { startFakeAudioServer } from '#test/fakes/fake-audio-server.ts';
import { createRemoteStt } from '#providers/speech/remote-stt.ts';
import { SpeechUnavailableError, type TtsProvider } from '#providers/speech/speech.ts';
import { STT_NOT_CONFIGURED, STT_REQUESTS_PER_MINUTE, TTS_REQUESTS_PER_MINUTE } from './voice.service.ts';

const recording = Buffer.from('\u001aE\u00df\u00a3 webm opus bytes', 'latin1');
const audioBody = (bytes: Buffer) => new Uint8Array(bytes);

describe.each(DATABASE_KINDS)('Pam voice API (%s)', (kind) => {
  const suite = useTestApp(kind);

  it('requires a session for speaking and listening', async () => {
    expect((await suite.t.request('POST', 'pam/tts', { json: { text: 'Hello' } })).status).toBe(401);
    const stt = await suite.t.request('POST', 'pam/stt', {
      body: audioBody(recording),
      headers: { 'content-type': 'audio/webm' },
    });
    expect(stt.status).toBe(401);
    expect(stt.body.error.class).toBe('authentication');
  });

  it('answers the TTS payload exactly: base64 WAV from the embedded voice, top level', async () => {
    const res = await suite.t.request('POST', 'pam/tts', {
      token: suite.a.token,
      json: { text: 'You spent $45 on diesel today.', language: 'en', priority: 'normal' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['audio_data', 'engine_used', 'format', 'voice_used']);
    expect(res.body).toMatchObject({ format: 'wav', engine_used: 'espeak-ng', voice_used: 'en-us' });
    const wav = Buffer.from(res.body.audio_data as string, 'base64');
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.toString('latin1', 8, 12)).toBe('WAVE');
    expect(wav.length).toBeGreaterThan(22050);
  });

  it("speaks the user's language setting when the request names none", async () => {
    const user = await suite.t.signUp();
    const patched = await suite.t.request('PATCH', 'settings', {
      token: user.token,
      json: { display_preferences: { language: 'es' } },
    });
    expect(patched.status).toBe(200);
    const res = await suite.t.request('POST', 'pam/tts', { token: user.token, json: { text: 'Hola, soy Pam.' } });
    expect(res.status).toBe(200);
    expect(res.body.voice_used).toBe('es');
    const fr = await suite.t.request('POST', 'pam/tts', {
      token: user.token,
      json: { text: 'Bonjour', language: 'fr' },
    });
    expect(fr.body.voice_used).toBe('fr');
  });

  it('refuses empty, blank, too long and unknown-language text as validation errors', async () => {
    const cases: [unknown, string, string][] = [
      [{}, 'text', 'required'],
      [{ text: '' }, 'text', 'required'],
      [{ text: ' \n\t ' }, 'text', 'required'],
      [{ text: 'a'.repeat(PAM_LIMITS.ttsMaxChars + 1) }, 'text', 'too_long'],
      [{ text: 'Hallo', language: 'de' }, 'language', 'invalid'],
      [{ text: 'Hello', priority: 'now' }, 'priority', 'invalid'],
    ];
    for (const [json, field, message] of cases) {
      const res = await suite.t.request('POST', 'pam/tts', { token: suite.a.token, json });
      expect(res.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      expect(res.body.error.class).toBe('validation');
      expect(res.body.error.fields[field]).toBe(message);
    }
    const atLimit = await suite.t.request('POST', 'pam/tts', {
      token: suite.a.token,
      json: { text: 'a '.repeat(PAM_LIMITS.ttsMaxChars / 2) },
    });
    expect(atLimit.status).toBe(200);
  });

  it('says speech recognition is not configured when PAM_STT_URL is not set', async () => {
    const res = await suite.t.request('POST', 'pam/stt', {
      token: suite.a.token,
      body: audioBody(recording),
      headers: { 'content-type': 'audio/webm' },
    });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { class: 'other', message: STT_NOT_CONFIGURED, code: 'stt_not_configured' } });
    expect(STT_NOT_CONFIGURED).toBe('Speech recognition is not configured on this server.');
  });
});

describe('Pam voice API with stand-in voices (pglite)', () => {
  let t: TestApp;
  let token: string;
  let stt: Awaited<ReturnType<typeof startFakeAudioServer>>;
  let sttAnswer: Parameters<typeof startFakeAudioServer>[0] = () => ({
    body: JSON.stringify({ text: ' I spent $12 on coffee today ' }),
    contentType: 'application/json',
  });
  let ttsFails = false;
  const tts: TtsProvider = {
    engine: 'stand-in',
    synthesize: (request) =>
      ttsFails
        ? Promise.reject(new SpeechUnavailableError('engine', 'worker gone'))
        : Promise.resolve({
            audio: Buffer.from(`ID3 ${request.language} ${request.priority ?? '-'}`),
            format: 'mp3',
            engine_used: 'openai-compatible',
            voice_used: 'alloy',
          }),
    close: () => Promise.resolve(),
  };

  beforeAll(async () => {
    stt = await startFakeAudioServer((req) => sttAnswer(req));
    t = await createTestApp('pglite', {
      providers: { tts, stt: createRemoteStt({ baseUrl: stt.url, timeoutMs: 2_000 }) },
    });
    token = (await t.signUp()).token;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await stt.close();
  });

  it('passes language and priority to the voice and returns its MP3 as base64', async () => {
    const res = await t.request('POST', 'pam/tts', {
      token,
      json: { text: 'Slow down, bridge ahead.', language: 'fr', priority: 'urgent' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      audio_data: Buffer.from('ID3 fr urgent').toString('base64'),
      format: 'mp3',
      engine_used: 'openai-compatible',
      voice_used: 'alloy',
    });
  });

  it('answers 503 when no voice can speak', async () => {
    ttsFails = true;
    try {
      const res = await t.request('POST', 'pam/tts', { token, json: { text: 'Hello' } });
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ class: 'server', code: 'tts_unavailable' });
    } finally {
      ttsFails = false;
    }
  });

  it('transcribes a recording through PAM_STT_URL with the language asked for', async () => {
    const before = stt.requests.length;
    const res = await t.request('POST', 'pam/stt?language=en', {
      token,
      body: audioBody(recording),
      headers: { 'content-type': 'audio/webm;codecs=opus' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: 'I spent $12 on coffee today', language: 'en' });
    const sent = stt.requests[before]!;
    expect(sent.path).toBe('/v1/audio/transcriptions');
    const form = await stt.form(sent);
    expect(Buffer.from(await (form.get('file') as File).arrayBuffer()).equals(recording)).toBe(true);
    expect(form.get('language')).toBe('en');
  });

  it('refuses a body that is not audio, an empty recording and an unknown language', async () => {
    const json = await t.request('POST', 'pam/stt', { token, json: { audio: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.error).toMatchObject({ class: 'validation', code: 'unsupported_audio' });
    const empty = await t.request('POST', 'pam/stt', {
      token,
      body: new Uint8Array(0),
      headers: { 'content-type': 'audio/wav' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ audio: 'required' });
    const lang = await t.request('POST', 'pam/stt?language=de', {
      token,
      body: audioBody(recording),
      headers: { 'content-type': 'audio/wav' },
    });
    expect(lang.status).toBe(400);
    expect(lang.body.error.fields.language).toBe('invalid');
  });

  it('accepts recordings past the API-wide 1 MB limit and refuses those past 10 MB', async () => {
    const twoMb = await t.request('POST', 'pam/stt', {
      token,
      body: new Uint8Array(2 * 1024 * 1024),
      headers: { 'content-type': 'audio/wav' },
    });
    expect(twoMb.status).toBe(200);
    const tooBig = await t.request('POST', 'pam/stt', {
      token,
      body: new Uint8Array(PAM_LIMITS.sttMaxBytes + 1),
      headers: { 'content-type': 'audio/wav' },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toMatchObject({ class: 'validation', code: 'audio_too_large' });
  });

  it('answers 503 when the transcription server fails', async () => {
    sttAnswer = () => ({ status: 500, body: 'crashed' });
    const res = await t.request('POST', 'pam/stt', {
      token,
      body: audioBody(recording),
      headers: { 'content-type': 'audio/ogg' },
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ class: 'network', code: 'stt_unavailable' });
  });

  it('limits speaking and listening per user and minute', async () => {
    const user = await t.signUp();
    for (let i = 0; i < TTS_REQUESTS_PER_MINUTE; i++) {
      expect((await t.request('POST', 'pam/tts', { token: user.token, json: { text: `n${i}` } })).status).toBe(200);
    }
    const limited = await t.request('POST', 'pam/tts', { token: user.token, json: { text: 'one more' } });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    // Another user still has their own budget.
    expect((await t.request('POST', 'pam/tts', { token, json: { text: 'mine' } })).status).toBe(200);

    sttAnswer = () => ({ body: JSON.stringify({ text: 'ok' }), contentType: 'application/json' });
    const listen = () =>
      t.request('POST', 'pam/stt', {
        token: user.token,
        body: audioBody(recording),
        headers: { 'content-type': 'audio/webm' },
      });
    for (let i = 0; i < STT_REQUESTS_PER_MINUTE; i++) expect((await listen()).status).toBe(200);
    expect((await listen()).status).toBe(429);
  });
});
