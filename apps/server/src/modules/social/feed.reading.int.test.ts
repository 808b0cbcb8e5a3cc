import type { Post } from '@ww/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApp, type TestUser as User } from '#test/harness.ts';
import { feedSuite } from '#test/feed-kit.ts';

type Point = { latitude: number; longitude: number };

/** Great-circle distance in km. */
const km = (p: Point, q: Point) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((q.latitude - p.latitude) * rad) / 2) ** 2 +
    Math.cos(p.latitude * rad) * Math.cos(q.latitude * rad) * Math.sin(((q.longitude - p.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
};

describe.each(DATABASE_KINDS)('reading the social feed: places and pages on %s', (kind) => {
  let t: TestApp;
  // a posts; b is a's friend; c a stranger; g a member of a's group.
  let a: User, b: User, c: User, g: User;
  let groupId: string;
  const { post, feedIds } = feedSuite(kind, (world) => ({ t, a, b, c, g, groupId } = world));

  it('near me: posts with a place within the radius, newest first', async () => {
    const u = await t.signUp();
    const moab = await post(u, { body: 'Moab', place: { name: 'Moab', latitude: 38.5733, longitude: -109.5498 } });
    const nearMoab = await post(u, {
      body: 'Arches',
      place: { name: 'Arches', latitude: 38.7331, longitude: -109.5925 },
    });
    const denver = await post(u, {
      body: 'Denver',
      place: { name: 'Denver', latitude: 39.7392, longitude: -104.9903 },
    });
    await post(u, { body: 'No place' });
    const near = await feedIds(c, '?view=near_me&lat=38.6&lon=-109.55&radius_km=30');
    expect(near).toEqual([nearMoab.id, moab.id]);
    expect(await feedIds(c, '?view=near_me&lat=38.6&lon=-109.55&radius_km=500')).toEqual(
      expect.arrayContaining([denver.id, nearMoab.id, moab.id]),
    );
    expect(moab.place).toEqual({ name: 'Moab', latitude: 38.5733, longitude: -109.5498 });
    expect((await t.request('GET', 'social/feed?view=near_me', { token: c.token })).status).toBe(400);
  });

  it("a post's place: exact for its author and friends, the 1 km cell's centre for anyone else, near me included", async () => {
    const spot = { name: 'Lakeside pitch', latitude: 54.581234, longitude: -3.143876 };
    const open = await post(a, { body: 'Tonight here', visibility: 'public', place: spot });
    const grouped = await post(a, {
      body: 'Here for the meet-up',
      visibility: 'group',
      group_id: groupId,
      place: spot,
    });
    expect(open.place).toEqual(spot);
    const placeOf = async (user: User, id: string) => {
      const res = await t.request('GET', `social/posts/${id}`, { token: user.token });
      return { place: res.body.data.place as Point & { name: string }, bytes: JSON.stringify(res.body) };
    };
    expect((await placeOf(a, open.id)).place).toEqual(spot);
    expect((await placeOf(b, open.id)).place).toEqual(spot);

    const byStranger = await placeOf(c, open.id);
    expect(byStranger.place.name).toBe(spot.name);
    expect(byStranger.bytes).not.toContain(String(spot.latitude));
    expect(byStranger.bytes).not.toContain(String(spot.longitude));
    const off = km(spot, byStranger.place);
    expect(off).toBeGreaterThan(0.01);
    // At most half the diagonal of a 1 km cell; the same centre however often it is asked.
    expect(off).toBeLessThan(0.72);
    expect((await placeOf(c, open.id)).place).toEqual(byStranger.place);
    // A group member who is not a friend sees the cell too, in the group's feed as on the post.
    expect((await placeOf(g, grouped.id)).place).toEqual(byStranger.place);
    const groupFeed = (await t.request('GET', `social/feed?group_id=${groupId}`, { token: g.token })).body
      .data as Post[];
    expect(groupFeed.find((p) => p.id === grouped.id)?.place).toEqual(byStranger.place);

    // Near me measures from the cell's centre for every reader: a radius that holds the exact point but not the centre
    // finds nothing, so moving the search about cannot trilaterate the spot; one around the centre finds the post.
    const centre = byStranger.place;
    const probe = { latitude: spot.latitude + (spot.latitude - centre.latitude), longitude: spot.longitude };
    const radius = (km(probe, spot) + km(probe, centre)) / 2;
    const near = `?view=near_me&lat=${probe.latitude}&lon=${probe.longitude}&radius_km=${radius}`;
    expect(await feedIds(c, near)).not.toContain(open.id);
    expect(await feedIds(b, near)).not.toContain(open.id);
    const aroundCentre = `?view=near_me&lat=${centre.latitude}&lon=${centre.longitude}&radius_km=0.05`;
    expect(await feedIds(c, aroundCentre)).toContain(open.id);
    expect(await feedIds(b, aroundCentre)).toContain(open.id);
  });

  it('pages newest first without repeats, even for posts written in the same instant', async () => {
    const u = await t.signUp();
    // Written directly, three to a second, so that pages end between posts of the same created_at.
    await sql`insert into posts (author_id, body, visibility, created_at)
        select ${u.id}::uuid, 'post ' || n, 'public', date_trunc('second', now()) - (n / 3) * interval '1 second'
        from generate_series(1, 25) n`.execute(t.db);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?author_id=${u.id}&limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.request('GET', `social/feed${query}`, { token: c.token });
      expect(res.status).toBe(200);
      seen.push(...(res.body.data as Post[]).map((p) => p.id));
      cursor = res.body.next_cursor as string | null;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect((await t.request('GET', 'social/feed?cursor=nonsense', { token: c.token })).status).toBe(400);
  });
});
