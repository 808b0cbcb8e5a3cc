import { queryOptions } from '@tanstack/react-query';
import { basemapFromTopology, parseTowns, type CountriesTopology } from './map-data.ts';

async function fetchMapData(url: string, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`Map data: HTTP ${res.status}`);
  return res.json();
}

/** The offline basemap's files (bundled with the app): fetched once and kept, every map sharing the parsed copy. */
export const mapQueries = {
  all: () => ['map'] as const,
  basemap: (url: string) =>
    queryOptions({
      queryKey: [...mapQueries.all(), 'basemap', url] as const,
      queryFn: async ({ signal }) => basemapFromTopology((await fetchMapData(url, signal)) as CountriesTopology),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
  towns: (url: string) =>
    queryOptions({
      queryKey: [...mapQueries.all(), 'towns', url] as const,
      queryFn: async ({ signal }) => parseTowns(await fetchMapData(url, signal)),
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
