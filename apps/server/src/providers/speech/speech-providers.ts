import type { PamConfig } from '#platform/config.ts';
import { createEspeakTts } from './espeak-tts.ts';
import { createRemoteStt } from './remote-stt.ts';
import { createRemoteTts } from './remote-tts.ts';
import type { SttProvider, TtsProvider } from './speech.ts';

/** Pam's voice: PAM_TTS_URL's server when set, with the embedded eSpeak NG always behind it; listening only with PAM_STT_URL. */
export function createSpeechProviders(pam: Pick<PamConfig, 'tts' | 'stt'> | undefined): {
  tts: TtsProvider;
  stt?: SttProvider;
} {
  const embedded = createEspeakTts();
  const tts = pam?.tts
    ? createRemoteTts({
        baseUrl: pam.tts.url,
        apiKey: pam.tts.apiKey,
        model: pam.tts.model,
        voice: pam.tts.voice,
        fallback: embedded,
      })
    : embedded;
  const stt = pam?.stt
    ? createRemoteStt({ baseUrl: pam.stt.url, apiKey: pam.stt.apiKey, model: pam.stt.model })
    : undefined;
  return { tts, ...(stt ? { stt } : {}) };
}
