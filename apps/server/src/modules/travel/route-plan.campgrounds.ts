import {
  campgroundAttribution,
  campgroundKind,
  type Campground,
  type OvernightSuggestion,
  type LatLon,
} from '@ww/contracts';
import type { Tx } from '../../db/with-user-tx.ts';
import {
  boundingBox,
  findCampgroundsByIds,
  findOvernightSitesInBoxes,
  haversineKm,
  rankBand,
  toCampground,
  type OvernightSiteRow,
} from './campgrounds.repository.ts';
import type { OvernightFinder } from './route-plan.service.ts';

/** How far from a day's end a campground still counts as "on the way", and how many to offer. */
export const OVERNIGHT_RADIUS_KM = 25;
export const OVERNIGHT_SUGGESTIONS = 5;

const CURRENCY_SIGNS: Record<string, string> = { '£': 'GBP', '€': 'EUR', $: 'USD' };
const AMOUNT = String.raw`(\d{1,4}(?:[.,]\d{1,2})?)`;
const CODE = String.raw`([A-Z]{3}|[£€$])`;
const PRICED = new RegExp(String.raw`${CODE}\s?${AMOUNT}|${AMOUNT}\s?${CODE}`, 'g');

/**
 * A night's fee from an OpenStreetMap fee or charge text ("GBP 23 (2 adults, camper)", "£10", "10€/24h",
 * "tent: 10£, Caravan and Motorhome: 20£"): the highest amount stated (a rig pays the most) when all amounts name
 * the same currency; null for "yes", "donation" or anything without an amount and currency.
 */
export function parseNightlyFee(text: string | null | undefined): { amount: number; currency: string } | null {
  if (!text) return null;
  let found: { amount: number; currency: string } | null = null;
  for (const m of text.matchAll(PRICED)) {
    const code = m[1] ?? m[4]!;
    const currency = CURRENCY_SIGNS[code] ?? code;
    const amount = Number((m[2] ?? m[3]!).replace(',', '.'));
    if (found && found.currency !== currency) return null;
    if (!found || amount > found.amount) found = { amount, currency };
  }
  return found && found.amount > 0 ? found : null;
}

/** What a night's suggestion shows of a site; `charge` is its OpenStreetMap charge tag. */
type NightSite = Pick<
  Campground,
  'id' | 'name' | 'kind' | 'near_place' | 'lat' | 'lon' | 'free' | 'max_length_m' | 'fee' | 'attribution'
> & {
  charge: string | null | undefined;
};

export const toSuggestion = (c: NightSite, distanceKm: number): OvernightSuggestion => ({
  id: c.id,
  name: c.name,
  kind: c.kind,
  near_place: c.name === null ? c.near_place : null,
  lat: c.lat,
  lon: c.lon,
  distance_off_route_km: Math.round(distanceKm * 10) / 10,
  free: c.free,
  max_length_m: c.max_length_m,
  nightly_fee: c.free === true ? null : (parseNightlyFee(c.fee) ?? parseNightlyFee(c.charge)),
  attribution: c.attribution,
});

/**
 * The sites within OVERNIGHT_RADIUS_KM of `point`, at most OVERNIGHT_SUGGESTIONS: nearest first by whole kilometre,
 * named sites before unnamed ones within one, then nearest (ties by id), as the campground search ranks them.
 */
function nearestTo(point: LatLon, byLat: OvernightSiteRow[]): { site: OvernightSiteRow; km: number }[] {
  const box = boundingBox(point.lat, point.lon, OVERNIGHT_RADIUS_KM);
  // The first site at or north of the box's south edge: sites are sorted by latitude.
  let lo = 0;
  let hi = byLat.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (byLat[mid]!.lat < box.south) lo = mid + 1;
    else hi = mid;
  }
  const near: { site: OvernightSiteRow; km: number }[] = [];
  const inLonRange = (lon: number) =>
    box.west <= box.east ? lon >= box.west && lon <= box.east : lon >= box.west || lon <= box.east;
  for (let i = lo; i < byLat.length && byLat[i]!.lat <= box.north; i++) {
    const site = byLat[i]!;
    if (!inLonRange(site.lon)) continue;
    const km = haversineKm(point.lat, point.lon, site.lat, site.lon);
    if (km <= OVERNIGHT_RADIUS_KM) near.push({ site, km });
  }
  const unnamed = (s: OvernightSiteRow) => Number(s.name === null);
  return near
    .sort(
      (a, b) =>
        rankBand(a.km) - rankBand(b.km) ||
        unnamed(a.site) - unnamed(b.site) ||
        a.km - b.km ||
        (a.site.id < b.site.id ? -1 : 1),
    )
    .slice(0, OVERNIGHT_SUGGESTIONS);
}

/**
 * Campgrounds nearest each day's end that take the rig (sites with a known maximum length below it are left out),
 * in one query for a batch of nights (the sites in their boxes), measured here. The overnight point lies on the route,
 * so the distance from it is the distance off the route.
 */
export const overnightCampgrounds: NonNullable<OvernightFinder> = {
  async nearEach(tx, points, rigLengthM) {
    if (points.length === 0) return [];
    const boxes = points.map((p) => boundingBox(p.lat, p.lon, OVERNIGHT_RADIUS_KM));
    const sites = await findOvernightSitesInBoxes(tx, boxes, rigLengthM ? { min_length_m: rigLengthM } : {});
    const byLat = sites.sort((a, b) => a.lat - b.lat);
    return points.map((p) =>
      nearestTo(p, byLat).map(({ site, km }) =>
        toSuggestion(
          {
            ...site,
            kind: campgroundKind({ tourism: site.tourism ?? '' }),
            attribution: campgroundAttribution(site.source),
          },
          km,
        ),
      ),
    );
  },
  /** The campgrounds the traveller chose for nights, by id; an unknown id is left out. */
  async byIds(tx: Tx, ids: string[]) {
    if (ids.length === 0) return [];
    return (await findCampgroundsByIds(tx, ids)).map((r) =>
      toSuggestion({ ...toCampground(r), charge: r.tags.charge }, 0),
    );
  },
};
