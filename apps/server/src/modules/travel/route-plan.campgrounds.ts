import type { Campground, OvernightSuggestion } from '@ww/contracts';
import type { Tx } from '../../db/with-user-tx.ts';
import { findCampgroundsByIds, findCampgroundsNear, toCampground } from './campgrounds.repository.ts';
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

export const toSuggestion = (c: Campground, distanceKm: number): OvernightSuggestion => ({
  id: c.id,
  name: c.name,
  lat: c.lat,
  lon: c.lon,
  distance_off_route_km: Math.round(distanceKm * 10) / 10,
  free: c.free,
  max_length_m: c.max_length_m,
  nightly_fee: c.free === true ? null : (parseNightlyFee(c.fee) ?? parseNightlyFee(c.tags.charge)),
  attribution: c.attribution,
});

/**
 * Campgrounds nearest a day's end that take the rig (sites with a known maximum length below it are left out).
 * The overnight point lies on the route, so the distance from it is the distance off the route.
 */
export const overnightCampgrounds: NonNullable<OvernightFinder> = {
  async near(tx, point, rigLengthM) {
    const rows = await findCampgroundsNear(tx, {
      lat: point.lat,
      lon: point.lon,
      radius_km: OVERNIGHT_RADIUS_KM,
      filters: rigLengthM ? { min_length_m: rigLengthM } : {},
      limit: OVERNIGHT_SUGGESTIONS,
    });
    return rows.map((r) => toSuggestion(r, Number(r.distance_km)));
  },
  /** The campgrounds the traveller chose for nights, by id; an unknown id is left out. */
  async byIds(tx: Tx, ids: string[]) {
    if (ids.length === 0) return [];
    return (await findCampgroundsByIds(tx, ids)).map((r) => toSuggestion(toCampground(r), 0));
  },
};
