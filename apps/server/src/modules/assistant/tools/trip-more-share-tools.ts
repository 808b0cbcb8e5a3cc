import type { TripShareComment, TripShareSummary } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { distance, pick, type Texts } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { excerpt } from './social-feed-tools.ts';
import { allPages, bestFits, nameOf, one, type Found } from './social-people.ts';
import { myShare } from './trip-manage-tools.ts';
import { audience, findShare, shareSubject, type SharedArgs } from './trip-share-tools.ts';
import { byWords, withSubject } from './wheels-kit.ts';

/**
 * What the owner of a trip share does on the Planning screen besides unsharing it: the snapshot taken again from the
 * trip as it is now (with a new description if asked), and a comment deleted: one's own on any shared trip, or
 * anyone's on a share of one's own, as the screen's bin shows. Every call goes through the trip-shares service.
 */

const refreshTripShare = (s: ToolServices) =>
  tool({
    name: 'refresh_trip_share',
    description:
      "Updates one of the user's trip shares from the trip as it is now (its name, stops, route and days), optionally with a new description; those it is shared with see the new version.",
    destructive: false,
    async run(args, ctx) {
      const found = await myShare(s, ctx, args);
      if (!found.ok) return found.outcome;
      const was = found.value;
      const input = args.description === undefined ? {} : { description: args.description };
      const sh = await s.social.tripShares.refresh(ctx.userId, was.id, input);
      const shot = sh.snapshot;
      const facts = [shot.stops.map((p) => p.name).join(' → ')];
      if (shot.distance_km !== null) facts.push(distance(ctx, shot.distance_km));
      const whom = audience(ctx, was);
      const said = args.description === undefined ? '' : shot.description;
      const text = pick(ctx, {
        en: `Updated "${shot.title}" for ${whom}: it now shows ${facts.join(', ')}.`,
        es: `Actualicé «${shot.title}» para ${whom}: ahora muestra ${facts.join(', ')}.`,
        fr: `J'ai mis à jour « ${shot.title} » pour ${whom} : il montre maintenant ${facts.join(', ')}.`,
      });
      const note =
        args.description === undefined
          ? ''
          : said
            ? pick(ctx, {
                en: ` Its description now reads "${said}".`,
                es: ` Su descripción dice ahora «${said}».`,
                fr: ` Sa description dit maintenant « ${said} ».`,
              })
            : pick(ctx, {
                en: ' It has no description now.',
                es: ' Ya no tiene descripción.',
                fr: " Il n'a plus de description.",
              });
      return withSubject(
        ok(
          text + note,
          { share_id: sh.id, title: shot.title, stops: shot.stops.map((p) => p.name), description: shot.description },
          ['social'],
        ),
        shareSubject(sh),
      );
    },
  });

type CommentArgs = SharedArgs & {
  comment?: string | undefined;
  by?: string | undefined;
  comment_id?: string | undefined;
};
type Target = { share: TripShareSummary; comment: TripShareComment };

/** Why no comment fits: none of the user's, none by the person named, or not theirs to delete. */
function noComment(ctx: ToolContext, sh: TripShareSummary, by: string | undefined): Texts {
  const title = sh.snapshot.title;
  if (by && !sh.is_owner)
    return {
      en: `Only the owner of "${title}" can delete other people's comments on it; you can delete your own.`,
      es: `Solo el dueño de «${title}» puede borrar comentarios de otros; tú puedes borrar los tuyos.`,
      fr: `Seul le propriétaire de « ${title} » peut supprimer les commentaires des autres ; vous pouvez supprimer les vôtres.`,
    };
  return by
    ? {
        en: `I found no comment by ${by} like that on "${title}".`,
        es: `No encontré ningún comentario así de ${by} en «${title}».`,
        fr: `Je n'ai trouvé aucun commentaire de ce genre de ${by} sur « ${title} ».`,
      }
    : {
        en: `You have no comment like that on "${title}".`,
        es: `No tienes ningún comentario así en «${title}».`,
        fr: `Vous n'avez aucun commentaire de ce genre sur « ${title} ».`,
      };
}

