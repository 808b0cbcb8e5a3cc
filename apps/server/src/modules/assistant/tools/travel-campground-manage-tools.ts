import { CAMPGROUND_AMENITIES, type Campground, type CampgroundInput } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';
import type { PamTool, ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { fold, length, metresFrom, num, pick, type Texts } from './format.ts';
import { fail, findPlaces, needsLocation, ok, placeFromContext, tool, type Place, type ToolServices } from './kit.ts';
import { whereTheUserIs, withChoice } from './place-choice.ts';
import { one, type Found } from './social-people.ts';
import { AMENITY_TEXTS, siteName } from './travel-campground-tools.ts';
import { placeLabel } from './travel-kit.ts';
import { byWords, keywords, withSubject } from './wheels-kit.ts';

/** The Campgrounds screen's own sites (added, changed, deleted, listed) and any site's reviews, asked of Pam. */

/** Sites searched around a place or the user for a site not the user's own; the user's own sites read at most. */
const [SEARCH_KM, SEARCH_LIMIT, MINE_MAX] = [50, 200, 200];

type Named = { campground?: string | undefined; id?: string | undefined; choice?: number | undefined };

/** What the user said of a site, as the screen's fields: amenities said, fee, website, phone, longest rig. */
function siteValues(ctx: ToolContext, a: Partial<ToolArgsOut<'update_campground'>>): Partial<CampgroundInput> {
  const v: Partial<CampgroundInput> = {};
  for (const k of CAMPGROUND_AMENITIES) if (a[k] !== undefined) v[k] = a[k];
  for (const k of ['fee', 'website', 'phone'] as const) if (a[k]) v[k] = a[k];
  if (a.max_length !== undefined) v.max_length_m = Math.round(metresFrom(ctx, a.max_length, a.length_unit) * 10) / 10;
  return v;
}

/** "Lakeside Park (£25 a night; power, showers; rigs up to 10 m)". */
function siteText(ctx: ToolContext, c: Campground): string {
  const has = CAMPGROUND_AMENITIES.filter((k) => c[k] === true).map((k) => pick(ctx, AMENITY_TEXTS[k]));
  const lacks = CAMPGROUND_AMENITIES.filter((k) => c[k] === false && k !== 'free').map((k) =>
    pick(ctx, { en: `no ${AMENITY_TEXTS[k].en}`, es: `sin ${AMENITY_TEXTS[k].es}`, fr: `sans ${AMENITY_TEXTS[k].fr}` }),
  );
  const max = c.max_length_m === null ? null : length(ctx, c.max_length_m);
  const parts = [
    c.fee,
    [...has, ...lacks].join(', ') || null,
    max && pick(ctx, { en: `rigs up to ${max}`, es: `vehículos hasta ${max}`, fr: `véhicules jusqu'à ${max}` }),
  ].filter(Boolean);
  return parts.length ? `${siteName(ctx, c)} (${parts.join('; ')})` : siteName(ctx, c);
}

const subjectOf = (ctx: ToolContext, c: Campground) => ({ kind: 'campground', id: c.id, label: siteName(ctx, c) });

/** The user's own sites, newest first, each as the screen reads it. */
function mySites(s: ToolServices, ctx: ToolContext): Promise<Campground[]> {
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

const noneOfMine = (said: string | undefined): Texts =>
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

/**
 * The site named in words (by id when the conversation named it; picked from a list Pam gave). `own`: one of the
 * user's own, another's never fits. Else any site: the user's own, or one the screen's search finds near the place
 * they name, else near them.
 */
async function findSite(
  s: ToolServices,
  ctx: ToolContext,
  args: Named & { near?: string | undefined },
  own: boolean,
): Promise<Found<Campground>> {
  const byIdSite = args.id ? await byId(s, ctx, args.id) : null;
  if (byIdSite && (byIdSite.mine || !own)) return { ok: true, value: byIdSite };
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

const STAR: Texts = { en: 'star', es: 'estrella', fr: 'étoile' };
const stars = (ctx: ToolContext, n: number) => `${num(ctx, n, 1)} ${pick(ctx, STAR)}${n === 1 ? '' : 's'}`;

/** "4.5 stars from 2 reviews", or that no one has rated it. */
function ratingText(ctx: ToolContext, c: Campground): string {
  if (!c.review_count || c.rating_avg === null)
    return pick(ctx, { en: 'no reviews yet', es: 'aún sin reseñas', fr: "pas encore d'avis" });
  const n = c.review_count;
  const from = pick(ctx, { en: `from ${n} review`, es: `de ${n} reseña`, fr: `sur ${n} avis` });
  return `${stars(ctx, c.rating_avg)} ${from}${n === 1 || ctx.language === 'fr' ? '' : 's'}`;
}

const NAME_IT: Texts = { en: 'What should I call it?', es: '¿Cómo lo llamo?', fr: "Comment dois-je l'appeler ?" };

/** Where a new site goes: the place named (geocoded as the screen's search is), else where the user is. */
async function positionFor(
  s: ToolServices,
  ctx: ToolContext,
  a: ToolArgsOut<'add_campground'>,
): Promise<{ outcome: ToolOutcome } | { at: Place; label: string | null }> {
  if (a.near && !a.use_my_location) {
    const found = await findPlaces(s, ctx, [a.near]);
    if (!found.ok) return { outcome: found.outcome };
    return { at: found.places[0]!, label: placeLabel(found.places[0]!) };
  }
  if (a.use_my_location) {
    const here = placeFromContext(ctx);
    return here ? { at: here, label: null } : { outcome: needsLocation(ctx, false) };
  }
  const where = pick(ctx, { en: `Where is ${a.name}?`, es: `¿Dónde está ${a.name}?`, fr: `Où se trouve ${a.name} ?` });
  return { outcome: fail('needs_detail', where) };
}

const addTool = (s: ToolServices) =>
  tool({
    name: 'add_campground',
    description: "Adds a campground of the user's own at a place or the user's location, with its fee and amenities.",
    destructive: false,
    help: {
      en: 'add, list, change or delete your own campgrounds ("add a campground: Lakeside Park near Keswick, £25 a night, showers")',
      es: 'añadir, ver, cambiar o borrar tus campings («añade un camping: Lago Azul cerca de Keswick, 25 € la noche»)',
      fr: 'ajouter, voir, modifier ou supprimer vos campings (« ajoute un camping : Lac Bleu près de Keswick, 25 € la nuit »)',
    },
    async run(args, ctx) {
      if (!args.name) return fail('needs_name', pick(ctx, NAME_IT));
      const where = await positionFor(s, ctx, args);
      if ('outcome' in where) return where.outcome;
      const input = { name: args.name, lat: where.at.lat, lon: where.at.lon, ...siteValues(ctx, args) };
      const c = (await s.campgrounds.create(ctx.userId, input)).data;
      const at = where.label
        ? pick(ctx, { en: ` near ${where.label}`, es: ` cerca de ${where.label}`, fr: ` près de ${where.label}` })
        : pick(ctx, { en: ' where you are', es: ' donde estás', fr: ' là où vous êtes' });
      const reply = pick(ctx, {
        en: `Added your campground ${siteText(ctx, c)}${at}. Every traveller can find it; only you can change it.`,
        es: `Añadí tu camping ${siteText(ctx, c)}${at}. Todos los viajeros pueden encontrarlo; solo tú puedes cambiarlo.`,
        fr: `J'ai ajouté votre camping ${siteText(ctx, c)}${at}. Tous les voyageurs peuvent le trouver ; vous seul pouvez le modifier.`,
      });
      return withSubject(ok(reply, { campground: c }), subjectOf(ctx, c));
    },
  });

const listTool = (s: ToolServices) =>
  tool({
    name: 'list_my_campgrounds',
    description: 'The campgrounds the user added, with their fee, amenities and rating.',
    destructive: false,
    async run(_args, ctx) {
      const mine = await mySites(s, ctx);
      if (!mine.length) return ok(pick(ctx, noneOfMine(undefined)), { campgrounds: [] });
      const lines = mine.map((c, i) => `${i + 1}. ${siteText(ctx, c)}, ${ratingText(ctx, c)}`).join('; ');
      const reply = `${pick(ctx, { en: 'Your campgrounds:', es: 'Tus campings:', fr: 'Vos campings :' })} ${lines}.`;
      return ok(reply, { campgrounds: mine.map((c) => ({ id: c.id, name: c.name, lat: c.lat, lon: c.lon })) });
    },
  });

const updateTool = (s: ToolServices) =>
  tool({
    name: 'update_campground',
    description:
      "Changes one of the user's own campgrounds named in words: new_name, fee, amenities, website, rig length.",
    destructive: false,
    async run(args, ctx) {
      const found = await findSite(s, ctx, args, true);
      if (!found.ok) return found.outcome;
      const patch = { ...siteValues(ctx, args), ...(args.new_name ? { name: args.new_name } : {}) };
      const old = found.value;
      if (!Object.keys(patch).length)
        return fail(
          'needs_detail',
          pick(ctx, {
            en: `What should I change in ${siteName(ctx, old)}: its name, fee or amenities?`,
            es: `¿Qué cambio en ${siteName(ctx, old)}: el nombre, la tarifa o los servicios?`,
            fr: `Que dois-je changer pour ${siteName(ctx, old)} : son nom, son tarif ou ses équipements ?`,
          }),
        );
      const c = (await s.campgrounds.update(ctx.userId, old.id, patch)).data;
      const done = pick(ctx, {
        en: 'Updated your campground:',
        es: 'Actualicé tu camping:',
        fr: 'Camping mis à jour :',
      });
      const reply = `${done} ${siteText(ctx, c)}.`;
      return withSubject(ok(reply, { campground: c }), subjectOf(ctx, c));
    },
  });

const deleteTool = (s: ToolServices) =>
  tool({
    name: 'delete_campground',
    description: "Deletes one of the user's own campgrounds named in words, with its reviews (asks first).",
    destructive: true,
    async confirmation(args, ctx) {
      const found = await findSite(s, ctx, args, true);
      if (!found.ok) return found.outcome;
      const c = found.value;
      const prompt = pick(ctx, {
        en: `Delete your campground ${siteText(ctx, c)}, ${ratingText(ctx, c)}? Travellers will no longer find it or its reviews.`,
        es: `¿Borro tu camping ${siteText(ctx, c)}, ${ratingText(ctx, c)}? Nadie lo encontrará ya, ni sus reseñas.`,
        fr: `Supprimer votre camping ${siteText(ctx, c)}, ${ratingText(ctx, c)} ? Personne ne le trouvera plus, ni ses avis.`,
      });
      return { prompt, args: { id: c.id } };
    },
    async run(args, ctx) {
      const found = await findSite(s, ctx, args, true);
      if (!found.ok) return found.outcome;
      await s.campgrounds.remove(ctx.userId, found.value.id);
      const name = siteName(ctx, found.value);
      const done = pick(ctx, {
        en: 'Deleted your campground',
        es: 'Borré tu camping',
        fr: "J'ai supprimé votre camping",
      });
      return ok(`${done} ${name}.`, { deleted: found.value.id });
    },
  });

const reviewTool = (s: ToolServices) =>
  tool({
    name: 'review_campground',
    description: "Rates a campground named in words 1-5 stars with a review; again replaces the user's review.",
    destructive: false,
    help: {
      en: 'rate a campground and read its reviews ("rate Lakeside Park 4 stars: quiet and clean")',
      es: 'valorar un camping y leer sus reseñas («valora Lago Azul con 4 estrellas: tranquilo»)',
      fr: 'noter un camping et lire ses avis (« note Lac Bleu 4 étoiles : calme et propre »)',
    },
    async run(args, ctx) {
      const found = await findSite(s, ctx, args, false);
      if (!found.ok) return found.outcome;
      const c = found.value;
      const input = { rating: args.rating, body: args.text ?? '' };
      const r = (await s.campgrounds.review(ctx.userId, c.id, input)).data;
      const now = (await s.campgrounds.get(ctx.userId, c.id)).data;
      const again = r.updated_at !== r.created_at;
      const body = r.body ? `: "${r.body}"` : '';
      const reply = pick(ctx, {
        en: `${again ? 'Changed your review: you rate' : 'Rated'} ${siteName(ctx, c)} ${stars(ctx, r.rating)}${body}. It now has ${ratingText(ctx, now)}.`,
        es: `${again ? 'Cambié tu reseña: das a' : 'Valoré'} ${siteName(ctx, c)} ${again ? '' : 'con '}${stars(ctx, r.rating)}${body}. Ahora tiene ${ratingText(ctx, now)}.`,
        fr: `${again ? 'Avis modifié : vous donnez à' : "J'ai noté"} ${siteName(ctx, c)} ${stars(ctx, r.rating)}${body}. Il a maintenant ${ratingText(ctx, now)}.`,
      }).replace(/ {2,}/g, ' ');
      return withSubject(ok(reply, { review: r, campground: now }), subjectOf(ctx, now));
    },
  });

/** At most this many reviews are read out, newest first. */
const REVIEWS_SHOWN = 5;
const TRAVELLER: Texts = { en: 'A traveller', es: 'Un viajero', fr: 'Un voyageur' };

const reviewsTool = (s: ToolServices) =>
  tool({
    name: 'campground_reviews',
    description: 'What people say about a campground named in words: its average rating and newest reviews.',
    destructive: false,
    async run(args, ctx) {
      const found = await findSite(s, ctx, args, false);
      if (!found.ok) return found.outcome;
      const c = found.value;
      const reviews = (await s.campgrounds.reviews(ctx.userId, c.id)).data;
      const [traveller, you] = [pick(ctx, TRAVELLER), pick(ctx, { en: 'You', es: 'Tú', fr: 'Vous' })];
      const lines = reviews
        .slice(0, REVIEWS_SHOWN)
        .map((r) => `${r.mine ? you : (r.author_name ?? traveller)} (${r.rating}★)${r.body ? `: "${r.body}"` : ''}`);
      const head = `${siteName(ctx, c)}: ${ratingText(ctx, c)}`;
      const reply = lines.length ? `${head}. ${lines.join('; ')}.` : `${head}.`;
      return withSubject(ok(reply, { campground: c, reviews }), subjectOf(ctx, c));
    },
  });

const myReviewOf = async (s: ToolServices, ctx: ToolContext, args: ToolArgsOut<'delete_campground_review'>) => {
  const found = await findSite(s, ctx, args, false);
  if (!found.ok) return found;
  const c = found.value;
  const mine = (await s.campgrounds.reviews(ctx.userId, c.id)).data.find((r) => r.mine);
  if (mine) return { ok: true as const, value: { c, review: mine } };
  const none = pick(ctx, { en: "You haven't reviewed", es: 'No has reseñado', fr: "Vous n'avez pas noté" });
  return { ok: false as const, outcome: fail('not_found', `${none} ${siteName(ctx, c)}.`) };
};

const deleteReviewTool = (s: ToolServices) =>
  tool({
    name: 'delete_campground_review',
    description: "Deletes the user's own review of a campground named in words (asks first).",
    destructive: true,
    async confirmation(args, ctx) {
      const found = await myReviewOf(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { c, review } = found.value;
      const name = siteName(ctx, c);
      const prompt = pick(ctx, {
        en: `Delete your ${stars(ctx, review.rating)} review of ${name}?`,
        es: `¿Borro tu reseña de ${stars(ctx, review.rating)} de ${name}?`,
        fr: `Supprimer votre avis à ${stars(ctx, review.rating)} sur ${name} ?`,
      });
      return { prompt, args: { id: c.id } };
    },
    async run(args, ctx) {
      const found = await myReviewOf(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { c, review } = found.value;
      await s.campgrounds.removeReview(ctx.userId, c.id, review.id);
      const done = pick(ctx, { en: 'Deleted your review of', es: 'Borré tu reseña de', fr: 'Avis supprimé sur' });
      return ok(`${done} ${siteName(ctx, c)}.`, { deleted: review.id });
    },
  });

/** Campgrounds of the user's own, and reviews of any site, as the Campgrounds screen handles them. */
export function travelCampgroundManageTools(s: ToolServices): PamTool[] {
  return [addTool(s), listTool(s), updateTool(s), deleteTool(s), reviewTool(s), reviewsTool(s), deleteReviewTool(s)];
}
