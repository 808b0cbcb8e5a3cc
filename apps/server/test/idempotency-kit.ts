// The Idempotency-Key tests' shared ground: users a and b (friends) and the owner as admin, and requests sent with
// or without a key.
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseKind } from '#db/database.ts';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';

export type Sent = { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> };
/** One create endpoint: how to reach it (after making the rows it needs) and the table its row lands in. */
export type Case = {
  prepare?: () => Promise<Record<string, string>>;
  path: (ids: Record<string, string>) => string;
  send: (ids: Record<string, string>) => Sent | Promise<Sent>;
  /** Where its row lands, or how to count what it makes when that is not a row (a stored file). */
  table: string | (() => Promise<number>);
  /** Who sends it: the main user unless said. */
  as?: 'admin';
};

export const DATE = '2026-05-04';
export const trip = (name: string) => ({
  name,
  stops: [
    { lat: 38.5733, lon: -109.5498, name: 'Moab' },
    { lat: 38.9961, lon: -110.1598, name: 'Green River' },
  ],
});
export const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><rte><name>Coast run</name><rtept lat="55.95" lon="-3.19"><name>Edinburgh</name></rtept><rtept lat="56.46" lon="-2.97"><name>Dundee</name></rtept></rte></gpx>`;

export type IdempotencyWorld = { t: TestApp; a: TestUser; b: TestUser; admin: TestUser };

/** The app and users of one describe, handed to `ready` once they are up, and the requests the tests send. */
export function idempotencySuite(kind: DatabaseKind, ready: (world: IdempotencyWorld) => void) {
  const world = {} as IdempotencyWorld;
  const as = (u: TestUser, method: string, path: string, sent: Sent = {}) =>
    world.t.request(method, path, { token: u.token, ...sent });
  const keyed = (u: TestUser, key: string, method: string, path: string, sent: Sent = {}) =>
    as(u, method, path, { ...sent, headers: { ...sent.headers, 'idempotency-key': key } });
  const created = async (u: TestUser, path: string, json: unknown) => {
    const res = await as(u, 'POST', path, { json });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as Record<string, string>;
  };
  const count = async (table: Case['table']) =>
    typeof table === 'function'
      ? table()
      : (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(world.t.db)).rows[0]!.n;
  const png = (background = '#0a7') =>
    sharp({ create: { width: 24, height: 16, channels: 3, background } })
      .png()
      .toBuffer();
  /** A new form each time, as the outbox rebuilds it for a replay: the browser draws a new boundary. */
  const photoForm = async (background?: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png(background))], { type: 'image/png' }), 'awning.png');
    return form;
  };

  beforeAll(async () => {
    const t = await createTestApp(kind, { ownerEmail: 'owner@example.com' });
    const [a, b] = [await t.signUp(), await t.signUp()];
    Object.assign(world, { t, a, b, admin: await t.signUp('owner@example.com') });
    // Friends, so that a reaches b's shared trips.
    const asked = await created(a, 'social/friends/requests', { user_id: b.id });
    expect((await as(b, 'POST', `social/friends/requests/${asked.id}/accept`)).status).toBe(200);
    ready(world);
  }, 60_000);
  afterAll(() => world.t?.close());

  return { world, as, keyed, created, count, photoForm };
}
