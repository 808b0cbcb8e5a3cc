import {
  CAMPGROUND_AMENITIES,
  CAMPGROUND_LIMITS,
  startsWithVowelSound,
  type CampgroundAmenity,
  type CampgroundFilters,
  type CampgroundKind,
  type CampgroundWithDistance,
} from '@ww/contracts';
import type { PamTool, ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { distance, length, list, pick, type Texts } from './format.ts';
import { findPlaces, needsLocation, ok, placeFromContext, tool, type Place, type ToolServices } from './kit.ts';
import { placeLabel, route, toKm } from './travel-kit.ts';

/** Each amenity as a reply names it. */
export const AMENITY_TEXTS: Record<CampgroundAmenity, Texts> = {
  power: { en: 'power', es: 'electricidad', fr: 'électricité' },
  water: { en: 'water', es: 'agua', fr: 'eau' },
  dump_station: { en: 'dump station', es: 'vaciado de aguas', fr: 'vidange' },
  showers: { en: 'showers', es: 'duchas', fr: 'douches' },
  toilets: { en: 'toilets', es: 'aseos', fr: 'toilettes' },
  pets: { en: 'pets allowed', es: 'admite mascotas', fr: 'animaux acceptés' },
  free: { en: 'free', es: 'gratis', fr: 'gratuit' },
};

const SITE_KINDS: Record<CampgroundKind, Texts> = {
  camp_site: { en: 'Campsite', es: 'Camping', fr: 'Camping' },
  caravan_site: { en: 'Caravan site', es: 'Área de autocaravanas', fr: 'Aire de camping-car' },
};

/** A site's name, or for one without a name its kind and nearest town: "Campsite near Ambleside". */
export function siteName(
  ctx: Pick<ToolContext, 'language'>,
  c: { name: string | null; kind: CampgroundKind; near_place: string | null },
): string {
  if (c.name) return c.name;
  const kind = pick(ctx, SITE_KINDS[c.kind]);
  const place = c.near_place;
  if (!place) return kind;
  return pick(ctx, {
    en: `${kind} near ${place}`,
    es: `${kind} cerca de ${place}`,
    fr: `${kind} près ${startsWithVowelSound(place) ? "d'" : 'de '}${place}`,
  });
}

function siteText(ctx: ToolContext, c: CampgroundWithDistance, along: boolean): string {
  const name = siteName(ctx, c);
  const has = CAMPGROUND_AMENITIES.filter((k) => c[k] === true);
  const where = along
    ? pick(ctx, {
        en: `${distance(ctx, c.distance_km)} off the route`,
        es: `a ${distance(ctx, c.distance_km)} de la ruta`,
        fr: `à ${distance(ctx, c.distance_km)} de l'itinéraire`,
      })
    : distance(ctx, c.distance_km);
  const extras = [where, ...has.map((k) => AMENITY_TEXTS[k][ctx.language])];
  if (c.max_length_m !== null) {
    const max = length(ctx, c.max_length_m);
    extras.push(pick(ctx, { en: `rigs up to ${max}`, es: `vehículos hasta ${max}`, fr: `véhicules jusqu'à ${max}` }));
  }
  return `${name} (${extras.join(', ')})`;
}

type SearchArgs = ToolArgsOut<'find_campgrounds'>;
/** What a search found: the sites (nearest first), how far it looked, where ("near Moab"), and the filters said. */
export type Searched = { sites: CampgroundWithDistance[]; radiusKm: number; where: string; withText: string };

/** The sites along a drive between two places. */
async function alongDrive(
  s: ToolServices,
  ctx: ToolContext,
  args: SearchArgs & { along: { from: string; to: string } },
  filters: CampgroundFilters,
): Promise<ToolOutcome | Omit<Searched, 'withText'>> {
  const found = await findPlaces(s, ctx, [args.along.from, args.along.to]);
  if (!found.ok) return found.outcome;
  const plan = await s.router.plan(ctx.userId, {
    stops: found.places.map((p) => ({ lat: p.lat, lon: p.lon, name: p.name })),
    optimize: 'none',
    nights: [],
  });
  const step = Math.ceil(plan.geometry.length / CAMPGROUND_LIMITS.pathPointsMax);
  const path = plan.geometry
    .filter((_, i) => i % step === 0 || i === plan.geometry.length - 1)
    .map(([lon, lat]) => ({ lat, lon }));
  const radiusKm = Math.min(
    args.radius ? toKm(ctx, args.radius, args.unit) : CAMPGROUND_LIMITS.corridorKmDefault,
    CAMPGROUND_LIMITS.corridorKmMax,
  );
  const sites = (await s.campgrounds.searchAlongRoute(ctx.userId, { path, corridor_km: radiusKm, filters, limit: 5 }))
    .data;
  const where = pick(ctx, {
    en: `along ${route(found.places)}`,
    es: `en la ruta ${route(found.places)}`,
    fr: `sur le trajet ${route(found.places)}`,
  });
  return { sites, radiusKm, where };
}

/** The sites around a place named, else around the user. */
async function aroundPlace(
  s: ToolServices,
  ctx: ToolContext,
  args: SearchArgs,
  filters: CampgroundFilters,
): Promise<ToolOutcome | Omit<Searched, 'withText'>> {
  let center: Place | null;
  const named = args.near && !args.use_my_location ? args.near : null;
  if (named) {
    const found = await findPlaces(s, ctx, [named]);
    if (!found.ok) return found.outcome;
    center = found.places[0]!;
  } else {
    center = placeFromContext(ctx);
    if (!center) return needsLocation(ctx, false);
  }
  const radiusKm = Math.min(
    args.radius ? toKm(ctx, args.radius, args.unit) : CAMPGROUND_LIMITS.radiusKmDefault,
    CAMPGROUND_LIMITS.radiusKmMax,
  );
  const q = { lat: center.lat, lon: center.lon, radius_km: radiusKm, limit: 5, ...filters };
  const sites = (await s.campgrounds.search(ctx.userId, q)).data;
  const at = placeLabel(center);
  const where = named
    ? pick(ctx, { en: `near ${at}`, es: `cerca de ${at}`, fr: `près de ${at}` })
    : pick(ctx, { en: 'near you', es: 'cerca de ti', fr: 'près de vous' });
  return { sites, radiusKm, where };
}

/**
 * The Campgrounds screen's search as the user asked it (near a place or them, or along a drive, with RV filters):
 * the sites find_campgrounds lists, in its order, so "the second one" picks from the same list.
 */
export async function searchCampgrounds(
  s: ToolServices,
  ctx: ToolContext,
  args: SearchArgs,
): Promise<ToolOutcome | Searched> {
  const required = CAMPGROUND_AMENITIES.filter((k) => args[k]);
  const filters: CampgroundFilters = {
    ...Object.fromEntries(required.map((k) => [k, true])),
    ...(args.min_length_m ? { min_length_m: args.min_length_m } : {}),
  };
  const wanted = required.map((k) => AMENITY_TEXTS[k][ctx.language]);
  const withText = wanted.length
    ? pick(ctx, { en: ` with ${list(ctx, wanted)}`, es: ` con ${list(ctx, wanted)}`, fr: ` avec ${list(ctx, wanted)}` })
    : '';
  const found = args.along
    ? await alongDrive(s, ctx, { ...args, along: args.along }, filters)
    : await aroundPlace(s, ctx, args, filters);
  return 'sites' in found ? { ...found, withText } : found;
}

/** Campgrounds near a place, the user or along a drive, with RV filters. */
export function travelCampgroundTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'find_campgrounds',
      description:
        "Campgrounds near a place (or the user's location) or along a drive, with RV filters (power, water, dump station, showers, toilets, pets, free, rig length).",
      destructive: false,
      async run(args, ctx) {
        const found = await searchCampgrounds(s, ctx, args);
        if (!('sites' in found)) return found;
        const { sites, radiusKm, where, withText } = found;
        if (sites.length === 0) {
          return ok(
            pick(ctx, {
              en: `I found no campgrounds${withText} within ${distance(ctx, radiusKm)} ${where}. Try a wider radius or fewer filters.`,
              es: `No encontré campings${withText} a menos de ${distance(ctx, radiusKm)} ${where}. Prueba un radio mayor o menos filtros.`,
              fr: `Je n'ai trouvé aucun camping${withText} à moins de ${distance(ctx, radiusKm)} ${where}. Essayez un rayon plus grand ou moins de filtres.`,
            }),
            { campgrounds: [], radius_km: radiusKm },
          );
        }
        const lines = sites.map((c) => siteText(ctx, c, !!args.along)).join('; ');
        // Each source's credit once ("© OpenStreetMap contributors, ODbL", "Recreation.gov RIDB").
        const credits = [...new Set(sites.map((c) => c.attribution).filter((a): a is string => a !== null))];
        const reply = pick(ctx, {
          en: `Campgrounds${withText} ${where}: ${lines}.`,
          es: `Campings${withText} ${where}: ${lines}.`,
          fr: `Campings${withText} ${where} : ${lines}.`,
        });
        return ok(credits.length ? `${reply} ${credits.join('; ')}` : reply, {
          campgrounds: sites.map((c) => ({
            id: c.id,
            name: c.name,
            label: siteName(ctx, c),
            lat: c.lat,
            lon: c.lon,
            distance_km: c.distance_km,
            power: c.power,
            water: c.water,
            dump_station: c.dump_station,
            pets: c.pets,
            free: c.free,
            max_length_m: c.max_length_m,
            fee: c.fee,
            source: c.source,
          })),
          radius_km: radiusKm,
          attribution: credits.length ? credits.join('; ') : null,
        });
      },
    }),
  ];
}
