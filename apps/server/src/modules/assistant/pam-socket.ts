import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import {
  ERROR_MESSAGES,
  PAM_CONNECTION,
  pamClientFrameSchema,
  type PamClientFrame,
  type PamServerFrame,
} from '@ww/contracts';
import { AppError } from '#platform/errors.ts';
import type { Logger } from '#platform/logger.ts';
import type { PubSub } from '#platform/pubsub/pubsub.ts';
import {
  pubsubChannel,
  SESSION_ENDED_CLOSE_CODE,
  SESSION_ENDED_EVENT,
  userChannel,
} from '#platform/realtime/channels.ts';
import { errorText, SocketConnection, type RealtimeIdentity } from '#platform/realtime/socket-connection.ts';
import { attachSocketEndpoint } from '#platform/realtime/socket-endpoint.ts';
import type { AssistantService } from './assistant.service.ts';

/** SPEC §7: /api/v1/pam/ws/{userId}?token=… */
export const PAM_SOCKET_PATH_PATTERN = /^\/api\/v1\/pam\/ws\/([^/]+)$/;

/** A chat frame is at most a 2,000-character message with a small context; anything near this is abuse. */
const MAX_FRAME_BYTES = 64 * 1024;
/** Frames of any kind per second per socket; chat messages also count against the per-user minute limit. */
const MAX_FRAMES_PER_SECOND = 20;
const DEFAULT_CLOSE_TIMEOUT_MS = 2_000;
/** SPEC §8: what a client shows when the server could not answer and has no better text. */
const UNABLE = "I'm currently unable to process your request.";

export type PamSocketLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface PamSocketDeps {
  service: AssistantService;
  pubsub: PubSub;
  verifyAccessToken(token: string): Promise<RealtimeIdentity | null>;
  logger: PamSocketLogger;
  /** Defaults from PAM_CONNECTION (SPEC §9); tests shorten them. */
  heartbeat?: { pingIntervalMs?: number; pongTimeoutMs?: number; maxMissedPongs?: number };
  closeTimeoutMs?: number;
}

export interface PamSocket {
  connectionCount(): number;
  close(): Promise<void>;
}

const sessionEndedSchema = z.object({
  event: z.literal(SESSION_ENDED_EVENT),
  payload: z.object({ session_id: z.string() }),
});

/** One client of Pam's socket. */
class PamConnection extends SocketConnection {
  /** Replies go to this conversation when a chat frame names none, so one socket is one conversation. */
  readonly defaultSession = randomUUID();
  /** Chat frames are answered in the order sent; pings are answered at once, even while a reply is under way. */
  private chats: Promise<void> = Promise.resolve();

  constructor(ws: WebSocket, identity: RealtimeIdentity, logger: PamSocketLogger) {
    super(ws, identity, logger, 'pam');
  }

