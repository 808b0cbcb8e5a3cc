import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PamServerFrame } from '@ww/contracts';
import { FakeSocket, latestSocket } from '#testing/fake-socket.ts';
import { createPamConnection, type PamConnectionStatus, type PamTokenSession } from './pam-connection.ts';

const USER = '00000000-0000-4000-8000-000000000091';

function connect(session: { current: PamTokenSession | null }, refresh = vi.fn(async () => session.current)) {
  const statuses: PamConnectionStatus[] = [];
  const frames: PamServerFrame[] = [];
  const waking: boolean[] = [];
  const gaveUp = vi.fn();
  const connection = createPamConnection({
    userId: USER,
    url: (userId, token) => `ws://test/api/v1/pam/ws/${userId}?token=${token}`,
    getSession: () => session.current,
    refreshSession: refresh,
    onStatus: (s) => statuses.push(s),
    onFrame: (f) => frames.push(f),
    onWaking: (w) => waking.push(w),
    onGaveUp: gaveUp,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  return { connection, statuses, frames, waking, gaveUp, refresh };
}

const hourFromNow = () => Date.now() / 1000 + 3_600;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', { OPEN: 1 });
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Pam connection', () => {
  it("connects to the user's socket with the token and reports connecting, then connected", () => {
    const { statuses, connection } = connect({ current: { access_token: 'tok-1', expires_at: hourFromNow() } });
    expect(latestSocket().url).toBe(`ws://test/api/v1/pam/ws/${USER}?token=tok-1`);
    expect(statuses).toEqual(['connecting']);
    latestSocket().open();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(connection.send({ type: 'chat', message: 'hi' })).toBe(true);
    expect(latestSocket().sent).toEqual([{ type: 'chat', message: 'hi' }]);
  });

  it('reconnects after an unclean close at 2, 4, 8, 16 and 32 s, then gives up', () => {
    const { statuses, gaveUp } = connect({ current: { access_token: 'tok', expires_at: hourFromNow() } });
    latestSocket().open();
    for (const delay of [2_000, 4_000, 8_000, 16_000, 32_000]) {
      const before = FakeSocket.all.length;
      latestSocket().drop();
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.all.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all.length).toBe(before + 1);
    }
    latestSocket().drop();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(6);
    expect(gaveUp).toHaveBeenCalledOnce();
    expect(statuses.at(-1)).toBe('disconnected');
  });

  it('counts attempts again from the first once a reconnect succeeds', () => {
    connect({ current: { access_token: 'tok', expires_at: hourFromNow() } });
    latestSocket().drop();
    vi.advanceTimersByTime(2_000);
    latestSocket().drop();
    vi.advanceTimersByTime(4_000);
    latestSocket().open();
    latestSocket().drop();
    vi.advanceTimersByTime(2_000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('does not reconnect after a clean close or the end of the session', () => {
    const { statuses } = connect({ current: { access_token: 'tok', expires_at: hourFromNow() } });
    latestSocket().open();
    latestSocket().drop(4001);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses.at(-1)).toBe('disconnected');
  });

  it('pings every 20 s and drops a socket after 3 pongs missed by 10 s each, then reconnects', () => {
    connect({ current: { access_token: 'tok', expires_at: hourFromNow() } });
    const first = latestSocket();
    first.open();
    vi.advanceTimersByTime(20_000);
    expect(first.sentOf('ping').length).toBe(1);
    first.receive({ type: 'pong' });
    vi.advanceTimersByTime(20_000 * 3 + 10_000 - 1);
    expect(first.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(first.sentOf('ping').length).toBe(4);
    expect(first.closedWith).toBe(4000);
    vi.advanceTimersByTime(2_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("answers the server's ping and hands every other frame on", () => {
    const { frames } = connect({ current: { access_token: 'tok', expires_at: hourFromNow() } });
    latestSocket().open();
    latestSocket().receive({ type: 'ping', timestamp: 7 });
    latestSocket().receive({ type: 'stream', session_id: 's', content: 'Hel' });
    latestSocket().receive({ type: 'nonsense' });
    expect(latestSocket().sent).toEqual([{ type: 'pong', timestamp: 7 }]);
    expect(frames).toEqual([{ type: 'stream', session_id: 's', content: 'Hel' }]);
  });

  it('warns of a cold start after 3 s and gives up on an attempt after 15 s', () => {
    const { waking } = connect({ current: { access_token: 'tok', expires_at: hourFromNow() } });
    vi.advanceTimersByTime(2_999);
    expect(waking).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(waking).toEqual([true]);
    vi.advanceTimersByTime(12_000);
    expect(latestSocket().closedWith).toBe(4000);
    expect(waking).toEqual([true, false]);
    vi.advanceTimersByTime(2_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('refreshes the token 5 minutes before it expires and reconnects with the new one', async () => {
    const session = { current: { access_token: 'old', expires_at: Date.now() / 1000 + 600 } as PamTokenSession | null };
    const refresh = vi.fn(async () => {
      session.current = { access_token: 'new', expires_at: Date.now() / 1000 + 3_600 };
      return session.current;
    });
    connect(session, refresh);
    const first = latestSocket();
    first.autoPong = true;
    first.open();
    await vi.advanceTimersByTimeAsync(300_000 - 10);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(refresh).toHaveBeenCalledOnce();
    expect(first.closedWith).toBe(1000);
    expect(latestSocket().url).toContain('token=new');
  });
});
