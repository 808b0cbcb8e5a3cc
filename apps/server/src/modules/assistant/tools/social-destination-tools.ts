import type { PamTool, ToolContext } from '../assistant.types.ts';
import { pick, type Texts } from './format.ts';
import { findPlaces, ok, tool, type ToolServices } from './kit.ts';
import { allPages, findIn, nameOf, personSubject } from './social-people.ts';

/**
 * The community map's "heading to": where the user is going, shown to the friends who see them on the map (PUT and
 * DELETE /locations/me/destination), and withdrawing a friend request the user sent (DELETE
 * /social/friends/requests/{id}).
 */

/** Who sees the destination now: nobody while sharing is off, friends once the user's position is on the map. */
async function whoSees(s: ToolServices, ctx: ToolContext): Promise<string> {
  const sharing = (await s.settings.get(ctx.userId)).privacy_preferences.location_sharing;
  if (!sharing) {
    return pick(ctx, {
      en: 'Location sharing is off, so nobody sees it on the map yet: say "share my location" to turn it on.',
      es: 'La ubicación compartida está desactivada, así que nadie la ve aún en el mapa: di «comparte mi ubicación» para activarla.',
      fr: "Le partage de position est désactivé, personne ne la voit donc encore sur la carte : dites « partage ma position » pour l'activer.",
    });
  }
  const mine = await s.locations.getMine(ctx.userId);
  return mine?.status === 'active'
    ? pick(ctx, {
        en: 'Your friends see it on the community map beside your position.',
        es: 'Tus amigos lo ven en el mapa de la comunidad junto a tu posición.',
        fr: 'Vos amis la voient sur la carte de la communauté à côté de votre position.',
      })
    : pick(ctx, {
        en: 'Your friends will see it on the community map as soon as your position is on it.',
        es: 'Tus amigos lo verán en el mapa de la comunidad en cuanto tu posición esté en él.',
        fr: "Vos amis la verront sur la carte de la communauté dès que votre position s'y trouvera.",
      });
}

const setDestinationTool = (s: ToolServices) =>
  tool({
    name: 'set_destination',
    description:
      'Shares where the user is heading on the community map (friends who see them see it): the place found as the map finds it.',
    destructive: false,
    help: {
      en: 'share where you\'re heading on the map ("I\'m heading to Moab"; "clear my destination")',
      es: 'compartir en el mapa hacia dónde vas («voy hacia Granada»; «borra mi destino»)',
      fr: 'partager sur la carte où vous allez (« je vais à Annecy » ; « efface ma destination »)',
    },
    async run(args, ctx) {
      const found = await findPlaces(s, ctx, [args.place]);
      if (!found.ok) return found.outcome;
      const p = found.places[0]!;
      // Named as found: with its region and country when the name could have been several places.
      const named = p.name;
      await s.locations.setDestination(ctx.userId, { latitude: p.lat, longitude: p.lon });
      const main = pick(ctx, {
        en: `Your destination is now ${named}.`,
        es: `Tu destino ahora es ${named}.`,
        fr: `Votre destination est maintenant ${named}.`,
      });
      return ok(
        `${main} ${await whoSees(s, ctx)}`,
        { destination: { name: named, latitude: p.lat, longitude: p.lon } },
        ['location_sharing'],
      );
    },
  });

const clearDestinationTool = (s: ToolServices) =>
  tool({
    name: 'clear_destination',
    description: 'Clears where the user is heading on the community map.',
    destructive: false,
    async run(_args, ctx) {
      const mine = await s.locations.getMine(ctx.userId);
      if (mine?.destination_latitude == null) {
        return ok(
          pick(ctx, {
            en: 'You have no destination on the map to clear.',
            es: 'No tienes ningún destino en el mapa que borrar.',
            fr: "Vous n'avez aucune destination sur la carte à effacer.",
          }),
          { destination: null },
        );
      }
      await s.locations.setDestination(ctx.userId, null);
      return ok(
        pick(ctx, {
          en: "Your destination is cleared: the map no longer shows where you're heading.",
          es: 'Tu destino está borrado: el mapa ya no muestra hacia dónde vas.',
          fr: 'Votre destination est effacée : la carte ne montre plus où vous allez.',
        }),
        { destination: null },
        ['location_sharing'],
      );
    },
  });

const noSentRequest = (name: string): Texts =>
  name
    ? {
        en: `I don't see a friend request you sent to ${name} that is still waiting.`,
        es: `No veo ninguna solicitud de amistad pendiente que hayas enviado a ${name}.`,
        fr: `Je ne vois aucune demande d'ami en attente que vous ayez envoyée à ${name}.`,
      }
    : {
        en: 'No friend request you sent is waiting.',
        es: 'No tienes solicitudes de amistad enviadas pendientes.',
        fr: "Aucune demande d'ami que vous avez envoyée n'est en attente.",
      };

const cancelFriendRequestTool = (s: ToolServices) =>
  tool({
    name: 'cancel_friend_request',
    description:
      'Withdraws a pending friend request the user sent, to the person named (the only one when none is named).',
    destructive: false,
    help: {
      en: 'withdraw a friend request you sent ("cancel my friend request to Sam")',
      es: 'retirar una solicitud de amistad enviada («cancela mi solicitud de amistad a Juan»)',
      fr: "retirer une demande d'ami envoyée (« annule ma demande d'ami à Paul »)",
    },
    async run(args, ctx) {
      const sent = await allPages((q) =>
        s.social.network.listFriendRequests(ctx.userId, { ...q, direction: 'outgoing' }),
      );
      const found = findIn(ctx, sent, args, noSentRequest);
      if (!found.ok) return found.outcome;
      const request = found.value;
      const p = { id: request.user.id, name: nameOf(ctx, request.user) };
      await s.social.network.cancelFriendRequest(ctx.userId, request.id);
      return {
        ...ok(
          pick(ctx, {
            en: `I withdrew your friend request to ${p.name}.`,
            es: `Retiré tu solicitud de amistad a ${p.name}.`,
            fr: `J'ai retiré votre demande d'ami à ${p.name}.`,
          }),
          { cancelled: true, user: p.name },
          ['social'],
        ),
        subject: personSubject(p),
      };
    },
  });

export function socialDestinationTools(s: ToolServices): PamTool[] {
  return [setDestinationTool(s), clearDestinationTool(s), cancelFriendRequestTool(s)];
}
