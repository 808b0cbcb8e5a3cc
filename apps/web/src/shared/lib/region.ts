import {
  formatRegionalPrice,
  REGION_CACHE_MS,
  regionConfigFor,
  regionConfigSchema,
  type RegionConfig,
} from '@ww/contracts';
import { z } from 'zod';
import { api } from './api-client.ts';

/**
 * The visitor's region without React (the prerendered landing page's script uses it too): the server's answer by
 * IP address, kept 24 h in localStorage (SPEC §9), with the browser's time zone and language when the server cannot
 * place the address. For a signed-in user's own money, their settings rule instead.
 */
export const REGION_STORAGE_KEY = 'ww_region';

export { formatRegionalPrice };

const storedSchema = z.object({ savedAt: z.number(), region: regionConfigSchema });

/** Canadian zones of the IANA database; every other America/* zone below counts as the United States. */
const CANADIAN_ZONES = new Set(
  [
    'Toronto',
    'Vancouver',
    'Montreal',
    'Edmonton',
    'Winnipeg',
    'Halifax',
    'St_Johns',
    'Regina',
    'Moncton',
    'Glace_Bay',
    'Goose_Bay',
    'Whitehorse',
    'Dawson',
    'Dawson_Creek',
    'Fort_Nelson',
    'Creston',
    'Yellowknife',
    'Inuvik',
    'Cambridge_Bay',
    'Rankin_Inlet',
    'Resolute',
    'Iqaluit',
    'Swift_Current',
    'Atikokan',
    'Blanc-Sablon',
    'Nipigon',
    'Thunder_Bay',
    'Rainy_River',
    'Pangnirtung',
  ].map((city) => `America/${city}`),
);
const US_ZONES = new Set([
  ...[
    'New_York',
    'Chicago',
    'Denver',
    'Los_Angeles',
    'Phoenix',
    'Anchorage',
    'Juneau',
    'Sitka',
    'Metlakatla',
    'Yakutat',
    'Nome',
    'Adak',
    'Boise',
    'Detroit',
    'Menominee',
    'Indiana/Indianapolis',
    'Indiana/Knox',
    'Indiana/Marengo',
    'Indiana/Petersburg',
    'Indiana/Tell_City',
    'Indiana/Vevay',
    'Indiana/Vincennes',
    'Indiana/Winamac',
    'Kentucky/Louisville',
    'Kentucky/Monticello',
    'North_Dakota/Beulah',
    'North_Dakota/Center',
    'North_Dakota/New_Salem',
  ].map((city) => `America/${city}`),
  'Pacific/Honolulu',
  'US/Eastern',
  'US/Central',
  'US/Mountain',
  'US/Pacific',
]);

/** The country the browser suggests: its time zone first, then the region subtag of its languages (en-AU → AU). */
export function countryFromBrowser(
  timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string | null {
  if (timeZone) {
    if (timeZone.startsWith('Australia/')) return 'AU';
    if (timeZone === 'Pacific/Auckland' || timeZone === 'Pacific/Chatham' || timeZone === 'NZ') return 'NZ';
    if (CANADIAN_ZONES.has(timeZone) || timeZone.startsWith('Canada/')) return 'CA';
    if (timeZone === 'Europe/London' || timeZone === 'GB') return 'GB';
    if (US_ZONES.has(timeZone)) return 'US';
  }
  for (const language of languages) {
    const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(language)?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

function readCache(now: number): RegionConfig | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(REGION_STORAGE_KEY) ?? 'null'));
    if (parsed.success && parsed.data.savedAt <= now && now - parsed.data.savedAt < REGION_CACHE_MS) {
      return parsed.data.region;
    }
  } catch {
    // Storage blocked or an unreadable entry: ask again.
  }
  return null;
}

function writeCache(region: RegionConfig, now: number) {
  try {
    localStorage.setItem(REGION_STORAGE_KEY, JSON.stringify({ savedAt: now, region }));
  } catch {
    // Private mode with storage full or blocked: the answer is simply not kept.
  }
}

/**
 * The visitor's region: the 24 h cache, else GET /region; a country the server could not place (null) is taken
 * from the browser. Offline or with the server failing, the browser's guess answers and nothing is cached, so the
 * server is asked again next time.
 */
export async function loadRegion(options: { now?: number; signal?: AbortSignal } = {}): Promise<RegionConfig> {
  const now = options.now ?? Date.now();
  const cached = readCache(now);
  if (cached) return cached;
  let region: RegionConfig;
  try {
    region = (await api('GET /region', { auth: false, signal: options.signal })).data;
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return regionConfigFor(countryFromBrowser());
  }
  if (region.country === null) {
    const guess = countryFromBrowser();
    if (guess) region = regionConfigFor(guess);
  }
  writeCache(region, now);
  return region;
}

/**
 * Writes the region's plan prices into every element marked data-price="course" or data-price="annual_monthly"
 * under `root` (the prerendered page's, or any rendered one).
 */
export function applyRegionalPrices(
  root: ParentNode,
  region: Pick<RegionConfig, 'region' | 'currency'>,
  language: string,
): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-price]')) {
    const kind = element.dataset.price;
    if (kind === 'course' || kind === 'annual_monthly') {
      element.textContent = formatRegionalPrice(kind, region, language);
    }
  }
}