/**
 * The comment meant: on the share named (`choice` picks it when several shares fit, else picks the comment), the
 * user's own, or one by `by` on a share of theirs, with `comment` among its words.
 */
async function commentToDelete(s: ToolServices, ctx: ToolContext, args: CommentArgs): Promise<Found<Target>> {
  const unpicked = await findShare(s, ctx, { ...args, choice: undefined }, 'all');
  const sharesAsked = !unpicked.ok && !unpicked.outcome.ok && unpicked.outcome.code === 'ambiguous';
  const found = sharesAsked ? await findShare(s, ctx, args, 'all') : unpicked;
  if (!found.ok) return found;
  const share = found.value;
  const all = await allPages((q) => s.social.tripShares.comments(ctx.userId, share.id, q));
  const deletable = all.filter((c) => c.author.id === ctx.userId || share.is_owner);
  let fitting = args.comment_id
    ? deletable.filter((c) => c.id === args.comment_id)
    : args.by
      ? bestFits(args.by, deletable, (c) => c.author.display_name)
      : deletable.filter((c) => c.author.id === ctx.userId);
  if (args.comment) fitting = byWords(fitting, args.comment, (c) => c.body);
  const label = (c: TripShareComment) => `"${excerpt(c.body)}" (${nameOf(ctx, c.author)})`;
  const picked = one(ctx, fitting, label, noComment(ctx, share, args.by), sharesAsked ? undefined : args.choice);
  return picked.ok ? { ok: true, value: { share, comment: picked.value } } : picked;
}

/** "your comment" / "Sam's comment", and the trip it is on. */
function commentLabel(ctx: ToolContext, { share, comment }: Target) {
  const body = excerpt(comment.body);
  const title = share.snapshot.title;
  if (comment.author.id === ctx.userId)
    return pick(ctx, {
      en: `your comment "${body}" on "${title}"`,
      es: `tu comentario «${body}» en «${title}»`,
      fr: `votre commentaire « ${body} » sur « ${title} »`,
    });
  const by = nameOf(ctx, comment.author);
  return pick(ctx, {
    en: `${by}'s comment "${body}" on "${title}"`,
    es: `el comentario de ${by} «${body}» en «${title}»`,
    fr: `le commentaire de ${by} « ${body} » sur « ${title} »`,
  });
}

const deleteTripComment = (s: ToolServices) =>
  tool({
    name: 'delete_trip_comment',
    description:
      "Deletes a comment on a shared trip: the user's own, or anyone's on a trip the user shared. Asks first, quoting it.",
    destructive: true,
    async confirmation(args, ctx) {
      const found = await commentToDelete(s, ctx, args);
      if (!found.ok) return found.outcome;
      const what = commentLabel(ctx, found.value);
      return {
        prompt: pick(ctx, {
          en: `Delete ${what}? Reply "yes" to delete it or "no" to keep it.`,
          es: `¿Borro ${what}? Responde «sí» para borrarlo o «no» para conservarlo.`,
          fr: `Supprimer ${what} ? Répondez « oui » pour le supprimer ou « non » pour le garder.`,
        }),
        args: { id: found.value.share.id, comment_id: found.value.comment.id },
      };
    },
    async run(args, ctx) {
      const found = await commentToDelete(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { share, comment } = found.value;
      await s.social.tripShares.removeComment(ctx.userId, comment.id);
      const what = commentLabel(ctx, found.value);
      return withSubject(
        ok(
          pick(ctx, { en: `Deleted ${what}.`, es: `Borré ${what}.`, fr: `J'ai supprimé ${what}.` }),
          { share_id: share.id, deleted_comment: comment.id },
          ['social'],
        ),
        shareSubject(share),
      );
    },
  });

export const tripMoreShareTools = (s: ToolServices): PamTool[] => [refreshTripShare(s), deleteTripComment(s)];
