import { CAMPGROUND_AMENITIES, startsWithVowelSound, type Campground, type CampgroundInput } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';
import type { ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { fold, length, metresFrom, num, pick, type Texts } from './format.ts';
import { fail, findPlaces, type ToolServices } from './kit.ts';
import { whereTheUserIs, withChoice } from './place-choice.ts';
import { one, type Found } from './social-people.ts';
import { AMENITY_TEXTS, searchCampgrounds, siteName } from './travel-campground-tools.ts';
import { placeLabel } from './travel-kit.ts';
import { byWords, keywords } from './wheels-kit.ts';

/** Campgrounds named in words (the user's own, any site near a place, one picked from a search) and how Pam tells them. */

/** Sites searched around a place or the user for a site not the user's own; the user's own sites read at most. */
const [SEARCH_KM, SEARCH_LIMIT, MINE_MAX] = [50, 200, 200];

type Named = {
  campground?: string | undefined;
  id?: string | undefined;
  choice?: number | undefined;
  listed?: ToolArgsOut<'find_campgrounds'> | undefined;
};

/**
 * What the user said of a site, as the screen's fields: amenities said, fee, website, phone, address, season, number
 * of sites, longest rig.
 */
export function siteValues(ctx: ToolContext, a: Partial<ToolArgsOut<'update_campground'>>): Partial<CampgroundInput> {
  const v: Partial<CampgroundInput> = {};
  for (const k of CAMPGROUND_AMENITIES) if (a[k] !== undefined) v[k] = a[k];
  for (const k of ['fee', 'website', 'phone', 'address', 'opening_hours'] as const) if (a[k]) v[k] = a[k];
  if (a.capacity !== undefined) v.capacity = a.capacity;
  if (a.max_length !== undefined) v.max_length_m = Math.round(metresFrom(ctx, a.max_length, a.length_unit) * 10) / 10;
  return v;
}

/** OpenStreetMap's month abbreviations, as opening_hours writes a season ("Apr-Oct"). */
export const OSM_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "open April to October", "open all year"; hours kept as written ("open: Mo-Su 08:00-20:00"). */
export function seasonText(ctx: ToolContext, hours: string): string {
  if (hours === '24/7')
    return pick(ctx, { en: 'open all year', es: 'abierto todo el año', fr: "ouvert toute l'année" });
  const [from, to] = hours.split('-').map((m) => OSM_MONTHS.indexOf(m));
  if (from === undefined || to === undefined || from < 0 || to < 0 || hours.length !== 7)
    return pick(ctx, { en: `open: ${hours}`, es: `horario: ${hours}`, fr: `ouverture : ${hours}` });
  const month = (i: number) =>
    new Intl.DateTimeFormat(ctx.language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, i, 1));
  const [a, b] = [month(from), month(to)];
  const de = (m: string) => (startsWithVowelSound(m) ? `d'${m}` : `de ${m}`);
  return pick(ctx, { en: `open ${a} to ${b}`, es: `abierto de ${a} a ${b}`, fr: `ouvert ${de(a)} à ${b}` });
}

/** "40 sites", "40 parcelas", "40 emplacements". */
const SITES: [Texts, Texts] = [
  { en: 'site', es: 'parcela', fr: 'emplacement' },
  { en: 'sites', es: 'parcelas', fr: 'emplacements' },
];
const sitesText = (ctx: ToolContext, n: number) => `${num(ctx, n, 0)} ${pick(ctx, SITES[n === 1 ? 0 : 1])}`;

/** "Lakeside Park (£25 a night; power, showers; rigs up to 10 m; 40 sites; open April to October; 12 Main St)". */
export function siteText(ctx: ToolContext, c: Campground): string {
  const has = CAMPGROUND_AMENITIES.filter((k) => c[k] === true).map((k) => pick(ctx, AMENITY_TEXTS[k]));
  const lacks = CAMPGROUND_AMENITIES.filter((k) => c[k] === false && k !== 'free').map((k) =>
    pick(ctx, { en: `no ${AMENITY_TEXTS[k].en}`, es: `sin ${AMENITY_TEXTS[k].es}`, fr: `sans ${AMENITY_TEXTS[k].fr}` }),
  );
  const max = c.max_length_m === null ? null : length(ctx, c.max_length_m);
  const parts = [
    c.fee,
    [...has, ...lacks].join(', ') || null,
    max && pick(ctx, { en: `rigs up to ${max}`, es: `vehículos hasta ${max}`, fr: `véhicules jusqu'à ${max}` }),
    c.capacity === null ? null : sitesText(ctx, c.capacity),
    c.opening_hours && seasonText(ctx, c.opening_hours),
    c.address,
  ].filter(Boolean);
  return parts.length ? `${siteName(ctx, c)} (${parts.join('; ')})` : siteName(ctx, c);
}

export const subjectOf = (ctx: ToolContext, c: Campground) => ({
  kind: 'campground',
  id: c.id,
  label: siteName(ctx, c),
});

/** The user's own sites, newest first, each as the screen reads it. */
export function mySites(s: ToolServices, ctx: ToolContext): Promise<Campground[]> {
  return s.campgrounds.mine(ctx.userId, MINE_MAX);
}

/** Sites whose name the words name: one named exactly as said wins over those that merely hold its words. */
function named(ctx: ToolContext, sites: Campground[], said: string | undefined): Campground[] {
  if (!said) return sites;
  const exact = sites.filter((c) => fold(siteName(ctx, c)) === fold(said));
  if (exact.length) return exact;
  // Every word said must be in the name (allowing a typo each): "Nowhere Meadow" is not "Oak Meadow".
  const wanted = keywords(said);
  return sites.filter((c) => wanted.every((w) => byWords([c], w, (x) => siteName(ctx, x)).length > 0));
}

