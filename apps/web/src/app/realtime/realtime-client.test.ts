import { describe, expect, it, vi } from 'vitest';
import { REALTIME } from '@ww/contracts';
import { connectRealtime, SESSION_ENDED_CLOSE_CODE } from './realtime-client.ts';

/** A socket the test drives: what the client sent, and server frames and closes on demand. */
class FakeSocket {
  readyState: number = WebSocket.OPEN;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = WebSocket.CLOSED;
  }
  serverSends(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) } as MessageEvent);
  }
  serverCloses(code: number) {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }
}

function setup(token: string | null = 'token-1', events = new EventTarget(), channels: string[] = []) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const onSessionEnded = vi.fn();
  const onEvent = vi.fn();
  let current = token;
  const connection = connectRealtime({
    url: (t) => `ws://app.test/api/v1/ws?token=${t}`,
    getToken: () => current,
    onSessionEnded,
    onEvent,
    channels: () => channels,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
    events,
  });
  return { sockets, timers, onSessionEnded, onEvent, connection, setToken: (t: string | null) => (current = t) };
}

describe('realtime client', () => {
  it('connects with the access token, answers pings and hands on valid events only', () => {
    const { sockets, onEvent } = setup();
    expect(sockets.map((s) => s.url)).toEqual(['ws://app.test/api/v1/ws?token=token-1']);
    const [socket] = sockets as [FakeSocket];

    socket.serverSends({ type: 'ping', ts: 42 });
    expect(socket.sent).toEqual([{ type: 'pong', ts: 42 }]);

    socket.serverSends({ type: 'event', channel: 'user:1', event: 'budget_alert', payload: { threshold: 80 } });
    socket.serverSends({ type: 'event', channel: 'user:1' }); // no event name: not the protocol
    socket.serverSends('not json');
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({
      type: 'event',
      channel: 'user:1',
      event: 'budget_alert',
      payload: { threshold: 80 },
    });
  });

  it('reports a session ended on the server and does not reconnect', () => {
    const { sockets, timers, onSessionEnded } = setup();
    sockets[0]!.serverCloses(SESSION_ENDED_CLOSE_CODE);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(timers).toEqual([]);
  });

  it('reconnects after a drop with the current token, backing off 2, 4, 8, 16 and 32 s, then gives up', () => {
    const { sockets, timers, setToken } = setup();
    setToken('token-2');
    for (let i = 0; i < REALTIME.maxReconnectAttempts; i++) {
      sockets.at(-1)!.serverCloses(1006);
      expect(timers).toHaveLength(i + 1);
      timers.at(-1)!.run();
    }
    expect(timers.map((t) => t.ms)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(sockets).toHaveLength(REALTIME.maxReconnectAttempts + 1);
    expect(sockets.at(-1)!.url).toBe('ws://app.test/api/v1/ws?token=token-2');

    sockets.at(-1)!.serverCloses(1006);
    expect(timers).toHaveLength(REALTIME.maxReconnectAttempts);
  });

  it('tries again at once when the browser is back online after giving up', () => {
    const events = new EventTarget();
    const { sockets, timers } = setup('token-1', events);
    for (let i = 0; i < REALTIME.maxReconnectAttempts; i++) {
      sockets.at(-1)!.serverCloses(1006);
      timers.at(-1)!.run();
    }
    sockets.at(-1)!.serverCloses(1006);
    const before = sockets.length;
    events.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(before + 1);
    // Connected again: another 'online' opens nothing more.
    events.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(before + 1);
  });

  it('starts the back-off again once a connection is ready', () => {
    const { sockets, timers } = setup();
    sockets[0]!.serverCloses(1006);
    timers[0]!.run();
    sockets[1]!.serverSends({ type: 'ready', user_id: '00000000-0000-4000-8000-000000000001' });
    sockets[1]!.serverCloses(1006);
    expect(timers.map((t) => t.ms)).toEqual([2_000, 2_000]);
  });

  it('follows the wanted public channels each time a connection is ready, again after a reconnect', () => {
    const channels = ['public:locations'];
    const { sockets, timers, connection } = setup('token-1', new EventTarget(), channels);
    const ready = { type: 'ready', user_id: '00000000-0000-4000-8000-000000000001' };
    sockets[0]!.serverSends(ready);
    expect(sockets[0]!.sent).toEqual([{ type: 'subscribe', channel: 'public:locations' }]);

    connection.send({ type: 'unsubscribe', channel: 'public:locations' });
    channels.length = 0;
    channels.push('public:feed');
    sockets[0]!.serverCloses(1006);
    // Not connected: a frame sent meanwhile is dropped, not queued for the next socket.
    connection.send({ type: 'subscribe', channel: 'public:other' });
    timers[0]!.run();
    sockets[1]!.serverSends(ready);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'public:locations' });
    expect(sockets[1]!.sent).toEqual([{ type: 'subscribe', channel: 'public:feed' }]);
  });

  it('closes for good when the app closes it, and does not connect without a token', () => {
    const { sockets, timers, onSessionEnded, connection } = setup();
    connection.close();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.serverCloses(1000);
    expect(timers).toEqual([]);
    expect(onSessionEnded).not.toHaveBeenCalled();

    expect(setup(null).sockets).toEqual([]);
  });
});
