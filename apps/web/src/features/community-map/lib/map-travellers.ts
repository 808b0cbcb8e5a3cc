import Supercluster from 'supercluster';
import type { LocationEventPayload, TravellerLocation } from '@ww/contracts';
import type { MapBox } from '../api/queries.ts';

/**
 * A map's visible box as the API and the cluster index read it: longitudes wrapped into [-180, 180] (a box across
 * the antimeridian has west > east; a view wider than the world is the whole world), latitudes clamped, and edges
 * rounded outwards to 0.01° so that a small pan asks for the same box again.
 */
export function normalizeBox(west: number, south: number, east: number, north: number): MapBox {
  const floor = (v: number) => Math.floor(v * 100) / 100;
  const ceil = (v: number) => Math.ceil(v * 100) / 100;
  const lat = (v: number) => Math.min(90, Math.max(-90, v));
  if (east - west >= 360) return { west: -180, south: lat(floor(south)), east: 180, north: lat(ceil(north)) };
  const wrap = (v: number) => ((((v + 180) % 360) + 360) % 360) - 180;
  // Wrapping takes 180 to -180; as an east edge it is the east end of the world.
  const eastEdge = wrap(east) === -180 ? 180 : wrap(east);
  return {
    west: Math.max(-180, floor(wrap(west))),
    south: lat(floor(south)),
    east: Math.min(180, ceil(eastEdge)),
    north: lat(ceil(north)),
  };
}

export function boxContains(box: MapBox, latitude: number, longitude: number): boolean {
  if (latitude < box.south || latitude > box.north) return false;
  return box.west <= box.east
    ? longitude >= box.west && longitude <= box.east
    : longitude >= box.west || longitude <= box.east;
}

export interface LocationEventResult {
  travellers: TravellerLocation[];
  /** Someone new came into view: their name and card come with the next fetch of the box. */
  newcomers: boolean;
}

/**
 * Applies a `location.updated` payload to the travellers a map shows: an offline entry removes the traveller at
 * once, a newer position moves them, a traveller new to the map is added when inside the box (shown as 'A traveller'
 * until the box is fetched again). The user's own entry is not a traveller: their position is drawn apart.
 */
export function applyLocationEvent(
  travellers: readonly TravellerLocation[],
  payload: LocationEventPayload,
  { selfId, box }: { selfId: string | null; box: MapBox | null },
): LocationEventResult {
  const byId = new Map(travellers.map((traveller) => [traveller.user_id, traveller]));
  let newcomers = false;
  for (const entry of payload.locations) {
    if (entry.user_id === selfId) continue;
    const known = byId.get(entry.user_id);
    if (entry.status === 'offline' || entry.latitude === null || entry.longitude === null) {
      byId.delete(entry.user_id);
      continue;
    }
    // Events can overtake a fetch: an older position never replaces a newer one.
    if (known && Date.parse(known.updated_at) > Date.parse(entry.updated_at)) continue;
    const destination = entry.approximate
      ? { destination_latitude: null, destination_longitude: null }
      : {
          destination_latitude: entry.destination_latitude ?? known?.destination_latitude ?? null,
          destination_longitude: entry.destination_longitude ?? known?.destination_longitude ?? null,
        };
    if (known) {
      byId.set(entry.user_id, {
        ...known,
        latitude: entry.latitude,
        longitude: entry.longitude,
        approximate: entry.approximate,
        updated_at: entry.updated_at,
        ...destination,
      });
    } else if (!box || boxContains(box, entry.latitude, entry.longitude)) {
      newcomers = true;
      byId.set(entry.user_id, {
        user_id: entry.user_id,
        latitude: entry.latitude,
        longitude: entry.longitude,
        approximate: entry.approximate,
        distance_km: null,
        updated_at: entry.updated_at,
        user: { id: entry.user_id, display_name: null, avatar_url: null },
        // Only friends are ever sent an exact position.
        is_friend: !entry.approximate,
        ...destination,
      });
    }
  }
  return { travellers: [...byId.values()], newcomers };
}

export type MapItem =
  | { kind: 'cluster'; id: number; count: number; latitude: number; longitude: number }
  | { kind: 'traveller'; traveller: TravellerLocation };

/** Travellers closer than this many pixels at a zoom are drawn as one numbered cluster. */
const CLUSTER_RADIUS_PX = 56;
/** From this zoom on everyone is drawn apart: at street level a 1 km circle is already bigger than the screen. */
const CLUSTER_MAX_ZOOM = 14;

/** A cluster index of the travellers (supercluster): what to draw for a box at a zoom, and where a cluster opens. */
export function indexTravellers(travellers: readonly TravellerLocation[]) {
  const index = new Supercluster<{ id: string }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  const byId = new Map(travellers.map((traveller) => [traveller.user_id, traveller]));
  index.load(
    travellers.map((traveller) => ({
      type: 'Feature' as const,
      properties: { id: traveller.user_id },
      geometry: { type: 'Point' as const, coordinates: [traveller.longitude, traveller.latitude] },
    })),
  );
  return {
    items(box: MapBox, zoom: number): MapItem[] {
      const features = index.getClusters([box.west, box.south, box.east, box.north], Math.floor(zoom));
      const items: MapItem[] = [];
      for (const feature of features) {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        if ('cluster' in feature.properties && feature.properties.cluster) {
          items.push({
            kind: 'cluster',
            id: feature.properties.cluster_id,
            count: feature.properties.point_count,
            latitude,
            longitude,
          });
        } else {
          const traveller = byId.get((feature.properties as { id: string }).id);
          if (traveller) items.push({ kind: 'traveller', traveller });
        }
      }
      return items;
    },
    /** The zoom at which a cluster splits into its members. */
    expansionZoom(clusterId: number): number {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