  send(frame: PamServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  enqueueChat(task: () => Promise<void>): void {
    this.chats = this.chats.then(task).catch((err: unknown) => {
      this.logger.error('pam chat frame failed', { user_id: this.identity.userId, error: errorText(err) });
    });
  }

  withinRateLimit(): boolean {
    return this.withinFrameBudget({ maxFrames: MAX_FRAMES_PER_SECOND, windowMs: 1_000 }, () =>
      this.send({ type: 'error', code: 'rate_limited', message: 'Too many frames; excess frames are dropped.' }),
    );
  }
}

/** Which of a frame's problems to name: an empty or too long message is the user's to fix, anything else a bug. */
function frameProblem(error: z.ZodError): { code: string; message: string } {
  const messageIssue = error.issues.find((i) => i.path[0] === 'message');
  if (messageIssue) return { code: 'validation', message: ERROR_MESSAGES.validation };
  return { code: 'invalid_frame', message: 'Invalid frame.' };
}

function parseFrame(data: RawData, isBinary: boolean): PamClientFrame | { code: string; message: string } {
  if (isBinary) return { code: 'invalid_frame', message: 'Frames are JSON text.' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'));
  } catch {
    return { code: 'invalid_frame', message: 'Frames are JSON text.' };
  }
  const parsed = pamClientFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : frameProblem(parsed.error);
}

/**
 * Pam's WebSocket: the upgrade is authenticated from `?token=` and must be the path's user; chat frames are answered
 * by the same service as the HTTP route (same rate limit, same idempotency), so a reply interrupted by a dropped
 * socket is still stored and a resend of its key on a new socket gets it without acting twice. Sockets of a session
 * that ends are closed as the realtime hub's are.
 */
export function attachPamSocket(server: Server, deps: PamSocketDeps): PamSocket {
  const { logger } = deps;
  const heartbeat = {
    pingIntervalMs: deps.heartbeat?.pingIntervalMs ?? PAM_CONNECTION.pingIntervalMs,
    pongTimeoutMs: deps.heartbeat?.pongTimeoutMs ?? PAM_CONNECTION.pongTimeoutMs,
    maxMissedPongs: deps.heartbeat?.maxMissedPongs ?? PAM_CONNECTION.maxMissedPongs,
  };
  /** This instance's sockets per user, with the one pub/sub subscription that tells them their session ended. */
  const byUser = new Map<string, { sockets: Set<PamConnection>; unsubscribe: Promise<() => Promise<void>> }>();

  const endpoint = attachSocketEndpoint(server, {
    path: (pathname) => PAM_SOCKET_PATH_PATTERN.test(pathname),
    label: 'pam',
    logger,
    maxPayload: MAX_FRAME_BYTES,
    closeTimeoutMs: deps.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS,
    verifyAccessToken: (token) => deps.verifyAccessToken(token),
    authorize(identity, url) {
      const pathUser = decodeURIComponent(PAM_SOCKET_PATH_PATTERN.exec(url.pathname)?.[1] ?? '');
      if (pathUser === identity.userId) return null;
      return {
        status: 403,
        error: { class: 'rls_permission', message: ERROR_MESSAGES.rls_permission, code: 'forbidden' },
      };
    },
    open,
    closed: leave,
  });

  function join(conn: PamConnection): void {
    const userId = conn.identity.userId;
    let entry = byUser.get(userId);
    if (!entry) {
      const sockets = new Set<PamConnection>();
      const unsubscribe = deps.pubsub.subscribe(pubsubChannel(userChannel(userId)), (message) => {
        const ended = sessionEndedSchema.safeParse(message);
        if (!ended.success) return;
        for (const c of sockets)
          if (c.identity.sessionId === ended.data.payload.session_id)
            c.ws.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      });
      unsubscribe.catch((err: unknown) => logger.error('pam session subscription failed', { error: errorText(err) }));
      entry = { sockets, unsubscribe };
      byUser.set(userId, entry);
    }
    entry.sockets.add(conn);
  }

  function leave(conn: PamConnection): void {
    const entry = byUser.get(conn.identity.userId);
    if (!entry || !entry.sockets.delete(conn) || entry.sockets.size > 0) return;
    byUser.delete(conn.identity.userId);
    entry.unsubscribe
      .then((unsubscribe) => unsubscribe())
      .catch((err: unknown) => logger.warn('pam session unsubscribe failed', { error: errorText(err) }));
  }

  function open(ws: WebSocket, identity: RealtimeIdentity): PamConnection {
    const conn = new PamConnection(ws, identity, logger);
    join(conn);
    ws.on('message', (data, isBinary) => {
      if (conn.withinRateLimit()) handleFrame(conn, data, isBinary);
    });
    conn.startHeartbeat(heartbeat, () => conn.send({ type: 'ping', timestamp: Date.now() }));
    return conn;
  }

  function handleFrame(conn: PamConnection, data: RawData, isBinary: boolean): void {
    if (conn.closed) return;
    const frame = parseFrame(data, isBinary);
    if (!('type' in frame)) return conn.send({ type: 'error', ...frame });
    switch (frame.type) {
      case 'ping':
        return conn.send(
          frame.timestamp === undefined ? { type: 'pong' } : { type: 'pong', timestamp: frame.timestamp },
        );
      case 'pong':
        return conn.receivedPong();
      case 'chat':
        return conn.enqueueChat(() => answerChat(conn, frame));
    }
  }

  async function answerChat(conn: PamConnection, frame: Extract<PamClientFrame, { type: 'chat' }>): Promise<void> {
    const sessionId = frame.session_id ?? conn.defaultSession;
    const echo = frame.idempotency_key ? { idempotency_key: frame.idempotency_key } : {};
    if (frame.user_id && frame.user_id !== conn.identity.userId) {
      return conn.send({
        type: 'error',
        code: 'forbidden',
        message: ERROR_MESSAGES.rls_permission,
        session_id: sessionId,
        ...echo,
      });
    }
    try {
      const reply = await deps.service.chat(conn.identity.userId, {
        message: frame.message,
        session_id: sessionId,
        context: frame.context,
        idempotencyKey: frame.idempotency_key,
        onToken: (content) => conn.send({ type: 'stream', session_id: sessionId, content }),
      });
      conn.send({
        type: 'response',
        response: reply.response,
        message: reply.response,
        content: reply.response,
        session_id: reply.session_id,
        ...(reply.ui_action ? { ui_action: reply.ui_action } : {}),
        metadata: reply.metadata,
        ...echo,
      });
    } catch (err) {
      if (err instanceof AppError) {
        return conn.send({
          type: 'error',
          code: err.code ?? err.errorClass,
          message: err.message,
          session_id: sessionId,
          ...echo,
        });
      }
      logger.error('pam chat failed', { user_id: conn.identity.userId, error: errorText(err) });
      conn.send({ type: 'error', code: 'server', message: UNABLE, session_id: sessionId, ...echo });
    }
  }

  return {
    connectionCount: () => endpoint.connections.size,
    close: () =>
      endpoint.close(async () => {
        await Promise.all(
          [...byUser.values()].map((entry) =>
            entry.unsubscribe.then((unsubscribe) => unsubscribe()).catch(() => undefined),
          ),
        );
        byUser.clear();
      }),
  };
}
