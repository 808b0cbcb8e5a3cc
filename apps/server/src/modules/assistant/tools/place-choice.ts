import { type Language, haversineKm, type LatLon } from '@ww/contracts';
import { withUserTx } from '#db/with-user-tx.ts';
import { sharedPosition } from '#modules/community-map/index.ts';
import type { ToolContext } from '../assistant.types.ts';
import type { ToolServices } from './kit.ts';
import { countryName, plausibleCandidates, type GeocodeCandidate } from '#providers/geocoding/geocoder.ts';
import { normaliseName, qualifierFor, regionIn, type PlaceQualifier } from '#providers/geocoding/place-qualifier.ts';

/**
 * Which of several places of one name the traveller means (issue 23 point 3, decision 052): where they are, the set
 * of places that belong together, and when that does not settle it Pam asks, listing them with their region and
 * country; the answer ("the one in Scotland", "the second", "Australia") comes back as the previous request with the
 * place written "Perth (Scotland)" or "Perth (2)".
 */

/** Places of one name that stay in a request: the plausible ones, as many as a question can list. */
export const CHOICES_PER_NAME = 3;

/** A place name and the traveller's answer to "which one?" written after it in parentheses. */
export function splitChoice(text: string): { name: string; choice: string | null } {
  const m = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(text);
  return m ? { name: m[1]!, choice: m[2]!.trim() } : { name: text, choice: null };
}

/** The name with a choice added, replacing any earlier one. */
export const withChoice = (text: string, choice: string): string => `${splitChoice(text).name} (${choice})`;

/** How a candidate reads to the traveller: "Perth, Western Australia, Australia". */
export const candidateText = (c: GeocodeCandidate): string => [c.name, c.region, c.country].filter(Boolean).join(', ');

const countryCodes = new Map<string, string>();
/** The ISO code of a country's English name ("United Kingdom" -> "GB"). */
function countryCode(name: string): string | undefined {
  if (countryCodes.size === 0) {
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const en = countryName(code);
        if (en !== code && !countryCodes.has(en)) countryCodes.set(en, code);
      }
    }
  }
  return countryCodes.get(name);
}

/** A candidate's region in `language` where the qualifier table names it ("Scotland" -> "Écosse"). */
export function localRegion(c: GeocodeCandidate, language: Language): string | null {
  const code = countryCode(c.country);
  return c.region && code ? regionIn(language, code, c.region) : c.region;
}

/**
 * A candidate as a reply in `language` names it, its region and country in that language where known:
 * "Perth, Écosse, Royaume-Uni".
 */
export function localText(c: GeocodeCandidate, language: Language): string {
  const code = countryCode(c.country);
  if (!code || language === 'en') return candidateText(c);
  const country = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? c.country;
  return [c.name, localRegion(c, language), country].filter(Boolean).join(', ');
}

function inQualifier(q: PlaceQualifier, c: GeocodeCandidate): boolean {
  if (q.countries.some((code) => countryName(code) === c.country)) return true;
  if (q.regions.some((r) => countryName(r.country) === c.country && (r.name === c.region || r.admin === c.region))) {
    return true;
  }
  return q.areas.some((a) => countryName(a.country) === c.country && haversineKm(a, c) <= a.radius_km);
}

/**
 * The candidate a choice names: a position in the list as asked ("2"), else the one in the country, region or area
 * it names, else the one whose name, region or country it is; null when it names none or several.
 */
export function chosenCandidate<T extends GeocodeCandidate>(options: readonly T[], choice: string): T | null {
  if (/^\d+$/.test(choice)) return options[Number(choice) - 1] ?? null;
  const q = qualifierFor(choice);
  const key = ` ${normaliseName(choice)} `;
  const named = options.filter((c) => (q && inQualifier(q, c)) || ` ${normaliseName(candidateText(c))} `.includes(key));
  return named.length === 1 ? named[0]! : null;
}

/**
 * The order a question lists candidates in: the best of each country first, then the others, so "Which Bristol?"
 * offers England beside Connecticut before Tennessee.
 */
export function choiceOrder<T extends GeocodeCandidate>(candidates: readonly T[]): T[] {
  const seen = new Set<string>();
  const firsts: T[] = [];
  const rest: T[] = [];
  for (const c of candidates) {
    if (seen.has(c.country)) rest.push(c);
    else {
      seen.add(c.country);
      firsts.push(c);
    }
  }
  return [...firsts, ...rest];
}

/** The candidates still plausible once the other places of the request are known (each ranked by the nearest). */
export const stillPlausible = <T extends GeocodeCandidate>(
  options: readonly T[],
  bias: { country?: string; home?: LatLon },
  others: readonly LatLon[],
): T[] => (others.length ? plausibleCandidates(options, { ...bias, nearAny: others }) : [...options]);

/** "Which Perth do you mean: Perth, Western Australia, Australia or Perth, Scotland, United Kingdom?" */
export function whichPlaceQuestion(language: Language, name: string, options: readonly GeocodeCandidate[]): string {
  const texts = options.map((c) => localText(c, language));
  const or = { en: ' or ', es: ' o ', fr: ' ou ' }[language];
  const listed = texts.join(or);
  return {
    en: `Which ${name} do you mean: ${listed}? Say "the one in …" or "the second".`,
    es: `¿Qué ${name} quieres decir: ${listed}? Di «el de …» o «el segundo».`,
    fr: `De quel ${name} parlez-vous : ${listed} ? Dites « celui en … » ou « le deuxième ».`,
  }[language];
}

/** Beyond this many names, each ambiguous one is taken near the place before it instead of trying every set. */
const MAX_NAMES_JOINTLY = 4;

/** One place per name: the readings nearest one another along the request's order, best-ranked first on ties. */
export function coherentPlaces<T extends LatLon>(options: T[][]): T[] {
  if (options.every((o) => o.length === 1) || options.length > MAX_NAMES_JOINTLY) {
    const chosen: T[] = [];
    for (const o of options) {
      const before = chosen.at(-1);
      chosen.push(before ? o.reduce((a, b) => (haversineKm(before, b) < haversineKm(before, a) ? b : a)) : o[0]!);
    }
    return chosen;
  }
  let best: { places: T[]; km: number } | null = null;
  const walk = (i: number, picked: T[], km: number) => {
    if (best && km >= best.km) return;
    if (i === options.length) {
      best = { places: [...picked], km };
      return;
    }
    for (const p of options[i]!) {
      const before = picked.at(-1);
      picked.push(p);
      walk(i + 1, picked, km + (before ? haversineKm(before, p) : 0));
      picked.pop();
    }
  };
  walk(0, [], 0);
  return (best as { places: T[] } | null)!.places;
}

/** Where the user is: the position the client sent, else the live location they share on the map (recent). */
export async function whereTheUserIs(s: ToolServices, ctx: ToolContext): Promise<LatLon | null> {
  if (ctx.location) return { lat: ctx.location.latitude, lon: ctx.location.longitude };
  return withUserTx(s.deps.db, { userId: ctx.userId }, (t) => sharedPosition(t, ctx.userId));
}