/** How a site is named in a "which one?" question: its name, with where it is when two share it. */
function labeller(ctx: ToolContext, sites: Campground[]) {
  const names = sites.map((c) => siteName(ctx, c));
  return (c: Campground) => {
    const name = siteName(ctx, c);
    return names.filter((n) => n === name).length > 1 ? `${name} (${c.lat.toFixed(3)}, ${c.lon.toFixed(3)})` : name;
  };
}

/** The site of an id the conversation named, or null when it is gone. */
const byId = (s: ToolServices, ctx: ToolContext, id: string): Promise<Campground | null> =>
  s.campgrounds.get(ctx.userId, id).then(
    (r) => r.data,
    (err: unknown) => {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    },
  );

const noSuchSite = (ctx: ToolContext, said: string | undefined, where: Texts): ToolOutcome =>
  fail(
    'not_found',
    said
      ? pick(ctx, {
          en: `I couldn't find a campground called "${said}" ${where.en}. Tell me which town it is near.`,
          es: `No encontré ningún camping llamado «${said}» ${where.es}. Dime cerca de qué pueblo está.`,
          fr: `Je n'ai trouvé aucun camping nommé « ${said} » ${where.fr}. Dites-moi près de quelle ville il se trouve.`,
        })
      : pick(ctx, { en: 'Which campground?', es: '¿Qué camping?', fr: 'Quel camping ?' }),
  );

export const noneOfMine = (said: string | undefined): Texts =>
  said
    ? {
        en: `You haven't added a campground called "${said}".`,
        es: `No has añadido ningún camping llamado «${said}».`,
        fr: `Vous n'avez ajouté aucun camping nommé « ${said} ».`,
      }
    : {
        en: "You haven't added any campgrounds yet.",
        es: 'Aún no has añadido ningún camping.',
        fr: "Vous n'avez encore ajouté aucun camping.",
      };

/** The site picked from a search Pam showed ("the second one"): that search again, the site at `choice`. */
async function pickListed(
  s: ToolServices,
  ctx: ToolContext,
  search: ToolArgsOut<'find_campgrounds'>,
  choice: number | undefined,
): Promise<Found<Campground>> {
  const found = await searchCampgrounds(s, ctx, search);
  if (!('sites' in found)) return { ok: false, outcome: found };
  const { sites, where, withText } = found;
  const none = {
    en: `That search finds no campgrounds${withText} ${where} now.`,
    es: `Esa búsqueda ya no encuentra campings${withText} ${where}.`,
    fr: `Cette recherche ne trouve plus de camping${withText} ${where}.`,
  };
  if (choice !== undefined && choice > sites.length && sites.length) {
    const n = sites.length;
    const only = pick(ctx, {
      en: `That search found only ${n} campground${n === 1 ? '' : 's'}.`,
      es: `Esa búsqueda solo encontró ${n} camping${n === 1 ? '' : 's'}.`,
      fr: `Cette recherche n'a trouvé que ${n} camping${n === 1 ? '' : 's'}.`,
    });
    return { ok: false, outcome: fail('not_found', only) };
  }
  return one(ctx, sites, (c) => siteName(ctx, c), none, choice);
}

/**
 * The site named in words (by id when the conversation named it; picked from a list Pam gave). `own`: one of the
 * user's own, another's never fits. Else any site: the user's own, or one the screen's search finds near the place
 * they name, else near them.
 */
export async function findSite(
  s: ToolServices,
  ctx: ToolContext,
  args: Named & { near?: string | undefined },
  own: boolean,
): Promise<Found<Campground>> {
  const byIdSite = args.id ? await byId(s, ctx, args.id) : null;
  if (byIdSite && (byIdSite.mine || !own)) return { ok: true, value: byIdSite };
  if (args.listed && !own && !args.id) return pickListed(s, ctx, args.listed, args.choice);
  const said = args.campground;
  if (own || args.id) {
    const fitting = args.id ? [] : named(ctx, await mySites(s, ctx), said);
    return one(ctx, fitting, labeller(ctx, fitting), noneOfMine(said), args.choice);
  }
  if (!said) return { ok: false, outcome: noSuchSite(ctx, undefined, { en: '', es: '', fr: '' }) };
  let center = null;
  let where: Texts = { en: 'among yours', es: 'entre los tuyos', fr: 'parmi les vôtres' };
  let choice = args.choice;
  if (args.near) {
    let found = await findPlaces(s, ctx, [args.near]);
    // "The second one" answered "Which Keswick?": the choice was the place's.
    if (!found.ok && found.outcome.ok === false && found.outcome.code === 'ambiguous_place' && choice) {
      found = await findPlaces(s, ctx, [withChoice(args.near, String(choice))]);
      choice = undefined;
    }
    if (!found.ok) return { ok: false, outcome: found.outcome };
    center = found.places[0]!;
    const at = placeLabel(center);
    where = { en: `near ${at}`, es: `cerca de ${at}`, fr: `près de ${at}` };
  } else {
    center = await whereTheUserIs(s, ctx);
    if (center) where = { en: 'near you', es: 'cerca de ti', fr: 'près de vous' };
  }
  const sites = await mySites(s, ctx);
  if (center) {
    const q = { lat: center.lat, lon: center.lon, radius_km: SEARCH_KM, limit: SEARCH_LIMIT };
    const seen = new Set(sites.map((c) => c.id));
    sites.push(...(await s.campgrounds.search(ctx.userId, q)).data.filter((c) => !seen.has(c.id)));
  }
  const fitting = named(ctx, sites, said);
  if (!fitting.length) return { ok: false, outcome: noSuchSite(ctx, said, where) };
  return one(ctx, fitting, labeller(ctx, fitting), noneOfMine(said), choice);
}
