import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientFrame } from '@ww/contracts';
import {
  attachRealtimeTransport,
  emitRealtimeEvent,
  onRealtimeEvent,
  subscribeRealtimeChannel,
  useRealtimeChannel,
  useRealtimeEvent,
  wantedRealtimeChannels,
  type RealtimeEventHandler,
} from './realtime-events.ts';

const frame = (event: string, payload: unknown = { n: 1 }) => ({ channel: 'user:1', event, payload });

let detach: (() => void) | null = null;
function attach() {
  const sent: ClientFrame[] = [];
  detach = attachRealtimeTransport((f) => sent.push(f));
  return sent;
}
afterEach(() => {
  detach?.();
  detach = null;
});

describe('realtime event bus', () => {
  it('hands each event to its own listeners until they unsubscribe', () => {
    const located = vi.fn();
    const posted = vi.fn();
    const offLocated = onRealtimeEvent('location.updated', located);
    const offPosted = onRealtimeEvent('post.created', posted);

    emitRealtimeEvent(frame('location.updated', { locations: [] }));
    expect(located).toHaveBeenCalledWith({ locations: [] }, frame('location.updated', { locations: [] }));
    expect(posted).not.toHaveBeenCalled();

    offLocated();
    emitRealtimeEvent(frame('location.updated'));
    expect(located).toHaveBeenCalledTimes(1);
    offPosted();
  });

  it('keeps delivering to the other listeners when one throws, and reports the error', () => {
    const failure = new Error('listener bug');
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const second = vi.fn();
    const off1 = onRealtimeEvent('typing', () => {
      throw failure;
    });
    const off2 = onRealtimeEvent('typing', second);
    emitRealtimeEvent(frame('typing'));
    expect(second).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(failure);
    vi.unstubAllGlobals();
    off1();
    off2();
  });

  it('shares one channel subscription between its users and withdraws it after the last', () => {
    const sent = attach();
    const release1 = subscribeRealtimeChannel('public:locations');
    const release2 = subscribeRealtimeChannel('public:locations');
    expect(sent).toEqual([{ type: 'subscribe', channel: 'public:locations' }]);
    expect(wantedRealtimeChannels()).toEqual(['public:locations']);

    release1();
    release1(); // a second call of the same release changes nothing
    expect(sent).toHaveLength(1);
    release2();
    expect(sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'public:locations' });
    expect(wantedRealtimeChannels()).toEqual([]);
  });

  it('remembers channels wanted before the connection is attached, for it to ask once ready', () => {
    const release = subscribeRealtimeChannel('public:feed');
    expect(wantedRealtimeChannels()).toEqual(['public:feed']);
    const sent = attach();
    expect(sent).toEqual([]);
    release();
    expect(sent).toEqual([{ type: 'unsubscribe', channel: 'public:feed' }]);
  });
});

function Listener({ onEvent, channel }: { onEvent: RealtimeEventHandler; channel: string | null }) {
  useRealtimeEvent('location.updated', onEvent);
  useRealtimeChannel(channel);
  return null;
}

describe('realtime hooks', () => {
  it('listen and follow the channel while mounted, with the latest handler, and stop on unmount', () => {
    const sent = attach();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Listener onEvent={first} channel="public:locations" />);
    expect(sent).toEqual([{ type: 'subscribe', channel: 'public:locations' }]);

    view.rerender(<Listener onEvent={second} channel="public:locations" />);
    act(() => emitRealtimeEvent(frame('location.updated')));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    // The same channel across renders is one subscription.
    expect(sent).toHaveLength(1);

    view.unmount();
    emitRealtimeEvent(frame('location.updated'));
    expect(second).toHaveBeenCalledTimes(1);
    expect(sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'public:locations' });
  });

  it('follows nothing for a null channel', () => {
    const sent = attach();
    const view = render(<Listener onEvent={vi.fn()} channel={null} />);
    view.unmount();
    expect(sent).toEqual([]);
  });
});
