import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#shared/lib/api-client.ts';

/** A map's box in degrees, rounded so that small pans share a cache entry. */
export interface MapBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Where campgrounds are looked for: the map's centre and a radius covering its view (capped). */
export interface CampgroundArea {
  lat: number;
  lon: number;
  radius_km: number;
}

export function bboxParam(box: MapBox): string {
  return [box.west, box.south, box.east, box.north].join(',');
}

/**
 * The community map's one query factory (keys start with 'community-map'): the user's own location row, the
 * travellers in a box, and the campgrounds around the view. Realtime events patch the travellers' entries in place.
 */
export const communityMapQueries = {
  all: () => ['community-map'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...communityMapQueries.all(), 'me'] as const,
      // Null until the user has shared a position once.
      queryFn: async ({ signal }) => (await api('GET /locations/me', { signal })).data,
    }),
  travellersAll: () => [...communityMapQueries.all(), 'travellers'] as const,
  travellers: (box: MapBox) =>
    queryOptions({
      queryKey: [...communityMapQueries.travellersAll(), bboxParam(box)] as const,
      // Panning keeps the travellers on screen until the new box's answer arrives.
      placeholderData: keepPreviousData,
      queryFn: async ({ signal }) => (await api('GET /locations', { query: { bbox: bboxParam(box) }, signal })).data,
    }),
  campgrounds: (area: CampgroundArea) =>
    queryOptions({
      queryKey: [...communityMapQueries.all(), 'campgrounds', area] as const,
      placeholderData: keepPreviousData,
      staleTime: 10 * 60_000,
      queryFn: async ({ signal }) =>
        (await api('GET /campgrounds/search', { query: { ...area, limit: 100 }, signal })).data,
    }),
  /** Marketplace items on sale around the view (the same area as the campgrounds), nearest first. */
  listings: (area: CampgroundArea) =>
    queryOptions({
      queryKey: [...communityMapQueries.all(), 'listings', area] as const,
      placeholderData: keepPreviousData,
      staleTime: 2 * 60_000,
      queryFn: async ({ signal }) =>
        (await api('GET /social/listings', { query: { ...area, sort: 'distance', limit: 50 }, signal })).data,
    }),
};
