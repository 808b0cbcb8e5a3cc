import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { ERROR_MESSAGES, REALTIME } from '@ww/contracts';
import { createLogger } from '#platform/logger.ts';
import type { PubSub } from '#platform/pubsub/pubsub.ts';
import { canSubscribe, ChannelRegistry, pubsubChannel, userChannel } from './channels.ts';
import { errorText, RealtimeConnection, type RealtimeIdentity, type RealtimeLogger } from './connection.ts';
import { parseClientFrame } from './frames.ts';
import { registerWebSocketRoute, rejectUpgrade } from './upgrade-router.ts';

export { publishSessionsEnded, SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_EVENT, userChannel } from './channels.ts';
export type { RealtimeIdentity, RealtimeLogger } from './connection.ts';

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
  const closeTimeoutMs = deps.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS;

  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<RealtimeConnection>();
  const channels = new ChannelRegistry(deps.pubsub, logger);
  let closing: Promise<void> | undefined;

  const unregisterRoute = registerWebSocketRoute(server, deps.path ?? REALTIME_PATH, (request, socket, head, url) => {
    handleUpgrade(request, socket, head, url).catch((err: unknown) => {
      logger.error('realtime upgrade failed', { error: errorText(err) });
      socket.destroy();
    });
  });

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    // Until ws owns the socket nobody else listens for its errors, and an unhandled one would crash the process.
    const onSocketError = () => socket.destroy();
    socket.on('error', onSocketError);

    const token = url.searchParams.get('token');
    let identity: RealtimeIdentity | null = null;
    if (token) {
      try {
        identity = await deps.verifyAccessToken(token);
      } catch (err) {
        logger.error('realtime token verification failed', { error: errorText(err) });
        rejectUpgrade(socket, 500, { class: 'server', message: ERROR_MESSAGES.server });
        return;
      }
    }
    if (!identity) {
      rejectUpgrade(socket, 401, {
        class: 'authentication',
        message: ERROR_MESSAGES.authentication,
        ...(token ? { code: 'session_expired' } : {}),
      });
      return;
    }
    if (closing) {
      rejectUpgrade(socket, 503);
      return;
    }
    if (socket.destroyed) return;
    const verified = identity;
    wss.handleUpgrade(request, socket, head, (ws) => {
      socket.off('error', onSocketError);
      onConnection(ws, verified);
    });
  }

  function onConnection(ws: WebSocket, identity: RealtimeIdentity): void {
    const conn = new RealtimeConnection(ws, identity, logger, eventRate);
    connections.add(conn);
    ws.on('message', (data, isBinary) => {
      if (conn.withinRateLimit(rateLimit)) conn.enqueue(() => handleFrame(conn, data, isBinary));
    });
    ws.on('close', () => {
      if (!conn.markClosed()) return;
      connections.delete(conn);
      channels.leaveAll(conn);
    });
    ws.on('error', (err) => logger.warn('realtime socket error', { user_id: identity.userId, error: err.message }));

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
      conn.startHeartbeat(heartbeat);
    });
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
      return connections.size;
    },

    close() {
      closing ??= (async () => {
        unregisterRoute();
        await Promise.all([...connections].map((conn) => conn.closeGracefully(closeTimeoutMs)));
        await channels.drained();
        wss.close();
      })();
      return closing;
    },
  };
}
