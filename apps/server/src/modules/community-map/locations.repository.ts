import { sql, type Selectable } from 'kysely';
import type { LocationBox } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';

export type LocationRow = Selectable<Database['user_locations']> & {
  approximate_latitude: number | null;
  approximate_longitude: number | null;
};
export type ProfileVisibility = 'public' | 'friends' | 'private';

/** Who may see the user's position right now, as the database answers it inside the user's transaction. */
export type LocationAudience = {
  sharing: boolean;
  visibility: ProfileVisibility;
  /** Accepted friends: they get the exact position. */
  friendIds: string[];
  /** Users across a block, either direction: their sockets never get the user's position. */
  blockedIds: string[];
};

/** Another traveller as a map or "nearby" list reads them: exact for friends (row-level security), snapped for others. */
export type TravellerRow = {
  user_id: string;
  latitude: number;
  longitude: number;
  destination_latitude: number | null;
  destination_longitude: number | null;
  distance_km: number | null;
  updated_at: Date;
  display_name: string | null;
  avatar_url: string | null;
};

/**
 * The owner's row, with the centre of its grid cell (location_snap) beside it: what non-friends are told when it
 * changes, worked out in the same round trip.
 */
const columns = [
  'user_id',
  'current_latitude',
  'current_longitude',
  'destination_latitude',
  'destination_longitude',
  'status',
  'updated_at',
  sql<number | null>`(location_snap(current_latitude, current_longitude)).latitude`.as('approximate_latitude'),
  sql<number | null>`(location_snap(current_latitude, current_longitude)).longitude`.as('approximate_longitude'),
] as const;

/** A latitude band a little wider than the radius (1° of latitude is about 111.2 km), narrowed by the index first. */
const latitudeBand = (lat: number, radiusKm: number) => [lat - radiusKm / 111.2 - 0.01, lat + radiusKm / 111.2 + 0.01];

export const locationsRepository = {
  own: (tx: Tx, userId: string) =>
    tx.selectFrom('user_locations').select(columns).where('user_id', '=', userId).executeTakeFirst(),

  /** Stores the position (status active unless told otherwise); the row is made on the first update. */
  upsertPosition: (tx: Tx, userId: string, position: { latitude: number; longitude: number; status: string }) =>
    tx
      .insertInto('user_locations')
      .values({
        user_id: userId,
        current_latitude: position.latitude,
        current_longitude: position.longitude,
        status: position.status,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          current_latitude: position.latitude,
          current_longitude: position.longitude,
          status: position.status,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(columns)
      .executeTakeFirstOrThrow(),

  /** Stop tracking: off every map, the last position kept for its owner only. */
  setOffline: (tx: Tx, userId: string) =>
    tx
      .updateTable('user_locations')
      .set({ status: 'offline', updated_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .returning(columns)
      .executeTakeFirst(),

  /** Sets (or with null clears) the destination; a user who never shared a position gets an offline row. */
  setDestination: (tx: Tx, userId: string, destination: { latitude: number; longitude: number } | null) =>
    tx
      .insertInto('user_locations')
      .values({
        user_id: userId,
        destination_latitude: destination?.latitude ?? null,
        destination_longitude: destination?.longitude ?? null,
        status: 'offline',
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          destination_latitude: destination?.latitude ?? null,
          destination_longitude: destination?.longitude ?? null,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(columns)
      .executeTakeFirstOrThrow(),

  async audience(tx: Tx, userId: string): Promise<LocationAudience> {
    const { rows } = await sql<{
      sharing: boolean;
      visibility: ProfileVisibility;
      friend_ids: string[];
      blocked_ids: string[];
    }>`
      select social_location_sharing(${userId}::uuid) as sharing,
             social_profile_visibility(${userId}::uuid) as visibility,
             array(select case when f.requester_id = ${userId}::uuid then f.addressee_id else f.requester_id end
                   from friendships f
                   where f.status = 'accepted' and ${userId}::uuid in (f.requester_id, f.addressee_id))::text[] as friend_ids,
             array(select location_blocked_audience())::text[] as blocked_ids`.execute(tx);
    const row = rows[0]!;
    return { sharing: row.sharing, visibility: row.visibility, friendIds: row.friend_ids, blockedIds: row.blocked_ids };
  },

  /** Friends within the radius at their exact positions: row-level security returns only the rows a friend may read. */
  async friendsNearby(tx: Tx, userId: string, lat: number, lon: number, radiusKm: number, limit: number) {
    const [south, north] = latitudeBand(lat, radiusKm);
    const { rows } = await sql<TravellerRow>`
      select * from (
        select l.user_id, l.current_latitude as latitude, l.current_longitude as longitude,
               l.destination_latitude, l.destination_longitude, l.updated_at,
               location_distance_km(${lat}::float8, ${lon}::float8, l.current_latitude, l.current_longitude) as distance_km,
               c.display_name, c.avatar_url
        from user_locations l cross join lateral social_user_card(l.user_id) c
        where l.user_id <> ${userId}::uuid and l.status = 'active'
          and l.current_latitude between ${south}::float8 and ${north}::float8
      ) f
      where f.distance_km <= ${radiusKm}::float8
      order by f.distance_km, f.user_id
      limit ${limit}`.execute(tx);
    return rows;
  },

  /** Everyone else within the radius, snapped to the grid inside the database (location_public_nearby). */
  async othersNearby(tx: Tx, lat: number, lon: number, radiusKm: number, limit: number) {
    const { rows } = await sql<TravellerRow>`
      select p.user_id, p.latitude, p.longitude, null::float8 as destination_latitude,
             null::float8 as destination_longitude, p.distance_km, p.updated_at, c.display_name, c.avatar_url
      from location_public_nearby(${lat}::float8, ${lon}::float8, ${radiusKm}::float8, ${limit}::int) p
      cross join lateral social_user_card(p.user_id) c
      order by p.distance_km, p.user_id`.execute(tx);
    return rows;
  },

  async friendsInBox(tx: Tx, userId: string, box: LocationBox, limit: number) {
    const { rows } = await sql<TravellerRow>`
      select l.user_id, l.current_latitude as latitude, l.current_longitude as longitude,
             l.destination_latitude, l.destination_longitude, null::float8 as distance_km, l.updated_at,
             c.display_name, c.avatar_url
      from user_locations l cross join lateral social_user_card(l.user_id) c
      where l.user_id <> ${userId}::uuid and l.status = 'active'
        and l.current_latitude between ${box.south}::float8 and ${box.north}::float8
        and ${box.west <= box.east ? sql`l.current_longitude between ${box.west}::float8 and ${box.east}::float8` : sql`(l.current_longitude >= ${box.west}::float8 or l.current_longitude <= ${box.east}::float8)`}
      order by l.updated_at desc, l.user_id
      limit ${limit}`.execute(tx);
    return rows;
  },

  async othersInBox(tx: Tx, box: LocationBox, limit: number) {
    const { rows } = await sql<TravellerRow>`
      select p.user_id, p.latitude, p.longitude, null::float8 as destination_latitude,
             null::float8 as destination_longitude, null::float8 as distance_km, p.updated_at,
             c.display_name, c.avatar_url
      from location_public_in_box(${box.west}::float8, ${box.south}::float8, ${box.east}::float8, ${box.north}::float8,
                                  ${limit}::int) p
      cross join lateral social_user_card(p.user_id) c
      order by p.updated_at desc, p.user_id`.execute(tx);
    return rows;
  },
};
