import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiError } from '@ww/contracts';

/** An exact pathname, or a test for paths with parameters (e.g. Pam's /api/v1/pam/ws/:userId). */
export type WebSocketRouteMatcher = string | ((pathname: string) => boolean);

/** Takes over the socket: it must either complete the WebSocket handshake or reject the upgrade. */
export type WebSocketUpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => void;

interface WebSocketRoute {
  matches(pathname: string): boolean;
  handle: WebSocketUpgradeHandler;
}

interface ServerRoutes {
  routes: WebSocketRoute[];
  listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

const routesByServer = new WeakMap<Server, ServerRoutes>();

/**
 * Routes WebSocket upgrades for one path to a handler, sharing a single 'upgrade' listener per server. Upgrades for
 * paths no route claims are left to other 'upgrade' listeners; when there are none, they are answered 404 rather
 * than left hanging. Returns a function that removes the route.
 */
export function registerWebSocketRoute(
  server: Server,
  matcher: WebSocketRouteMatcher,
  handle: WebSocketUpgradeHandler,
): () => void {
  let entry = routesByServer.get(server);
  if (!entry) {
    const routes: WebSocketRoute[] = [];
    const listener = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = parseRequestUrl(request);
      const isWebSocket = request.headers.upgrade?.toLowerCase() === 'websocket';
      const route = url && isWebSocket ? routes.find((r) => r.matches(url.pathname)) : undefined;
      if (route && url) {
        route.handle(request, socket, head, url);
      } else if (server.listenerCount('upgrade') === 1) {
        rejectUpgrade(socket, url && isWebSocket ? 404 : 400);
      }
    };
    entry = { routes, listener };
    routesByServer.set(server, entry);
    server.on('upgrade', listener);
  }
  const route: WebSocketRoute = {
    matches: typeof matcher === 'string' ? (pathname) => pathname === matcher : matcher,
    handle,
  };
  entry.routes.push(route);

  const registered = entry;
  return () => {
    const index = registered.routes.indexOf(route);
    if (index === -1) return;
    registered.routes.splice(index, 1);
    if (registered.routes.length === 0 && routesByServer.get(server) === registered) {
      server.off('upgrade', registered.listener);
      routesByServer.delete(server);
    }
  };
}

/** Answers an upgrade with a plain HTTP error (the API's JSON error shape when given) and closes the socket. */
export function rejectUpgrade(socket: Duplex, status: number, error?: ApiError['error']): void {
  if (socket.destroyed) return;
  const body = error ? JSON.stringify({ error }) : '';
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    ...(error ? ['Content-Type: application/json; charset=utf-8'] : []),
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  // Node removes its own error listener from upgraded sockets; a peer that already left must not crash the process.
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
}

function parseRequestUrl(request: IncomingMessage): URL | null {
  try {
    return new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return null;
  }
}
