import { SOCIAL_LIMITS, type Group, type Hustle, type Listing, type PamToolName } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { distance, fold, money, num, pick } from './format.ts';
import { ok, type ToolServices } from './kit.ts';
import { refusalsSaid } from './social-network-tools.ts';
import { bestFits, one, type Found } from './social-people.ts';
import { categoryOf, searchesFor } from './social-search.ts';

const tool = <K extends PamToolName>(t: PamTool<K>) => t;

/** Results named in a reply. */
const SHOWN = 5;

const groupsPage = (s: ToolServices, userId: string, q: { q?: string; mine: boolean }) =>
  s.social.groups.list(userId, { ...q, limit: SOCIAL_LIMITS.pageSizeMax });

/** Groups whose name holds what the user said: the whole phrase, else any of its longer words. */
async function groupsNamed(s: ToolServices, userId: string, said: string, mine: boolean): Promise<Group[]> {
  const phrase = fold(said);
  const whole = (await groupsPage(s, userId, { q: phrase, mine })).data;
  if (whole.length) return whole;
  const words = phrase
    .split(/\s+/)
    .filter((w) => w.length >= 3)
    .sort((a, b) => b.length - a.length)
    .slice(0, 3);
  const seen = new Map<string, Group>();
  for (const w of words) for (const g of (await groupsPage(s, userId, { q: w, mine })).data) seen.set(g.id, g);
  return [...seen.values()];
}

async function findGroup(
  s: ToolServices,
  ctx: ToolContext,
  args: { group?: string | undefined; id?: string | undefined; choice?: number | undefined },
  mine: boolean,
): Promise<Found<Group>> {
  if (args.id) return { ok: true, value: await s.social.groups.get(ctx.userId, args.id) };
  const said = args.group ?? '';
  const found = said ? await groupsNamed(s, ctx.userId, said, mine) : (await groupsPage(s, ctx.userId, { mine })).data;
  const fitting = said ? bestFits(said, found, (g) => g.name) : found;
  return one(
    ctx,
    fitting.length ? fitting : found,
    (g) => g.name,
    mine
      ? {
          en: said ? `You are not in a group called ${said}.` : 'You are not in any group.',
          es: said ? `No estás en ningún grupo llamado ${said}.` : 'No estás en ningún grupo.',
          fr: said ? `Vous n'êtes dans aucun groupe nommé ${said}.` : "Vous n'êtes dans aucun groupe.",
        }
      : {
          en: `I couldn't find a group called ${said}.`,
          es: `No encontré ningún grupo llamado ${said}.`,
          fr: `Je n'ai trouvé aucun groupe nommé ${said}.`,
        },
    args.choice,
  );
}

const groupLine = (ctx: ToolContext, g: Group) => {
  const members = pick(ctx, {
    en: `${num(ctx, g.member_count)} member${g.member_count === 1 ? '' : 's'}`,
    es: `${num(ctx, g.member_count)} miembro${g.member_count === 1 ? '' : 's'}`,
    fr: `${num(ctx, g.member_count)} membre${g.member_count === 1 ? '' : 's'}`,
  });
  return `${g.name} (${members})`;
};

function listingLine(ctx: ToolContext, l: Listing): string {
  const where = [
    l.distance_km !== null
      ? pick(ctx, {
          en: `${distance(ctx, l.distance_km)} away`,
          es: `a ${distance(ctx, l.distance_km)}`,
          fr: `à ${distance(ctx, l.distance_km)}`,
        })
      : null,
    l.place?.name ?? null,
  ].filter(Boolean);
  return `${l.title}: ${money(ctx, l.price, l.currency)}${where.length ? ` (${where.join(', ')})` : ''}`;
}

