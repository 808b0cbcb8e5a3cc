import { PAM_LIMITS, type Language, type PamPriority } from '@ww/contracts';

export type TtsRequest = { text: string; language: Language; priority?: PamPriority };

/** One spoken reply; the route sends it as SPEC §3's TTS payload (audio base64-encoded). */
export type TtsAudio = { audio: Buffer; format: 'wav' | 'mp3'; engine_used: string; voice_used: string };

export interface TtsProvider {
  /** The engine that answers when nothing fails: 'espeak-ng', or 'openai-compatible' for PAM_TTS_URL. */
  readonly engine: string;
  synthesize(request: TtsRequest): Promise<TtsAudio>;
  /** Ends background work (the embedded voice's worker thread); a later call starts it again. */
  close(): Promise<void>;
}

export type SttRequest = { audio: Buffer; mimeType: string; language?: Language };
export type SttResult = { text: string; language: string | null };

export interface SttProvider {
  readonly engine: string;
  transcribe(request: SttRequest): Promise<SttResult>;
}

/** A speech service that did not answer usably: unreachable, too slow, an error status, or not audio/text. */
export class SpeechUnavailableError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'timeout' | 'status' | 'invalid' | 'engine',
    message: string,
  ) {
    super(message);
    this.name = 'SpeechUnavailableError';
  }
}

/** How long a remote speech service may take before the embedded voice answers instead (or STT gives up). */
export const REMOTE_SPEECH_TIMEOUT_MS = 15_000;

/** The route refuses longer text; providers cut it too, so no caller can make a voice read a book. */
export const capText = (text: string) => text.trim().slice(0, PAM_LIMITS.ttsMaxChars);

/** The container of audio bytes by their signature, whatever the server's content-type says. */
export function audioFormat(bytes: Buffer): 'wav' | 'mp3' | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE')
    return 'wav';
  if (bytes.length >= 3 && bytes.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame starts with 11 set sync bits.
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return 'mp3';
  return null;
}

/** 16-bit mono PCM as a WAV file (RIFF header of 44 bytes). */
export function pcm16ToWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(dataBytes, 40);
  Buffer.from(samples.buffer, samples.byteOffset, dataBytes).copy(wav, 44);
  return wav;
}
