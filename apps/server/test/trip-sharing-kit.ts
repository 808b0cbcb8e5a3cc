// The trip share tests' shared ground: a sharer with a friend, a group, a stranger and a trip, and share helpers.
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseKind } from '#db/database.ts';
import { createTestApp, type TestApp } from '#test/harness.ts';
import type { Row } from '#test/pam-kit.ts';

export type User = Awaited<ReturnType<TestApp['signUp']>>;
export type Stop = { lat: number; lon: number; name: string };

export const moabLoop = {
  name: 'Moab loop',
  stops: [
    { lat: 38.5733, lon: -109.5498, name: 'Moab' },
    { lat: 38.9961, lon: -110.1598, name: 'Green River' },
    { lat: 37.2836, lon: -109.5529, name: 'Bluff' },
  ],
  geometry: [
    [-109.5498, 38.5733],
    [-110.1598, 38.9961],
    [-109.5529, 37.2836],
  ],
  total_distance_km: 420.5,
  estimated: true,
};

type Post = (u: User, path: string, json: Row) => Promise<Row>;

/**
 * A trip saved from the Trip Planner as the screen saves one: Moab → Monticello → Bluff planned from June 1 (with
 * `extra`, e.g. a budget or a rig, in both the plan and the trip), its last day the plan's. Answers its id.
 */
export async function plannedTrip(post: Post, u: User, name: string, extra: Row = {}): Promise<string> {
  const plan = await post(u, 'routes/plan', {
    stops: [
      { lat: 38.5733, lon: -109.5498, name: 'Moab' },
      { lat: 37.8714, lon: -109.3429, name: 'Monticello' },
      { lat: 37.2836, lon: -109.5529, name: 'Bluff' },
    ],
    start_date: '2026-06-01',
    ...extra,
  });
  const last = [...(plan.days as Row[])].reverse().find((d) => d.date)?.date ?? null;
  const saved = await post(u, 'trips', {
    name,
    start_date: '2026-06-01',
    end_date: last,
    stops: (plan.stops as Row[]).map(({ lat, lon, name: n }) => ({ lat, lon, name: n })),
    geometry: plan.geometry,
    total_distance_km: plan.total_distance_km,
    estimated: plan.estimated,
    plan,
    currency: plan.budget.currency,
    ...extra,
  });
  return saved.id as string;
}

export type TripSharing = {
  t: TestApp;
  /** Shares. */
  a: User;
  friend: User;
  /** In A's group, not a friend. */
  member: User;
  /** In A's group, blocks A. */
  blocker: User;
  stranger: User;
  groupId: string;
  tripId: string;
};

/** An app on `kind` with the travellers, group and trip of TripSharing, and helpers that use it once it is up. */
export function tripSharingSuite(kind: DatabaseKind) {
  const ctx = {} as TripSharing;
  const share = async (json: Record<string, unknown>, user = ctx.a) => {
    const res = await ctx.t.request('POST', 'social/trip-shares', { token: user.token, json });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; snapshot: { title: string; stops: Stop[] } };
  };
  const listed = async (user: User, query = '') =>
    (
      (await ctx.t.request('GET', `social/trip-shares${query}`, { token: user.token })).body.data as { id: string }[]
    ).map((s) => s.id);
  const noticesOf = async (user: User, kind: string) =>
    (
      (await ctx.t.request('GET', 'notifications', { token: user.token })).body.data as {
        kind: string;
        data: Record<string, string | null>;
      }[]
    ).filter((n) => n.kind === kind);
  const tripOf = async (user: User, id: string) => ctx.t.request('GET', `trips/${id}`, { token: user.token });

  beforeAll(async () => {
    ctx.t = await createTestApp(kind);
    [ctx.a, ctx.friend, ctx.member, ctx.blocker, ctx.stranger] = [
      await ctx.t.signUp(),
      await ctx.t.signUp(),
      await ctx.t.signUp(),
      await ctx.t.signUp(),
      await ctx.t.signUp(),
    ];
    await ctx.t.befriend(ctx.a, ctx.friend);
    const group = await ctx.t.request('POST', 'social/groups', {
      token: ctx.a.token,
      json: { name: 'Canyon country', join_policy: 'open' },
    });
    ctx.groupId = group.body.data.id as string;
    for (const u of [ctx.member, ctx.blocker])
      await ctx.t.request('POST', `social/groups/${ctx.groupId}/join`, { token: u.token });
    const trip = await ctx.t.request('POST', 'trips', { token: ctx.a.token, json: moabLoop });
    expect(trip.status).toBe(201);
    ctx.tripId = trip.body.data.id as string;
  }, 60_000);
  afterAll(() => ctx.t.close());

  return { ctx, share, listed, noticesOf, tripOf };
}
