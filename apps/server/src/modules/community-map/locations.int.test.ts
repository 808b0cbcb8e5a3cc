import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCATION_LIMITS, PUBLIC_LOCATIONS_CHANNEL, type LocationEventPayload } from '@ww/contracts';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Traveller = {
  user_id: string;
  latitude: number;
  longitude: number;
  approximate: boolean;
  is_friend: boolean;
  distance_km: number | null;
  destination_latitude: number | null;
  destination_longitude: number | null;
};
type Sent = { to: string; event: string; payload: LocationEventPayload; exclude?: readonly string[] };

/** Great-circle distance in km, to check how far an approximate position is from the exact one. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

describe.each(DATABASE_KINDS)('locations on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let friend: User;
  let stranger: User;
  let blockedByA: User;
  let blockerOfA: User;
  const sent: Sent[] = [];
  // Moab, Utah: six decimals, so the exact value is recognisable in any answer's bytes.
  const spot = { latitude: 38.573312, longitude: -109.549839 };
  const near = 'locations/nearby?lat=38.6&lon=-109.5&radius_km=25';
  const box = 'locations?bbox=-110,38,-109,39';

  const put = (user: User, json: unknown) => t.request('PUT', 'locations/me', { token: user.token, json });
  const privacy = (user: User, privacy_preferences: Record<string, unknown>) =>
    t.request('PATCH', 'settings', { token: user.token, json: { privacy_preferences } });
  const seen = async (viewer: User, path: string, of = a) => {
    const res = await t.request('GET', path, { token: viewer.token });
    expect(res.status, `GET ${path}`).toBe(200);
    return { entry: (res.body.data as Traveller[]).find((l) => l.user_id === of.id), bytes: JSON.stringify(res.body) };
  };
  const eventsTo = (to: string) => sent.filter((s) => s.to === to).flatMap((s) => s.payload.locations);
  const publicEvents = () => sent.filter((s) => s.to === PUBLIC_LOCATIONS_CHANNEL);

  const block = (blocker: User, blocked: User) =>
    withUserTx(t.db, { userId: blocker.id }, (tx) =>
      sql`insert into user_blocks (blocked_id) values (${blocked.id})`.execute(tx),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.publishToUser = async (userId, event, payload) =>
      void sent.push({ to: userId, event, payload: payload as LocationEventPayload });
    t.deps.publishToChannel = async (channel, event, payload, options) =>
      void sent.push({
        to: channel,
        event,
        payload: payload as LocationEventPayload,
        exclude: options?.excludeUserIds,
      });
    [a, friend, stranger, blockedByA, blockerOfA] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
    ];
    await t.befriend(a, friend);
    await block(a, blockedByA);
    await block(blockerOfA, a);
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => {
    sent.length = 0;
  });

  it('refuses a position while sharing is off: 403 location_sharing_disabled, nothing stored, shown or sent', async () => {
    const refused = await put(a, spot);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ class: 'rls_permission', code: 'location_sharing_disabled' });
    expect((await t.request('GET', 'locations/me', { token: a.token })).body).toEqual({ data: null });
    expect((await seen(friend, near)).entry).toBeUndefined();
    expect((await seen(stranger, box)).entry).toBeUndefined();
    expect(sent).toEqual([]);
    // The database says no too, whatever a handler does.
    await expect(
      withUserTx(t.db, { userId: a.id }, (tx) =>
        sql`insert into user_locations (user_id, current_latitude, current_longitude, status) values (${a.id}, 1, 1, 'active')`.execute(
          tx,
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses coordinates out of range, unknown fields and malformed boxes with 400', async () => {
    expect((await put(a, { latitude: 91, longitude: 0 })).status).toBe(400);
    expect((await put(a, { latitude: 10, longitude: -181 })).status).toBe(400);
    expect((await put(a, { ...spot, altitude: 3 })).status).toBe(400);
    expect((await put(a, { ...spot, status: 'parked' })).status).toBe(400);
    for (const bbox of ['1,2,3', '1,2,3,4,5', 'a,b,c,d', '-181,0,0,10', '0,50,10,40', '0,-91,10,10', '', '1,,2,3']) {
      const res = await t.request('GET', `locations?bbox=${bbox}`, { token: stranger.token });
      expect(res.status, bbox).toBe(400);
      expect(res.body.error.fields, bbox).toHaveProperty('bbox');
    }
    expect((await t.request('GET', 'locations/nearby?lat=91&lon=0', { token: stranger.token })).status).toBe(400);
    expect(
      (await t.request('GET', 'locations/nearby?lat=1&lon=0&radius_km=5000', { token: stranger.token })).status,
    ).toBe(400);
  });

  it('shows friends the exact position and everyone else the centre of its ~1 km cell, never the exact bytes', async () => {
    expect((await privacy(a, { location_sharing: true })).status).toBe(200);
    const stored = await put(a, spot);
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({
      user_id: a.id,
      current_latitude: spot.latitude,
      current_longitude: spot.longitude,
      status: 'active',
    });
    expect((await t.request('GET', 'locations/me', { token: a.token })).body.data).toEqual(stored.body.data);

    for (const path of [near, box]) {
      const byFriend = await seen(friend, path);
      expect(byFriend.entry).toMatchObject({ ...spot, approximate: false, is_friend: true });

      const byStranger = await seen(stranger, path);
      expect(byStranger.entry).toMatchObject({ approximate: true, is_friend: false });
      expect(byStranger.bytes).not.toContain(String(spot.latitude));
      expect(byStranger.bytes).not.toContain(String(spot.longitude));
      const off = km(spot, byStranger.entry!);
      expect(off).toBeGreaterThan(0.01);
      // Half the diagonal of a 1 km cell.
      expect(off).toBeLessThan(0.72);
      // Asked again, the same point: nothing to average out.
      expect((await seen(stranger, path)).entry).toEqual(byStranger.entry);

      for (const blocked of [blockedByA, blockerOfA]) expect((await seen(blocked, path)).entry).toBeUndefined();
      expect((await seen(a, path)).entry).toBeUndefined();
    }
    // The distance a stranger sees is measured from the cell's centre, so it cannot be used to trilaterate.
    const strangerNear = (await seen(stranger, near)).entry!;
    expect(strangerNear.distance_km).toBeCloseTo(km({ latitude: 38.6, longitude: -109.5 }, strangerNear), 1);
    // A radius that holds the exact point but not the cell's centre finds nothing for a stranger.
    const centre = strangerNear;
    const probe = { latitude: spot.latitude + (spot.latitude - centre.latitude), longitude: spot.longitude };
    const radius = (km(probe, spot) + km(probe, centre)) / 2;
    const probed = await seen(
      stranger,
      `locations/nearby?lat=${probe.latitude}&lon=${probe.longitude}&radius_km=${radius}`,
    );
    expect(probed.entry).toBeUndefined();

    // Row-level security: a stranger reads nothing of the table itself.
    const rows = await withUserTx(t.db, { userId: stranger.id }, (tx) =>
      sql`select * from user_locations where user_id = ${a.id}`.execute(tx),
    );
    expect(rows.rows).toEqual([]);
  });

  it('sends the exact position to friends and the approximate one on the public channel, skipping blocks', async () => {
    const moved = { latitude: 38.60001, longitude: -109.51001 };
    expect((await put(a, moved)).status).toBe(200);

    expect(eventsTo(friend.id)).toEqual([expect.objectContaining({ user_id: a.id, ...moved, approximate: false })]);
    expect(eventsTo(a.id)).toEqual([expect.objectContaining({ ...moved, approximate: false })]);
    const [pub] = publicEvents();
    expect(pub?.event).toBe('location.updated');
    expect(pub?.payload.locations).toEqual([
      expect.objectContaining({ user_id: a.id, approximate: true, status: 'active' }),
    ]);
    expect(JSON.stringify(pub?.payload)).not.toContain(String(moved.latitude));
    expect(JSON.stringify(pub?.payload)).not.toContain(String(moved.longitude));
    expect([...(pub?.exclude ?? [])].sort()).toEqual([a.id, friend.id, blockedByA.id, blockerOfA.id].sort());
    expect(eventsTo(stranger.id)).toEqual([]);
    expect(eventsTo(blockedByA.id)).toEqual([]);

    // A move inside the same cell tells friends; to everyone else nothing changed.
    sent.length = 0;
    expect((await put(a, { latitude: 38.60002, longitude: -109.51002 })).status).toBe(200);
    expect(eventsTo(friend.id)).toHaveLength(1);
    expect(publicEvents()).toEqual([]);
  });

  it('shows the destination to friends only', async () => {
    const destination = { latitude: 36.1069, longitude: -112.1129 };
    const set = await t.request('PUT', 'locations/me/destination', { token: a.token, json: destination });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ destination_latitude: 36.1069, destination_longitude: -112.1129 });
    expect((await seen(friend, near)).entry).toMatchObject({
      destination_latitude: 36.1069,
      destination_longitude: -112.1129,
    });
    const byStranger = await seen(stranger, near);
    expect(byStranger.entry).toMatchObject({ destination_latitude: null, destination_longitude: null });
    expect(byStranger.bytes).not.toContain('36.1069');
    expect(eventsTo(friend.id)).toEqual([expect.objectContaining({ destination_latitude: 36.1069 })]);
    expect(publicEvents()).toEqual([]);

    expect((await t.request('DELETE', 'locations/me/destination', { token: a.token })).status).toBe(204);
    expect((await seen(friend, near)).entry).toMatchObject({ destination_latitude: null });
  });

  it('follows the profile visibility: friends-only hides from strangers, private from everyone', async () => {
    expect((await privacy(a, { profile_visibility: 'friends' })).status).toBe(200);
    expect(publicEvents().map((e) => e.payload.locations[0])).toEqual([
      expect.objectContaining({ user_id: a.id, status: 'offline', latitude: null, longitude: null }),
    ]);
    expect(eventsTo(friend.id)).toEqual([]);
    expect((await seen(stranger, near)).entry).toBeUndefined();
    expect((await seen(friend, near)).entry).toMatchObject({ approximate: false });

    sent.length = 0;
    expect((await privacy(a, { profile_visibility: 'private' })).status).toBe(200);
    expect(eventsTo(friend.id)).toEqual([expect.objectContaining({ status: 'offline', latitude: null })]);
    expect(publicEvents()).toEqual([]);
    expect((await seen(friend, near)).entry).toBeUndefined();
    expect((await seen(friend, box)).entry).toBeUndefined();

    sent.length = 0;
    expect((await privacy(a, { profile_visibility: 'public' })).status).toBe(200);
    expect(eventsTo(friend.id)).toEqual([expect.objectContaining({ status: 'active', approximate: false })]);
    expect(publicEvents().map((e) => e.payload.locations[0])).toEqual([
      expect.objectContaining({ status: 'active', approximate: true }),
    ]);
  });

  it('stopping tracking takes the traveller off every map and tells them', async () => {
    expect((await t.request('DELETE', 'locations/me', { token: a.token })).status).toBe(204);
    expect((await t.request('GET', 'locations/me', { token: a.token })).body.data).toMatchObject({
      status: 'offline',
      current_latitude: 38.60002,
    });
    expect(eventsTo(friend.id)).toEqual([expect.objectContaining({ status: 'offline', latitude: null })]);
    expect(publicEvents().map((e) => e.payload.locations[0])).toEqual([
      expect.objectContaining({ status: 'offline', latitude: null, approximate: true }),
    ]);
    expect((await seen(friend, near)).entry).toBeUndefined();
    expect((await seen(stranger, near)).entry).toBeUndefined();
    // Stopping again changes nothing and tells nobody.
    sent.length = 0;
    expect((await t.request('DELETE', 'locations/me', { token: a.token })).status).toBe(204);
    expect(sent).toEqual([]);
  });

  it('turning sharing off in the settings takes the traveller off every map at once', async () => {
    expect((await put(a, spot)).status).toBe(200);
    expect((await seen(stranger, box)).entry).toBeDefined();
    sent.length = 0;

    expect((await privacy(a, { location_sharing: false })).status).toBe(200);
    expect((await t.request('GET', 'locations/me', { token: a.token })).body.data.status).toBe('offline');
    expect(eventsTo(friend.id)).toEqual([
      expect.objectContaining({ user_id: a.id, status: 'offline', latitude: null }),
    ]);
    expect(publicEvents().map((e) => e.payload.locations[0])).toEqual([
      expect.objectContaining({ user_id: a.id, status: 'offline', latitude: null, longitude: null }),
    ]);
    for (const viewer of [friend, stranger]) {
      expect((await seen(viewer, near)).entry).toBeUndefined();
      expect((await seen(viewer, box)).entry).toBeUndefined();
    }
    // Settings that do not touch privacy leave the maps alone.
    sent.length = 0;
    expect(
      (await t.request('PATCH', 'settings', { token: a.token, json: { display_preferences: { theme: 'dark' } } }))
        .status,
    ).toBe(200);
    expect(sent).toEqual([]);
  });

  it("user B cannot read, change or delete user A's location row", async () => {
    await privacy(a, { location_sharing: true });
    expect((await put(a, spot)).status).toBe(200);
    const asB = <T>(query: ReturnType<typeof sql<T>>) =>
      withUserTx(t.db, { userId: stranger.id }, (tx) => query.execute(tx));

    expect((await asB(sql`select * from user_locations where user_id = ${a.id}`)).rows).toEqual([]);
    expect(
      (await asB(sql`update user_locations set current_latitude = 0, status = 'active' where user_id = ${a.id}`))
        .numAffectedRows,
    ).toBe(0n);
    expect((await asB(sql`delete from user_locations where user_id = ${a.id}`)).numAffectedRows).toBe(0n);
    await expect(
      asB(sql`insert into user_locations (user_id, status) values (${a.id}, 'offline')`),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^(42501|23505)$/) });
    // The friend reads the row but cannot change it either.
    const asFriend = <T>(query: ReturnType<typeof sql<T>>) =>
      withUserTx(t.db, { userId: friend.id }, (tx) => query.execute(tx));
    expect((await asFriend(sql`select user_id from user_locations where user_id = ${a.id}`)).rows).toHaveLength(1);
    expect(
      (await asFriend(sql`update user_locations set status = 'offline' where user_id = ${a.id}`)).numAffectedRows,
    ).toBe(0n);
    expect((await asFriend(sql`delete from user_locations where user_id = ${a.id}`)).numAffectedRows).toBe(0n);
    // The public functions answer only about other people, snapped.
    const viaFunction = await asB(
      sql<{ latitude: number }>`select latitude from location_public_points() where user_id = ${a.id}`,
    );
    expect(viaFunction.rows).toHaveLength(1);
    expect(viaFunction.rows[0]!.latitude).not.toBe(spot.latitude);

    expect((await t.request('GET', 'locations/me', { token: a.token })).body.data).toMatchObject({
      current_latitude: spot.latitude,
      status: 'active',
    });
  });

  it('finds travellers in a box across the antimeridian', async () => {
    const fiji = await t.signUp();
    await privacy(fiji, { location_sharing: true });
    expect((await put(fiji, { latitude: -17.7134, longitude: 179.9 })).status).toBe(200);
    expect((await seen(stranger, 'locations?bbox=179,-20,-179,-15', fiji)).entry).toMatchObject({ approximate: true });
    expect((await seen(stranger, 'locations?bbox=-179,-20,179,-15', fiji)).entry).toBeUndefined();
  });

  it('signing out takes the traveller off every map (SPEC §4)', async () => {
    const leaver = await t.signUp();
    await t.befriend(leaver, friend);
    await privacy(leaver, { location_sharing: true });
    expect((await put(leaver, spot)).status).toBe(200);
    expect((await seen(friend, near, leaver)).entry).toMatchObject({ approximate: false });
    sent.length = 0;

    expect((await t.request('POST', 'auth/logout', { token: leaver.token })).status).toBe(204);
    expect((await seen(friend, near, leaver)).entry).toBeUndefined();
    expect((await seen(stranger, near, leaver)).entry).toBeUndefined();
    expect(eventsTo(friend.id)).toEqual([expect.objectContaining({ user_id: leaver.id, status: 'offline' })]);
  });

  it(`caps position updates at ${LOCATION_LIMITS.updatesPerMinute} a minute`, async () => {
    const eager = await t.signUp();
    await privacy(eager, { location_sharing: true });
    for (let i = 0; i < LOCATION_LIMITS.updatesPerMinute; i++)
      expect((await put(eager, { latitude: 10 + i / 100, longitude: 10 })).status).toBe(200);
    const refused = await put(eager, { latitude: 11, longitude: 10 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
  });
});
