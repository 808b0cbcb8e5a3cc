import { HUSTLE_LIMITS, type Hustle, type PamToolArgs } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { currencyOf, describedAs, pick } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { earningsText } from './social-hustle-tools.ts';
import { marketRefusals } from './social-market-tools.ts';
import { gone, ownOne } from './social-own-tools.ts';
import { allPages, type Found } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/** The user's own hustle ideas, as the Hustle screen changes them: title, description, earnings, tags; deleted. */

type Named = { id?: string | undefined; choice?: number | undefined };
type Change = PamToolArgs<'update_hustle'>;
type Currency = NonNullable<Change['earnings']>['currency'];
type Patch = Parameters<ToolServices['social']['hustles']['update']>[2];

/** The user's own hustle idea named; someone else's never fits. */
async function findMyHustle(
  s: ToolServices,
  ctx: ToolContext,
  args: Named & { hustle?: string | undefined },
): Promise<Found<Hustle>> {
  if (args.id) {
    const h = await s.social.hustles.get(ctx.userId, args.id);
    return h.mine ? { ok: true, value: h } : { ok: false, outcome: fail('not_found', pick(ctx, gone)) };
  }
  const mine = await allPages((q) =>
    s.social.hustles.list(ctx.userId, { ...q, author_id: ctx.userId, sort: 'newest' }),
  );
  const said = args.hustle;
  return ownOne(ctx, mine, said, args.choice, {
    en: said ? `You have posted no hustle about ${said}.` : 'You have posted no hustle ideas.',
    es: said ? `No has publicado ningún trabajo sobre ${said}.` : 'No has publicado ninguna idea de trabajo.',
    fr: said ? `Vous n’avez publié aucun petit boulot sur ${said}.` : 'Vous n’avez publié aucun petit boulot.',
  });
}

const hustleSubject = (h: Hustle) => ({ kind: 'hustle', id: h.id, label: h.title });

/** The tags the hustle will carry: its own, with those added and without those removed (as written: lower case). */
function tagsAfter(h: Hustle, args: Change): string[] | undefined {
  if (!args.add_tags?.length && !args.remove_tags?.length) return undefined;
  const removed = new Set(args.remove_tags ?? []);
  return [...new Set([...h.tags, ...(args.add_tags ?? [])])].filter((t) => !removed.has(t));
}

/** The patch the Hustle screen's edit form sends for the change asked. */
function hustlePatch(ctx: ToolContext, h: Hustle, args: Change): Patch {
  const e = args.earnings;
  const tags = tagsAfter(h, args);
  return {
    ...(args.title ? { title: args.title } : {}),
    ...(args.description !== undefined ? { description: args.description } : {}),
    ...(e
      ? {
          earnings: {
            min: e.min,
            max: e.max ?? null,
            currency: e.currency ?? (h.earnings?.currency as Currency | undefined) ?? currencyOf(ctx),
            period: e.period,
          },
        }
      : args.no_earnings
        ? { earnings: null }
        : {}),
    ...(tags ? { tags } : {}),
  };
}

/** What changed, said as the reply. */
function hustleChanges(ctx: ToolContext, h: Hustle, u: Hustle, args: Change): string[] {
  const tags = u.tags.length
    ? pick(ctx, {
        en: `tagged ${u.tags.join(', ')}`,
        es: `con las etiquetas ${u.tags.join(', ')}`,
        fr: `avec les étiquettes ${u.tags.join(', ')}`,
      })
    : pick(ctx, { en: 'without tags', es: 'sin etiquetas', fr: 'sans étiquette' });
  return [
    args.title ? pick(ctx, { en: `now “${u.title}”`, es: `ahora «${u.title}»`, fr: `s’appelle « ${u.title} »` }) : null,
    args.description !== undefined ? describedAs(ctx, u.description) : null,
    u.earnings && args.earnings
      ? pick(ctx, {
          en: `earning ${earningsText(ctx, u.earnings)}${h.earnings ? ` (was ${earningsText(ctx, h.earnings)})` : ''}`,
          es: `con ganancias de ${earningsText(ctx, u.earnings)}${h.earnings ? ` (antes ${earningsText(ctx, h.earnings)})` : ''}`,
          fr: `rapporte ${earningsText(ctx, u.earnings)}${h.earnings ? ` (au lieu de ${earningsText(ctx, h.earnings)})` : ''}`,
        })
      : null,
    args.no_earnings && !args.earnings
      ? pick(ctx, { en: 'without earnings', es: 'sin ganancias', fr: 'sans revenus indiqués' })
      : null,
    args.add_tags?.length || args.remove_tags?.length ? tags : null,
  ].filter((p): p is string => p !== null);
}

