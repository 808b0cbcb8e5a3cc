import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakTts } from './espeak-tts.ts';

const tts = createEspeakTts();
afterAll(() => tts.close());

/** Seconds of sound in a 16-bit mono WAV. */
const seconds = (wav: Buffer) => wav.readUInt32LE(40) / 2 / wav.readUInt32LE(24);
/** Fraction of samples that are not near silence. */
const voiced = (wav: Buffer) => {
  let loud = 0;
  const n = (wav.length - 44) / 2;
  for (let i = 0; i < n; i++) if (Math.abs(wav.readInt16LE(44 + i * 2)) > 500) loud++;
  return loud / n;
};

describe('embedded voice (eSpeak NG, WASM, offline)', () => {
  it.each([
    ['en', 'You spent forty five dollars on diesel today.', 'en-us'],
    ['es', 'Gastaste sesenta dólares en gasolina hoy.', 'es'],
    ['fr', "Vous avez dépensé vingt-cinq euros au restaurant aujourd'hui.", 'fr'],
  ] as const)('speaks %s as a WAV file of real speech', async (language, text, voice) => {
    const result = await tts.synthesize({ text, language });
    expect(result.format).toBe('wav');
    expect(result.engine_used).toBe('espeak-ng');
    expect(result.voice_used).toBe(voice);
    expect(result.audio.toString('latin1', 0, 4)).toBe('RIFF');
    expect(result.audio.toString('latin1', 8, 12)).toBe('WAVE');
    expect(result.audio.readUInt32LE(40)).toBe(result.audio.length - 44);
    // A sentence of this length takes a couple of seconds to say; silence or a click would be far shorter or quieter.
    expect(seconds(result.audio)).toBeGreaterThan(1.2);
    expect(seconds(result.audio)).toBeLessThan(8);
    expect(voiced(result.audio)).toBeGreaterThan(0.2);
  });

  it('reads the same words differently per language (each its own voice)', async () => {
    const [en, fr] = await Promise.all([
      tts.synthesize({ text: 'Restaurant, hotel, camping.', language: 'en' }),
      tts.synthesize({ text: 'Restaurant, hotel, camping.', language: 'fr' }),
    ]);
    expect(en.audio.equals(fr.audio)).toBe(false);
  });

  it('speaks 1,000 characters off the event loop (a worker thread), which keeps turning meanwhile', async () => {
    const text = 'Your budget for fuel is at eighty percent with nine days left in the month. '.repeat(14);
    await tts.synthesize({ text: 'Ready.', language: 'en' });
    let ticks = 0;
    const tick = setInterval(() => ticks++, 5);
    const cpuBefore = process.threadCpuUsage();
    const result = await tts.synthesize({ text, language: 'en' });
    const cpu = process.threadCpuUsage(cpuBefore);
    clearInterval(tick);
    expect(seconds(result.audio)).toBeGreaterThan(30);
    // Synthesising this much takes 0.3-0.5 s of CPU; done on this thread it would block every tick meanwhile.
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(200);
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('cuts text at 1,000 characters', async () => {
    const sentence = 'One two three four five six seven eight nine ten. ';
    const capped = await tts.synthesize({ text: sentence.repeat(20), language: 'en' });
    const long = await tts.synthesize({ text: sentence.repeat(60), language: 'en' });
    expect(Math.abs(seconds(long.audio) - seconds(capped.audio))).toBeLessThan(0.5);
  });

  it('speaks urgent requests before normal ones that were waiting', async () => {
    const order: string[] = [];
    const say = (name: string, priority: 'urgent' | 'high' | 'normal') =>
      tts.synthesize({ text: `Message ${name}, with a few more words to say.`, language: 'en', priority }).then(() => {
        order.push(name);
      });
    // The first starts at once; the others wait and are taken by priority, then in order of arrival.
    await Promise.all([say('first', 'normal'), say('normal', 'normal'), say('high', 'high'), say('urgent', 'urgent')]);
    expect(order).toEqual(['first', 'urgent', 'high', 'normal']);
  });

  it('restarts a stuck engine and answers the next request', async () => {
    const impatient = createEspeakTts({ timeoutMs: 1 });
    await expect(impatient.synthesize({ text: 'Hello there.', language: 'en' })).rejects.toMatchObject({
      name: 'SpeechUnavailableError',
      reason: 'timeout',
    });
    await impatient.close();
    const result = await tts.synthesize({ text: 'Still here.', language: 'en' });
    expect(result.audio.toString('latin1', 0, 4)).toBe('RIFF');
  });
});
