import { useEffect, useRef } from 'react';
import type { ClientFrame } from '@ww/contracts';

/** One event frame of the realtime hub, as the app's connection hands it on (already validated). */
export interface RealtimeEvent {
  channel: string;
  event: string;
  payload: unknown;
}

export type RealtimeEventHandler = (payload: unknown, event: RealtimeEvent) => void;

/**
 * The seam between the app's one realtime connection (app/realtime) and the features: features listen to events
 * and ask for public channels here, without importing the app. Nothing here opens a socket: until the app attaches
 * its connection, channel requests are only remembered, and they are sent once it is ready.
 */
const handlers = new Map<string, Set<RealtimeEventHandler>>();
/** Public channels wanted by mounted components, with how many want each. */
const channelUsers = new Map<string, number>();
let transport: ((frame: ClientFrame) => void) | null = null;

/** Calls `handler` with the payload of every `event` frame until the returned function is called. */
export function onRealtimeEvent(event: string, handler: RealtimeEventHandler): () => void {
  const set = handlers.get(event) ?? new Set<RealtimeEventHandler>();
  set.add(handler);
  handlers.set(event, set);
  return () => {
    set.delete(handler);
    if (set.size === 0 && handlers.get(event) === set) handlers.delete(event);
  };
}

/** Hands an event frame to its listeners; called by the app's connection. A failing listener does not stop the others. */
export function emitRealtimeEvent(frame: RealtimeEvent): void {
  for (const handler of [...(handlers.get(frame.event) ?? [])]) {
    try {
      handler(frame.payload, frame);
    } catch (err) {
      // One screen's bug must not cost the others their live updates; it is still reported as uncaught.
      reportError(err);
    }
  }
}

/**
 * Asks the hub for a public channel's events for as long as the returned function is not called. Several users of
 * one channel share one subscription: it is sent for the first and withdrawn after the last.
 */
export function subscribeRealtimeChannel(channel: string): () => void {
  const users = channelUsers.get(channel) ?? 0;
  channelUsers.set(channel, users + 1);
  if (users === 0) transport?.({ type: 'subscribe', channel });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (channelUsers.get(channel) ?? 1) - 1;
    if (left > 0) {
      channelUsers.set(channel, left);
      return;
    }
    channelUsers.delete(channel);
    transport?.({ type: 'unsubscribe', channel });
  };
}

/** The channels wanted right now: a connection that becomes ready (again) subscribes to each. */
export function wantedRealtimeChannels(): string[] {
  return [...channelUsers.keys()];
}

/**
 * Attaches the app's connection: `send` delivers a frame when the socket is open (and may drop it otherwise; the
 * connection subscribes to `wantedRealtimeChannels()` whenever it becomes ready). Returns the detach function.
 */
export function attachRealtimeTransport(send: (frame: ClientFrame) => void): () => void {
  transport = send;
  return () => {
    if (transport === send) transport = null;
  };
}

/** `handler` runs for every `event` frame while the component is mounted; it may change between renders. */
export function useRealtimeEvent(event: string, handler: RealtimeEventHandler): void {
  const current = useRef(handler);
  useEffect(() => {
    current.current = handler;
  }, [handler]);
  useEffect(() => onRealtimeEvent(event, (payload, frame) => current.current(payload, frame)), [event]);
}

/** Follows a public channel (e.g. 'public:locations') while the component is mounted; null follows nothing. */
export function useRealtimeChannel(channel: string | null): void {
  useEffect(() => (channel ? subscribeRealtimeChannel(channel) : undefined), [channel]);
}
