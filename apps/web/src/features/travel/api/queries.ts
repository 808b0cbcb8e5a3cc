import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CampgroundFilters, LatLon } from '@ww/contracts';
import { api, type ApiQuery } from '#shared/lib/api-client.ts';
import { vehiclesKey, vehiclesQuery } from '#shared/lib/vehicles.ts';

/** A radius search: the point, how far, and the amenities the site must have. */
export interface CampgroundSearch {
  lat: number;
  lon: number;
  radius_km: number;
  filters: CampgroundFilters;
}

/** A corridor search: the route as sent (already thinned), how far off it, and the amenities the site must have. */
export interface CampgroundRouteSearch {
  path: LatLon[];
  corridor_km: number;
  filters: CampgroundFilters;
}

/** What a place search is ranked by: a point the traveller is near (other stops, a map centre) and their country. */
export interface GeocodeBias {
  near?: LatLon;
  country?: string;
}

/** The bias as GET /geocode reads it; coordinates rounded so a key does not change with every small move. */
export function geocodeBiasQuery(
  bias: GeocodeBias,
): Pick<ApiQuery<'GET /geocode'>, 'near_lat' | 'near_lon' | 'country'> {
  return {
    ...(bias.near
      ? { near_lat: Math.round(bias.near.lat * 100) / 100, near_lon: Math.round(bias.near.lon * 100) / 100 }
      : {}),
    ...(bias.country ? { country: bias.country } : {}),
  };
}

/** The search as GET /campgrounds/search reads it: an amenity is asked for only when it is required. */
function searchQuery(s: CampgroundSearch): ApiQuery<'GET /campgrounds/search'> {
  const { min_length_m, ...amenities } = s.filters;
  const query: ApiQuery<'GET /campgrounds/search'> = {
    lat: s.lat,
    lon: s.lon,
    radius_km: s.radius_km,
    limit: 100,
    min_length_m,
  };
  for (const [key, value] of Object.entries(amenities))
    if (value === true) query[key as keyof typeof amenities] = 'true';
  return query;
}

/**
 * The travel feature's one query factory: every read of the feature is a `queryOptions` here (key and fetch in one
 * place), used by its hooks, and every invalidation names a key from here. Keys start with 'travel'; each resource
 * owns a sub-tree whose `all()` invalidates everything of it.
 */
/** Asks again every 5 s while a first start still loads the bundled campgrounds: more sites may have arrived. */
const whileLoading = (query: { state: { data?: { loading?: unknown } } }) =>
  query.state.data?.loading ? 5_000 : false;

