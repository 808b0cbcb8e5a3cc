import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ERROR_MESSAGES, type ApiError } from '@ww/contracts';
import { errorText, type RealtimeIdentity, type RealtimeLogger, type SocketConnection } from './socket-connection.ts';
import { registerWebSocketRoute, rejectUpgrade, type WebSocketRouteMatcher } from './upgrade-router.ts';

/** An upgrade turned away once its user is known: the HTTP status and the API's error. */
export type UpgradeRefusal = { status: number; error: ApiError['error'] };

export interface SocketEndpointOptions<C extends SocketConnection> {
  path: WebSocketRouteMatcher;
  /** Names the endpoint in logs ('realtime', 'pam'). */
  label: string;
  logger: RealtimeLogger;
  /** Frames larger than this close the socket with 1009. */
  maxPayload: number;
  closeTimeoutMs: number;
  verifyAccessToken(token: string): Promise<RealtimeIdentity | null>;
  /** A further check once the token's user is known (e.g. that it is the path's user); null lets the socket in. */
  authorize?(identity: RealtimeIdentity, url: URL): UpgradeRefusal | null;
  /** Sets up an accepted socket (its frames, its heartbeat) and returns its connection. */
  open(ws: WebSocket, identity: RealtimeIdentity): C;
  /** After a connection closed, its timers stopped. */
  closed?(conn: C): void;
}

export interface SocketEndpoint<C extends SocketConnection> {
  readonly connections: ReadonlySet<C>;
  /**
   * Takes no more sockets (an upgrade under way is answered 503), closes the open ones gracefully, waits for
   * `drain` and closes the server side. Every later call gets the same promise.
   */
  close(drain?: () => Promise<void>): Promise<void>;
}

/**
 * A WebSocket endpoint whose upgrade is authenticated from `?token=`: no token or one that does not verify is a 401
 * (`session_expired` for a token that no longer works), a verifier that fails is a 500, and a socket is accepted
 * only while the endpoint is open.
 */
export function attachSocketEndpoint<C extends SocketConnection>(
  server: Server,
  options: SocketEndpointOptions<C>,
): SocketEndpoint<C> {
  const { logger, label } = options;
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: options.maxPayload });
  const connections = new Set<C>();
  let closing: Promise<void> | undefined;

  const unregister = registerWebSocketRoute(server, options.path, (request, socket, head, url) => {
    handleUpgrade(request, socket, head, url).catch((err: unknown) => {
      logger.error(`${label} upgrade failed`, { error: errorText(err) });
      socket.destroy();
    });
  });

  async function authenticate(url: URL): Promise<RealtimeIdentity | UpgradeRefusal> {
    const token = url.searchParams.get('token');
    let identity: RealtimeIdentity | null = null;
    if (token) {
      try {
        identity = await options.verifyAccessToken(token);
      } catch (err) {
        logger.error(`${label} token verification failed`, { error: errorText(err) });
        return { status: 500, error: { class: 'server', message: ERROR_MESSAGES.server } };
      }
    }
    if (identity) return options.authorize?.(identity, url) ?? identity;
    const expired = token ? { code: 'session_expired' } : {};
    return { status: 401, error: { class: 'authentication', message: ERROR_MESSAGES.authentication, ...expired } };
  }

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    // Until ws owns the socket nobody else listens for its errors, and an unhandled one would crash the process.
    const onSocketError = () => socket.destroy();
    socket.on('error', onSocketError);
    const identity = await authenticate(url);
    if ('status' in identity) return rejectUpgrade(socket, identity.status, identity.error);
    if (closing) return rejectUpgrade(socket, 503);
    if (socket.destroyed) return;
    wss.handleUpgrade(request, socket, head, (ws) => {
      socket.off('error', onSocketError);
      accept(ws, identity);
    });
  }

  function accept(ws: WebSocket, identity: RealtimeIdentity): void {
    const conn = options.open(ws, identity);
    connections.add(conn);
    ws.on('close', () => {
      if (!conn.markClosed()) return;
      connections.delete(conn);
      options.closed?.(conn);
    });
    ws.on('error', (err) => logger.warn(`${label} socket error`, { user_id: identity.userId, error: err.message }));
  }

  return {
    connections,
    close(drain) {
      closing ??= (async () => {
        unregister();
        await Promise.all([...connections].map((conn) => conn.closeGracefully(options.closeTimeoutMs)));
        await drain?.();
        wss.close();
      })();
      return closing;
    },
  };
}
