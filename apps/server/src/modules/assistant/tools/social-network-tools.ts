import type { PamToolName } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { list, num, pick, type Texts } from './format.ts';
import { fail, ok, type ToolServices } from './kit.ts';
import { allPages, findFriend, findIn, findTraveller, friendsOf, nameOf, type Person } from './social-people.ts';

const tool = <K extends PamToolName>(t: PamTool<K>) => t;

/** A service's refusal with a known code, said in the user's language; anything else goes on to the registry. */
export async function refusalsSaid<T>(
  ctx: ToolContext,
  work: () => Promise<T>,
  said: Record<string, Texts>,
): Promise<{ ok: true; value: T } | { ok: false; outcome: ToolOutcome }> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    if (err instanceof AppError && err.code && said[err.code]) {
      return { ok: false, outcome: fail('conflict', pick(ctx, said[err.code]!), { code: err.code }) };
    }
    throw err;
  }
}

const personSubject = (p: Person) => ({ kind: 'user', id: p.id, label: p.name });

const noRequest = (name: string): Texts =>
  name
    ? {
        en: `I don't see a friend request from ${name}.`,
        es: `No veo ninguna solicitud de amistad de ${name}.`,
        fr: `Je ne vois aucune demande d'ami de ${name}.`,
      }
    : {
        en: 'You have no friend requests waiting.',
        es: 'No tienes solicitudes de amistad pendientes.',
        fr: "Vous n'avez aucune demande d'ami en attente.",
      };

