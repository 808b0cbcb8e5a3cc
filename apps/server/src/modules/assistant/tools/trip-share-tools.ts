import type { Trip, TripShareSummary, TripSuggestion } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';
import type { PamSubject, PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { pick, type Texts } from './format.ts';
import { fail, findPlaces, ok, tool, type ToolServices } from './kit.ts';
import { allPages, bestFits, nameOf, one, type Found } from './social-people.ts';
import { byWords, withSubject } from './wheels-kit.ts';

/**
 * Trip shares as the Planning screen shows them: found by the trip's words and who shared it, commented on, read,
 * a stop suggested, and the owner's answer to a suggested stop. Every call goes through the trip-shares service with
 * ctx.userId, so the user sees and changes only what the screen would let them.
 */

export type Picked = { id?: string | undefined; choice?: number | undefined };
export type SharedArgs = Picked & { trip?: string | undefined; owner?: string | undefined };
export type Scope = 'all' | 'mine' | 'shared_with_me';

export const tripSubject = (t: { id: string; name: string }): PamSubject => ({ kind: 'trip', id: t.id, label: t.name });
export const shareSubject = (sh: TripShareSummary): PamSubject => ({
  kind: 'trip_share',
  id: sh.id,
  label: sh.snapshot.title,
});

/** "with your friends" / "with the group Boondockers": who a share of the user's is shown to. */
export const audience = (ctx: ToolContext, sh: TripShareSummary) =>
  sh.group
    ? pick(ctx, { en: `the group ${sh.group.name}`, es: `el grupo ${sh.group.name}`, fr: `le groupe ${sh.group.name}` })
    : pick(ctx, { en: 'your friends', es: 'tus amigos', fr: 'vos amis' });

/** How a share is named in a list or a question: by its title, and whose it is or who sees it. */
export function shareLabel(ctx: ToolContext, sh: TripShareSummary): string {
  const title = `"${sh.snapshot.title}"`;
  if (sh.is_owner)
    return pick(ctx, {
      en: `${title} with ${audience(ctx, sh)}`,
      es: `${title} con ${audience(ctx, sh)}`,
      fr: `${title} avec ${audience(ctx, sh)}`,
    });
  const by = nameOf(ctx, sh.owner);
  const where = sh.group ? ` (${sh.group.name})` : '';
  return pick(ctx, {
    en: `${title} by ${by}${where}`,
    es: `${title} de ${by}${where}`,
    fr: `${title} de ${by}${where}`,
  });
}

/** The records the words name by their names; failing that, by their names and the places they go through. */
export function byName<T>(records: T[], query: string | undefined, name: (r: T) => string, places: (r: T) => string) {
  const named = byWords(records, query, name);
  return named.length ? named : byWords(records, query, (r) => `${name(r)} ${places(r)}`);
}

export const stopsOf = (sh: TripShareSummary) => sh.snapshot.stops.map((p) => p.name).join(' ');

export const sharesOf = (s: ToolServices, ctx: ToolContext, scope: Scope) =>
  allPages((q) => s.social.tripShares.list(ctx.userId, { ...q, scope }));

export const NO_SHARE: Record<Scope, Texts> = {
  all: {
    en: 'I found no shared trip like that.',
    es: 'No encontré ningún viaje compartido así.',
    fr: "Je n'ai trouvé aucun voyage partagé de ce genre.",
  },
  mine: {
    en: "You haven't shared a trip like that.",
    es: 'No has compartido ningún viaje así.',
    fr: "Vous n'avez partagé aucun voyage de ce genre.",
  },
  shared_with_me: {
    en: 'No trip like that has been shared with you.',
    es: 'Nadie te ha compartido un viaje así.',
    fr: 'Personne ne vous a partagé de voyage de ce genre.',
  },
};

/** A share the user sees, named by its trip's words and who shared it ("Sam's Moab trip"), or by id. */
export async function findShare(
  s: ToolServices,
  ctx: ToolContext,
  args: SharedArgs,
  scope: Scope,
): Promise<Found<TripShareSummary>> {
  let shares = await sharesOf(s, ctx, scope);
  if (args.id) shares = shares.filter((sh) => sh.id === args.id);
  if (args.owner) shares = bestFits(args.owner, shares, (sh) => sh.owner.display_name);
  const text = (sh: TripShareSummary) =>
    `${sh.snapshot.title} ${sh.group?.name ?? ''} ${args.owner ? '' : (sh.owner.display_name ?? '')}`;
  const fitting = byName(shares, args.trip, text, stopsOf);
  return one(ctx, fitting, (sh) => shareLabel(ctx, sh), NO_SHARE[scope], args.choice);
}

/** A service's refusal said in the user's language when it is one a user meets; null for the others. */
export function refusal(ctx: ToolContext, err: unknown): ToolOutcome | null {
  if (!(err instanceof AppError)) return null;
  const texts: Record<string, Texts> = {
    not_copyable: {
      en: "This trip can't be copied as it was shared: ask its owner to share it again.",
      es: 'Este viaje no se puede copiar tal como se compartió: pide a su dueño que lo vuelva a compartir.',
      fr: "Ce voyage ne peut pas être copié tel qu'il a été partagé : demandez à son propriétaire de le repartager.",
    },
    too_many_stops: {
      en: 'That trip already has as many stops as a trip can hold.',
      es: 'Ese viaje ya tiene el máximo de paradas posible.',
      fr: "Ce voyage a déjà le nombre maximal d'étapes.",
    },
    already_decided: {
      en: 'That suggestion was already answered.',
      es: 'Esa sugerencia ya se respondió.',
      fr: 'Cette suggestion a déjà reçu une réponse.',
    },
  };
  const said = err.code ? texts[err.code] : undefined;
  return said ? fail(err.code!, pick(ctx, said)) : null;
}

/** Runs a service call, a refusal the user meets coming back as Pam's answer. */
export async function attempt<T>(
  ctx: ToolContext,
  fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; outcome: ToolOutcome }> {
  try {
    return { ok: true, value: await fn() };
  } catch (err) {
    const outcome = refusal(ctx, err);
    if (outcome) return { ok: false, outcome };
    throw err;
  }
}

/** "Sam's trip" / "your trip": whose a share is, in a reply. */
const whose = (ctx: ToolContext, sh: TripShareSummary) =>
  sh.is_owner
    ? pick(ctx, { en: 'your trip', es: 'tu viaje', fr: 'votre voyage' })
    : pick(ctx, {
        en: `${nameOf(ctx, sh.owner)}'s trip`,
        es: `el viaje de ${nameOf(ctx, sh.owner)}`,
        fr: `le voyage de ${nameOf(ctx, sh.owner)}`,
      });

const commentSharedTrip = (s: ToolServices) =>
  tool({
    name: 'comment_shared_trip',
    description:
      'Comments on a shared trip (one the user shared, or one shared with them), named by its words and who shared it; its owner is notified.',
    destructive: false,
    async run(args, ctx) {
      const found = await findShare(s, ctx, args, 'all');
      if (!found.ok) return found.outcome;
      const sh = found.value;
      const comment = await s.social.tripShares.comment(ctx.userId, sh.id, args.text);
      const title = sh.snapshot.title;
      return withSubject(
        ok(
          pick(ctx, {
            en: `Commented on "${title}" (${whose(ctx, sh)}): "${comment.body}".`,
            es: `Comenté en «${title}» (${whose(ctx, sh)}): «${comment.body}».`,
            fr: `J'ai commenté « ${title} » (${whose(ctx, sh)}) : « ${comment.body} ».`,
          }),
          { share_id: sh.id, comment: { id: comment.id, body: comment.body } },
          ['social'],
        ),
        shareSubject(sh),
      );
    },
  });

/** The open suggested stops of a share, as "Blanding (Sam Tester: closer to Bluff)". */
const suggestionLine = (ctx: ToolContext, g: TripSuggestion) =>
  `${g.name} (${nameOf(ctx, g.author)}${g.note ? `: ${g.note}` : ''})`;

const readTripComments = (s: ToolServices) =>
  tool({
    name: 'read_trip_comments',
    description:
      'The latest comments on a shared trip and the stops suggested for it that wait for its owner, named by its words and who shared it.',
    destructive: false,
    async run(args, ctx) {
      const found = await findShare(s, ctx, args, 'all');
      if (!found.ok) return found.outcome;
      const sh = found.value;
      const comments = (await s.social.tripShares.comments(ctx.userId, sh.id, { limit: 10 })).data;
      const open = (await s.social.tripShares.suggestions(ctx.userId, sh.id, { limit: 10, status: 'open' })).data;
      const title = sh.snapshot.title;
      const said = comments.map((c) => `${nameOf(ctx, c.author)}: "${c.body}"`).join('; ');
      const parts = [
        comments.length
          ? pick(ctx, {
              en: `Comments on "${title}", newest first: ${said}.`,
              es: `Comentarios en «${title}», del más reciente: ${said}.`,
              fr: `Commentaires sur « ${title} », du plus récent : ${said}.`,
            })
          : pick(ctx, {
              en: `No comments on "${title}" yet.`,
              es: `Aún no hay comentarios en «${title}».`,
              fr: `Pas encore de commentaire sur « ${title} ».`,
            }),
      ];
      if (open.length) {
        const stops = open.map((g) => suggestionLine(ctx, g)).join('; ');
        parts.push(
          pick(ctx, {
            en: `Suggested stops waiting for an answer: ${stops}.`,
            es: `Paradas sugeridas pendientes de respuesta: ${stops}.`,
            fr: `Étapes suggérées en attente de réponse : ${stops}.`,
          }),
        );
      }
      return withSubject(
        ok(parts.join(' '), {
          share_id: sh.id,
          comments: comments.map((c) => ({ author: c.author.display_name, body: c.body, created_at: c.created_at })),
          suggestions: open.map((g) => ({ id: g.id, name: g.name, author: g.author.display_name, note: g.note })),
        }),
        shareSubject(sh),
      );
    },
  });

const suggestTripStop = (s: ToolServices) =>
  tool({
    name: 'suggest_trip_stop',
    description:
      'Suggests a stop (a place found by name) for a trip a friend or a group shared with the user; its owner is notified and may add it to their trip.',
    destructive: false,
    async run(args, ctx) {
      const found = await findShare(s, ctx, args, 'shared_with_me');
      if (!found.ok) return found.outcome;
      const sh = found.value;
      const places = await findPlaces(s, ctx, [args.place]);
      if (!places.ok) return places.outcome;
      const p = places.places[0]!;
      const name = p.name.split(',')[0]!.trim();
      const g = await s.social.tripShares.suggest(ctx.userId, sh.id, {
        name,
        latitude: p.lat,
        longitude: p.lon,
        note: args.note ?? '',
      });
      const by = nameOf(ctx, sh.owner);
      const title = sh.snapshot.title;
      return withSubject(
        ok(
          pick(ctx, {
            en: `Suggested ${name} as a stop on "${title}": ${by} will see it and can add it to the trip.`,
            es: `Sugerí ${name} como parada de «${title}»: ${by} lo verá y puede añadirlo al viaje.`,
            fr: `J'ai suggéré ${name} comme étape de « ${title} » : ${by} la verra et pourra l'ajouter au voyage.`,
          }),
          { share_id: sh.id, suggestion: { id: g.id, name: g.name, latitude: g.latitude, longitude: g.longitude } },
          ['social'],
        ),
        shareSubject(sh),
      );
    },
  });

type Waiting = { share: TripShareSummary; suggestion: TripSuggestion };

/** An open suggested stop on one of the user's shares, named by the stop's (or its author's) and the trip's words. */
async function waitingSuggestion(
  s: ToolServices,
  ctx: ToolContext,
  args: Picked & { stop?: string | undefined; trip?: string | undefined },
): Promise<Found<Waiting>> {
  const mine = (await sharesOf(s, ctx, 'mine')).filter((sh) => sh.open_suggestion_count > 0);
  const shares = byName(mine, args.trip, (sh) => sh.snapshot.title, stopsOf);
  const waiting: Waiting[] = [];
  for (const share of shares.slice(0, 20)) {
    const open = await s.social.tripShares.suggestions(ctx.userId, share.id, { limit: 50, status: 'open' });
    waiting.push(...open.data.map((suggestion) => ({ share, suggestion })));
  }
  const fitting = args.id
    ? waiting.filter((w) => w.suggestion.id === args.id)
    : byWords(waiting, args.stop, (w) => `${w.suggestion.name} ${w.suggestion.author.display_name ?? ''}`);
  const none: Texts = {
    en: 'No suggested stop like that is waiting for your answer.',
    es: 'No hay ninguna parada sugerida así pendiente de tu respuesta.',
    fr: "Aucune étape suggérée de ce genre n'attend votre réponse.",
  };
  const label = (w: Waiting) =>
    `${w.suggestion.name} (${nameOf(ctx, w.suggestion.author)}, "${w.share.snapshot.title}")`;
  return one(ctx, fitting, label, none, args.choice);
}

const answerTripSuggestion = (s: ToolServices) =>
  tool({
    name: 'answer_trip_suggestion',
    description:
      "The user, as the shared trip's owner, accepts a suggested stop (it goes into their trip where it lengthens the route least) or declines it.",
    destructive: false,
    async run(args, ctx) {
      const found = await waitingSuggestion(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { share, suggestion: g } = found.value;
      const title = share.snapshot.title;
      const by = nameOf(ctx, g.author);
      if (!args.accept) {
        const done = await attempt(ctx, () => s.social.tripShares.dismiss(ctx.userId, g.id));
        if (!done.ok) return done.outcome;
        return ok(
          pick(ctx, {
            en: `Declined ${by}'s suggestion of ${g.name} for "${title}".`,
            es: `Rechacé la sugerencia de ${by} de parar en ${g.name} en «${title}».`,
            fr: `J'ai refusé la suggestion de ${by} de faire étape à ${g.name} pour « ${title} ».`,
          }),
          { suggestion_id: g.id, status: 'dismissed' },
          ['social'],
        );
      }
      const done = await attempt(ctx, () => s.social.tripShares.accept(ctx.userId, g.id));
      if (!done.ok) return done.outcome;
      const n = done.value.stop_index + 1;
      return withSubject(
        ok(
          pick(ctx, {
            en: `Added ${g.name} (suggested by ${by}) to "${title}" as stop ${n}. Re-plan the trip to redraw its route.`,
            es: `Añadí ${g.name} (sugerido por ${by}) a «${title}» como parada ${n}. Vuelve a planificar el viaje para redibujar la ruta.`,
            fr: `J'ai ajouté ${g.name} (suggéré par ${by}) à « ${title} » comme étape ${n}. Replanifiez le voyage pour redessiner l'itinéraire.`,
          }),
          { suggestion_id: g.id, status: 'accepted', trip_id: share.trip_id, stop_index: done.value.stop_index },
          ['trips', 'social'],
        ),
        tripSubject({ id: share.trip_id, name: title }),
      );
    },
  });

export const tripShareTools = (s: ToolServices): PamTool[] => [
  commentSharedTrip(s),
  readTripComments(s),
  suggestTripStop(s),
  answerTripSuggestion(s),
];

export const NO_TRIPS: Texts = {
  en: 'You have no saved trips yet.',
  es: 'Aún no tienes viajes guardados.',
  fr: "Vous n'avez pas encore de voyage enregistré.",
};

/** One of the user's saved trips named in words (or by id); several fitting: a question, `choice` answers it. */
export async function myTrip(
  s: ToolServices,
  ctx: ToolContext,
  args: Picked & { trip?: string | undefined },
): Promise<Found<Trip>> {
  const trips = await s.trips.list(ctx.userId);
  const fitting = args.id
    ? trips.filter((t) => t.id === args.id)
    : byName(
        trips,
        args.trip,
        (t) => t.name,
        (t) => t.stops.map((p) => p.name).join(' '),
      );
  const said = args.trip;
  return one(
    ctx,
    fitting,
    (t) => `"${t.name}"`,
    trips.length === 0
      ? NO_TRIPS
      : {
          en: `You have no saved trip${said ? ` matching "${said}"` : ' like that'}.`,
          es: `No tienes ningún viaje guardado${said ? ` que coincida con «${said}»` : ' así'}.`,
          fr: `Vous n'avez aucun voyage enregistré${said ? ` correspondant à « ${said} »` : ' de ce genre'}.`,
        },
    args.choice,
  );
}
