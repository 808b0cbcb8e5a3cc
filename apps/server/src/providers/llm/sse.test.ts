import { describe, expect, it } from 'vitest';
import { readSse, type SseEvent } from './sse.ts';

/** A body delivered in exactly these byte pieces, as a network may cut it. */
function body(pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of pieces) controller.enqueue(typeof p === 'string' ? encoder.encode(p) : p);
      controller.close();
    },
  });
}

async function events(pieces: (string | Uint8Array)[]): Promise<SseEvent[]> {
  const out: SseEvent[] = [];
  for await (const e of readSse(body(pieces))) out.push(e);
  return out;
}

describe('reading Server-Sent Events', () => {
  it('reads named events, joins data lines, skips comments and events without data', async () => {
    expect(
      await events([': keep-alive\n\nevent: ping\ndata: {"a":1}\n\ndata: one\ndata:two\n\nevent: empty\n\n']),
    ).toEqual([
      { event: 'ping', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('accepts CRLF and CR line ends, even when a CRLF is cut between two pieces', async () => {
    // Read as a CR then an LF, the cut would end the event after 'a'.
    expect(await events(['data: a\r', '\ndata: b\r\n\r\ndata: c\r\r'])).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'message', data: 'c' },
    ]);
  });

  it('keeps a character whose bytes arrive in two pieces, and reads a last event without its blank line', async () => {
    const bytes = new TextEncoder().encode('data: café\n\ndata: fin');
    const cut = bytes.indexOf(0xc3) + 1;
    expect(await events([bytes.slice(0, cut), bytes.slice(cut)])).toEqual([
      { event: 'message', data: 'café' },
      { event: 'message', data: 'fin' },
    ]);
  });
});
