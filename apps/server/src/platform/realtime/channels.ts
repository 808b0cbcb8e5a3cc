import { z } from 'zod';
import type { ServerFrame } from '@ww/contracts';
import type { PubSub } from '#platform/pubsub/pubsub.ts';
import { userChannel, type RealtimeConnection } from './connection.ts';
import { errorText, type RealtimeLogger } from './socket-connection.ts';

export { userChannel };

/** A user may listen to its own channel and to public ones, nothing else. */
export function canSubscribe(userId: string, channel: string): boolean {
  return channel === userChannel(userId) || (channel.startsWith('public:') && channel.length > 'public:'.length);
}

/** Hub channels are namespaced on the pub/sub so other users of the same Redis cannot collide with them. */
export function pubsubChannel(channel: string): string {
  return `realtime:${channel}`;
}

/** Sent on a user's channel when sessions end (sign-out, ended from another device, revoked, password reset). */
export const SESSION_ENDED_EVENT = 'session_ended';
/** WebSocket close code for a socket whose session ended: the client must not reconnect with the same token. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * Tells every instance that these sessions ended: their sockets get the event and are closed, so a signed-out
 * token stops receiving anything at once, as it stops working over HTTP.
 */
export async function publishSessionsEnded(pubsub: PubSub, userId: string, sessionIds: string[]): Promise<void> {
  await Promise.all(
    sessionIds.map((sessionId) =>
      pubsub.publish(pubsubChannel(userChannel(userId)), {
        event: SESSION_ENDED_EVENT,
        payload: { session_id: sessionId },
      }),
    ),
  );
}

/** `exclude`: users whose sockets must not get this event (across a block from whoever caused it). */
const pubsubMessageSchema = z.object({
  event: z.string(),
  payload: z.unknown(),
  exclude: z.array(z.string()).optional(),
});

interface ChannelEntry {
  sockets: Set<RealtimeConnection>;
  subscription: Promise<() => Promise<void>>;
}

/**
 * This instance's channels: which local sockets listen to each, and the one pub/sub subscription per channel that
 * feeds them (made for a channel's first local socket, dropped after its last).
 */
export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelEntry>();
  private readonly pendingUnsubscribes = new Set<Promise<void>>();

  constructor(
    private readonly pubsub: PubSub,
    private readonly logger: RealtimeLogger,
  ) {}

  /** Adds the socket to a channel, subscribing this instance to the pub/sub channel for its first local socket. */
  async join(conn: RealtimeConnection, channel: string): Promise<void> {
    if (conn.closed) return;
    let entry = this.channels.get(channel);
    if (!entry) {
      const sockets = new Set<RealtimeConnection>();
      // The handler is bound to this entry's sockets: after a resubscribe, a stale subscription delivers to nobody.
      const subscription = this.pubsub.subscribe(pubsubChannel(channel), (message) =>
        this.deliver(channel, sockets, message),
      );
      entry = { sockets, subscription };
      this.channels.set(channel, entry);
    }
    entry.sockets.add(conn);
    conn.channels.add(channel);
    try {
      await entry.subscription;
    } catch (err) {
      this.leave(conn, channel);
      throw err;
    }
  }

  /** Removes the socket from a channel, unsubscribing this instance when it was the last local socket. */
  leave(conn: RealtimeConnection, channel: string): void {
    conn.channels.delete(channel);
    const entry = this.channels.get(channel);
    if (!entry || !entry.sockets.delete(conn) || entry.sockets.size > 0) return;
    this.channels.delete(channel);
    const unsubscribing = entry.subscription
      .then(
        (unsubscribe) => unsubscribe(),
        () => undefined, // never subscribed; join() reported why
      )
      .catch((err: unknown) => this.logger.warn('realtime unsubscribe failed', { channel, error: errorText(err) }))
      .finally(() => this.pendingUnsubscribes.delete(unsubscribing));
    this.pendingUnsubscribes.add(unsubscribing);
  }

  leaveAll(conn: RealtimeConnection): void {
    for (const channel of [...conn.channels]) this.leave(conn, channel);
  }

  /** Resolves once every unsubscription under way has finished. */
  async drained(): Promise<void> {
    await Promise.all([...this.pendingUnsubscribes]);
  }

  private deliver(channel: string, sockets: Set<RealtimeConnection>, message: unknown): void {
    const parsed = pubsubMessageSchema.safeParse(message);
    if (!parsed.success) {
      this.logger.warn('realtime dropped a malformed pubsub message', { channel });
      return;
    }
    const frame = {
      type: 'event' as const,
      channel,
      event: parsed.data.event,
      payload: parsed.data.payload,
    } satisfies ServerFrame;
    const text = JSON.stringify(frame);
    const sessionEnded = parsed.data.event === SESSION_ENDED_EVENT;
    const endedSession = sessionEnded ? sessionIdOf(parsed.data.payload) : undefined;
    const exclude = parsed.data.exclude ? new Set(parsed.data.exclude) : undefined;
    for (const conn of sockets) {
      if (exclude?.has(conn.identity.userId)) continue;
      // The end of a session is never held back by the event budget: the socket closes right after it.
      if (sessionEnded) conn.sendText(text);
      else conn.sendEvent(frame, text);
      if (endedSession && conn.identity.sessionId === endedSession)
        conn.ws.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  }
}

function sessionIdOf(payload: unknown): string | undefined {
  const id = (payload as { session_id?: unknown } | null)?.session_id;
  return typeof id === 'string' ? id : undefined;
}
