import type { TripShareSummary, TripStatus } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { list, pick, type Texts } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { bestFits, nameOf, one, type Found } from './social-people.ts';
import {
  attempt,
  audience,
  byName,
  findShare,
  myTrip,
  NO_SHARE,
  shareLabel,
  sharesOf,
  shareSubject,
  stopsOf,
  tripShareTools,
  tripSubject,
  type Picked,
} from './trip-share-tools.ts';
import { withSubject } from './wheels-kit.ts';

/**
 * Saved trips managed as the Trips and Planning screens do: renamed, marked planned/active/completed; who sees which
 * trip, stop sharing one, copy one shared with the user (and, in trip-share-tools.ts, comments and suggested stops).
 * Every call goes through the trips and trip-shares services with ctx.userId.
 */

const STATUS: Record<TripStatus, Texts> = {
  planned: { en: 'planned', es: 'planificado', fr: 'prévu' },
  active: { en: 'under way', es: 'en curso', fr: 'en cours' },
  completed: { en: 'completed', es: 'completado', fr: 'terminé' },
};

const renameTrip = (s: ToolServices) =>
  tool({
    name: 'rename_trip',
    description: "Renames one of the user's saved trips, named in words (or by id), as the Trips screen does.",
    destructive: false,
    help: {
      en: 'rename a trip or mark it under way or completed ("rename the Alps trip to Alps 2027", "mark the Moab trip as completed")',
      es: 'renombrar un viaje o marcarlo en curso o completado («renombra el viaje de los Alpes a Alpes 2027»)',
      fr: 'renommer un voyage ou le marquer en cours ou terminé (« renomme le voyage des Alpes en Alpes 2027 »)',
    },
    async run(args, ctx) {
      const found = await myTrip(s, ctx, args);
      if (!found.ok) return found.outcome;
      const t = found.value;
      await s.trips.updateFromJson(ctx.userId, t.id, JSON.stringify({ name: args.name }));
      return withSubject(
        ok(
          pick(ctx, {
            en: `Renamed the trip "${t.name}" to "${args.name}".`,
            es: `Cambié el nombre del viaje «${t.name}» a «${args.name}».`,
            fr: `J'ai renommé le voyage « ${t.name} » en « ${args.name} ».`,
          }),
          { trip: { id: t.id, name: args.name, previous_name: t.name } },
          ['trips'],
        ),
        tripSubject({ id: t.id, name: args.name }),
      );
    },
  });

const setTripStatus = (s: ToolServices) =>
  tool({
    name: 'set_trip_status',
    description: "Marks one of the user's saved trips as planned, active (under way) or completed.",
    destructive: false,
    async run(args, ctx) {
      const found = await myTrip(s, ctx, args);
      if (!found.ok) return found.outcome;
      const t = found.value;
      const status = pick(ctx, STATUS[args.status]);
      if (t.status !== args.status) {
        await s.trips.updateFromJson(ctx.userId, t.id, JSON.stringify({ status: args.status }));
      }
      const texts: Texts =
        t.status === args.status
          ? {
              en: `"${t.name}" is already marked ${status}.`,
              es: `«${t.name}» ya está marcado como ${status}.`,
              fr: `« ${t.name} » est déjà marqué ${status}.`,
            }
          : {
              en: `Marked the trip "${t.name}" as ${status}.`,
              es: `Marqué el viaje «${t.name}» como ${status}.`,
              fr: `J'ai marqué le voyage « ${t.name} » comme ${status}.`,
            };
      return withSubject(
        ok(
          pick(ctx, texts),
          { trip: { id: t.id, name: t.name, status: args.status } },
          t.status === args.status ? [] : ['trips'],
        ),
        tripSubject(t),
      );
    },
  });

/** "Alps (with your friends, 2 comments)": a share in a list, with what waits on it. */
/** "2 comments, 1 suggested stop": what the audience has added to a share. */
function feedbackOf(ctx: ToolContext, sh: TripShareSummary): string {
  const notes: string[] = [];
  if (sh.comment_count)
    notes.push(
      pick(ctx, {
        en: `${sh.comment_count} comment${sh.comment_count === 1 ? '' : 's'}`,
        es: `${sh.comment_count} comentario${sh.comment_count === 1 ? '' : 's'}`,
        fr: `${sh.comment_count} commentaire${sh.comment_count === 1 ? '' : 's'}`,
      }),
    );
  const n = sh.open_suggestion_count;
  if (n)
    notes.push(
      pick(ctx, {
        en: `${n} suggested stop${n === 1 ? '' : 's'}`,
        es: `${n} parada${n === 1 ? '' : 's'} sugerida${n === 1 ? '' : 's'}`,
        fr: `${n} étape${n === 1 ? '' : 's'} suggérée${n === 1 ? '' : 's'}`,
      }),
    );
  return notes.join(', ');
}

