import type { FriendRequest } from '@ww/contracts';
import type { PamTool } from '../assistant.types.ts';
import { list, num, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { allPages, findFriend, findIn, findTraveller, friendsOf, nameOf, personSubject } from './social-people.ts';
import { answerJoinRequestInstead } from './social-group-requests-tools.ts';
import { refusalsSaid } from './social-refusals.ts';

/** Friends and friend requests: list, send, answer one or all, remove. */

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

/** The friend requests the user received and has not answered. */
const incoming = (s: ToolServices, userId: string) =>
  allPages((q) => s.social.network.listFriendRequests(userId, { ...q, direction: 'incoming' }));

const listFriendsTool = (s: ToolServices) =>
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
  });

const removeFriendTool = (s: ToolServices) =>
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
  });

const sendFriendRequestTool = (s: ToolServices) =>
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
  });

const listFriendRequestsTool = (s: ToolServices) =>
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
      const received = direction === 'outgoing' ? [] : await incoming(s, ctx.userId);
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
  });

const answerFriendRequestTool = (s: ToolServices) =>
  tool({
    name: 'answer_friend_request',
    description:
      'Accepts (accept true) or declines (accept false) a received friend request from the person named (the only one when none is named). With no friend request waiting, a request to join a group the user runs is answered instead.',
    destructive: false,
    help: {
      en: 'accept or decline a friend request ("accept Maria\'s friend request")',
      es: 'aceptar o rechazar una solicitud («acepta la solicitud de Juan»)',
      fr: 'accepter ou refuser une demande (« refuse la demande de Paul »)',
    },
    async run(args, ctx) {
      const received = await incoming(s, ctx.userId);
      if (received.length === 0 && !args.user_id) {
        const joining = await answerJoinRequestInstead(s, ctx, {
          member: args.name,
          choice: args.choice,
          approve: args.accept,
        });
        if (joining) return joining;
      }
      const found = findIn(ctx, received, args, noRequest);
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
  });

/** "Accept all": every waiting request, or those the question named (a request withdrawn since is left out). */
const answerAllFriendRequestsTool = (s: ToolServices) =>
  tool({
    name: 'answer_all_friend_requests',
    description:
      'Accepts (accept true) or declines (accept false) every received friend request at once. Asks first, naming how many and who.',
    destructive: true,
    help: {
      en: 'accept or decline all friend requests at once ("accept all friend requests"; I ask first)',
      es: 'aceptar o rechazar todas las solicitudes («acepta todas las solicitudes»; pregunto antes)',
      fr: 'accepter ou refuser toutes les demandes (« accepte toutes les demandes » ; je demande avant)',
    },
    async confirmation(args, ctx) {
      const waiting = await incoming(s, ctx.userId);
      if (waiting.length === 0) return fail('not_found', pick(ctx, noRequest('')));
      const n = waiting.length;
      const who = list(
        ctx,
        waiting.map((r) => nameOf(ctx, r.user)),
      );
      return {
        prompt: args.accept
          ? pick(ctx, {
              en: `Accept ${num(ctx, n)} friend request${n === 1 ? '' : 's'}, from ${who}? Say "yes" to accept.`,
              es: `¿Aceptar ${n === 1 ? 'la solicitud' : `las ${num(ctx, n)} solicitudes`} de amistad de ${who}? Di «sí» para aceptar.`,
              fr: `Accepter ${n === 1 ? "la demande d'ami" : `les ${num(ctx, n)} demandes d'ami`} de ${who} ? Dites « oui » pour accepter.`,
            })
          : pick(ctx, {
              en: `Decline ${num(ctx, n)} friend request${n === 1 ? '' : 's'}, from ${who}? Say "yes" to decline.`,
              es: `¿Rechazar ${n === 1 ? 'la solicitud' : `las ${num(ctx, n)} solicitudes`} de amistad de ${who}? Di «sí» para rechazar.`,
              fr: `Refuser ${n === 1 ? "la demande d'ami" : `les ${num(ctx, n)} demandes d'ami`} de ${who} ? Dites « oui » pour refuser.`,
            }),
        args: { accept: args.accept, request_ids: waiting.map((r) => r.id) },
      };
    },
    async run(args, ctx) {
      const named = args.request_ids ? new Set(args.request_ids) : null;
      const waiting = (await incoming(s, ctx.userId)).filter((r) => !named || named.has(r.id));
      const done: FriendRequest[] = [];
      for (const request of waiting) {
        const answered = await refusalsSaid(
          ctx,
          async () => {
            if (args.accept) await s.social.network.acceptFriendRequest(ctx.userId, request.id);
            else await s.social.network.declineFriendRequest(ctx.userId, request.id);
          },
          { not_found: noRequest(nameOf(ctx, request.user)) },
        );
        if (answered.ok) done.push(request);
      }
      if (done.length === 0) return fail('not_found', pick(ctx, noRequest('')));
      const who = list(
        ctx,
        done.map((r) => nameOf(ctx, r.user)),
      );
      const n = done.length;
      return ok(
        args.accept
          ? pick(ctx, {
              en: `Accepted ${num(ctx, n)} friend request${n === 1 ? '' : 's'}: you and ${who} are friends now.`,
              es: `Acepté ${num(ctx, n)} solicitud${n === 1 ? '' : 'es'}: ${who} y tú ya sois amigos.`,
              fr: `${num(ctx, n)} demande${n === 1 ? '' : 's'} acceptée${n === 1 ? '' : 's'} : ${who} et vous êtes maintenant amis.`,
            })
          : pick(ctx, {
              en: `Declined ${num(ctx, n)} friend request${n === 1 ? '' : 's'}, from ${who}.`,
              es: `Rechacé ${num(ctx, n)} solicitud${n === 1 ? '' : 'es'} de amistad, de ${who}.`,
              fr: `${num(ctx, n)} demande${n === 1 ? '' : 's'} d'ami refusée${n === 1 ? '' : 's'}, de ${who}.`,
            }),
        { accepted: args.accept, users: done.map((r) => r.user.display_name) },
        ['social'],
      );
    },
  });

export function socialFriendTools(s: ToolServices): PamTool[] {
  return [
    listFriendsTool(s),
    removeFriendTool(s),
    sendFriendRequestTool(s),
    listFriendRequestsTool(s),
    answerFriendRequestTool(s),
    answerAllFriendRequestsTool(s),
  ];
}
