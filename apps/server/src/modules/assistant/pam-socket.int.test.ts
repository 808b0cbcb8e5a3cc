import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ERROR_MESSAGES, pamServerFrameSchema, type PamServerFrame } from '@ww/contracts';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '#platform/auth/require-auth.ts';
import { createLogger } from '#platform/logger.ts';
import { createMemoryPubSub } from '#platform/pubsub/memory-pubsub.ts';
import { publishSessionsEnded, SESSION_ENDED_CLOSE_CODE } from '#platform/realtime/hub.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { createAssistantService, type PamBrain } from './assistant.service.ts';
import { createPamMessageLimiter } from './pam-rate-limit.ts';
import { attachPamSocket, type PamSocket } from './pam-socket.ts';

const silent = createLogger('silent');
type User = Awaited<ReturnType<TestApp['signUp']>>;

type Client = {
  ws: WebSocket;
  frames: PamServerFrame[];
  next(test: (f: PamServerFrame) => boolean, timeoutMs?: number): Promise<PamServerFrame>;
  closed: Promise<number>;
};

/** Every frame the server sends must be one of Pam's frames; pings are answered unless told otherwise. */
function connect(url: string, { answerPings = true } = {}): Promise<Client> {
  const ws = new WebSocket(url);
  const frames: PamServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    const frame = pamServerFrameSchema.parse(JSON.parse(data.toString('utf8')));
    frames.push(frame);
    if (frame.type === 'ping' && answerPings) ws.send(JSON.stringify({ type: 'pong', timestamp: frame.timestamp }));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = (test: (f: PamServerFrame) => boolean, timeoutMs = 10_000) =>
    new Promise<PamServerFrame>((resolve, reject) => {
      let seen = 0;
      const check = () => {
        for (; seen < frames.length; seen++) {
          if (test(frames[seen]!)) {
            const found = frames[seen]!;
            frames.splice(seen, 1);
            waiters.delete(check);
            clearTimeout(timer);
            return resolve(found);
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching frame; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, next, closed }));
    ws.once('error', reject);
  });
}

/** The HTTP answer to an upgrade the server refuses. */
function refusal(url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('error', () => undefined);
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
  });
}