function shareLine(ctx: ToolContext, sh: TripShareSummary): string {
  const notes = feedbackOf(ctx, sh);
  return `${shareLabel(ctx, sh)}${notes ? ` (${notes})` : ''}`;
}

/** Who sees one of the user's trips: its shares, or that it is not shared. */
async function sharesOfTrip(
  s: ToolServices,
  ctx: ToolContext,
  args: { trip?: string | undefined; trip_id?: string | undefined },
) {
  const found = await myTrip(s, ctx, { trip: args.trip, id: args.trip_id });
  if (!found.ok) return found.outcome;
  const t = found.value;
  const shares = (await sharesOf(s, ctx, 'mine')).filter((sh) => sh.trip_id === t.id);
  const whom = list(
    ctx,
    shares.map((sh) => audience(ctx, sh)),
  );
  const texts: Texts = shares.length
    ? {
        en: `You shared "${t.name}" with ${whom}.`,
        es: `Compartiste «${t.name}» con ${whom}.`,
        fr: `Vous avez partagé « ${t.name} » avec ${whom}.`,
      }
    : {
        en: `You haven't shared "${t.name}" with anyone.`,
        es: `No has compartido «${t.name}» con nadie.`,
        fr: `Vous n'avez partagé « ${t.name} » avec personne.`,
      };
  const outcome = ok(pick(ctx, texts), {
    trip_id: t.id,
    shares: shares.map((sh) => ({ id: sh.id, audience: sh.audience, group: sh.group?.name ?? null })),
  });
  return withSubject(outcome, shares.length === 1 ? shareSubject(shares[0]!) : tripSubject(t));
}

const listTripShares = (s: ToolServices) =>
  tool({
    name: 'list_trip_shares',
    description:
      "The trips the user shared (with whom, comments, suggested stops waiting) and the trips friends or groups shared with them; or who one of the user's trips is shared with.",
    destructive: false,
    help: {
      en: 'trips shared with you and the ones you shared: who sees them, stop sharing, copy, comment, suggest stops ("what trips have friends shared with me?", "copy Sam\'s Moab trip to my trips")',
      es: 'viajes compartidos contigo y los tuyos: quién los ve, dejar de compartir, copiar, comentar, sugerir paradas («¿qué viajes me han compartido?»)',
      fr: 'voyages partagés avec vous et les vôtres : qui les voit, arrêter de partager, copier, commenter, suggérer des étapes (« quels voyages m’a-t-on partagés ? »)',
    },
    async run(args, ctx) {
      if (args.trip || args.trip_id) return sharesOfTrip(s, ctx, args);
      const shares = await sharesOf(s, ctx, args.scope ?? 'all');
      const mine = shares.filter((sh) => sh.is_owner);
      const theirs = shares.filter((sh) => !sh.is_owner);
      const parts: string[] = [];
      if (args.scope !== 'shared_with_me') {
        const lines = mine
          .slice(0, 10)
          .map((sh) => shareLine(ctx, sh))
          .join('; ');
        parts.push(
          mine.length
            ? pick(ctx, {
                en: `You shared: ${lines}.`,
                es: `Compartiste: ${lines}.`,
                fr: `Vous avez partagé : ${lines}.`,
              })
            : pick(ctx, {
                en: "You haven't shared any trip.",
                es: 'No has compartido ningún viaje.',
                fr: "Vous n'avez partagé aucun voyage.",
              }),
        );
      }
      if (args.scope !== 'mine') {
        const lines = theirs
          .slice(0, 10)
          .map((sh) => shareLine(ctx, sh))
          .join('; ');
        parts.push(
          theirs.length
            ? pick(ctx, {
                en: `Shared with you: ${lines}.`,
                es: `Compartidos contigo: ${lines}.`,
                fr: `Partagés avec vous : ${lines}.`,
              })
            : pick(ctx, {
                en: 'No one has shared a trip with you yet.',
                es: 'Aún nadie te ha compartido un viaje.',
                fr: 'Personne ne vous a encore partagé de voyage.',
              }),
        );
      }
      const outcome = ok(parts.join(' '), {
        shares: shares.map((sh) => ({
          id: sh.id,
          title: sh.snapshot.title,
          mine: sh.is_owner,
          owner: sh.owner.display_name,
          audience: sh.audience,
          group: sh.group?.name ?? null,
        })),
      });
      return shares.length === 1 ? withSubject(outcome, shareSubject(shares[0]!)) : outcome;
    },
  });