export function socialNetworkTools(s: ToolServices): PamTool[] {
  const incoming = (userId: string) =>
    allPages((q) => s.social.network.listFriendRequests(userId, { ...q, direction: 'incoming' }));

  return [
    tool({
      name: 'list_friends',
      description: "The user's friends.",
      destructive: false,
      help: {
        en: 'list your friends ("who are my friends?")',
        es: 'ver tus amigos («¿quiénes son mis amigos?»)',
        fr: 'voir vos amis (« qui sont mes amis ? »)',
      },
      async run(_args, ctx) {
        const friends = await friendsOf(s, ctx.userId);
        if (friends.length === 0) {
          return ok(
            pick(ctx, {
              en: 'You have no friends on Wheels & Wins yet. Say "add Sam as a friend" and I\'ll send a request.',
              es: 'Aún no tienes amigos en Wheels & Wins. Di «añade a Sam como amigo» y enviaré la solicitud.',
              fr: "Vous n'avez pas encore d'amis sur Wheels & Wins. Dites « ajoute Sam en ami » et j'enverrai la demande.",
            }),
            { friends: [] },
          );
        }
        const names = friends.map((f) => nameOf(ctx, f));
        return ok(
          pick(ctx, {
            en: `You have ${num(ctx, names.length)} friend${names.length === 1 ? '' : 's'}: ${list(ctx, names)}.`,
            es: `Tienes ${num(ctx, names.length)} amigo${names.length === 1 ? '' : 's'}: ${list(ctx, names)}.`,
            fr: `Vous avez ${num(ctx, names.length)} ami${names.length === 1 ? '' : 's'} : ${list(ctx, names)}.`,
          }),
          { friends: friends.map((f) => ({ id: f.id, name: f.display_name })) },
        );
      },
    }),

    tool({
      name: 'remove_friend',
      description: 'Ends the friendship with a friend named (they are not told; follows stay). Asks first.',
      destructive: true,
      help: {
        en: 'remove a friend ("unfriend Sam"; I ask first)',
        es: 'quitar a un amigo («elimina a Juan de mis amigos»; pregunto antes)',
        fr: 'retirer un ami (« retire Paul de mes amis » ; je demande avant)',
      },
      async confirmation(args, ctx) {
        const friend = await findFriend(s, ctx, args);
        if (!friend.ok) return friend.outcome;
        const p = friend.value;
        return {
          prompt: pick(ctx, {
            en: `Remove ${p.name} from your friends? Say "yes" to remove.`,
            es: `¿Quitar a ${p.name} de tus amigos? Di «sí» para quitarlo.`,
            fr: `Retirer ${p.name} de vos amis ? Dites « oui » pour le retirer.`,
          }),
          args: { user_id: p.id, name: p.name },
        };
      },
      async run(args, ctx) {
        const friend = await findFriend(s, ctx, args.user_id ? { user_id: args.user_id } : args);
        if (!friend.ok) return friend.outcome;
        const p = friend.value;
        await s.social.network.unfriend(ctx.userId, p.id);
        return ok(
          pick(ctx, {
            en: `${p.name} is no longer your friend.`,
            es: `${p.name} ya no es tu amigo.`,
            fr: `${p.name} ne fait plus partie de vos amis.`,
          }),
          { friend: false, user: p.name },
          ['social'],
        );
      },
    }),

    tool({
      name: 'send_friend_request',
      description:
        'Sends a friend request to a traveller found by name (or user id). Accepts theirs if they asked first.',
      destructive: false,
      help: {
        en: 'send a friend request ("add Sam as a friend")',
        es: 'enviar una solicitud de amistad («agrega a Juan como amigo»)',
        fr: "envoyer une demande d'ami (« ajoute Paul en ami »)",
      },
      async run(args, ctx) {
        const person = await findTraveller(s, ctx, args);
        if (!person.ok) return person.outcome;
        const p = person.value;
        const sent = await refusalsSaid(ctx, () => s.social.network.sendFriendRequest(ctx.userId, p.id), {
          already_friends: {
            en: `You and ${p.name} are already friends.`,
            es: `${p.name} y tú ya sois amigos.`,
            fr: `${p.name} et vous êtes déjà amis.`,
          },
          request_exists: {
            en: `You already sent ${p.name} a friend request; it is waiting for an answer.`,
            es: `Ya enviaste una solicitud de amistad a ${p.name}; está esperando respuesta.`,
            fr: `Vous avez déjà envoyé une demande d'ami à ${p.name} ; elle attend une réponse.`,
          },
          not_yourself: {
            en: "You can't befriend yourself.",
            es: 'No puedes ser tu propio amigo.',
            fr: 'Vous ne pouvez pas être votre propre ami.',
          },
        });
        if (!sent.ok) return sent.outcome;
        const reply = sent.value.created
          ? pick(ctx, {
              en: `Friend request sent to ${p.name}.`,
              es: `Solicitud de amistad enviada a ${p.name}.`,
              fr: `Demande d'ami envoyée à ${p.name}.`,
            })
          : pick(ctx, {
              en: `${p.name} had already asked you, so you are friends now.`,
              es: `${p.name} ya te lo había pedido, así que ahora sois amigos.`,
              fr: `${p.name} vous l'avait déjà demandé : vous êtes maintenant amis.`,
            });
        return { ...ok(reply, { request: sent.value.request }, ['social']), subject: personSubject(p) };
      },
    }),

    tool({
      name: 'list_friend_requests',
      description: 'Pending friend requests: received (default), sent, or both.',
      destructive: false,
      help: {
        en: 'see friend requests ("any friend requests?")',
        es: 'ver solicitudes de amistad («¿tengo solicitudes de amistad?»)',
        fr: "voir les demandes d'ami (« j'ai des demandes d'ami ? »)",
      },
      async run(args, ctx) {
        const direction = args.direction ?? 'incoming';
        const received = direction === 'outgoing' ? [] : await incoming(ctx.userId);
        const sent =
          direction === 'incoming'
            ? []
            : await allPages((q) => s.social.network.listFriendRequests(ctx.userId, { ...q, direction: 'outgoing' }));
        const parts: string[] = [];
        if (direction !== 'outgoing') {
          parts.push(
            received.length
              ? pick(ctx, {
                  en: `Friend requests from ${list(
                    ctx,
                    received.map((r) => nameOf(ctx, r.user)),
                  )}.`,
                  es: `Solicitudes de amistad de ${list(
                    ctx,
                    received.map((r) => nameOf(ctx, r.user)),
                  )}.`,
                  fr: `Demandes d'ami de ${list(
                    ctx,
                    received.map((r) => nameOf(ctx, r.user)),
                  )}.`,
                })
              : pick(ctx, noRequest('')),
          );
        }
        if (direction !== 'incoming') {
          parts.push(
            sent.length
              ? pick(ctx, {
                  en: `Waiting for an answer from ${list(
                    ctx,
                    sent.map((r) => nameOf(ctx, r.user)),
                  )}.`,
                  es: `Esperando respuesta de ${list(
                    ctx,
                    sent.map((r) => nameOf(ctx, r.user)),
                  )}.`,
                  fr: `En attente de réponse de ${list(
                    ctx,
                    sent.map((r) => nameOf(ctx, r.user)),
                  )}.`,
                })
              : pick(ctx, {
                  en: 'No request you sent is waiting.',
                  es: 'No hay solicitudes enviadas pendientes.',
                  fr: "Aucune demande envoyée n'est en attente.",
                }),
          );
        }
        return ok(parts.join(' '), {
          incoming: received.map((r) => ({ name: r.user.display_name })),
          outgoing: sent.map((r) => ({ name: r.user.display_name })),
        });
      },
    }),

    tool({
      name: 'answer_friend_request',
      description:
        'Accepts (accept true) or declines (accept false) a received friend request from the person named (the only one when none is named).',
      destructive: false,
      help: {
        en: 'accept or decline a friend request ("accept Maria\'s friend request")',
        es: 'aceptar o rechazar una solicitud («acepta la solicitud de Juan»)',
        fr: 'accepter ou refuser une demande (« refuse la demande de Paul »)',
      },
      async run(args, ctx) {
        const found = findIn(ctx, await incoming(ctx.userId), args, noRequest);
        if (!found.ok) return found.outcome;
        const request = found.value;
        const p = { id: request.user.id, name: nameOf(ctx, request.user) };
        if (args.accept) {
          await s.social.network.acceptFriendRequest(ctx.userId, request.id);
          return {
            ...ok(
              pick(ctx, {
                en: `You and ${p.name} are friends now.`,
                es: `${p.name} y tú ya sois amigos.`,
                fr: `${p.name} et vous êtes maintenant amis.`,
              }),
              { accepted: true, user: p.name },
              ['social'],
            ),
            subject: personSubject(p),
          };
        }
        await s.social.network.declineFriendRequest(ctx.userId, request.id);
        return ok(
          pick(ctx, {
            en: `I declined ${p.name}'s friend request.`,
            es: `Rechacé la solicitud de amistad de ${p.name}.`,
            fr: `J'ai refusé la demande d'ami de ${p.name}.`,
          }),
          { accepted: false, user: p.name },
          ['social'],
        );
      },
    }),

    tool({
      name: 'follow_user',
      description:
        'Follows a traveller named (friends first, then anyone the user may see); with unfollow, stops following.',
      destructive: false,
      help: {
        en: 'follow or unfollow ("follow Sam")',
        es: 'seguir o dejar de seguir («sigue a Lucía»)',
        fr: 'suivre ou ne plus suivre (« suis Marie »)',
      },
      async run(args, ctx) {
        if (args.unfollow) {
          const following = await allPages((q) =>
            s.social.network.listFollows(ctx.userId, { ...q, direction: 'following' }),
          );
          const found = findIn(ctx, following, args, (name) => ({
            en: `You don't follow ${name || 'them'}.`,
            es: `No sigues a ${name || 'esa persona'}.`,
            fr: `Vous ne suivez pas ${name || 'cette personne'}.`,
          }));
          if (!found.ok) return found.outcome;
          const p = { id: found.value.user.id, name: nameOf(ctx, found.value.user) };
          await s.social.network.unfollow(ctx.userId, p.id);
          return {
            ...ok(
              pick(ctx, {
                en: `You no longer follow ${p.name}.`,
                es: `Ya no sigues a ${p.name}.`,
                fr: `Vous ne suivez plus ${p.name}.`,
              }),
              { following: false, user: p.name },
              ['social'],
            ),
            subject: personSubject(p),
          };
        }
        const person = await findTraveller(s, ctx, args);
        if (!person.ok) return person.outcome;
        const p = person.value;
        const done = await refusalsSaid(ctx, () => s.social.network.follow(ctx.userId, p.id), {
          already_following: {
            en: `You already follow ${p.name}.`,
            es: `Ya sigues a ${p.name}.`,
            fr: `Vous suivez déjà ${p.name}.`,
          },
        });
        if (!done.ok) return done.outcome;
        return {
          ...ok(
            pick(ctx, {
              en: `You now follow ${p.name}.`,
              es: `Ahora sigues a ${p.name}.`,
              fr: `Vous suivez maintenant ${p.name}.`,
            }),
            { following: true, user: p.name },
            ['social'],
          ),
          subject: personSubject(p),
        };
      },
    }),

    tool({
      name: 'block_user',
      description:
        'Blocks a traveller named (ends the friendship and follows both ways; they can no longer see or message the user). Asks first.',
      destructive: true,
      help: {
        en: 'block someone ("block Sam"; I ask first)',
        es: 'bloquear a alguien («bloquea a Juan»; pregunto antes)',
        fr: "bloquer quelqu'un (« bloque Paul » ; je demande avant)",
      },
      async confirmation(args, ctx) {
        const person = await findTraveller(s, ctx, args);
        if (!person.ok) return person.outcome;
        const p = person.value;
        return {
          prompt: pick(ctx, {
            en: `Block ${p.name}? You will stop being friends, neither of you will follow the other, and they won't see your posts or be able to message you. Say "yes" to block.`,
            es: `¿Bloquear a ${p.name}? Dejaréis de ser amigos, ninguno seguirá al otro y no verá tus publicaciones ni podrá escribirte. Di «sí» para bloquear.`,
            fr: `Bloquer ${p.name} ? Vous ne serez plus amis, aucun de vous ne suivra l'autre, et cette personne ne verra plus vos publications ni ne pourra vous écrire. Dites « oui » pour bloquer.`,
          }),
          args: { user_id: p.id, name: p.name },
        };
      },
      async run(args, ctx) {
        const person = args.user_id
          ? { ok: true as const, value: { id: args.user_id, name: args.name ?? '' } }
          : await findTraveller(s, ctx, args);
        if (!person.ok) return person.outcome;
        const p = person.value;
        const blocked = await refusalsSaid(ctx, () => s.social.network.block(ctx.userId, p.id), {
          already_blocked: {
            en: `${p.name} is already blocked.`,
            es: `${p.name} ya está bloqueado.`,
            fr: `${p.name} est déjà bloqué.`,
          },
          not_yourself: {
            en: "You can't block yourself.",
            es: 'No puedes bloquearte a ti mismo.',
            fr: 'Vous ne pouvez pas vous bloquer vous-même.',
          },
        });
        if (!blocked.ok) return blocked.outcome;
        const name = nameOf(ctx, blocked.value.user);
        return ok(
          pick(ctx, { en: `${name} is blocked.`, es: `${name} está bloqueado.`, fr: `${name} est bloqué.` }),
          { blocked: true, user: name },
          ['social'],
        );
      },
    }),

    tool({
      name: 'unblock_user',
      description: 'Unblocks a traveller the user blocked, found by name among the blocked.',
      destructive: false,
      help: {
        en: 'unblock someone ("unblock Sam")',
        es: 'desbloquear («desbloquea a Juan»)',
        fr: 'débloquer (« débloque Paul »)',
      },
      async run(args, ctx) {
        const blocks = await allPages((q) => s.social.network.listBlocks(ctx.userId, q));
        const found = findIn(ctx, blocks, args, (name) =>
          name
            ? {
                en: `You haven't blocked anyone called ${name}.`,
                es: `No has bloqueado a nadie llamado ${name}.`,
                fr: `Vous n'avez bloqué personne nommé ${name}.`,
              }
            : {
                en: "You haven't blocked anyone.",
                es: 'No has bloqueado a nadie.',
                fr: "Vous n'avez bloqué personne.",
              },
        );
        if (!found.ok) return found.outcome;
        const p = { id: found.value.user.id, name: nameOf(ctx, found.value.user) };
        await s.social.network.unblock(ctx.userId, p.id);
        return {
          ...ok(
            pick(ctx, {
              en: `${p.name} is unblocked.`,
              es: `${p.name} ya no está bloqueado.`,
              fr: `${p.name} est débloqué.`,
            }),
            { blocked: false, user: p.name },
            ['social'],
          ),
          subject: personSubject(p),
        };
      },
    }),
  ];
}
