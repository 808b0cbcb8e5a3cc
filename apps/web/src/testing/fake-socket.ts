/** A WebSocket the test drives: it opens, answers and closes when told to; every one made is in `FakeSocket.all`. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  /** Answers pings as a live server does. */
  autoPong = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    const frame = JSON.parse(data) as Record<string, unknown>;
    this.sent.push(frame);
    if (this.autoPong && frame.type === 'ping') queueMicrotask(() => this.receive({ type: 'pong' }));
  }
  close(code?: number) {
    this.closedWith = code ?? null;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The connection is lost (or the server closes it with `code`). */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** The frames of one type sent so far, in order. */
  sentOf(type: string) {
    return this.sent.filter((frame) => frame.type === type);
  }
}

/** The socket made last. */
export const latestSocket = () => FakeSocket.all.at(-1) as FakeSocket;
