import { describe, expect, it } from 'vitest';
import { audioFormat, capText, pcm16ToWav } from './speech.ts';

describe('WAV encoding', () => {
  it('wraps 16-bit mono samples in a RIFF/WAVE header a player reads', () => {
    const wav = pcm16ToWav(Int16Array.from([0, 1000, -1000, 32767]), 22050);
    expect(wav.length).toBe(44 + 8);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 8);
    expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(22050);
    expect(wav.readUInt32LE(28)).toBe(44100);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('latin1', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(8);
    expect([wav.readInt16LE(44), wav.readInt16LE(46), wav.readInt16LE(48), wav.readInt16LE(50)]).toEqual([
      0, 1000, -1000, 32767,
    ]);
  });

  it('encodes a slice of a larger buffer, not the whole buffer', () => {
    const all = Int16Array.from([1, 2, 3, 4]);
    const wav = pcm16ToWav(all.subarray(2), 8000);
    expect(wav.readUInt32LE(40)).toBe(4);
    expect(wav.readInt16LE(44)).toBe(3);
  });
});

describe('audio format by signature', () => {
  it('recognises WAV and MP3 (ID3 tag or a bare frame) and nothing else', () => {
    expect(audioFormat(pcm16ToWav(new Int16Array(4), 8000))).toBe('wav');
    expect(audioFormat(Buffer.from('ID3\u0004\u0000', 'latin1'))).toBe('mp3');
    expect(audioFormat(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(audioFormat(Buffer.from('{"error":"model not loaded"}'))).toBeNull();
    expect(audioFormat(Buffer.from('<html>Bad gateway</html>'))).toBeNull();
    expect(audioFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('text cap', () => {
  it('trims and cuts at 1,000 characters', () => {
    expect(capText('  hi  ')).toBe('hi');
    expect(capText('a'.repeat(1500))).toHaveLength(1000);
  });
});
