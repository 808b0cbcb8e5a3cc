/** One Server-Sent Event: `event` is 'message' when the server named none. */
export type SseEvent = { event: string; data: string };

/**
 * Reads a text/event-stream body (the WHATWG rules: lines end in CRLF, LF or CR; `data` lines join with LF; a blank
 * line ends an event; lines starting with ':' are comments; one space after the colon is dropped).
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string): SseEvent | undefined => {
    if (text === '') {
      const out = data.length ? { event: event || 'message', data: data.join('\n') } : undefined;
      event = '';
      data = [];
      return out;
    }
    if (text.startsWith(':')) return undefined;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    return undefined;
  };
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      // A CR at the very end may be the first half of a CRLF still in transit.
      if (end === -1 || (end === buffer.length - 1 && buffer[end] === '\r')) break;
      const text = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
      const out = line(text);
      if (out) yield out;
    }
  }
  buffer += decoder.decode();
  for (const text of [...buffer.split(/\r\n|\r|\n/), '']) {
    const out = line(text);
    if (out) yield out;
  }
}