export const travelQueries = {
  all: () => ['travel'] as const,
  vehicles: { all: () => vehiclesKey, list: vehiclesQuery },
  fuelLog: {
    all: () => [...travelQueries.all(), 'fuel-log'] as const,
    list: (vehicleId: string | null) =>
      queryOptions({
        queryKey: [...travelQueries.fuelLog.all(), 'list', vehicleId ?? 'all'] as const,
        queryFn: async ({ signal }) =>
          (await api('GET /fuel-log', { query: { vehicle_id: vehicleId ?? undefined }, signal })).data,
      }),
    stats: (vehicleId: string | null) =>
      queryOptions({
        queryKey: [...travelQueries.fuelLog.all(), 'stats', vehicleId ?? 'all'] as const,
        queryFn: async ({ signal }) =>
          (await api('GET /fuel-log/stats', { query: { vehicle_id: vehicleId ?? undefined }, signal })).data,
      }),
  },
  maintenance: {
    all: () => [...travelQueries.all(), 'maintenance'] as const,
    records: () =>
      queryOptions({
        queryKey: [...travelQueries.maintenance.all(), 'records'] as const,
        queryFn: async ({ signal }) => (await api('GET /maintenance', { signal })).data,
      }),
    schedules: () =>
      queryOptions({
        queryKey: [...travelQueries.maintenance.all(), 'schedules'] as const,
        queryFn: async ({ signal }) => (await api('GET /maintenance/schedules', { signal })).data,
      }),
    reminders: () =>
      queryOptions({
        queryKey: [...travelQueries.maintenance.all(), 'reminders'] as const,
        queryFn: async ({ signal }) => (await api('GET /maintenance/reminders', { signal })).data,
      }),
  },
  storage: {
    all: () => [...travelQueries.all(), 'storage'] as const,
    list: (q: string, vehicleId: string | null) =>
      queryOptions({
        queryKey: [...travelQueries.storage.all(), 'list', q, vehicleId ?? 'all'] as const,
        // A new search keeps the current rows on screen until its own arrive.
        placeholderData: keepPreviousData,
        queryFn: async ({ signal }) =>
          (await api('GET /storage-items', { query: { q, vehicle_id: vehicleId ?? undefined }, signal })).data,
      }),
    summary: (vehicleId: string | null) =>
      queryOptions({
        queryKey: [...travelQueries.storage.all(), 'summary', vehicleId ?? 'all'] as const,
        queryFn: async ({ signal }) =>
          (await api('GET /storage-items/summary', { query: { vehicle_id: vehicleId ?? undefined }, signal })).data,
      }),
  },
  safety: {
    all: () => [...travelQueries.all(), 'safety'] as const,
    checklists: () =>
      queryOptions({
        queryKey: [...travelQueries.safety.all(), 'checklists'] as const,
        queryFn: async ({ signal }) => (await api('GET /safety-checklists', { signal })).data,
      }),
    runs: () =>
      queryOptions({
        queryKey: [...travelQueries.safety.all(), 'runs'] as const,
        queryFn: async ({ signal }) => (await api('GET /safety-checklists/runs', { signal })).data,
      }),
    run: (id: string) =>
      queryOptions({
        queryKey: [...travelQueries.safety.all(), 'run', id] as const,
        queryFn: async ({ signal }) => (await api('GET /safety-checklists/runs/{id}', { params: { id }, signal })).data,
      }),
  },
  trips: {
    all: () => [...travelQueries.all(), 'trips'] as const,
    list: () =>
      queryOptions({
        queryKey: [...travelQueries.trips.all(), 'list'] as const,
        queryFn: async ({ signal }) => (await api('GET /trips', { signal })).data,
      }),
  },
  preferences: {
    all: () => [...travelQueries.all(), 'preferences'] as const,
    detail: () =>
      queryOptions({
        queryKey: [...travelQueries.preferences.all(), 'detail'] as const,
        queryFn: async ({ signal }) => (await api('GET /travel-preferences', { signal })).data,
      }),
  },
  /** Places for a name, ranked by `bias`: a point near which the traveller is (other stops) and their country. */
  geocode: (q: string, bias: GeocodeBias = {}) =>
    queryOptions({
      queryKey: [...travelQueries.all(), 'geocode', q, bias] as const,
      staleTime: 5 * 60_000,
      queryFn: async ({ signal }) =>
        (await api('GET /geocode', { query: { q, limit: 5, ...geocodeBiasQuery(bias) }, signal })).data,
    }),
  campgrounds: {
    all: () => [...travelQueries.all(), 'campgrounds'] as const,
    searches: () => [...travelQueries.campgrounds.all(), 'search'] as const,
    search: (search: CampgroundSearch | null) =>
      queryOptions({
        queryKey: [...travelQueries.campgrounds.searches(), search] as const,
        // A new search keeps the current results on screen (and on the map) until its own arrive.
        placeholderData: keepPreviousData,
        refetchInterval: whileLoading,
        queryFn: ({ signal }) => api('GET /campgrounds/search', { query: searchQuery(search!), signal }),
      }),
    routeSearch: (search: CampgroundRouteSearch | null) =>
      queryOptions({
        queryKey: [...travelQueries.campgrounds.searches(), 'route', search] as const,
        placeholderData: keepPreviousData,
        refetchInterval: whileLoading,
        queryFn: ({ signal }) =>
          api('POST /campgrounds/search-along-route', { json: { ...search!, limit: 100 }, signal }),
      }),
    reviews: (id: string) =>
      queryOptions({
        queryKey: [...travelQueries.campgrounds.all(), id, 'reviews'] as const,
        queryFn: async ({ signal }) => (await api('GET /campgrounds/{id}/reviews', { params: { id }, signal })).data,
      }),
  },
};
