import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterEach } from 'vitest';
import { answerAfter, listenLocally } from './fake-http.ts';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };
export type FakeAnswer = { status?: number; body?: Buffer | string; contentType?: string; delayMs?: number };

/**
 * For the speech clients' tests: a real HTTP server on 127.0.0.1 and a free port, standing in for an OpenAI-compatible
 * audio server. It keeps every request with its body and answers with what the handler returns.
 */
export async function startFakeAudioServer(handler: (req: RecordedRequest) => FakeAnswer) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://127.0.0.1').pathname,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(record);
      const answer = handler(record);
      answerAfter(res, answer.delayMs, () => {
        res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'application/octet-stream' });
        res.end(answer.body ?? '');
      });
    });
  });
  return {
    ...(await listenLocally(server)),
    requests,
    /** A recorded multipart/form-data body read back as the form the client sent. */
    form: (req: RecordedRequest) =>
      new Response(new Uint8Array(req.body), {
        headers: { 'content-type': String(req.headers['content-type']) },
      }).formData(),
  };
}

/** For a test file: `serve` starts a fake audio server, and every server started is closed after each test. */
export function serveFakeAudioPerTest() {
  const servers: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return async (...args: Parameters<typeof startFakeAudioServer>) => {
    const server = await startFakeAudioServer(...args);
    servers.push(server);
    return server;
  };
}