/** One of the user's own shares: of the trip named (or by the trip's id), with the group named if any. */
export async function myShare(
  s: ToolServices,
  ctx: ToolContext,
  args: Picked & { trip?: string | undefined; trip_id?: string | undefined; group?: string | undefined },
): Promise<Found<TripShareSummary>> {
  if (args.id || !args.trip_id) {
    let shares = await sharesOf(s, ctx, 'mine');
    if (args.group) shares = bestFits(args.group, shares, (sh) => sh.group?.name ?? null);
    if (args.id) shares = shares.filter((sh) => sh.id === args.id);
    const fitting = byName(shares, args.trip, (sh) => sh.snapshot.title, stopsOf);
    return one(ctx, fitting, (sh) => shareLabel(ctx, sh), NO_SHARE.mine, args.choice);
  }
  const shares = (await sharesOf(s, ctx, 'mine')).filter((sh) => sh.trip_id === args.trip_id);
  const fitting = args.group ? bestFits(args.group, shares, (sh) => sh.group?.name ?? null) : shares;
  return one(ctx, fitting, (sh) => shareLabel(ctx, sh), NO_SHARE.mine, args.choice);
}

const unshareTrip = (s: ToolServices) =>
  tool({
    name: 'unshare_trip',
    description:
      "Stops sharing one of the user's trips with their friends or a group (its comments and suggested stops go; the trip stays). Asks first.",
    destructive: true,
    async confirmation(args, ctx) {
      const found = await myShare(s, ctx, args);
      if (!found.ok) return found.outcome;
      const sh = found.value;
      const title = sh.snapshot.title;
      const whom = audience(ctx, sh);
      const extra = feedbackOf(ctx, sh);
      return {
        prompt: pick(ctx, {
          en: `Stop sharing "${title}" with ${whom}?${extra ? ` Its ${extra} will go too.` : ''} The trip stays in your trips. Reply "yes" to stop sharing it or "no" to keep it shared.`,
          es: `¿Dejo de compartir «${title}» con ${whom}?${extra ? ` Se borran también sus ${extra}.` : ''} El viaje sigue en tus viajes. Responde «sí» para dejar de compartirlo o «no» para mantenerlo.`,
          fr: `Arrêter de partager « ${title} » avec ${whom} ?${extra ? ` Ses ${extra} partent aussi.` : ''} Le voyage reste dans vos voyages. Répondez « oui » pour arrêter de le partager ou « non » pour le garder partagé.`,
        }),
        args: { id: sh.id },
      };
    },
    async run(args, ctx) {
      const found = await myShare(s, ctx, args);
      if (!found.ok) return found.outcome;
      const sh = found.value;
      await s.social.tripShares.remove(ctx.userId, sh.id);
      const whom = audience(ctx, sh);
      const title = sh.snapshot.title;
      return ok(
        pick(ctx, {
          en: `"${title}" is no longer shared with ${whom}. The trip itself stays in your trips.`,
          es: `«${title}» ya no está compartido con ${whom}. El viaje sigue en tus viajes.`,
          fr: `« ${title} » n'est plus partagé avec ${whom}. Le voyage reste dans vos voyages.`,
        }),
        { unshared: sh.id, trip_id: sh.trip_id },
        ['social'],
      );
    },
  });

const copySharedTrip = (s: ToolServices) =>
  tool({
    name: 'copy_shared_trip',
    description:
      "Copies a trip a friend or a group shared with the user (named by its words and who shared it) into the user's own trips as a new planned trip.",
    destructive: false,
    async run(args, ctx) {
      const found = await findShare(s, ctx, args, 'shared_with_me');
      if (!found.ok) return found.outcome;
      const sh = found.value;
      const copied = await attempt(ctx, () => s.social.tripShares.copy(ctx.userId, sh.id));
      if (!copied.ok) return copied.outcome;
      const by = nameOf(ctx, sh.owner);
      const title = sh.snapshot.title;
      return withSubject(
        ok(
          pick(ctx, {
            en: `Copied "${title}" (shared by ${by}) to your trips as a planned trip: it's yours to change now.`,
            es: `Copié «${title}» (compartido por ${by}) en tus viajes como viaje planificado: ahora es tuyo para cambiarlo.`,
            fr: `J'ai copié « ${title} » (partagé par ${by}) dans vos voyages comme voyage prévu : il est à vous, modifiable.`,
          }),
          { trip_id: copied.value.trip_id, share_id: sh.id, name: title },
          ['trips'],
        ),
        tripSubject({ id: copied.value.trip_id, name: title }),
      );
    },
  });

export const tripManageTools = (s: ToolServices): PamTool[] => [
  renameTrip(s),
  setTripStatus(s),
  listTripShares(s),
  unshareTrip(s),
  copySharedTrip(s),
  ...tripShareTools(s),
];
