import type { Server } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import { REALTIME } from '@ww/contracts';
import { createLogger } from '#platform/logger.ts';
import type { PubSub } from '#platform/pubsub/pubsub.ts';
import { canSubscribe, ChannelRegistry, pubsubChannel, userChannel } from './channels.ts';
import { RealtimeConnection } from './connection.ts';
import { parseClientFrame } from './frames.ts';
import { errorText, type RealtimeIdentity, type RealtimeLogger } from './socket-connection.ts';
import { attachSocketEndpoint } from './socket-endpoint.ts';

export { publishSessionsEnded, SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_EVENT, userChannel } from './channels.ts';
export type { RealtimeIdentity, RealtimeLogger } from './socket-connection.ts';

export const REALTIME_PATH = '/api/v1/ws';

/** Client frames are a few dozen bytes; anything near this is abuse and ws closes the socket with 1009. */
const MAX_FRAME_BYTES = 16 * 1024;
/** Bounds the pub/sub subscriptions one socket can make this instance hold. */
const MAX_CHANNELS_PER_SOCKET = 50;
const DEFAULT_CLOSE_TIMEOUT_MS = 2_000;
/** Ten seconds of events at the SPEC §9 rate: a socket further behind than that is told to resync. */
const DEFAULT_MAX_QUEUED_EVENTS = 100;

export interface RealtimeHubDeps {
  pubsub: PubSub;
  verifyAccessToken(token: string): Promise<RealtimeIdentity | null>;
  /** Default '/api/v1/ws'. */
  path?: string;
  logger?: RealtimeLogger;
  /** Defaults from REALTIME (SPEC §9); shorter values let tests run in milliseconds. */
  heartbeat?: { pingIntervalMs?: number; pongTimeoutMs?: number; maxMissedPongs?: number };
  /** Default REALTIME.eventsPerSecond frames per 1000 ms window. */
  rateLimit?: { maxFrames?: number; windowMs?: number };
  /**
   * EVENT frames sent to one socket: default REALTIME.eventsPerSecond per 1000 ms (SPEC §9), with up to 100 waiting
   * beyond that (RealtimeConnection.sendEvent).
   */
  eventRate?: { maxEvents?: number; windowMs?: number; maxQueued?: number };
  /** How long close() waits for clients to answer the close handshake before cutting them off. */
  closeTimeoutMs?: number;
}

export interface RealtimeHub {
  publishToUser(userId: string, event: string, payload: unknown): Promise<void>;
  publish(channel: string, event: string, payload: unknown): Promise<void>;
  connectionCount(): number;
  close(): Promise<void>;
}

/**
 * The realtime WebSocket hub: authenticates the upgrade from `?token=`, keeps each socket subscribed to its user's
 * channel (and any public channels it asks for), and relays events published through the PubSub, so an event
 * published on any server instance reaches the matching sockets on all of them.
 */
export function attachRealtimeHub(server: Server, deps: RealtimeHubDeps): RealtimeHub {
  const logger = deps.logger ?? createLogger();
  const heartbeat = {
    pingIntervalMs: deps.heartbeat?.pingIntervalMs ?? REALTIME.pingIntervalMs,
    pongTimeoutMs: deps.heartbeat?.pongTimeoutMs ?? REALTIME.pongTimeoutMs,
    maxMissedPongs: deps.heartbeat?.maxMissedPongs ?? REALTIME.maxMissedPongs,
  };
  const rateLimit = {
    maxFrames: deps.rateLimit?.maxFrames ?? REALTIME.eventsPerSecond,
    windowMs: deps.rateLimit?.windowMs ?? 1_000,
  };
  const eventRate = {
    maxEvents: deps.eventRate?.maxEvents ?? REALTIME.eventsPerSecond,
    windowMs: deps.eventRate?.windowMs ?? 1_000,
    maxQueued: deps.eventRate?.maxQueued ?? DEFAULT_MAX_QUEUED_EVENTS,
  };
  const channels = new ChannelRegistry(deps.pubsub, logger);
  const endpoint = attachSocketEndpoint(server, {
    path: deps.path ?? REALTIME_PATH,
    label: 'realtime',
    logger,
    maxPayload: MAX_FRAME_BYTES,
    closeTimeoutMs: deps.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS,
    verifyAccessToken: (token) => deps.verifyAccessToken(token),
    open,
    closed: (conn) => channels.leaveAll(conn),
  });

  function open(ws: WebSocket, identity: RealtimeIdentity): RealtimeConnection {
    const conn = new RealtimeConnection(ws, identity, logger, eventRate);
    ws.on('message', (data, isBinary) => {
      if (conn.withinRateLimit(rateLimit)) conn.enqueue(() => handleFrame(conn, data, isBinary));
    });
    // `ready` only after the user channel is live, so a client that saw it cannot miss an event meant for it.
    conn.enqueue(async () => {
      try {
        await channels.join(conn, userChannel(identity.userId));
      } catch (err) {
        logger.error('realtime user channel subscription failed', { user_id: identity.userId, error: errorText(err) });
        ws.close(1011, 'Subscription failed');
        return;
      }
      if (conn.closed) return;
      conn.send({ type: 'ready', user_id: identity.userId });
      conn.startHeartbeat(heartbeat, () => conn.send({ type: 'ping', ts: Date.now() }));
    });
    return conn;
  }

  async function handleFrame(conn: RealtimeConnection, data: RawData, isBinary: boolean): Promise<void> {
    if (conn.closed) return;
    const frame = parseClientFrame(data, isBinary);
    if (typeof frame === 'string') {
      conn.sendError('invalid_frame', frame);
      return;
    }
    switch (frame.type) {
      case 'ping':
        conn.send(frame.ts === undefined ? { type: 'pong' } : { type: 'pong', ts: frame.ts });
        return;
      case 'pong':
        conn.receivedPong();
        return;
      case 'subscribe':
        if (!canSubscribe(conn.identity.userId, frame.channel)) {
          conn.sendError('forbidden_channel', `Subscribing to ${frame.channel} is not allowed.`);
          return;
        }
        if (conn.channels.has(frame.channel)) return;
        if (conn.channels.size >= MAX_CHANNELS_PER_SOCKET) {
          conn.sendError('too_many_channels', `At most ${MAX_CHANNELS_PER_SOCKET} channels per connection.`);
          return;
        }
        try {
          await channels.join(conn, frame.channel);
        } catch (err) {
          logger.error('realtime channel subscription failed', { channel: frame.channel, error: errorText(err) });
          conn.sendError('subscribe_failed', `Could not subscribe to ${frame.channel}.`);
        }
        return;
      case 'unsubscribe':
        channels.leave(conn, frame.channel);
        return;
    }
  }

  async function publish(channel: string, event: string, payload: unknown): Promise<void> {
    // JSON would drop an undefined payload, and clients expect every event frame to carry one.
    await deps.pubsub.publish(pubsubChannel(channel), { event, payload: payload ?? null });
  }

  return {
    publish,

    publishToUser(userId, event, payload) {
      return publish(userChannel(userId), event, payload);
    },

    connectionCount() {
      return endpoint.connections.size;
    },

    close() {
      return endpoint.close(() => channels.drained());
    },
  };
}