async function listen(t: TestApp): Promise<{ server: Server; base: string }> {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as Server));
  });
  return { server, base: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const stopServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe.each(DATABASE_KINDS)("Pam's WebSocket on %s", (kind) => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let pam: PamSocket;
  const pubsub = createMemoryPubSub({ logger: silent });
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ server, base } = await listen(t));
    pam = attachPamSocket(server, {
      service: t.services.pam.assistant,
      pubsub,
      logger: silent,
      verifyAccessToken: (token) => verifyAccessToken(t.deps, token),
      heartbeat: { pingIntervalMs: 100, pongTimeoutMs: 80, maxMissedPongs: 2 },
    });
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await pam.close();
    await stopServer(server);
    await t.close();
  });

  const url = (u: User, pathUser = u.id, token = u.token) => `${base}/api/v1/pam/ws/${pathUser}?token=${token}`;
  const open = async (u: User, options?: { answerPings?: boolean }) => {
    const client = await connect(url(u), options);
    clients.push(client);
    return client;
  };
  const send = (c: Client, frame: unknown) => c.ws.send(JSON.stringify(frame));
  const expenses = async (u: User) => (await t.request('GET', 'expenses', { token: u.token })).body.data as unknown[];

  it("refuses a token for another user's path (403) and a bad token (401) with the API's error shape", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    expect(await refusal(url(a, b.id))).toEqual({
      status: 403,
      body: { error: { class: 'rls_permission', message: ERROR_MESSAGES.rls_permission, code: 'forbidden' } },
    });
    expect(await refusal(url(a, a.id, 'not-a-token'))).toMatchObject({
      status: 401,
      body: { error: { class: 'authentication', message: ERROR_MESSAGES.authentication } },
    });
    expect(await refusal(`${base}/api/v1/pam/ws/${a.id}`)).toMatchObject({ status: 401 });
  });

  it('answers a chat frame with the reply in response, message and content, and acts as the user', async () => {
    const u = await t.signUp();
    const c = await open(u);
    send(c, {
      type: 'chat',
      user_id: u.id,
      message: 'I spent $12 on coffee today',
      session_id: 'ws-session',
      context: { current_page: 'pam_chat', region: 'US', conversation_history: [] },
      idempotency_key: 'ws-key-0001',
    });
    const reply = await c.next((f) => f.type === 'response');
    if (reply.type !== 'response') throw new Error('not a response');
    expect(reply.response).toMatch(/12\.00/);
    expect(reply.message).toBe(reply.response);
    expect(reply.content).toBe(reply.response);
    expect(reply).toMatchObject({
      session_id: 'ws-session',
      idempotency_key: 'ws-key-0001',
      metadata: { engine: 'builtin', changed: ['expenses'], replayed: false },
    });
    expect(await expenses(u)).toHaveLength(1);
  });

  it('answers ping with pong, and names bad frames without closing', async () => {
    const u = await t.signUp();
    const c = await open(u);
    send(c, { type: 'ping', timestamp: 42 });
    expect(await c.next((f) => f.type === 'pong')).toEqual({ type: 'pong', timestamp: 42 });
    c.ws.send('not json');
    expect(await c.next((f) => f.type === 'error')).toMatchObject({ code: 'invalid_frame' });
    send(c, { type: 'shout' });
    expect(await c.next((f) => f.type === 'error')).toMatchObject({ code: 'invalid_frame' });
    send(c, { type: 'chat', message: '   ' });
    expect(await c.next((f) => f.type === 'error')).toMatchObject({
      code: 'validation',
      message: ERROR_MESSAGES.validation,
    });
    const other = await t.signUp();
    send(c, { type: 'chat', message: 'I spent $3 on coffee', user_id: other.id, idempotency_key: 'ws-key-forbid' });
    expect(await c.next((f) => f.type === 'error')).toMatchObject({
      code: 'forbidden',
      idempotency_key: 'ws-key-forbid',
    });
    expect(await expenses(u)).toEqual([]);
    expect(await expenses(other)).toEqual([]);
    send(c, { type: 'ping' });
    expect(await c.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('pings the client and closes a socket that stops answering', async () => {
    const u = await t.signUp();
    const alive = await open(u);
    const silentClient = await open(u, { answerPings: false });
    expect(await silentClient.next((f) => f.type === 'ping')).toMatchObject({
      type: 'ping',
      timestamp: expect.any(Number),
    });
    await silentClient.closed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes the sockets of a session that ended, and only those', async () => {
    const u = await t.signUp();
    const c = await open(u);
    const claims = await verifyAccessToken(t.deps, u.token);
    await publishSessionsEnded(pubsub, u.id, ['00000000-0000-4000-8000-000000000000']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    await publishSessionsEnded(pubsub, u.id, [claims!.sessionId]);
    expect(await c.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('shares the per-user message limit with HTTP', async () => {
    const u = await t.signUp();
    const c = await open(u);
    for (let i = 0; i < 30; i++)
      await t.request('POST', 'pam-simple/chat', { token: u.token, json: { message: 'hi' } });
    send(c, { type: 'chat', message: 'hello', idempotency_key: 'ws-key-limit' });
    expect(await c.next((f) => f.type === 'error')).toMatchObject({
      code: 'rate_limited',
      idempotency_key: 'ws-key-limit',
    });
  });

  it('keeps the reply of a socket dropped mid-reply, and gives it once to the same key on a new socket', async () => {
    const u = await t.signUp();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let toolStarted!: () => void;
    const started = new Promise<void>((resolve) => (toolStarted = resolve));
    const real = t.services.pam.brain;
    // The tool waits at the gate, so the socket can be dropped while the reply is being made.
    const brain: PamBrain = {
      ...real,
      registry: {
        tools: () => real.registry.tools(),
        get: (name) => real.registry.get(name),
        run: async (call, ctx) => {
          toolStarted();
          await gate;
          return real.registry.run(call, ctx);
        },
      },
    };
    const slow = await listen(t);
    const slowPam = attachPamSocket(slow.server, {
      service: createAssistantService({
        db: t.deps.db,
        logger: silent,
        brain,
        greetingSources: t.services.pam.greeting,
        limiter: createPamMessageLimiter(),
      }),
      pubsub,
      logger: silent,
      verifyAccessToken: (token) => verifyAccessToken(t.deps, token),
    });
    try {
      const slowUrl = `${slow.base}/api/v1/pam/ws/${u.id}?token=${u.token}`;
      const frame = { type: 'chat', message: 'I spent $33 on diesel today', idempotency_key: 'ws-key-dropped' };
      const first = await connect(slowUrl);
      send(first, frame);
      await started;
      first.ws.terminate();
      await first.closed;

      const second = await connect(slowUrl);
      send(second, frame);
      release();
      const reply = await second.next((f) => f.type === 'response');
      expect(reply).toMatchObject({ idempotency_key: 'ws-key-dropped', metadata: { replayed: true } });
      if (reply.type === 'response') expect(reply.response).toMatch(/33\.00/);

      // And once more after it was stored: the same answer, still one expense.
      send(second, frame);
      expect(await second.next((f) => f.type === 'response')).toMatchObject({ metadata: { replayed: true } });
      expect(await expenses(u)).toHaveLength(1);
      second.ws.terminate();
    } finally {
      await slowPam.close();
      await stopServer(slow.server);
    }
  });
});
