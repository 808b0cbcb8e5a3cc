import type { Campground, PamDataTopic } from '@ww/contracts';
import type { PamTool, ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { num, pick, type Texts } from './format.ts';
import { fail, findPlaces, needsLocation, ok, placeFromContext, tool, type Place, type ToolServices } from './kit.ts';
import { findSite, mySites, noneOfMine, siteText, siteValues, subjectOf } from './travel-campground-sites.ts';
import { siteName } from './travel-campground-tools.ts';
import { placeLabel } from './travel-kit.ts';
import { withSubject } from './wheels-kit.ts';

/** The Campgrounds screen's own sites (added, changed, deleted, listed) and any site's reviews, asked of Pam. */

/** The Campgrounds screen's searches and reviews refresh after a change of a site or a review. */
const CHANGED: PamDataTopic[] = ['campgrounds'];

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
      en: 'add, list, change or delete your own campgrounds ("add a campground: Lakeside Park near Keswick, £25 a night, showers", "it has 40 sites, open April to October")',
      es: 'añadir, ver, cambiar o borrar tus campings («añade un camping: Lago Azul cerca de Keswick, 25 € la noche», «tiene 40 parcelas, abierto de abril a octubre»)',
      fr: "ajouter, voir, modifier ou supprimer vos campings (« ajoute un camping : Lac Bleu près de Keswick, 25 € la nuit », « il a 40 emplacements, ouvert d'avril à octobre »)",
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
      return withSubject(ok(reply, { campground: c }, CHANGED), subjectOf(ctx, c));
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
      "Changes one of the user's own campgrounds named in words: new_name, fee, amenities, address, season, sites.",
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
            en: `What should I change in ${siteName(ctx, old)}: its name, fee, amenities, address, season or number of sites?`,
            es: `¿Qué cambio en ${siteName(ctx, old)}: el nombre, la tarifa, los servicios, la dirección, la temporada o las parcelas?`,
            fr: `Que dois-je changer pour ${siteName(ctx, old)} : son nom, son tarif, ses équipements, son adresse, sa saison ou ses emplacements ?`,
          }),
        );
      const c = (await s.campgrounds.update(ctx.userId, old.id, patch)).data;
      const done = pick(ctx, {
        en: 'Updated your campground:',
        es: 'Actualicé tu camping:',
        fr: 'Camping mis à jour :',
      });
      const reply = `${done} ${siteText(ctx, c)}.`;
      return withSubject(ok(reply, { campground: c }, CHANGED), subjectOf(ctx, c));
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
      return ok(`${done} ${name}.`, { deleted: found.value.id }, CHANGED);
    },
  });

const reviewTool = (s: ToolServices) =>
  tool({
    name: 'review_campground',
    description: "Rates a campground named in words 1-5 stars with a review; again replaces the user's review.",
    destructive: false,
    help: {
      en: 'rate a campground and read its reviews ("rate Lakeside Park 4 stars: quiet and clean"; after a search, "rate the second one 4 stars")',
      es: 'valorar un camping y leer sus reseñas («valora Lago Azul con 4 estrellas: tranquilo»; tras una búsqueda, «puntúa el segundo con 4 estrellas»)',
      fr: 'noter un camping et lire ses avis (« note Lac Bleu 4 étoiles : calme et propre » ; après une recherche, « note le deuxième 4 étoiles »)',
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
      return withSubject(ok(reply, { review: r, campground: now }, CHANGED), subjectOf(ctx, now));
    },
  });

/** At most this many reviews are read out, newest first. */
const REVIEWS_SHOWN = 5;
const TRAVELLER: Texts = { en: 'A traveller', es: 'Un viajero', fr: 'Un voyageur' };

const reviewsTool = (s: ToolServices) =>
  tool({
    name: 'campground_reviews',
    description: "A campground's details (fee, amenities, address, season, sites) and its rating and newest reviews.",
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
      const contact = [c.phone, c.website].filter(Boolean).join(', ');
      const head = `${siteText(ctx, c)}${contact ? `, ${contact}` : ''}: ${ratingText(ctx, c)}`;
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
      return ok(`${done} ${siteName(ctx, c)}.`, { deleted: review.id }, CHANGED);
    },
  });

/** Campgrounds of the user's own, and reviews of any site, as the Campgrounds screen handles them. */
export function travelCampgroundManageTools(s: ToolServices): PamTool[] {
  return [addTool(s), listTool(s), updateTool(s), deleteTool(s), reviewTool(s), reviewsTool(s), deleteReviewTool(s)];
}