const updateHustleTool = (s: ToolServices) =>
  tool({
    name: 'update_hustle',
    description:
      "Changes one of the user's own hustle ideas, found by words of its title: title, description, earnings (from min, up to max, per hour, day, week or month; no_earnings removes them) or tags (add_tags, remove_tags).",
    destructive: false,
    help: {
      en: 'edit your hustle idea: wording, earnings, tags ("my dog walking hustle earns $120 a month", "add the tag remote to my dog walking hustle")',
      es: 'editar tu idea de trabajo: texto, ganancias, etiquetas («mi trabajo de paseo de perros da 120 € al mes», «añade la etiqueta remoto a mi trabajo de paseo de perros»)',
      fr: 'modifier votre petit boulot : texte, revenus, étiquettes (« mon petit boulot de promenade de chiens rapporte 120 € par mois », « ajoute l’étiquette à distance à mon petit boulot de promenade de chiens »)',
    },
    async run(args, ctx) {
      const found = await findMyHustle(s, ctx, args);
      if (!found.ok) return found.outcome;
      const h = found.value;
      const patch = hustlePatch(ctx, h, args);
      if (Object.keys(patch).length === 0) {
        return fail(
          'needs_detail',
          pick(ctx, {
            en: `What should I change in ${h.title}: its title, description, earnings or tags?`,
            es: `¿Qué cambio en ${h.title}: el título, la descripción, las ganancias o las etiquetas?`,
            fr: `Que dois-je changer dans ${h.title} : son titre, sa description, ses revenus ou ses étiquettes ?`,
          }),
        );
      }
      if ((patch.tags?.length ?? 0) > HUSTLE_LIMITS.tagsMax) {
        return fail(
          'too_many',
          pick(ctx, {
            en: `A hustle carries at most ${HUSTLE_LIMITS.tagsMax} tags; ${h.title} has ${h.tags.join(', ')}.`,
            es: `Un trabajo lleva como mucho ${HUSTLE_LIMITS.tagsMax} etiquetas; ${h.title} tiene ${h.tags.join(', ')}.`,
            fr: `Un petit boulot porte au plus ${HUSTLE_LIMITS.tagsMax} étiquettes ; ${h.title} a ${h.tags.join(', ')}.`,
          }),
        );
      }
      const changed = await refusalsSaid(ctx, () => s.social.hustles.update(ctx.userId, h.id, patch), marketRefusals);
      if (!changed.ok) return changed.outcome;
      const u = changed.value;
      const parts = hustleChanges(ctx, h, u, args).join(pick(ctx, { en: '; ', es: '; ', fr: ' ; ' }));
      return {
        ...ok(
          pick(ctx, {
            en: `Done: your hustle ${h.title} is ${parts}.`,
            es: `Hecho: tu trabajo ${h.title}: ${parts}.`,
            fr: `C’est fait : votre petit boulot ${h.title} : ${parts}.`,
          }),
          { hustle: { id: u.id, title: u.title, description: u.description, earnings: u.earnings, tags: u.tags } },
          ['social'],
        ),
        subject: hustleSubject(u),
      };
    },
  });

const deleteHustleTool = (s: ToolServices) =>
  tool({
    name: 'delete_hustle',
    description: "Deletes one of the user's own hustle ideas, found by words of its title. Asks first.",
    destructive: true,
    help: {
      en: 'delete your hustle idea ("delete my dog walking hustle"; I ask first)',
      es: 'borrar tu idea de trabajo («borra mi trabajo de paseo de perros»; pregunto antes)',
      fr: 'supprimer votre petit boulot (« supprime mon petit boulot de promenade de chiens » ; je demande avant)',
    },
    async confirmation(args, ctx) {
      const found = await findMyHustle(s, ctx, args);
      if (!found.ok) return found.outcome;
      const h = found.value;
      return {
        prompt: pick(ctx, {
          en: `Delete your hustle ${h.title} from the board, with its votes and comments? Say "yes" to delete it.`,
          es: `¿Borrar tu trabajo ${h.title} del tablón, con sus votos y comentarios? Di «sí» para borrarlo.`,
          fr: `Supprimer votre petit boulot ${h.title} du tableau, avec ses votes et commentaires ? Dites « oui » pour le supprimer.`,
        }),
        args: { id: h.id, hustle: h.title },
      };
    },
    async run(args, ctx) {
      const found = await findMyHustle(s, ctx, args);
      if (!found.ok) return found.outcome;
      const h = found.value;
      await s.social.hustles.remove(ctx.userId, h.id);
      return ok(
        pick(ctx, {
          en: `Deleted your hustle ${h.title}.`,
          es: `Borré tu trabajo ${h.title}.`,
          fr: `J’ai supprimé votre petit boulot ${h.title}.`,
        }),
        { hustle: { id: h.id, title: h.title }, deleted: true },
        ['social'],
      );
    },
  });

export function socialHustleEditTools(s: ToolServices): PamTool[] {
  return [updateHustleTool(s), deleteHustleTool(s)];
}