function hustleLine(ctx: ToolContext, h: Hustle): string {
  const e = h.earnings;
  const per: Record<string, { en: string; es: string; fr: string }> = {
    hour: { en: 'an hour', es: 'la hora', fr: "de l'heure" },
    day: { en: 'a day', es: 'al día', fr: 'par jour' },
    week: { en: 'a week', es: 'a la semana', fr: 'par semaine' },
    month: { en: 'a month', es: 'al mes', fr: 'par mois' },
  };
  const earnings = e
    ? ` (${money(ctx, e.min, e.currency)}${e.max !== null ? `–${money(ctx, e.max, e.currency)}` : ''} ${pick(ctx, per[e.period]!)})`
    : '';
  const votes = pick(ctx, {
    en: `${num(ctx, h.vote_count)} vote${h.vote_count === 1 ? '' : 's'}`,
    es: `${num(ctx, h.vote_count)} voto${h.vote_count === 1 ? '' : 's'}`,
    fr: `${num(ctx, h.vote_count)} vote${h.vote_count === 1 ? '' : 's'}`,
  });
  return `${h.title}${earnings}, ${votes}`;
}

export function socialCommunityTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'find_groups',
      description: "Groups whose name holds the query, or (mine) the user's own groups.",
      destructive: false,
      help: {
        en: 'find groups or list yours ("my groups", "find a boondocking group")',
        es: 'buscar grupos o ver los tuyos («mis grupos»)',
        fr: 'chercher des groupes ou voir les vôtres (« mes groupes »)',
      },
      async run(args, ctx) {
        const mine = args.mine === true;
        const groups = args.query
          ? await groupsNamed(s, ctx.userId, args.query, mine)
          : (await groupsPage(s, ctx.userId, { mine })).data;
        if (groups.length === 0) {
          return ok(
            mine
              ? pick(ctx, {
                  en: "You're not in any group yet.",
                  es: 'Aún no estás en ningún grupo.',
                  fr: "Vous n'êtes encore dans aucun groupe.",
                })
              : pick(ctx, {
                  en: `I found no group${args.query ? ` called ${args.query}` : ''}.`,
                  es: `No encontré ningún grupo${args.query ? ` llamado ${args.query}` : ''}.`,
                  fr: `Je n'ai trouvé aucun groupe${args.query ? ` nommé ${args.query}` : ''}.`,
                }),
            { groups: [] },
          );
        }
        const lines = groups.slice(0, SHOWN * 2).map((g) => groupLine(ctx, g));
        const head = mine
          ? pick(ctx, { en: 'Your groups:', es: 'Tus grupos:', fr: 'Vos groupes :' })
          : pick(ctx, { en: 'Groups I found:', es: 'Grupos que encontré:', fr: 'Groupes trouvés :' });
        return ok(`${head} ${lines.join('; ')}.`, {
          groups: groups.map((g) => ({ id: g.id, name: g.name, members: g.member_count, my_status: g.my_status })),
        });
      },
    }),

    tool({
      name: 'join_group',
      description: 'Joins a group found by name: an open group at once, a request group by asking to join.',
      destructive: false,
      help: {
        en: 'join a group ("join the Boondockers group")',
        es: 'unirte a un grupo («únete al grupo Boondockers»)',
        fr: 'rejoindre un groupe (« rejoins le groupe Boondockers »)',
      },
      async run(args, ctx) {
        const found = await findGroup(s, ctx, args, false);
        if (!found.ok) return found.outcome;
        const g = found.value;
        const joined = await refusalsSaid(ctx, () => s.social.groups.join(ctx.userId, g.id), {
          already_member: {
            en: `You're already a member of ${g.name}.`,
            es: `Ya eres miembro de ${g.name}.`,
            fr: `Vous êtes déjà membre de ${g.name}.`,
          },
          already_requested: {
            en: `Your request to join ${g.name} is already waiting.`,
            es: `Tu solicitud para unirte a ${g.name} ya está pendiente.`,
            fr: `Votre demande pour rejoindre ${g.name} est déjà en attente.`,
          },
        });
        if (!joined.ok) return joined.outcome;
        const reply =
          joined.value.my_status === 'pending'
            ? pick(ctx, {
                en: `${g.name} approves its members: I asked to join, and its moderators will answer.`,
                es: `${g.name} aprueba a sus miembros: pedí unirte y sus moderadores responderán.`,
                fr: `${g.name} valide ses membres : j'ai demandé à rejoindre, ses modérateurs répondront.`,
              })
            : pick(ctx, {
                en: `You joined ${g.name}. It has ${num(ctx, joined.value.member_count)} members now.`,
                es: `Te uniste a ${g.name}. Ahora tiene ${num(ctx, joined.value.member_count)} miembros.`,
                fr: `Vous avez rejoint ${g.name}. Il compte maintenant ${num(ctx, joined.value.member_count)} membres.`,
              });
        return {
          ...ok(reply, { group: { id: g.id, name: g.name, my_status: joined.value.my_status } }, ['social']),
          subject: { kind: 'group', id: g.id, label: g.name },
        };
      },
    }),

    tool({
      name: 'leave_group',
      description: "Leaves one of the user's groups found by name (or withdraws a request to join). Asks first.",
      destructive: true,
      help: {
        en: 'leave a group ("leave the Boondockers group"; I ask first)',
        es: 'salir de un grupo («sal del grupo Boondockers»)',
        fr: 'quitter un groupe (« quitte le groupe Boondockers »)',
      },
      async confirmation(args, ctx) {
        const found = await findGroup(s, ctx, args, true);
        if (!found.ok) return found.outcome;
        const g = found.value;
        return {
          prompt: pick(ctx, {
            en: `Leave the group ${g.name}? You will no longer see its members-only posts. Say "yes" to leave.`,
            es: `¿Salir del grupo ${g.name}? Dejarás de ver sus publicaciones para miembros. Di «sí» para salir.`,
            fr: `Quitter le groupe ${g.name} ? Vous ne verrez plus ses publications réservées aux membres. Dites « oui » pour quitter.`,
          }),
          args: { id: g.id, group: g.name },
        };
      },
      async run(args, ctx) {
        const found = await findGroup(s, ctx, args, true);
        if (!found.ok) return found.outcome;
        const g = found.value;
        const left = await refusalsSaid(ctx, () => s.social.groups.leave(ctx.userId, g.id), {
          owner_cannot_leave: {
            en: `You own ${g.name}, so you can't leave it: hand it over to another member first, or delete the group.`,
            es: `Eres el dueño de ${g.name} y no puedes salir: cédelo antes a otro miembro o borra el grupo.`,
            fr: `Vous êtes propriétaire de ${g.name} et ne pouvez pas le quitter : cédez-le d'abord à un autre membre, ou supprimez le groupe.`,
          },
        });
        if (!left.ok) return left.outcome;
        return ok(
          pick(ctx, { en: `You left ${g.name}.`, es: `Saliste de ${g.name}.`, fr: `Vous avez quitté ${g.name}.` }),
          { group: { id: g.id, name: g.name } },
          ['social'],
        );
      },
    }),

    tool({
      name: 'search_marketplace',
      description:
        'Marketplace listings for sale matching words (and a category, a price cap), nearest first when near_me and the location is known.',
      destructive: false,
      help: {
        en: 'search the marketplace ("any awnings for sale near me?")',
        es: 'buscar en el mercado («busca paneles solares en el mercado»)',
        fr: 'chercher dans les petites annonces (« des panneaux solaires à vendre ? »)',
      },
      async run(args, ctx) {
        const here = args.near_me && ctx.location ? ctx.location : null;
        const base = {
          limit: SOCIAL_LIMITS.pageSizeMax,
          status: 'active' as const,
          ...(args.max_price !== undefined ? { max_price: args.max_price } : {}),
          ...(here
            ? {
                lat: here.latitude,
                lon: here.longitude,
                radius_km: SOCIAL_LIMITS.nearbyRadiusKmDefault,
                sort: 'distance' as const,
              }
            : { sort: 'newest' as const }),
        };
        let found: Listing[] = [];
        for (const words of searchesFor(args.query)) {
          found = (
            await s.social.listings.list(ctx.userId, {
              ...base,
              ...(words.length ? { q: words.join(' ') } : {}),
              ...(args.category ? { category: args.category } : {}),
            })
          ).data;
          if (found.length) break;
        }
        const category = args.category ?? categoryOf(args.query);
        if (found.length === 0 && category && !args.category) {
          found = (await s.social.listings.list(ctx.userId, { ...base, category })).data;
        }
        const noPlace =
          args.near_me && !ctx.location
            ? pick(ctx, {
                en: " I don't know where you are, so these are from everywhere.",
                es: ' No sé dónde estás, así que son de todas partes.',
                fr: ' Je ne sais pas où vous êtes : elles viennent de partout.',
              })
            : '';
        const what = args.query ? ` “${args.query}”` : '';
        if (found.length === 0) {
          return ok(
            pick(ctx, {
              en: `Nothing${what} for sale${here ? ' near you' : ''} in the marketplace right now.`,
              es: `Ahora no hay nada${what} a la venta${here ? ' cerca de ti' : ''} en el mercado.`,
              fr: `Rien${what} à vendre${here ? ' près de vous' : ''} dans les petites annonces pour le moment.`,
            }),
            { listings: [] },
          );
        }
        const n = found.length;
        const head = pick(ctx, {
          en: `${num(ctx, n)} listing${n === 1 ? '' : 's'}${what}${here ? ' near you' : ''}:`,
          es: `${num(ctx, n)} anuncio${n === 1 ? '' : 's'}${what}${here ? ' cerca de ti' : ''}:`,
          fr: `${num(ctx, n)} annonce${n === 1 ? '' : 's'}${what}${here ? ' près de vous' : ''} :`,
        });
        const lines = found.slice(0, SHOWN).map((l) => listingLine(ctx, l));
        return ok(`${head} ${lines.join('; ')}.${noPlace}`, {
          listings: found.map((l) => ({
            id: l.id,
            title: l.title,
            price: l.price,
            currency: l.currency,
            distance_km: l.distance_km,
            place: l.place?.name ?? null,
          })),
        });
      },
    }),

    tool({
      name: 'search_hustles',
      description:
        'Side hustles (ways to earn on the road) whose title or description hold the words, most voted first.',
      destructive: false,
      help: {
        en: 'find side hustles ("any remote work hustles?")',
        es: 'buscar trabajos extra («¿hay trabajos en línea?»)',
        fr: 'trouver des petits boulots (« des petits boulots en ligne ? »)',
      },
      async run(args, ctx) {
        let found: Hustle[] = [];
        for (const words of searchesFor(args.query)) {
          const q = words.join(' ');
          found = (
            await s.social.hustles.list(ctx.userId, {
              limit: SOCIAL_LIMITS.pageSizeMax,
              sort: 'top',
              ...(q ? { q } : {}),
            })
          ).data;
          if (found.length === 0 && q) {
            found = (await s.social.hustles.list(ctx.userId, { limit: SOCIAL_LIMITS.pageSizeMax, sort: 'top', tag: q }))
              .data;
          }
          if (found.length) break;
        }
        const what = args.query ? ` “${args.query}”` : '';
        if (found.length === 0) {
          return ok(
            pick(ctx, {
              en: `No hustles${what} on the board yet.`,
              es: `Aún no hay trabajos${what} en el tablón.`,
              fr: `Aucun petit boulot${what} sur le tableau pour le moment.`,
            }),
            { hustles: [] },
          );
        }
        const n = found.length;
        const head = pick(ctx, {
          en: `${num(ctx, n)} hustle${n === 1 ? '' : 's'}${what}:`,
          es: `${num(ctx, n)} trabajo${n === 1 ? '' : 's'}${what}:`,
          fr: `${num(ctx, n)} petit${n === 1 ? '' : 's'} boulot${n === 1 ? '' : 's'}${what} :`,
        });
        return ok(
          `${head} ${found
            .slice(0, SHOWN)
            .map((h) => hustleLine(ctx, h))
            .join('; ')}.`,
          {
            hustles: found.map((h) => ({ id: h.id, title: h.title, earnings: h.earnings, votes: h.vote_count })),
          },
        );
      },
    }),

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
    }),

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
    }),
  ];
}
