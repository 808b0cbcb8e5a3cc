import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import { createSpeechProviders } from './speech-providers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ww-speech-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('speech provider selection from configuration', () => {
  it('speaks with the embedded voice and has no server-side listening when nothing is set', () => {
    const speech = createSpeechProviders(loadConfig({ DATA_DIR: dataDir }).pam);
    expect(speech.tts.engine).toBe('espeak-ng');
    expect(speech.stt).toBeUndefined();
  });

  it('uses the OpenAI-compatible servers of PAM_TTS_URL and PAM_STT_URL', () => {
    const speech = createSpeechProviders(
      loadConfig({ DATA_DIR: dataDir, PAM_TTS_URL: 'http://piper:8000/', PAM_STT_URL: 'http://whisper:8080' }).pam,
    );
    expect(speech.tts.engine).toBe('openai-compatible');
    expect(speech.stt?.engine).toBe('openai-compatible');
  });
});
