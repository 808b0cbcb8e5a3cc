import { REGION_CACHE_MS, regionConfigFor, type RegionConfig } from '@ww/contracts';
import type { Logger } from '#platform/logger.ts';
import { sharedEmbeddedIpDatabase } from '#providers/ip-location/embedded-ip-database.ts';
import { isPublicIp, parseIp } from '#providers/ip-location/ip-address.ts';
import type { CountryLookup } from '#providers/ip-location/ip-location.ts';

/** Addresses remembered at once; the least recently used is forgotten first. */
export const REGION_CACHE_ENTRIES = 10_000;

export type RegionServiceDeps = {
  /** Asked in order until one names a country (providers.ipCountry); default: the embedded table alone. */
  lookups?: readonly CountryLookup[];
  logger: Logger;
  /** The clock of the 24 h cache (tests move it). */
  now?: () => number;
  cacheEntries?: number;
};

type Entry = { country: string | null; expiresAt: number };

/**
 * Where a visitor is (SPEC §7, §9): the country of their address from the first lookup that knows it, kept 24 h per
 * address in a bounded in-process cache. Private, loopback and unparseable addresses are nowhere (country null).
 */
export function createRegionService(deps: RegionServiceDeps) {
  const lookups = deps.lookups ?? [sharedEmbeddedIpDatabase()];
  const now = deps.now ?? Date.now;
  const maxEntries = deps.cacheEntries ?? REGION_CACHE_ENTRIES;
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<string | null>>();

  function remember(key: string, country: string | null) {
    cache.delete(key);
    cache.set(key, { country, expiresAt: now() + REGION_CACHE_MS });
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  }

  /** Asks each lookup in turn; an answer of "unknown" is only remembered when no lookup failed on the way. */
  async function ask(key: string): Promise<string | null> {
    let failed = false;
    for (const lookup of lookups) {
      try {
        const country = await lookup.country(key);
        if (country) {
          remember(key, country);
          return country;
        }
      } catch (err) {
        failed = true;
        deps.logger.warn('IP lookup failed', {
          service: lookup.name,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    }
    if (!failed) remember(key, null);
    return null;
  }

  async function countryOf(ip: string | null): Promise<string | null> {
    const parsed = ip ? parseIp(ip) : null;
    if (!parsed || !isPublicIp(parsed)) return null;
    // One key per address however it was written (::ffff:1.2.3.4 and 1.2.3.4 alike).
    const key =
      parsed.version === 4
        ? [24, 16, 8, 0].map((shift) => (parsed.value >>> shift) & 255).join('.')
        : Array.from({ length: 8 }, (_, i) => ((parsed.value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)).join(
            ':',
          );
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now()) {
      cache.delete(key);
      cache.set(key, hit);
      return hit.country;
    }
    if (hit) cache.delete(key);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = ask(key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    countryOf,
    /** SPEC §3's region config for an address: its country, region, currency, symbol and units. */
    async detect(ip: string | null): Promise<RegionConfig> {
      return regionConfigFor(await countryOf(ip));
    },
    /** Addresses currently remembered (for tests and diagnostics). */
    cacheSize: () => cache.size,
  };
}

export type RegionService = ReturnType<typeof createRegionService>;
