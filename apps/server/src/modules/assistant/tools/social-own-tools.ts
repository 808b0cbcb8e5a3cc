import type { Listing, ListingPatch, PamToolArgs } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { describedAs, fold, money, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { listingCategoryText, listingConditionText, marketRefusals } from './social-market-tools.ts';
import { allPages, bestFits, one, type Found } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/**
 * The user's own listings, as the Marketplace screen changes them: sold or back on sale, repriced, retitled,
 * recategorised, deleted.
 */

type Named = { id?: string | undefined; choice?: number | undefined };

/** One of the user's own items whose title fits what they said (the only one when they said nothing). */
export function ownOne<T extends { title: string }>(
  ctx: ToolContext,
  items: T[],
  said: string | undefined,
  choice: number | undefined,
  none: Texts,
): Found<T> {
  const fitting = said ? bestFits(said, items, (i) => i.title) : items;
  return one(ctx, fitting, (i) => i.title, none, choice);
}

export const gone: Texts = {
  en: 'That is no longer yours to change.',
  es: 'Eso ya no es tuyo para cambiarlo.',
  fr: 'Ce n’est plus à vous de le modifier.',
};

/** The user's own listing named: on sale (`status` active) or any; someone else's never fits. */
async function findMyListing(
  s: ToolServices,
  ctx: ToolContext,
  args: Named & { listing?: string | undefined },
  status: 'active' | 'sold' | 'any',
): Promise<Found<Listing>> {
  if (args.id) {
    const l = await s.social.listings.get(ctx.userId, args.id);
    return l.mine ? { ok: true, value: l } : { ok: false, outcome: fail('not_found', pick(ctx, gone)) };
  }
  const mine = await allPages((q) =>
    s.social.listings.list(ctx.userId, { ...q, seller_id: ctx.userId, status, sort: 'newest' }),
  );
  const said = args.listing;
  if (status === 'sold') {
    return ownOne(ctx, mine, said, args.choice, {
      en: said ? `You have no sold listing called ${said}.` : 'You have no sold listing to put back on sale.',
      es: said ? `No tienes ningún anuncio vendido llamado ${said}.` : 'No tienes ningún anuncio vendido.',
      fr: said ? `Vous n’avez aucune annonce vendue nommée ${said}.` : 'Vous n’avez aucune annonce vendue.',
    });
  }
  return ownOne(ctx, mine, said, args.choice, {
    en: said
      ? `You have no listing called ${said}${status === 'active' ? ' on sale' : ''}.`
      : 'You have nothing on sale.',
    es: said ? `No tienes ningún anuncio llamado ${said}.` : 'No tienes nada a la venta.',
    fr: said ? `Vous n’avez aucune annonce nommée ${said}.` : 'Vous n’avez rien en vente.',
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

type ListingChange = PamToolArgs<'update_listing'>;

/** What changed in a listing, said as the reply: sold or back on sale, its new price, wording, category, condition. */
function listingChanged(ctx: ToolContext, before: Listing, after: Listing, args: ListingChange): string {
  if (args.sold) {
    return pick(ctx, {
      en: `Marked ${after.title} as sold: it no longer shows in the marketplace.`,
      es: `Marqué ${after.title} como vendido: ya no aparece en el mercado.`,
      fr: `${after.title} est marqué vendu : il n’apparaît plus dans les petites annonces.`,
    });
  }
  const parts = [
    args.sold === false
      ? pick(ctx, {
          en: `back on sale for ${money(ctx, after.price, after.currency)}`,
          es: `vuelve a estar a la venta por ${money(ctx, after.price, after.currency)}`,
          fr: `de nouveau en vente à ${money(ctx, after.price, after.currency)}`,
        })
      : null,
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
    args.category ? listingCategoryText(ctx, before, after) : null,
    args.condition ? listingConditionText(ctx, before, after) : null,
  ].filter(Boolean);
  return `${before.title}: ${parts.join(pick(ctx, { en: '; ', es: '; ', fr: ' ; ' }))}.`;
}

/** The patch the Marketplace screen's edit form sends for the change asked. */
function listingPatch(args: ListingChange): ListingPatch {
  return {
    ...(args.sold === false ? { status: 'active' as const } : {}),
    ...(args.price !== undefined ? { price: args.price } : {}),
    ...(args.currency ? { currency: args.currency } : {}),
    ...(args.title ? { title: args.title } : {}),
    ...(args.description !== undefined ? { description: args.description } : {}),
    ...(args.category ? { category: args.category } : {}),
    ...(args.condition ? { condition: args.condition } : {}),
  };
}

const updateListingTool = (s: ToolServices) =>
  tool({
    name: 'update_listing',
    description:
      "Changes one of the user's own marketplace listings, found by words of its title: marks it sold (sold true) or puts a sold one back on sale (sold false), or changes its price, title, description, category or condition.",
    destructive: false,
    help: {
      en: 'mark your listing sold or back on sale, change its price, category or condition ("mark the awning as sold", "relist the awning", "drop the awning to $90", "the awning is like new")',
      es: 'marcar tu anuncio como vendido o volver a publicarlo, cambiar su precio, categoría o estado («marca el toldo como vendido», «vuelve a publicar el toldo», «baja el toldo a 90 €», «el toldo está como nuevo»)',
      fr: 'marquer votre annonce vendue ou la remettre en vente, changer son prix, sa catégorie ou son état (« l’auvent est vendu », « remets l’auvent en vente », « baisse l’auvent à 90 € », « l’auvent est comme neuf »)',
    },
    async run(args, ctx) {
      const found = await findMyListing(s, ctx, args, args.sold === false ? 'sold' : 'active');
      if (!found.ok) return (args.sold && (await soldRig(s, ctx, args.listing))) || found.outcome;
      const l = found.value;
      const patch = listingPatch(args);
      if (!args.sold && Object.keys(patch).length === 0) {
        return fail(
          'needs_detail',
          pick(ctx, {
            en: `What should I change in ${l.title}: mark it sold, its price, title, description, category or condition?`,
            es: `¿Qué cambio en ${l.title}: lo marco como vendido, o cambio el precio, el título, la descripción, la categoría o el estado?`,
            fr: `Que dois-je changer pour ${l.title} : le marquer vendu, son prix, son titre, sa description, sa catégorie ou son état ?`,
          }),
        );
      }
      const changed = await refusalsSaid(
        ctx,
        () =>
          args.sold ? s.social.listings.markSold(ctx.userId, l.id) : s.social.listings.update(ctx.userId, l.id, patch),
        marketRefusals,
      );
      if (!changed.ok) return changed.outcome;
      const u = changed.value;
      const { id, title, price, currency, status, category, condition } = u;
      return {
        ...ok(
          listingChanged(ctx, l, u, args),
          { listing: { id, title, price, currency, status, category, condition } },
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

export function socialOwnTools(s: ToolServices): PamTool[] {
  return [updateListingTool(s), deleteListingTool(s)];
}
