import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers'] };

/**
 * A real HTTP server on 127.0.0.1 and a free port that records every request and answers with the
 * handler's { status, json } (or raw body), for testing clients of outside services.
 */
export async function startFakeHttp(
  handler: (req: FakeRequest) => { status?: number; json?: unknown; body?: string; delayMs?: number },
) {
  const requests: FakeRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const record: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    };
    requests.push(record);
    const answer = handler(record);
    answerAfter(res, answer.delayMs, () => {
      const body = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.body ?? '');
      res.writeHead(answer.status ?? 200, {
        'content-type': answer.json !== undefined ? 'application/json; charset=utf-8' : 'text/plain',
      });
      res.end(body);
    });
  });
  return { ...(await listenLocally(server)), requests };
}

/** `server` listening on 127.0.0.1 and a free port: its URL, and a close that drops open connections first. */
export async function listenLocally(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends the answer after `delayMs` (at once without one), unless the client has gone by then. */
export function answerAfter(res: ServerResponse, delayMs: number | undefined, send: () => void) {
  const answer = () => {
    if (!res.destroyed) send();
  };
  if (delayMs) setTimeout(answer, delayMs);
  else answer();
}

/** A URL on which nothing listens: a port that was just free and is closed again. */
export async function closedPortUrl(): Promise<string> {
  const fake = await startFakeHttp(() => ({ status: 204 }));
  await fake.close();
  return fake.url;
}
