import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '#platform/config.ts';
import { createLogger } from '#platform/logger.ts';
import { SESSION_ENDED_CLOSE_CODE } from '#platform/realtime/hub.ts';
import { startServer, type RunningServer } from './server.ts';

/** The whole server as `npm start` runs it: PGlite in a data dir, HTTP and the realtime hub on one port. */
describe('server', () => {
  let dataDir: string;
  let running: RunningServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ww-server-'));
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    running = await startServer(config, { logger: createLogger('silent'), webDistDir: join(dataDir, 'no-web') });
    // A first start (initdb, migrations, campgrounds, demo account) took over 60 s on a busy 2-core machine.
  }, 180_000);
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${running.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  const get = async (path: string, token: string) => {
    const res = await fetch(`${running.url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, path).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return ((await res.json()) as { data: any }).data;
  };

  it('seeds the demo account on first start, with months of records to explore, and nobody else gets them', async () => {
    const res = await post('/auth/login', { email: 'demo@wheelsandwins.app', password: 'demo-wheels-2026' });
    expect(res.status).toBe(200);
    const { session } = (await res.json()) as { session: { access_token: string } };
    const token = session.access_token;

    expect(await get('/profile', token)).toEqual(expect.objectContaining({ is_demo: true }));
    expect((await get('/expenses?limit=50', token)).length).toBe(50);
    const summary = await get('/finance/summary?period=month', token);
    expect(summary.spending_by_category.length).toBeGreaterThan(0);
    expect(summary.converted.income).toBeGreaterThan(0);
    expect(summary.budgets).toHaveLength(4);
    expect(summary.trend).toHaveLength(6);
    for (const period of summary.trend) expect(period.totals.length, period.period_start).toBeGreaterThan(0);

    const [rig] = await get('/vehicles', token);
    expect(rig.name).toBe('Class C motorhome (demo)');
    const fuel = await get('/fuel-log/stats', token);
    expect(fuel.average_l_per_100km).toBeGreaterThan(20);
    expect(fuel.average_l_per_100km).toBeLessThan(25);
    const reminders = await get('/maintenance/reminders', token);
    expect(reminders.map((r: { task: string; status: string }) => `${r.task}: ${r.status}`)).toContain(
      'Brake fluid: overdue',
    );
    const goals = await get('/savings-goals', token);
    expect(goals.map((g: { name: string; saved: number }) => [g.name, g.saved])).toEqual(
      expect.arrayContaining([
        ['Lithium battery and solar upgrade', 1600],
        ['Emergency fund', 1500],
      ]),
    );
    expect((await get('/storage-items', token)).length).toBe(6);
    const trips = await get('/trips', token);
    expect(trips.map((t: { name: string; status: string }) => `${t.name}: ${t.status}`).sort()).toEqual([
      'Four Corners loop: completed',
      'Snowbird run to Yuma: planned',
    ]);
    const loop = trips.find((t: { name: string }) => t.name === 'Four Corners loop');
    expect(loop.stops.map((s: { name: string }) => s.name)).toEqual([
      'Flagstaff',
      'Page',
      'Moab',
      'Durango',
      'Santa Fe',
    ]);
    expect(loop.total_distance_km).toBeGreaterThan(800);
    expect(loop.actual_cost[0].total).toBeGreaterThan(0);

    const other = await post('/auth/signup', {
      email: 'not-demo@example.com',
      password: 'not demo pw 1',
      password_confirmation: 'not demo pw 1',
    });
    const otherToken = ((await other.json()) as { session: { access_token: string } }).session.access_token;
    expect(await get('/expenses', otherToken)).toEqual([]);
    expect(await get('/vehicles', otherToken)).toEqual([]);
  });

  it('closes the realtime socket of a session at once when the user signs out', async () => {
    const signup = await post('/auth/signup', {
      email: 'socket@example.com',
      password: 'socket pw 123',
      password_confirmation: 'socket pw 123',
    });
    const { session } = (await signup.json()) as { session: { access_token: string } };
    const ws = new WebSocket(`${running.url.replace('http', 'ws')}/api/v1/ws?token=${session.access_token}`);
    const frames: unknown[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'ready') resolve();
      });
    });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    expect((await post('/auth/logout', {}, session.access_token)).status).toBe(204);
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(frames).toContainEqual(expect.objectContaining({ type: 'event', event: 'session_ended' }));

    // And the token cannot open a new socket.
    const retry = new WebSocket(`${running.url.replace('http', 'ws')}/api/v1/ws?token=${session.access_token}`);
    retry.on('error', () => undefined); // the refused upgrade also surfaces as an error event
    const status = await new Promise<number>((resolve) =>
      retry.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });

  // Last: it closes the server.
  it('finishes the requests it is handling when it closes, and refuses new connections meanwhile', async () => {
    // A sign-in whose body is held back until close() has begun: it cannot be answered before, so it is in flight.
    const credentials = JSON.stringify({ email: 'demo@wheelsandwins.app', password: 'demo-wheels-2026' });
    const received = new Promise<void>((resolve) => {
      const onRequest = (req: IncomingMessage) => {
        if (req.url !== '/api/v1/auth/login') return;
        running.server.off('request', onRequest);
        resolve();
      };
      running.server.on('request', onRequest);
    });
    const signIn = request(`${running.url}/api/v1/auth/login`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(credentials) },
    });
    // Rejects on the request's 'error' event (e.g. ECONNRESET).
    const answered = once(signIn, 'response') as Promise<[IncomingMessage]>;
    signIn.flushHeaders();
    await received;

    const closing = running.close();
    const probe = await new Promise<string>((resolve) => {
      httpGet(`${running.url}/api/v1/health`, { agent: false }, (res) => {
        res.resume();
        resolve(`answered ${res.statusCode}`);
      }).once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    expect(probe).toBe('ECONNREFUSED');

    signIn.end(credentials);
    const [res] = await answered;
    expect(res.statusCode).toBe(200);
    // The client is told not to send anything more on this connection.
    expect(res.headers.connection).toBe('close');
    expect((JSON.parse(await text(res)) as { session: { access_token: string } }).session.access_token).toEqual(
      expect.any(String),
    );
    await closing;
  });
});
