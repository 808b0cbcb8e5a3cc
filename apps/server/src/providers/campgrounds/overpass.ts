import { z } from 'zod';
import { getJson, HttpJsonError, serviceUrl } from '#providers/geocoding/http-json.ts';

export type OverpassBBox = { south: number; west: number; north: number; east: number };

/** The Overpass API could not answer; the search then shows the sites already stored and says nothing is lost. */
export class OverpassUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OverpassUnavailableError';
  }
}

const position = { lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) };
/** Overpass JSON (https://wiki.openstreetmap.org/wiki/Overpass_API/Output_Formats#JSON): elements with tags; ways and relations with `center`. */
const overpassAnswerSchema = z.object({
  elements: z.array(
    z.object({
      type: z.enum(['node', 'way', 'relation']),
      id: z.number().int().positive(),
      lat: position.lat.optional(),
      lon: position.lon.optional(),
      center: z.object(position).optional(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
export type OverpassAnswer = z.output<typeof overpassAnswerSchema>;

export interface CampgroundSource {
  /** Camp and caravan sites in a box, as Overpass JSON (`elements` with tags; ways and relations with `center`). */
  campSitesIn(box: OverpassBBox): Promise<OverpassAnswer>;
}

const TIMEOUT_S = 25;

/** The Overpass QL for every camp site and caravan site (node, way or relation) in a south,west,north,east box. */
export function campSitesQuery(box: OverpassBBox): string {
  const b = [box.south, box.west, box.north, box.east].map((n) => Number(n.toFixed(6))).join(',');
  return `[out:json][timeout:${TIMEOUT_S}];nwr["tourism"~"^(camp_site|caravan_site)$"](${b});out center tags;`;
}

/** A client of an Overpass API interpreter (the public overpass-api.de or a self-hosted one). */
export function createOverpassSource(opts: { baseUrl: string; timeoutMs?: number }): CampgroundSource {
  return {
    async campSitesIn(box) {
      const url = serviceUrl(opts.baseUrl, '/api/interpreter');
      url.searchParams.set('data', campSitesQuery(box));
      try {
        const body = await getJson(url, { timeoutMs: opts.timeoutMs ?? (TIMEOUT_S + 5) * 1000 });
        const answer = overpassAnswerSchema.safeParse(body);
        if (!answer.success) {
          const issue = answer.error.issues[0];
          throw new OverpassUnavailableError(
            issue?.path[0] === 'elements' && issue.path.length > 1
              ? `${url.origin} answered a malformed element (${issue.path.join('.')})`
              : `${url.origin} answered without an "elements" array`,
          );
        }
        return answer.data;
      } catch (err) {
        if (err instanceof HttpJsonError) throw new OverpassUnavailableError(err.message);
        throw err;
      }
    },
  };
}
