import type { Hustle, Listing } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { describedAs, fold, money, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { marketRefusals } from './social-market-tools.ts';
import { allPages, bestFits, one, type Found } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/** The user's own listings and hustle ideas, as their screens change them: sold, repriced, retitled, deleted. */

type Named = { id?: string | undefined; choice?: number | undefined };

/** One of the user's own items whose title fits what they said (the only one when they said nothing). */
function ownOne<T extends { title: string }>(
  ctx: ToolContext,
  items: T[],
  said: string | undefined,
  choice: number | undefined,
  none: Texts,
): Found<T> {
  const fitting = said ? bestFits(said, items, (i) => i.title) : items;
  return one(ctx, fitting, (i) => i.title, none, choice);
}

const gone: Texts = {
  en: 'That is no longer yours to change.',
  es: 'Eso ya no es tuyo para cambiarlo.',
  fr: 'Ce n’est plus à vous de le modifier.',
};

/** The user's own listing named: on sale (`status` active) or any; someone else's never fits. */
async function findMyListing(
  s: ToolServices,
  ctx: ToolContext,
  args: Named & { listing?: string | undefined },
  status: 'active' | 'any',
): Promise<Found<Listing>> {
  if (args.id) {
    const l = await s.social.listings.get(ctx.userId, args.id);
    return l.mine ? { ok: true, value: l } : { ok: false, outcome: fail('not_found', pick(ctx, gone)) };
  }
  const mine = await allPages((q) =>
    s.social.listings.list(ctx.userId, { ...q, seller_id: ctx.userId, status, sort: 'newest' }),
  );
  const said = args.listing;
  return ownOne(ctx, mine, said, args.choice, {
    en: said
      ? `You have no listing called ${said}${status === 'active' ? ' on sale' : ''}.`
      : 'You have nothing on sale.',
    es: said ? `No tienes ningún anuncio llamado ${said}.` : 'No tienes nada a la venta.',
    fr: said ? `Vous n’avez aucune annonce nommée ${said}.` : 'Vous n’avez rien en vente.',
  });
}

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

/**
 * "I sold my Jayco": no listing of the user's has that name, but one of their rigs does. Pam changes nothing and says
 * how to remove the rig (asked first, by the rig's own tool).
 */
async function soldRig(s: ToolServices, ctx: ToolContext, said: string | undefined) {
  const wanted = said ? fold(said) : '';
  const rig = wanted ? (await s.vehicles.list(ctx.userId)).find((v) => fold(v.name) === wanted) : undefined;
  if (!rig) return null;
  return fail(
    'not_found',
    pick(ctx, {
      en: `You have no listing called ${rig.name}, but ${rig.name} is one of your rigs: say "delete my ${rig.name}" to remove it from your rigs.`,
      es: `No tienes ningún anuncio llamado ${rig.name}, pero ${rig.name} es uno de tus vehículos: di «borra mi ${rig.name}» para quitarlo de tus vehículos.`,
      fr: `Vous n’avez aucune annonce nommée ${rig.name}, mais ${rig.name} est l’un de vos véhicules : dites « supprime mon ${rig.name} » pour le retirer de vos véhicules.`,
    }),
    { vehicle: { id: rig.id, name: rig.name } },
  );
}

const listingSubject = (l: Listing) => ({ kind: 'listing', id: l.id, label: l.title });
const hustleSubject = (h: Hustle) => ({ kind: 'hustle', id: h.id, label: h.title });

/** What changed in a listing, said as the reply: sold, its new price, or its new wording. */
function listingChanged(
  ctx: ToolContext,
  before: Listing,
  after: Listing,
  args: {
    sold?: boolean | undefined;
    price?: number | undefined;
    title?: string | undefined;
    description?: string | undefined;
  },
): string {
  if (args.sold) {
    return pick(ctx, {
      en: `Marked ${after.title} as sold: it no longer shows in the marketplace.`,
      es: `Marqué ${after.title} como vendido: ya no aparece en el mercado.`,
      fr: `${after.title} est marqué vendu : il n’apparaît plus dans les petites annonces.`,
    });
  }
  const parts = [
    args.price !== undefined
      ? pick(ctx, {
          en: `now ${money(ctx, after.price, after.currency)} (was ${money(ctx, before.price, before.currency)})`,
          es: `ahora cuesta ${money(ctx, after.price, after.currency)} (antes ${money(ctx, before.price, before.currency)})`,
          fr: `maintenant à ${money(ctx, after.price, after.currency)} (au lieu de ${money(ctx, before.price, before.currency)})`,
        })
      : null,
    args.title
      ? pick(ctx, { en: `now “${after.title}”`, es: `ahora «${after.title}»`, fr: `devient « ${after.title} »` })
      : null,
    args.description !== undefined ? describedAs(ctx, after.description) : null,
  ].filter(Boolean);
  return `${before.title}: ${parts.join(pick(ctx, { en: '; ', es: '; ', fr: ' ; ' }))}.`;
}

const updateListingTool = (s: ToolServices) =>
  tool({
    name: 'update_listing',
    description:
      "Marks one of the user's own marketplace listings sold (sold true) or changes its price, title or description, found by words of its title.",
    destructive: false,
    help: {
      en: 'mark your listing sold or change its price ("mark the awning as sold", "drop the awning to $90")',
      es: 'marcar tu anuncio como vendido o cambiar su precio («marca el toldo como vendido», «baja el toldo a 90 €»)',
      fr: 'marquer votre annonce vendue ou changer son prix (« l’auvent est vendu », « baisse l’auvent à 90 € »)',
    },
    async run(args, ctx) {
      const found = await findMyListing(s, ctx, args, 'active');
      if (!found.ok) return (args.sold && (await soldRig(s, ctx, args.listing))) || found.outcome;
      const l = found.value;
      const wording = {
        ...(args.title ? { title: args.title } : {}),
        ...(args.description !== undefined ? { description: args.description } : {}),
      };
      if (!args.sold && args.price === undefined && !args.title && args.description === undefined) {
        return fail(
          'needs_detail',
          pick(ctx, {
            en: `What should I change in ${l.title}: mark it sold, its price, its title or its description?`,
            es: `¿Qué cambio en ${l.title}: lo marco como vendido, o cambio el precio, el título o la descripción?`,
            fr: `Que dois-je changer pour ${l.title} : le marquer vendu, son prix, son titre ou sa description ?`,
          }),
        );
      }
      const changed = await refusalsSaid(
        ctx,
        () =>
          args.sold
            ? s.social.listings.markSold(ctx.userId, l.id)
            : s.social.listings.update(ctx.userId, l.id, {
                ...(args.price !== undefined ? { price: args.price } : {}),
                ...(args.currency ? { currency: args.currency } : {}),
                ...wording,
              }),
        marketRefusals,
      );
      if (!changed.ok) return changed.outcome;
      const u = changed.value;
      const reply = listingChanged(ctx, l, u, args);
      return {
        ...ok(
          reply,
          { listing: { id: u.id, title: u.title, price: u.price, currency: u.currency, status: u.status } },
          ['social'],
        ),
        subject: listingSubject(u),
      };
    },
  });

const deleteListingTool = (s: ToolServices) =>
  tool({
    name: 'delete_listing',
    description: "Deletes one of the user's own marketplace listings, found by words of its title. Asks first.",
    destructive: true,
    help: {
      en: 'delete your listing ("delete my awning listing"; I ask first)',
      es: 'borrar tu anuncio («borra mi anuncio del toldo»; pregunto antes)',
      fr: 'supprimer votre annonce (« supprime mon annonce de l’auvent » ; je demande avant)',
    },
    async confirmation(args, ctx) {
      const found = await findMyListing(s, ctx, args, 'any');
      if (!found.ok) return found.outcome;
      const l = found.value;
      const what = `${l.title} (${money(ctx, l.price, l.currency)})`;
      return {
        prompt: pick(ctx, {
          en: `Delete your listing ${what} from the marketplace? Say "yes" to delete it.`,
          es: `¿Borrar tu anuncio ${what} del mercado? Di «sí» para borrarlo.`,
          fr: `Supprimer votre annonce ${what} des petites annonces ? Dites « oui » pour la supprimer.`,
        }),
        args: { id: l.id, listing: l.title },
      };
    },
    async run(args, ctx) {
      const found = await findMyListing(s, ctx, args, 'any');
      if (!found.ok) return found.outcome;
      const l = found.value;
      await s.social.listings.remove(ctx.userId, l.id);
      return ok(
        pick(ctx, {
          en: `Deleted your listing ${l.title}.`,
          es: `Borré tu anuncio ${l.title}.`,
          fr: `J’ai supprimé votre annonce ${l.title}.`,
        }),
        { listing: { id: l.id, title: l.title }, deleted: true },
        ['social'],
      );
    },
  });

const updateHustleTool = (s: ToolServices) =>
  tool({
    name: 'update_hustle',
    description: "Retitles or redescribes one of the user's own hustle ideas, found by words of its title.",
    destructive: false,
    help: {
      en: 'edit your hustle idea ("change my dog walking hustle\'s description to …")',
      es: 'editar tu idea de trabajo («cambia la descripción de mi trabajo de paseo de perros a …»)',
      fr: 'modifier votre petit boulot (« change la description de mon petit boulot de promenade de chiens en … »)',
    },
    async run(args, ctx) {
      const found = await findMyHustle(s, ctx, args);
      if (!found.ok) return found.outcome;
      const h = found.value;
      const patch = {
        ...(args.title ? { title: args.title } : {}),
        ...(args.description !== undefined ? { description: args.description } : {}),
      };
      if (Object.keys(patch).length === 0) {
        return fail(
          'needs_detail',
          pick(ctx, {
            en: `What should I change in ${h.title}: its title or its description?`,
            es: `¿Qué cambio en ${h.title}: el título o la descripción?`,
            fr: `Que dois-je changer dans ${h.title} : son titre ou sa description ?`,
          }),
        );
      }
      const changed = await refusalsSaid(ctx, () => s.social.hustles.update(ctx.userId, h.id, patch), marketRefusals);
      if (!changed.ok) return changed.outcome;
      const u = changed.value;
      const parts = [
        args.title
          ? pick(ctx, { en: `now “${u.title}”`, es: `ahora «${u.title}»`, fr: `devient « ${u.title} »` })
          : null,
        args.description !== undefined ? describedAs(ctx, u.description) : null,
      ].filter(Boolean);
      return {
        ...ok(
          pick(ctx, {
            en: `Done: your hustle ${h.title} is ${parts.join('; ')}.`,
            es: `Hecho: tu trabajo ${h.title} está ${parts.join('; ')}.`,
            fr: `C’est fait : votre petit boulot ${h.title} ${parts.join(' ; ')}.`,
          }),
          { hustle: { id: u.id, title: u.title, description: u.description } },
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

export function socialOwnTools(s: ToolServices): PamTool[] {
  return [updateListingTool(s), deleteListingTool(s), updateHustleTool(s), deleteHustleTool(s)];
}
