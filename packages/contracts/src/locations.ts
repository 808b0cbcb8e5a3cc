import { z } from 'zod';
import { SOCIAL_LIMITS, socialUserSchema } from './social.ts';

/** SPEC §3's user location row, as its owner reads it. */
export const userLocationSchema = z.object({
  user_id: z.uuid(),
  current_latitude: z.number().nullable(),
  current_longitude: z.number().nullable(),
  destination_latitude: z.number().nullable(),
  destination_longitude: z.number().nullable(),
  status: z.enum(['active', 'offline']),
  updated_at: z.string(),
});
export type UserLocation = z.infer<typeof userLocationSchema>;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** `PUT /api/v1/locations/me`: refused with 'Location Sharing Disabled' (403, code location_sharing_disabled) when off. */
export const locationUpdateSchema = z
  .object({ latitude, longitude, status: z.enum(['active', 'offline']).optional() })
  .strict();
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;

/** `PUT /api/v1/locations/me/destination`; `DELETE` clears it. */
export const destinationUpdateSchema = z.object({ latitude, longitude }).strict();

/** Another traveller on the map or in "nearby": exact for friends, snapped to a ~1 km grid for everyone else. */
export const travellerLocationSchema = z.object({
  user_id: z.uuid(),
  latitude: z.number(),
  longitude: z.number(),
  approximate: z.boolean(),
  /** Exact positions (friends) carry the destination when set; approximate ones never do. */
  destination_latitude: z.number().nullable(),
  destination_longitude: z.number().nullable(),
  distance_km: z.number().nullable(),
  updated_at: z.string(),
  user: socialUserSchema,
  is_friend: z.boolean(),
});
export type TravellerLocation = z.infer<typeof travellerLocationSchema>;

/** `GET /api/v1/locations/nearby?lat&lon&radius_km`. */
export const nearbyQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  radius_km: z.coerce.number().gt(0).max(SOCIAL_LIMITS.nearbyRadiusKmMax).default(SOCIAL_LIMITS.nearbyRadiusKmDefault),
});

/** `GET /api/v1/locations?bbox=west,south,east,north`: what a map shows, at most SOCIAL_LIMITS.mapPointsMax. */
export const mapLocationsQuerySchema = z.object({ bbox: z.string().max(200) });

/** A map's box in degrees; `west > east` is a box across the antimeridian. */
export type LocationBox = { west: number; south: number; east: number; north: number };

/** `west,south,east,north` as a box, or null when it is not four numbers in range with south ≤ north. */
export function parseLocationBox(text: string): LocationBox | null {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => p.trim() === '')) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const inRange = (v: number, limit: number) => Number.isFinite(v) && v >= -limit && v <= limit;
  if (!inRange(west, 180) || !inRange(east, 180) || !inRange(south, 90) || !inRange(north, 90)) return null;
  return south <= north ? { west, south, east, north } : null;
}

/** Limits of the location endpoints. */
export const LOCATION_LIMITS = {
  /**
   * Position updates (PUT and DELETE of /locations/me) per user per minute. The browser sends at most one per
   * 5 minutes and 0.5 km (SPEC §4); this only caps a client that ignores that.
   */
  updatesPerMinute: 30,
  /** Most travellers one "nearby" answer lists, nearest first. */
  nearbyMax: 200,
} as const;

/** Payload of the realtime `location.updated` event: the positions that changed since the client's last one. */
export const locationEventPayloadSchema = z.object({
  locations: z.array(
    z.object({
      user_id: z.uuid(),
      /** Null with status offline: the traveller left every map. */
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      approximate: z.boolean(),
      status: z.enum(['active', 'offline']),
      updated_at: z.string(),
      /** Only on exact entries (friends), when a destination is set; approximate entries never carry one. */
      destination_latitude: z.number().nullable().optional(),
      destination_longitude: z.number().nullable().optional(),
    }),
  ),
});
export type LocationEventPayload = z.infer<typeof locationEventPayloadSchema>;
export type LocationEventEntry = LocationEventPayload['locations'][number];
