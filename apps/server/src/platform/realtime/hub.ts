import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { z } from 'zod';
import { clientFrameSchema, ERROR_MESSAGES, REALTIME, type ClientFrame, type ServerFrame } from '@ww/contracts';
import { createLogger, type Logger } from '../logger.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { registerWebSocketRoute, rejectUpgrade } from './upgrade-router.ts';

export const REALTIME_PATH = '/api/v1/ws';

/** Client frames are a few dozen bytes; anything near this is abuse and ws closes the socket with 1009. */
const MAX_FRAME_BYTES = 16 * 1024;
/** Bounds the pub/sub subscriptions one socket can make this instance hold. */
const MAX_CHANNELS_PER_SOCKET = 50;
/** A client that lets this much pile up unread is not keeping up; dropping it protects the server's memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const DEFAULT_CLOSE_TIMEOUT_MS = 2_000;

export interface RealtimeIdentity {
  userId: string;
  sessionId: string;
}

export type RealtimeLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

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
  /** How long close() waits for clients to answer the close handshake before cutting them off. */
  closeTimeoutMs?: number;
}

export interface RealtimeHub {
  publishToUser(userId: string, event: string, payload: unknown): Promise<void>;
  publish(channel: string, event: string, payload: unknown): Promise<void>;
  connectionCount(): number;
  close(): Promise<void>;
}

export function userChannel(userId: string): string {
  return `user:${userId}`;
}

/** A user may listen to its own channel and to public ones, nothing else. */
export function canSubscribe(userId: string, channel: string): boolean {
  return channel === userChannel(userId) || (channel.startsWith('public:') && channel.length > 'public:'.length);
}

/** Hub channels are namespaced on the pub/sub so other users of the same Redis cannot collide with them. */
function pubsubChannel(channel: string): string {
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
      pubsub.publish(pubsubChannel(userChannel(userId)), { event: SESSION_ENDED_EVENT, payload: { session_id: sessionId } }),
    ),
  );
}

const pubsubMessageSchema = z.object({ event: z.string(), payload: z.unknown() });

interface Connection {
  ws: WebSocket;
  identity: RealtimeIdentity;
  channels: Set<string>;
  missedPongs: number;
  pongDeadlines: Set<NodeJS.Timeout>;
  pingTimer: NodeJS.Timeout | undefined;
  rateWindow: { startedAt: number; frames: number; notified: boolean };
  /** Frames of one socket are handled one after another, so a ping sent after a subscribe is answered after it. */
  queue: Promise<void>;
  closed: boolean;
}

interface ChannelEntry {
  sockets: Set<Connection>;
  subscription: Promise<() => Promise<void>>;
}

/**
 * The realtime WebSocket hub: authenticates the upgrade from `?token=`, keeps each socket subscribed to its user's
 * channel (and any public channels it asks for), and relays events published through the PubSub, so an event
 * published on any server instance reaches the matching sockets on all of them.
 */
