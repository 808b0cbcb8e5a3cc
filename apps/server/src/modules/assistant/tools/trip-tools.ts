import { dailyLimitKmSchema, type Trip } from '@ww/contracts';
import type { PamSubject, PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { day, distance, kmFrom, pick, type Texts } from './format.ts';
import { fail, findPlaces, ok, tool, userRig, type ToolServices } from './kit.ts';
import { bestFits, friendsOf, nameOf, one } from './social-people.ts';
import { noneYet, oneOf, withSubject } from './wheels-kit.ts';

/** Saved trips: save a planned drive, list, open, share with friends or a group, export as GPX, delete. */

const TRIP = { en: 'a saved trip', es: 'ningún viaje guardado', fr: 'aucun voyage enregistré' };

const tripSubject = (t: Trip): PamSubject => ({ kind: 'trip', id: t.id, label: t.name });

/** 'Denver → Moab, 571 km, 2 days': what a trip is, in a few words. */
function tripFacts(ctx: ToolContext, t: Trip): string {
  const parts = [t.stops.map((s) => s.name).join(' → ')];
  if (t.total_distance_km !== null) parts.push(distance(ctx, t.total_distance_km));
  if (t.start_date) parts.push(day(ctx, t.start_date));
  return parts.join(', ');
}

/** The trip's page: the planner with the trip reopened when it was planned, else the Trips tab. */
const tripPath = (t: Trip) => (t.plan ? `/wheels?tab=trip-planner&trip=${t.id}` : `/wheels?tab=trips`);

const toKm = (ctx: ToolContext, value: number, unit: 'km' | 'mi' | undefined) => kmFrom(ctx, value, unit);

export function tripTools(s: ToolServices): PamTool[] {
  const findTrip = async (
    ctx: ToolContext,
    args: { id?: string | undefined; trip?: string | undefined },
  ): Promise<{ record: Trip } | { outcome: ToolOutcome }> => {
    const trips = await s.trips.list(ctx.userId);
    if (trips.length === 0)
      return {
        outcome: noneYet(ctx, {
          en: 'You have no saved trips yet. Ask me to plan one ("plan a trip from Denver to Moab"), then say "save it".',
          es: 'Aún no tienes viajes guardados. Pídeme que planifique uno («planifica un viaje de Madrid a Sevilla») y luego di «guárdalo».',
          fr: "Vous n'avez pas encore de voyage enregistré. Demandez-moi d'en planifier un (« planifie un voyage de Lyon à Nice »), puis dites « enregistre-le ».",
        }),
      };
    return oneOf(
      ctx,
      trips,
      { id: args.id, query: args.trip },
      { text: (t) => `${t.name} ${t.stops.map((p) => p.name).join(' ')}`, label: (t) => t.name, what: TRIP },
    );
  };

  return [
    tool({
      name: 'save_trip',
      description:
        "Plans a drive like plan_trip (days at the user's daily limit, overnight campgrounds, fuel) and saves it to the user's trips.",
      destructive: false,
      help: {
        en: 'save, list, open, share, export or delete trips ("save that trip", "share that trip with Sam", "export my Moab trip as GPX")',
        es: 'guardar, ver, abrir, compartir, exportar o borrar viajes («guarda ese viaje», «comparte el viaje con Ana»)',
        fr: 'enregistrer, lister, ouvrir, partager, exporter ou supprimer des voyages (« enregistre ce voyage », « partage ce voyage avec Sam »)',
      },
      async run(args, ctx) {
        let dailyKm: number | undefined;
        if (args.daily_limit !== undefined) {
          const parsed = dailyLimitKmSchema.safeParse(Math.round(toKm(ctx, args.daily_limit, args.unit)));
          if (parsed.success) dailyKm = parsed.data;
        }
        const found = await findPlaces(s, ctx, [args.from, ...(args.via ?? []), args.to]);
        if (!found.ok) return found.outcome;
        const { rig } = await userRig(s, ctx.userId);
        const plan = await s.planner.plan(ctx.userId, {
          stops: found.places.map((p) => ({ lat: p.lat, lon: p.lon, name: p.name })),
          optimize: 'none',
          nights: [],
          ...(rig ? { vehicle_id: rig.id } : {}),
          ...(dailyKm ? { daily_limit_km: dailyKm } : {}),
          ...(args.start_date ? { start_date: args.start_date } : {}),
        });
        const first = found.places[0]!.name.split(',')[0]!;
        const last = found.places.at(-1)!.name.split(',')[0]!;
        const trip = await s.trips.create(ctx.userId, {
          name: args.name ?? `${first} → ${last}`,
          status: 'planned',
          start_date: args.start_date ?? null,
          end_date: [...plan.days].reverse().find((d) => d.date)?.date ?? null,
          stops: plan.stops.map((p) => ({ lat: p.lat, lon: p.lon, name: p.name })),
          geometry: plan.geometry,
          total_distance_km: plan.total_distance_km,
          estimated: plan.estimated,
          plan,
          budget: null,
          currency: plan.budget.currency,
          vehicle_id: rig?.id ?? null,
        });
        const days = plan.days.length;
        return withSubject(
          ok(
            pick(ctx, {
              en: `Saved the trip "${trip.name}" to your trips: ${distance(ctx, plan.total_distance_km)} in ${days} day${days === 1 ? '' : 's'}.`,
              es: `Guardé el viaje «${trip.name}» en tus viajes: ${distance(ctx, plan.total_distance_km)} en ${days} día${days === 1 ? '' : 's'}.`,
              fr: `J'ai enregistré le voyage « ${trip.name} » dans vos voyages : ${distance(ctx, plan.total_distance_km)} en ${days} jour${days === 1 ? '' : 's'}.`,
            }),
            { trip: { id: trip.id, name: trip.name, total_distance_km: trip.total_distance_km, days } },
            ['trips'],
          ),
          tripSubject(trip),
        );
      },
    }),

    tool({
      name: 'list_trips',
      description: "The user's saved trips, newest first, with their route, distance and start date.",
      destructive: false,
      async run(_args, ctx) {
        const trips = await s.trips.list(ctx.userId);
        if (trips.length === 0) {
          return ok(
            pick(ctx, {
              en: 'You have no saved trips yet. Ask me to plan one ("plan a trip from Denver to Moab"), then say "save it".',
              es: 'Aún no tienes viajes guardados. Pídeme que planifique uno («planifica un viaje de Madrid a Sevilla») y luego di «guárdalo».',
              fr: "Vous n'avez pas encore de voyage enregistré. Demandez-moi d'en planifier un (« planifie un voyage de Lyon à Nice »), puis dites « enregistre-le ».",
            }),
            { trips: [] },
          );
        }
        const n = trips.length;
        const lines = trips.slice(0, 10).map((t) => `${t.name} (${tripFacts(ctx, t)})`);
        const outcome = ok(
          pick(ctx, {
            en: `You have ${n} saved trip${n === 1 ? '' : 's'}: ${lines.join('; ')}.`,
            es: `Tienes ${n} viaje${n === 1 ? '' : 's'} guardado${n === 1 ? '' : 's'}: ${lines.join('; ')}.`,
            fr: `Vous avez ${n} voyage${n === 1 ? '' : 's'} enregistré${n === 1 ? '' : 's'} : ${lines.join(' ; ')}.`,
          }),
          { trips: trips.map((t) => ({ id: t.id, name: t.name, total_distance_km: t.total_distance_km })) },
        );
        return n === 1 ? withSubject(outcome, tripSubject(trips[0]!)) : outcome;
      },
    }),

    tool({
      name: 'open_trip',
      description: 'Opens a saved trip named in words (or by id) on the screen: the planner with it, or the Trips tab.',
      destructive: false,
      async run(args, ctx) {
        const found = await findTrip(ctx, args);
        if ('outcome' in found) return found.outcome;
        const t = found.record;
        return withSubject(
          ok(
            pick(ctx, {
              en: `Opening "${t.name}": ${tripFacts(ctx, t)}.`,
              es: `Abro «${t.name}»: ${tripFacts(ctx, t)}.`,
              fr: `J'ouvre « ${t.name} » : ${tripFacts(ctx, t)}.`,
            }),
            { trip: { id: t.id, name: t.name } },
            [],
            { type: 'navigate', path: tripPath(t) },
          ),
          tripSubject(t),
        );
      },
    }),

    tool({
      name: 'share_trip',
      description:
        "Shares a saved trip with the user's friends (a friend named must be one of them; several fitting: Pam asks which) or with a group they belong to, as the Planning screen does.",
      destructive: false,
      async run(args, ctx) {
        const found = await findTrip(ctx, args);
        if ('outcome' in found) return found.outcome;
        return shareTrip(s, ctx, found.record, args);
      },
    }),

    tool({
      name: 'export_trip',
      description: 'A saved trip as a GPX file for a GPS or another app: checks it and says where to download it.',
      destructive: false,
      async run(args, ctx) {
        const found = await findTrip(ctx, args);
        if ('outcome' in found) return found.outcome;
        const t = found.record;
        const gpx = await s.trips.gpx(ctx.userId, t.id);
        const url = `/api/v1/trips/${t.id}/gpx`;
        return withSubject(
          ok(
            pick(ctx, {
              en: `"${t.name}" is ready as a GPX file (${gpx.filename}). I've opened your trips: press "Export GPX" beside it to download it.`,
              es: `«${t.name}» está listo como archivo GPX (${gpx.filename}). Abrí tus viajes: pulsa «Exportar GPX» junto a él para descargarlo.`,
              fr: `« ${t.name} » est prêt en fichier GPX (${gpx.filename}). J'ai ouvert vos voyages : appuyez sur « Exporter en GPX » à côté pour le télécharger.`,
            }),
            { trip_id: t.id, filename: gpx.filename, gpx_url: url },
            [],
            { type: 'navigate', path: '/wheels?tab=trips' },
          ),
          tripSubject(t),
        );
      },
    }),

    tool({
      name: 'delete_trip',
      description: 'Deletes a saved trip named in words, or by id (asks first).',
      destructive: true,
      async confirmation(args, ctx) {
        const found = await findTrip(ctx, args);
        if ('outcome' in found) return found.outcome;
        const t = found.record;
        return {
          prompt: pick(ctx, {
            en: `Delete the trip "${t.name}" (${tripFacts(ctx, t)})? Reply "yes" to delete it or "no" to keep it.`,
            es: `¿Borro el viaje «${t.name}» (${tripFacts(ctx, t)})? Responde «sí» para borrarlo o «no» para conservarlo.`,
            fr: `Supprimer le voyage « ${t.name} » (${tripFacts(ctx, t)}) ? Répondez « oui » pour le supprimer ou « non » pour le garder.`,
          }),
          args: { id: t.id },
        };
      },
      async run(args, ctx) {
        const found = await findTrip(ctx, args);
        if ('outcome' in found) return found.outcome;
        await s.trips.remove(ctx.userId, found.record.id);
        const left = (await s.trips.list(ctx.userId)).length;
        return ok(
          pick(ctx, {
            en: `Deleted the trip "${found.record.name}". ${left} saved trip${left === 1 ? '' : 's'} left.`,
            es: `Borré el viaje «${found.record.name}». Te quedan ${left} viaje${left === 1 ? '' : 's'} guardado${left === 1 ? '' : 's'}.`,
            fr: `J'ai supprimé le voyage « ${found.record.name} ». Il vous reste ${left} voyage${left === 1 ? '' : 's'} enregistré${left === 1 ? '' : 's'}.`,
          }),
          { deleted: found.record.id },
          ['trips'],
        );
      },
    }),
  ];
}

/** The group of the user's that the words name, if any. */
async function myGroupNamed(s: ToolServices, ctx: ToolContext, name: string) {
  return (await s.social.groups.list(ctx.userId, { limit: 20, mine: true, q: name })).data[0] ?? null;
}

/**
 * A trip shared as the Planning screen shares it: with a group the user is in, or with their friends. A person named
 * must be a friend (several fitting: Pam asks which); a name that is no friend but one of the user's groups is that
 * group.
 */
async function shareTrip(
  s: ToolServices,
  ctx: ToolContext,
  t: Trip,
  args: { friend?: string | undefined; group?: string | undefined; choice?: number | undefined },
): Promise<ToolOutcome> {
  const friends = args.friend ? bestFits(args.friend, await friendsOf(s, ctx.userId), (f) => f.display_name) : [];
  const groupName = args.group ?? (args.friend && friends.length === 0 ? args.friend : undefined);
  if (groupName) {
    const group = await myGroupNamed(s, ctx, groupName);
    if (group) {
      await s.social.tripShares.create(ctx.userId, {
        trip_id: t.id,
        audience: 'group',
        group_id: group.id,
        description: '',
      });
      return shared(
        ctx,
        t,
        {
          en: `Shared "${t.name}" with the group ${group.name}.`,
          es: `Compartí «${t.name}» con el grupo ${group.name}.`,
          fr: `J'ai partagé « ${t.name} » avec le groupe ${group.name}.`,
        },
        { audience: 'group', group: group.name },
      );
    }
    if (args.group) return fail('not_found', pick(ctx, notInGroup(args.group)));
  }
  let friendName: string | null = null;
  if (args.friend) {
    const friend = one(ctx, friends, (f) => nameOf(ctx, f), notAFriend(args.friend), args.choice);
    if (!friend.ok) return friend.outcome;
    friendName = nameOf(ctx, friend.value);
  }
  await s.social.tripShares.create(ctx.userId, { trip_id: t.id, audience: 'friends', description: '' });
  return shared(
    ctx,
    t,
    friendName
      ? {
          en: `Shared "${t.name}" with your friends, ${friendName} included: they can see it, comment and suggest stops.`,
          es: `Compartí «${t.name}» con tus amigos, ${friendName} incluido: pueden verlo, comentar y sugerir paradas.`,
          fr: `J'ai partagé « ${t.name} » avec vos amis, ${friendName} compris : ils peuvent le voir, commenter et suggérer des étapes.`,
        }
      : {
          en: `Shared "${t.name}" with your friends: they can see it, comment and suggest stops.`,
          es: `Compartí «${t.name}» con tus amigos: pueden verlo, comentar y sugerir paradas.`,
          fr: `J'ai partagé « ${t.name} » avec vos amis : ils peuvent le voir, commenter et suggérer des étapes.`,
        },
    { audience: 'friends', friend: friendName },
  );
}

const shared = (ctx: ToolContext, t: Trip, texts: Texts, data: Record<string, unknown>) =>
  withSubject(ok(pick(ctx, texts), { trip_id: t.id, ...data }, ['social']), tripSubject(t));

const notAFriend = (name: string): Texts => ({
  en: `${name} isn't among your friends, and a trip is shared with your friends or a group. Send ${name} a friend request first (in Social), then ask me again.`,
  es: `${name} no está entre tus amigos, y un viaje se comparte con tus amigos o con un grupo. Envía antes una solicitud de amistad a ${name} (en Social) y vuelve a pedírmelo.`,
  fr: `${name} ne fait pas partie de vos amis, et un voyage se partage avec vos amis ou un groupe. Envoyez d'abord une demande d'ami à ${name} (dans Social), puis redemandez-moi.`,
});

const notInGroup = (name: string): Texts => ({
  en: `You are not in a group called ${name}.`,
  es: `No estás en ningún grupo llamado ${name}.`,
  fr: `Vous n'êtes dans aucun groupe nommé ${name}.`,
});
