import type { PamTool } from '../assistant.types.ts';
import { pick } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';

/** Location sharing on the community map: whether it is on, and the switch (the privacy setting). */

const locationSharingStatusTool = (s: ToolServices) =>
  tool({
    name: 'location_sharing_status',
    description: "Whether the user's location is shared on the community map (the privacy setting), and who sees it.",
    destructive: false,
    help: {
      en: 'tell whether your location is shared ("am I sharing my location?")',
      es: 'decirte si compartes tu ubicación («¿estoy compartiendo mi ubicación?»)',
      fr: 'dire si votre position est partagée (« est-ce que je partage ma position ? »)',
    },
    async run(_args, ctx) {
      const settings = await s.settings.get(ctx.userId);
      const on = settings.privacy_preferences.location_sharing;
      return ok(
        on
          ? pick(ctx, {
              en: 'Yes: your location is shared on the community map, exactly with your friends and approximately with others. Say "stop sharing my location" to turn it off.',
              es: 'Sí: compartes tu ubicación en el mapa de la comunidad, exacta con tus amigos y aproximada con los demás. Di «deja de compartir mi ubicación» para desactivarla.',
              fr: 'Oui : votre position est partagée sur la carte de la communauté, exacte pour vos amis et approximative pour les autres. Dites « arrête de partager ma position » pour la désactiver.',
            })
          : pick(ctx, {
              en: 'No: your location is not shared; nobody sees you on the community map. Say "share my location" to turn it on.',
              es: 'No: no compartes tu ubicación; nadie te ve en el mapa de la comunidad. Di «comparte mi ubicación» para activarla.',
              fr: "Non : votre position n'est pas partagée ; personne ne vous voit sur la carte de la communauté. Dites « partage ma position » pour l'activer.",
            }),
        { location_sharing: on },
      );
    },
  });

const setLocationSharingTool = (s: ToolServices) =>
  tool({
    name: 'set_location_sharing',
    description: "Turns sharing the user's location on the community map on or off (the privacy setting).",
    destructive: false,
    help: {
      en: 'share your location or stop ("stop sharing my location")',
      es: 'compartir tu ubicación o dejar de hacerlo («deja de compartir mi ubicación»)',
      fr: 'partager votre position ou arrêter (« partage ma position »)',
    },
    async run(args, ctx) {
      await s.settings.update(ctx.userId, { privacy_preferences: { location_sharing: args.on } });
      let placed = false;
      if (args.on && ctx.location) {
        try {
          await s.locations.updateMine(ctx.userId, {
            latitude: ctx.location.latitude,
            longitude: ctx.location.longitude,
          });
          placed = true;
        } catch {
          // Sharing is on; the map picks the position up from the app as soon as it can.
        }
      }
      if (!args.on) {
        return ok(
          pick(ctx, {
            en: 'Location sharing is off: you no longer appear on the community map.',
            es: 'Ubicación compartida desactivada: ya no apareces en el mapa de la comunidad.',
            fr: "Partage de position désactivé : vous n'apparaissez plus sur la carte de la communauté.",
          }),
          { location_sharing: false },
          ['location_sharing', 'settings'],
        );
      }
      return ok(
        pick(ctx, {
          en: `Location sharing is on: ${placed ? 'you appear' : 'you will appear'} on the community map (exactly for friends, approximately for others).`,
          es: `Ubicación compartida activada: ${placed ? 'apareces' : 'aparecerás'} en el mapa de la comunidad (exacta para amigos, aproximada para los demás).`,
          fr: `Partage de position activé : vous ${placed ? 'apparaissez' : 'apparaîtrez'} sur la carte de la communauté (exacte pour vos amis, approximative pour les autres).`,
        }),
        { location_sharing: true },
        ['location_sharing', 'settings'],
      );
    },
  });

export function socialLocationTools(s: ToolServices): PamTool[] {
  return [locationSharingStatusTool(s), setLocationSharingTool(s)];
}
