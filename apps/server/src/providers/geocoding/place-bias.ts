import { CURRENCY_COUNTRIES } from '@ww/contracts';
import type { GeocodeBias } from './geocoder.ts';
import { currencyCentre } from './place-qualifier.ts';

/**
 * The user's side of a place search (decision 052): their country is their profile's region (AU, NZ, US, CA, GB),
 * else their currency's country; a euro user with neither is presumed in the euro area. US dollars alone say
 * nothing: they are everyone's default and the rest of the world's (SPEC §9), so a user who never said where they
 * travel gets the bigger place ("Inverness" is Scotland's, not Illinois'). Where they are (`near`) is the caller's to
 * add: their live location, the trip's other stops or the map centre.
 */
export function homeBias(user: { region: string | null; currency: string }): Pick<GeocodeBias, 'country' | 'home'> {
  const country =
    user.region && user.region !== 'ROW'
      ? user.region
      : user.currency === 'USD'
        ? undefined
        : CURRENCY_COUNTRIES[user.currency];
  if (country) return { country };
  const home = currencyCentre(user.currency);
  return home ? { home } : {};
}