export function attachRealtimeHub(server: Server, deps: RealtimeHubDeps): RealtimeHub {
  const logger = deps.logger ?? createLogger();
  const pingIntervalMs = deps.heartbeat?.pingIntervalMs ?? REALTIME.pingIntervalMs;
  const pongTimeoutMs = deps.heartbeat?.pongTimeoutMs ?? REALTIME.pongTimeoutMs;
  const maxMissedPongs = deps.heartbeat?.maxMissedPongs ?? REALTIME.maxMissedPongs;
  const maxFrames = deps.rateLimit?.maxFrames ?? REALTIME.eventsPerSecond;
  const rateWindowMs = deps.rateLimit?.windowMs ?? 1_000;
  const closeTimeoutMs = deps.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS;

  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  const channels = new Map<string, ChannelEntry>();
  const pendingUnsubscribes = new Set<Promise<void>>();
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
    const conn: Connection = {
      ws,
      identity,
      channels: new Set(),
      missedPongs: 0,
      pongDeadlines: new Set(),
      pingTimer: undefined,
      rateWindow: { startedAt: Date.now(), frames: 0, notified: false },
      queue: Promise.resolve(),
      closed: false,
    };
    connections.add(conn);
    ws.on('message', (data, isBinary) => onMessage(conn, data, isBinary));
    ws.on('close', () => disconnect(conn));
    ws.on('error', (err) => logger.warn('realtime socket error', { user_id: identity.userId, error: err.message }));

    // `ready` only after the user channel is live, so a client that saw it cannot miss an event meant for it.
    enqueue(conn, async () => {
      try {
        await join(conn, userChannel(identity.userId));
      } catch (err) {
        logger.error('realtime user channel subscription failed', { user_id: identity.userId, error: errorText(err) });
        ws.close(1011, 'Subscription failed');
        return;
      }
      if (conn.closed) return;
      send(conn, { type: 'ready', user_id: identity.userId });
      startHeartbeat(conn);
    });
  }

  function onMessage(conn: Connection, data: RawData, isBinary: boolean): void {
    if (!withinRateLimit(conn)) return;
    enqueue(conn, () => handleFrame(conn, data, isBinary));
  }

  function enqueue(conn: Connection, task: () => Promise<void> | void): void {
    conn.queue = conn.queue.then(task).catch((err: unknown) => {
      logger.error('realtime frame handling failed', { user_id: conn.identity.userId, error: errorText(err) });
    });
  }

  function withinRateLimit(conn: Connection): boolean {
    const now = Date.now();
    if (now - conn.rateWindow.startedAt >= rateWindowMs) {
      conn.rateWindow = { startedAt: now, frames: 0, notified: false };
    }
    conn.rateWindow.frames += 1;
    if (conn.rateWindow.frames <= maxFrames) return true;
    // One notice per window: answering every dropped frame would let a flooding client make us flood back.
    if (!conn.rateWindow.notified) {
      conn.rateWindow.notified = true;
      enqueue(conn, () => sendError(conn, 'rate_limited', 'Too many frames; excess frames are dropped.'));
    }
    return false;
  }

  async function handleFrame(conn: Connection, data: RawData, isBinary: boolean): Promise<void> {
    if (conn.closed) return;
    const frame = parseClientFrame(data, isBinary);
    if (typeof frame === 'string') {
      sendError(conn, 'invalid_frame', frame);
      return;
    }
    switch (frame.type) {
      case 'ping':
        send(conn, frame.ts === undefined ? { type: 'pong' } : { type: 'pong', ts: frame.ts });
        return;
      case 'pong':
        conn.missedPongs = 0;
        for (const deadline of conn.pongDeadlines) clearTimeout(deadline);
        conn.pongDeadlines.clear();
        return;
      case 'subscribe':
        if (!canSubscribe(conn.identity.userId, frame.channel)) {
          sendError(conn, 'forbidden_channel', `Subscribing to ${frame.channel} is not allowed.`);
          return;
        }
        if (conn.channels.has(frame.channel)) return;
        if (conn.channels.size >= MAX_CHANNELS_PER_SOCKET) {
          sendError(conn, 'too_many_channels', `At most ${MAX_CHANNELS_PER_SOCKET} channels per connection.`);
          return;
        }
        try {
          await join(conn, frame.channel);
        } catch (err) {
          logger.error('realtime channel subscription failed', { channel: frame.channel, error: errorText(err) });
          sendError(conn, 'subscribe_failed', `Could not subscribe to ${frame.channel}.`);
        }
        return;
      case 'unsubscribe':
        leave(conn, frame.channel);
        return;
    }
  }

  function startHeartbeat(conn: Connection): void {
    conn.pingTimer = setInterval(() => {
      send(conn, { type: 'ping', ts: Date.now() });
      const deadline = setTimeout(() => {
        conn.pongDeadlines.delete(deadline);
        conn.missedPongs += 1;
        if (conn.missedPongs >= maxMissedPongs) {
          logger.info('realtime socket missed its pongs; terminating', { user_id: conn.identity.userId });
          conn.ws.terminate();
        }
      }, pongTimeoutMs);
      conn.pongDeadlines.add(deadline);
    }, pingIntervalMs);
  }

  /** Adds the socket to a channel, subscribing this instance to the pub/sub channel for its first local socket. */
  async function join(conn: Connection, channel: string): Promise<void> {
    if (conn.closed) return;
    let entry = channels.get(channel);
    if (!entry) {
      const sockets = new Set<Connection>();
      // The handler is bound to this entry's sockets: after a resubscribe, a stale subscription delivers to nobody.
      const subscription = deps.pubsub.subscribe(pubsubChannel(channel), (message) =>
        deliver(channel, sockets, message),
      );
      entry = { sockets, subscription };
      channels.set(channel, entry);
    }
    entry.sockets.add(conn);
    conn.channels.add(channel);
    try {
      await entry.subscription;
    } catch (err) {
      leave(conn, channel);
      throw err;
    }
  }

  /** Removes the socket from a channel, unsubscribing this instance when it was the last local socket. */
  function leave(conn: Connection, channel: string): void {
    conn.channels.delete(channel);
    const entry = channels.get(channel);
    if (!entry || !entry.sockets.delete(conn) || entry.sockets.size > 0) return;
    channels.delete(channel);
    const unsubscribing = entry.subscription
      .then(
        (unsubscribe) => unsubscribe(),
        () => undefined, // never subscribed; join() reported why
      )
      .catch((err: unknown) => logger.warn('realtime unsubscribe failed', { channel, error: errorText(err) }))
      .finally(() => pendingUnsubscribes.delete(unsubscribing));
    pendingUnsubscribes.add(unsubscribing);
  }

  function deliver(channel: string, sockets: Set<Connection>, message: unknown): void {
    const parsed = pubsubMessageSchema.safeParse(message);
    if (!parsed.success) {
      logger.warn('realtime dropped a malformed pubsub message', { channel });
      return;
    }
    const frame: ServerFrame = { type: 'event', channel, event: parsed.data.event, payload: parsed.data.payload };
    const text = JSON.stringify(frame);
    const endedSession = parsed.data.event === SESSION_ENDED_EVENT ? sessionIdOf(parsed.data.payload) : undefined;
    for (const conn of sockets) {
      sendText(conn, text);
      if (endedSession && conn.identity.sessionId === endedSession) conn.ws.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  }

  function sessionIdOf(payload: unknown): string | undefined {
    const id = (payload as { session_id?: unknown } | null)?.session_id;
    return typeof id === 'string' ? id : undefined;
  }

  function disconnect(conn: Connection): void {
    if (conn.closed) return;
    conn.closed = true;
    connections.delete(conn);
    clearInterval(conn.pingTimer);
    for (const deadline of conn.pongDeadlines) clearTimeout(deadline);
    conn.pongDeadlines.clear();
    for (const channel of [...conn.channels]) leave(conn, channel);
  }

  function send(conn: Connection, frame: ServerFrame): void {
    sendText(conn, JSON.stringify(frame));
  }

  function sendError(conn: Connection, code: string, message: string): void {
    send(conn, { type: 'error', message, code });
  }

  function sendText(conn: Connection, text: string): void {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      logger.warn('realtime socket is not reading its frames; terminating', { user_id: conn.identity.userId });
      conn.ws.terminate();
      return;
    }
    conn.ws.send(text);
  }

  function closeSocket(conn: Connection): Promise<void> {
    return new Promise((resolve) => {
      if (conn.ws.readyState === WebSocket.CLOSED) {
        resolve();
        return;
      }
      const cutOff = setTimeout(() => conn.ws.terminate(), closeTimeoutMs);
      conn.ws.once('close', () => {
        clearTimeout(cutOff);
        resolve();
      });
      conn.ws.close(1001, 'Server shutting down');
    });
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
        await Promise.all([...connections].map(closeSocket));
        await Promise.all([...pendingUnsubscribes]);
        wss.close();
      })();
      return closing;
    },
  };
}

/** The frame, or the reason it was refused. */
function parseClientFrame(data: RawData, isBinary: boolean): ClientFrame | string {
  if (isBinary) return 'Frames must be JSON text.';
  let json: unknown;
  try {
    json = JSON.parse(rawDataToString(data));
  } catch {
    return 'Frame is not valid JSON.';
  }
  const parsed = clientFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : 'Unknown or malformed frame.';
}

function rawDataToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
