import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Language, PamPriority } from '@ww/contracts';
import {
  capText,
  pcm16ToWav,
  SpeechUnavailableError,
  type TtsAudio,
  type TtsProvider,
  type TtsRequest,
} from './speech.ts';

/** eSpeak NG voice names (espeak_SetVoiceByName) for Pam's languages. */
export const ESPEAK_VOICES: Record<Language, string> = { en: 'en-us', es: 'es', fr: 'fr' };

/** 1,000 characters take about half a second; an engine that has not answered long after is restarted. */
const SYNTH_TIMEOUT_MS = 20_000;
const PRIORITY_RANK: Record<PamPriority, number> = { urgent: 0, high: 1, normal: 2 };

/**
 * The worker's code, kept as plain JavaScript: eSpeak NG synthesises synchronously (~0.5 s for 1,000 characters), so
 * it runs on its own thread, and as an eval'd script it needs no file beside the bundled server. It loads the
 * WASM module once (about 0.2 s, no network: the voice data ships in the package) and answers one job at a time.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const engine = import(workerData.moduleUrl).then(async (m) => new (await m.default()).eSpeakNGWorker());
parentPort.on('message', async ({ id, text, voice }) => {
  try {
    const espeak = await engine;
    if (espeak.set_voice(voice) !== 0) throw new Error('eSpeak NG has no voice ' + voice);
    const chunks = [];
    let length = 0;
    espeak.synthesize(text, (samples) => {
      if (samples && samples.length) {
        chunks.push(samples);
        length += samples.length;
      }
      return false;
    });
    const pcm = new Int16Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      pcm.set(chunk, offset);
      offset += chunk.length;
    }
    parentPort.postMessage({ id, pcm, sampleRate: espeak.get_samplerate() }, [pcm.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

type WorkerAnswer = { id: number; pcm: Int16Array; sampleRate: number } | { id: number; error: string };
type Job = {
  id: number;
  text: string;
  voice: string;
  rank: number;
  resolve: (audio: TtsAudio) => void;
  reject: (err: Error) => void;
};

function espeakModuleUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten')).href;
}

/**
 * Pam's offline voice: eSpeak NG compiled to WebAssembly, in a worker thread started on first use. Requests wait in
 * one queue, urgent before high before normal, so a warning is not stuck behind a long answer.
 */
export function createEspeakTts(options: { timeoutMs?: number } = {}): TtsProvider {
  const timeoutMs = options.timeoutMs ?? SYNTH_TIMEOUT_MS;
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let current: { job: Job; timer: NodeJS.Timeout } | null = null;
  let nextId = 0;

  const finish = () => {
    if (!current) return null;
    clearTimeout(current.timer);
    const { job } = current;
    current = null;
    worker?.unref();
    return job;
  };

  const stopWorker = (reason: Error) => {
    const w = worker;
    worker = null;
    finish()?.reject(reason);
    if (w) void w.terminate();
  };

  const startWorker = () => {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl: espeakModuleUrl() } });
    w.on('message', (answer: WorkerAnswer) => {
      if (current?.job.id !== answer.id) return;
      const job = finish()!;
      if ('error' in answer) job.reject(new SpeechUnavailableError('engine', answer.error));
      else
        job.resolve({
          audio: pcm16ToWav(answer.pcm, answer.sampleRate),
          format: 'wav',
          engine_used: 'espeak-ng',
          voice_used: job.voice,
        });
      pump();
    });
    w.on('error', (err: Error) => {
      if (worker === w) stopWorker(new SpeechUnavailableError('engine', `eSpeak NG failed: ${err.message}`));
      pump();
    });
    w.on('exit', () => {
      if (worker === w) stopWorker(new SpeechUnavailableError('engine', 'eSpeak NG stopped.'));
      pump();
    });
    return w;
  };

  function pump() {
    if (current || queue.length === 0) return;
    queue.sort((a, b) => a.rank - b.rank || a.id - b.id);
    const job = queue.shift()!;
    worker ??= startWorker();
    // Held only while a job runs, so an idle voice never keeps the process alive.
    worker.ref();
    const timer = setTimeout(() => {
      stopWorker(new SpeechUnavailableError('timeout', `eSpeak NG took longer than ${timeoutMs} ms.`));
      pump();
    }, timeoutMs);
    current = { job, timer };
    worker.postMessage({ id: job.id, text: job.text, voice: job.voice });
  }

  return {
    engine: 'espeak-ng',
    synthesize: (request: TtsRequest) =>
      new Promise<TtsAudio>((resolve, reject) => {
        queue.push({
          id: nextId++,
          text: capText(request.text),
          voice: ESPEAK_VOICES[request.language],
          rank: PRIORITY_RANK[request.priority ?? 'normal'],
          resolve,
          reject,
        });
        pump();
      }),
    close: async () => {
      const closed = new SpeechUnavailableError('engine', 'The voice was shut down.');
      for (const job of queue.splice(0)) job.reject(closed);
      const w = worker;
      worker = null;
      finish()?.reject(closed);
      if (w) await w.terminate();
    },
  };
}
