import type { PamToolArgs, PamToolCall } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import type { IntentMatch, IntentMatcher } from './prepared-message.ts';
import { core, isReference, nameAt, said, subjectOf, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';

/** Friends, friend requests, follows and blocks, in English, Spanish and French. */

type Who = { name?: string; user_id?: string };

/** The person named at `from` in `core`, or the person the conversation is about for "him", "her", "lui". */
function whoAt(s: Said, from: number, ctx: EngineContext): Who | null {
  const rest = core(s)
    .slice(from)
    .trim()
    .replace(/[.!?]+$/, '');
  const word = rest.split(/\s+/)[0] ?? '';
  if (isReference(word) || /^(?:him|her|them|lui|le|la|elle|lo|ella|el)$/.test(word)) {
    const user = subjectOf(ctx, 'user');
    return user ? { user_id: user.id } : null;
  }
  const n = nameAt(s, from);
  return n ? { name: n.name } : null;
}

const call = (c: PamToolCall, score: number): IntentMatch => tool(c, score);

const REQUEST_WORDS =
  "(?:friend ?requests?|friendship requests?|solicitud(?:es)? de amistad|solicitud(?:es)?|peticion(?:es)? de amistad|demandes? d'ami(?:tie|e)?s?|demandes? en ami|invitations? d'ami)";

/** "add Sam as a friend", "agrega a Juan como amigo", "ajoute Paul en ami". */
const SEND_HEADS: RegExp[] = [
  /^(?:add|friend|befriend|invite) (?=\S)/,
  /^(?:send|make) (?:a )?friend ?request to /,
  /^(?:send|make) (?=\S+(?: \S+)? (?:a )?friend ?request)/,
  /^(?:make friends|become friends|connect) with /,
  /^friend ?request (?:to|for) /,
  /^(?:agrega|agregar|anade|anadir|agregame|suma|sumar|invita|invitar) a /,
  /^(?:envia|enviar|manda|mandar)(?:le)? (?:una )?solicitud(?: de amistad)? a /,
  /^(?:hazte|hacerme|hazme|quiero ser|ser|hacerse) amig[oa] de /,
  /^solicitud de amistad (?:a|para) /,
  /^(?:ajoute|ajouter|invite|inviter) /,
  /^(?:envoie|envoyer|fais|faire)(?: une)? demande d'ami(?:tie)? a /,
  /^(?:demande|demander) /,
  /^(?:devenir|deviens) ami(?:e|s)? avec /,
];
const AS_FRIEND =
  /^(?: (?:as|como|en|comme) (?:a |my |un |una |mi |mon |ma )?(?:friend|amig[oa]|ami|amie)| to (?:my )?friends?(?: list)?| a mis amigos| a mes amis| (?:a )?friend ?request| en ami(?:e)?| une demande d'ami)\b/;

const sendFriendRequest: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  for (const head of SEND_HEADS) {
    const h = head.exec(c);
    if (!h) continue;
    const who = whoAt(s, h[0].length, ctx);
    if (!who) continue;
    const n = who.name ? nameAt(s, h[0].length) : null;
    const rest = n ? c.slice(n.end) : '';
    const explicit =
      /friend ?request|solicitud|demande d'ami|friends with|amig[oa] de|ami(?:e|s)? avec|^(?:be)?friend /.test(h[0]);
    // "add", "invite", "ajoute", "demande" only befriend with "as a friend" / "en ami" after the name.
    if (!explicit && !AS_FRIEND.test(rest) && !(who.user_id && /friend|amig|ami/.test(c))) continue;
    return call({ name: 'send_friend_request', args: who }, 0.92);
  }
  return null;
};

const LIST_REQUESTS = new RegExp(
  `(?:^|\\s)(?:any|new|pending|my|show|list|see|check|do i have|have i got|got|who sent|incoming|tengo|hay|mis|ver|muestra|muestrame|pendientes?|nuevas?|j'ai|ai-je|mes|montre|voir|des|nouvelles?|en attente|recues?)\\b.*${REQUEST_WORDS}|${REQUEST_WORDS}\\s*(?:pendientes?|en attente|recues?|\\?|$)|who (?:wants|asked) to be (?:my )?friends?|quien quiere ser mi amig|qui veut etre (?:mon|mes) ami`,
);
const SENT = /\b(?:i sent|i've sent|i have sent|outgoing|que envie|enviadas|que j'ai envoyees?|envoyees)\b/;

const listFriendRequests: IntentMatcher = (m) => {
  const c = core(said(m));
  if (!LIST_REQUESTS.test(c)) return null;
  if (
    /^(?:accept|decline|reject|refuse|deny|ignore|acepta|rechaza|declina|ignora|accepte|refuse|rejette|decline|ignore|send|envia|envoie|add|agrega|ajoute)/.test(
      c,
    )
  )
    return null;
  const args: PamToolArgs<'list_friend_requests'> = {};
  if (SENT.test(c)) args.direction = 'outgoing';
  return call({ name: 'list_friend_requests', args }, 0.88);
};

/** "accept Maria's friend request", "acepta la solicitud de Juan", "refuse la demande de Paul". */
const ANSWER =
  /^(?:(accept|i accept|approve|confirm|ok|aceptalas|aceptalos|acepta|aceptar|acepto|aprueba|confirma|accepte|accepter|j'accepte|approuve|valide)|(decline|reject|refuse|deny|ignore|turn down|dismiss|rechazalas|rechazalos|rechaza|rechazar|declina|ignora|deniega|niega|refuse|refuser|rejette|rejeter|decline|ignore|ignorer))\b/;

const answerFriendRequest: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  const verb = ANSWER.exec(c);
  if (!verb) return null;
  const rest = c.slice(verb[0].length);
  // "accept all friend requests", "acepta todas las solicitudes", "accepte toutes les demandes": asked first.
  if (/^(?:-les)? (?:(?:them )?all|every|each|todas?|todos|toutes?|tous)\b/.test(rest)) {
    return call({ name: 'answer_all_friend_requests', args: { accept: verb[1] !== undefined } }, 0.95);
  }
  const requestNamed =
    new RegExp(REQUEST_WORDS).test(rest) || /\b(?:request|solicitud|demande|invitation)\b/.test(rest);
  const accept = verb[1] !== undefined;
  const args: PamToolArgs<'answer_friend_request'> = { accept };
  // "accept Maria's request", "accept the request from Maria", "acepta la solicitud de Juan", "accepte Paul".
  const possessive = /^ ([\p{L}][\p{L}.-]*(?: [\p{L}][\p{L}.-]*)?)'s\b/u.exec(rest);
  // The last "from"/"de": "la demande d'ami de Julie" is Julie's.
  const from = [...rest.matchAll(/\b(?:from|of|de|del)\s+(?=[\p{L}])|\bd'(?=[\p{L}])/gu)].at(-1);
  const at = possessive ? verb[0].length + 1 : from ? verb[0].length + from.index + from[0].length : -1;
  const named = at >= 0 ? nameAt(s, at) : null;
  if (named && !/^(?:amistad|amie?s?|amitie|friends?|friendship)$/i.test(named.name)) {
    args.name = named.name;
  } else if (!requestNamed) {
    // "accept Paul", "acepta a Juan", "accepte Marie (en ami)": a name alone after the verb.
    const n = nameAt(s, verb[0].length + (/^ a /.test(rest) ? 3 : 1));
    if (!n || !/^\p{Lu}/u.test(n.name)) {
      const who = whoAt(s, verb[0].length + 1, ctx);
      if (!who?.user_id) return null;
      return call({ name: 'answer_friend_request', args: { ...args, user_id: who.user_id } }, 0.8);
    }
    args.name = n.name;
  }
  if (!requestNamed && !args.name) return null;
  return call({ name: 'answer_friend_request', args }, requestNamed ? 0.93 : 0.75);
};

const LIST_FRIENDS =
  /^(?:who are my friends|(?:list|show|see)(?: me)? (?:all )?my friends|my friends(?: list)?|friends list|how many friends do i have|do i have (?:any )?friends|(?:quienes son |muestrame |lista de |ver )?mis amigos|cuantos amigos tengo|(?:qui sont |montre(?:-moi)? |liste de |voir )?mes amis|combien d'amis ai-je|combien j'ai d'amis)\s*[?.!]*$/;

const listFriends: IntentMatcher = (m) =>
  LIST_FRIENDS.test(core(said(m))) ? call({ name: 'list_friends', args: {} }, 0.85) : null;

/** "follow Sam", "unfollow Sam", "sigue a Lucía", "deja de seguir a Juan", "suis Marie", "ne suis plus Paul". */
const FOLLOW: Array<[RegExp, boolean]> = [
  [
    /^(?:unfollow|stop following|no longer follow|quit following|i don't want to follow|i do not want to follow|don't follow|ya no quiero seguir a|no quiero seguir a|je ne veux plus suivre|ne suis plus|deja de seguir a|dejar de seguir a|no sigas a|ya no sigas a|ne (?:plus )?suis plus|arrete de suivre|arreter de suivre|ne plus suivre|desabonne(?:-moi)? de|se desabonner de) /,
    true,
  ],
  [
    /^(?:follow|start following|sigue a|seguir a|empieza a seguir a|suis|suivre|abonne(?:-moi)? a|m'abonner a|s'abonner a) /,
    false,
  ],
];

const followUser: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  for (const [re, unfollow] of FOLLOW) {
    const h = re.exec(c);
    if (!h) continue;
    const who = whoAt(s, h[0].length, ctx);
    if (!who) return null;
    // "follow the coast road" is a route: a person is a capitalised name or "him"/"her".
    if (who.name && !/^\p{Lu}/u.test(who.name) && !/ a $/.test(h[0])) return null;
    const rest = who.name ? c.slice(nameAt(s, h[0].length)!.end).trim() : '';
    if (rest && !/^(?:on|en|sur|please|por favor|s'il te plait|anymore|any more|ya|nunca mas|[.!?])/.test(rest))
      return null;
    return call({ name: 'follow_user', args: { ...who, ...(unfollow ? { unfollow: true } : {}) } }, 0.88);
  }
  return null;
};

const BLOCK: Array<[RegExp, 'block_user' | 'unblock_user']> = [
  [/^(?:unblock|desbloquea(?:r)?(?: a)?|debloque(?:r)?) /, 'unblock_user'],
  [/^(?:block|bloquea(?:r)?(?: a)?|bloque(?:r)?) /, 'block_user'],
];

const blockUser: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  for (const [re, name] of BLOCK) {
    const h = re.exec(c);
    if (!h) continue;
    const who = whoAt(s, h[0].length, ctx);
    if (!who) return null;
    return call({ name, args: who }, 0.9);
  }
  return null;
};

/** "unfriend Sam", "remove Sam from my friends", "elimina a Juan de mis amigos", "retire Paul de mes amis". */
const UNFRIEND =
  /^(?:unfriend |(?:remove|delete|drop) (?=.+ from (?:my )?friends?(?: list)?\b)|(?:elimina|eliminar|quita|quitar|borra|borrar) a (?=.+ de mis amigos)|ya no quiero ser amig[oa] de |deja de ser amig[oa] de |(?:retire|retirer|supprime|supprimer|enleve|enlever) (?=.+ de mes amis)|je ne veux plus etre ami(?:e)? avec )/;

const removeFriend: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const h = UNFRIEND.exec(core(s));
  if (!h) return null;
  const who = whoAt(s, h[0].length, ctx);
  if (!who) return null;
  return call({ name: 'remove_friend', args: who }, 0.92);
};

export const socialNetworkMatchers: IntentMatcher[] = [
  removeFriend,
  sendFriendRequest,
  listFriendRequests,
  answerFriendRequest,
  listFriends,
  followUser,
  blockUser,
];
