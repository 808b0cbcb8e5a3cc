import { describe, expect, it } from 'vitest';
import { serveFakeAudioPerTest, startFakeAudioServer } from '#test/fakes/fake-audio-server.ts';
import { createRemoteStt, recordingFileName } from './remote-stt.ts';

const recording = Buffer.from('\u001aE\u00df\u00a3 webm opus bytes', 'latin1');

const serve = serveFakeAudioPerTest();
const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });

describe('OpenAI-compatible transcription server (PAM_STT_URL)', () => {
  it('posts the recording as multipart file with model, language and response_format=json, with the bearer key', async () => {
    const server = await serve(() => json({ text: ' Gasté 60 dólares en gasolina hoy. ' }));
    const stt = createRemoteStt({ baseUrl: server.url, apiKey: 'whisper-key', model: 'ggml-base' });
    const result = await stt.transcribe({ audio: recording, mimeType: 'audio/webm;codecs=opus', language: 'es' });

    expect(result).toEqual({ text: 'Gasté 60 dólares en gasolina hoy.', language: 'es' });
    const [req] = server.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/audio/transcriptions');
    expect(req!.headers.authorization).toBe('Bearer whisper-key');
    expect(req!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await server.form(req!);
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('recording.webm');
    expect((file as File).type).toBe('audio/webm;codecs=opus');
    expect(Buffer.from(await (file as File).arrayBuffer()).equals(recording)).toBe(true);
    expect(form.get('model')).toBe('ggml-base');
    expect(form.get('language')).toBe('es');
    expect(form.get('response_format')).toBe('json');
  });

  it('leaves language out when unknown, and reports the language the server heard', async () => {
    const server = await serve(() => json({ text: "J'ai dépensé 25 euros", language: 'french' }));
    const stt = createRemoteStt({ baseUrl: server.url });
    const result = await stt.transcribe({ audio: recording, mimeType: 'audio/ogg' });
    expect(result).toEqual({ text: "J'ai dépensé 25 euros", language: 'fr' });
    const form = await server.form(server.requests[0]!);
    expect(form.has('language')).toBe(false);
    expect(form.get('model')).toBe('whisper-1');
    expect((form.get('file') as File).name).toBe('recording.ogg');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('answers language null when neither the caller nor the server names one', async () => {
    const server = await serve(() => json({ text: 'hello' }));
    expect(
      await createRemoteStt({ baseUrl: server.url }).transcribe({ audio: recording, mimeType: 'audio/wav' }),
    ).toEqual({ text: 'hello', language: null });
  });

  it.each([
    ['an error status', { status: 500, ...json({ error: 'failed' }) }, 'status'],
    ['garbage', { status: 200, body: 'not json', contentType: 'text/plain' }, 'invalid'],
    ['JSON that is not a transcript', json({ result: 'hello' }), 'invalid'],
    ['a slow answer', { ...json({ text: 'late' }), delayMs: 5_000 }, 'timeout'],
  ] as const)('fails as unavailable on %s', async (_name, answer, reason) => {
    const server = await serve(() => answer);
    const stt = createRemoteStt({ baseUrl: server.url, timeoutMs: 1_500 });
    await expect(stt.transcribe({ audio: recording, mimeType: 'audio/webm' })).rejects.toMatchObject({
      name: 'SpeechUnavailableError',
      reason,
    });
  });

  it('fails as unreachable when nothing listens', async () => {
    const gone = await startFakeAudioServer(() => ({}));
    await gone.close();
    await expect(
      createRemoteStt({ baseUrl: gone.url }).transcribe({ audio: recording, mimeType: 'audio/webm' }),
    ).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('names the upload after the media type so the server can tell the container', () => {
    expect(recordingFileName('audio/mpeg')).toBe('recording.mp3');
    expect(recordingFileName('audio/mp4')).toBe('recording.m4a');
    expect(recordingFileName('AUDIO/WAV; rate=16000')).toBe('recording.wav');
    expect(recordingFileName('audio/x-unknown')).toBe('recording.webm');
  });
});
