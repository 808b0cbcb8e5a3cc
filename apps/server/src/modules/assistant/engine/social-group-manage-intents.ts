import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { groupName } from './social-group-intents.ts';
import { core, cut, nameAt, said, subjectOf, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';

/**
 * What a group's owner and moderators ask in English, Spanish and French: approve or refuse requests to join (one,
 * or all of them), make the group approval-only or open, delete it.
 */

const part = (s: Said, m: RegExpExecArray, i: number) => {
  const at = m.indices?.[i];
  return at ? cut(s, at[0], at[1]) : '';
};

const APPROVE =
  /^(?:approve|accept|let in|admit|aprueba(?:r)?|acepta(?:r)?|admite|approuve(?:r)?|accepte(?:r)?|valide(?:r)?)$/;

const ALL_REQUESTS: RegExp[] = [
  /^(approve|accept|refuse|decline|reject|deny) (?:all|every|all the|all pending|all of the) (?:pending )?(?:join(?:ing)? )?requests? (?:to join|for|in|of|to) (.+)$/d,
  /^(aprueba(?:r)?|acepta(?:r)?|rechaza(?:r)?|deniega) todas las solicitudes(?: pendientes)? (?:para unirse a(?:l)?|para entrar en|de(?:l)?|para|en) (.+)$/d,
  /^(accepte(?:r)?|approuve(?:r)?|valide(?:r)?|refuse(?:r)?|rejette(?:r)?) toutes les demandes(?: en attente)? (?:pour rejoindre|pour|de|du|des|dans) (.+)$/d,
];

/** "approve all requests for Boondockers NZ", "aprueba todas las solicitudes del grupo X", "refuse toutes les demandes pour X". */
const allGroupRequests: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  for (const re of ALL_REQUESTS) {
    const hit = re.exec(c);
    if (!hit) continue;
    const group = groupName(part(s, hit, 2));
    if (group.length < 2 || /^(?:friends?|friendship|amistad|amis?)\b/i.test(group)) return null;
    const args: PamToolArgs<'answer_all_group_requests'> = { approve: APPROVE.test(hit[1]!), group };
    return tool({ name: 'answer_all_group_requests', args }, 0.97);
  }
  return null;
};

const ONE_REQUEST: Array<[RegExp, RegExp]> = [
  [/^(approve|accept|refuse|decline|reject|deny) /, /^ (?:request|application) (?:to join|for|in|to) /],
  [
    /^(aprueba(?:r)?|acepta(?:r)?|rechaza(?:r)?|deniega) la solicitud de /,
    /^ (?:para unirse a(?:l)?|para entrar en|para|en|de(?:l)?) /,
  ],
  [
    /^(accepte(?:r)?|approuve(?:r)?|valide(?:r)?|refuse(?:r)?|rejette(?:r)?) la demande de /,
    /^ (?:pour rejoindre|pour entrer dans|pour|dans|de|du) /,
  ],
];

/** "approve Sam's request to join Boondockers NZ", "acepta la solicitud de Juan para unirse a X". */
const oneGroupRequest: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  for (const [verb, joiner] of ONE_REQUEST) {
    const head = verb.exec(c);
    if (!head) continue;
    const who = nameAt(s, head[0].length);
    if (!who || !/^\p{Lu}/u.test(who.name)) continue;
    let k = who.end;
    k += /^['’]s\b/.exec(c.slice(k))?.[0].length ?? 0;
    const join = joiner.exec(c.slice(k));
    if (!join) continue;
    const from = k + join[0].length;
    const group = groupName(cut(s, from));
    // "accept Sam's request to join": no group named, the request to join is found among the user's groups.
    if (group.length < 2 || /^(?:join|unirse|rejoindre)$/i.test(group)) return null;
    const args: PamToolArgs<'answer_group_request'> = { approve: APPROVE.test(head[1]!), group, member: who.name };
    return tool({ name: 'answer_group_request', args }, 0.97);
  }
  return null;
};

const JOIN_VERB =
  /^(approve|accept|let in|admit|refuse|decline|reject|deny|aprueba(?:r)?|acepta(?:r)?|admite|rechaza(?:r)?|deniega|approuve(?:r)?|accepte(?:r)?|valide(?:r)?|refuse(?:r)?|rejette(?:r)?)\b/;
const JOINING =
  /\b(?:join(?:ing)?|membership|unirse|unirme|unirte|ingreso|entrar|adhesion|rejoindre|entrer|d'entree)\b/;
const A_REQUEST = /\b(?:requests?|application|solicitud(?:es)?|peticion|demandes?)\b/;
/** Where a request to join is for: "… to join Boondockers NZ", "… para unirse a X", "… pour rejoindre X". */
const FOR_GROUP =
  /\b(?:to join|for|para unirse a(?:l)?|para entrar en|pour rejoindre|pour entrer dans|pour|au groupe|al grupo|del grupo|du groupe) (?=\S)/;
/** What names no group after "to join": "my group", "le groupe". */
const NO_GROUP = /^(?:my|mi|mon|ma|our|nuestro|notre|the|el|le|la)?\s*(?:group|grupo|groupe)?$/i;

/**
 * "approve the join request", "refuse Sam's request to join", "aprueba la solicitud para unirse", "accepte la demande
 * d'adhésion": no group (or no person) named, the tool finds the request among those waiting in the user's groups.
 */
const joinRequest: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const verb = JOIN_VERB.exec(c);
  if (!verb) return null;
  const rest = c.slice(verb[0].length);
  if (!JOINING.test(rest) || !A_REQUEST.test(rest) || /\b(?:all|every|todas|toutes)\b/.test(rest)) return null;
  const args: PamToolArgs<'answer_group_request'> = { approve: APPROVE.test(verb[1]!) };
  const possessive = /^ [\p{L}][\p{L}.-]*(?: [\p{L}][\p{L}.-]*)?'s\b/u.test(rest);
  const from = [...rest.matchAll(/\b(?:from|de|del) (?=\p{L})|\bd'(?=\p{L})/gu)].at(-1);
  const who = possessive
    ? nameAt(s, verb[0].length + 1)
    : from
      ? nameAt(s, verb[0].length + from.index + from[0].length)
      : null;
  if (who && /^\p{Lu}/u.test(who.name)) args.member = who.name;
  const where = FOR_GROUP.exec(rest);
  const group = where ? groupName(cut(s, verb[0].length + where.index + where[0].length)) : '';
  if (group.length >= 2 && !NO_GROUP.test(group) && !JOINING.test(group)) args.group = group;
  return tool({ name: 'answer_group_request', args }, 0.96);
};

const REQUEST_ONLY =
  /^(?:approval[ -]only|request only|by request|on request|on approval|invite only|private|closed|con aprobacion|solo con aprobacion|bajo solicitud|privado|cerrado|sur validation|sur demande|sur invitation|prive|ferme)$/;
const OPEN =
  /^(?:open|public|open to (?:anyone|everyone|all)|abierto|publico|abierto a todos|ouvert|public|ouvert a tous)$/;
const POLICY: RegExp[] = [
  /^(?:make|set|turn|switch) (.+?) (?:to )?((?:approval|request|invite)[ -]only|by request|on request|on approval|private|closed|open(?: to (?:anyone|everyone|all))?|public)$/d,
  /^(?:haz|hacer|pon(?:er)?|vuelve|cambia(?:r)?|deja(?:r)?) (.+?) (?:a |en |como )?(solo con aprobacion|con aprobacion|bajo solicitud|privado|cerrado|abierto(?: a todos)?|publico)$/d,
  /^(?:rends|rendre|mets|mettre|passe(?:r)?) (.+?) (?:en )?(sur validation|sur demande|sur invitation|prive|ferme|ouvert(?: a tous)?|public)$/d,
];
/** What else is made private or public: a profile, a trip, posts, the location. */
const NOT_A_GROUP_THING =
  /\b(?:profile|perfil|profil|trip|viaje|voyage|posts?|publicaciones|location|ubicacion|position|account|cuenta|compte|rig|listing)\b/;

/** "make Boondockers NZ approval only", "haz el grupo X privado", "rends le groupe X ouvert". */
const groupPolicy: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  for (const re of POLICY) {
    const hit = re.exec(c);
    if (!hit) continue;
    const raw = hit[1]!;
    if (NOT_A_GROUP_THING.test(raw)) return null;
    // "make it approval only" after a group the reply was about.
    const it = /^(?:it|that|this group|lo|la|le|el grupo|le groupe)$/.test(raw) ? subjectOf(ctx, 'group') : null;
    const group = groupName(part(s, hit, 1).replace(/^(?:my|mi|mon)\s+/i, ''));
    const named = /\b(?:group|grupo|groupe)\b/.test(raw);
    if (!it && (group.length < 2 || (!named && !/^\p{Lu}/u.test(group)))) return null;
    const policy = hit[2]!.replace(/-/g, ' ');
    const join_policy =
      REQUEST_ONLY.test(policy) || /only$/.test(policy) ? 'request' : OPEN.test(policy) ? 'open' : null;
    if (!join_policy) return null;
    if (it) return tool({ name: 'update_group', args: { id: it.id, join_policy } }, 0.95);
    return tool({ name: 'update_group', args: { group, join_policy } }, named ? 0.96 : 0.93);
  }
  return null;
};

const DELETE_GROUP =
  /^(?:delete|remove|close down|shut down|disband|get rid of|borra(?:r)?|elimina(?:r)?|cierra(?:r)?|disuelve|supprime(?:r)?|efface(?:r)?|dissous|dissoudre) ((?:the |my |our |el |mi |nuestro |le |mon |notre )?(?:group|grupo|groupe)\b.+|.+ group)$/d;

/** "delete the group Boondockers NZ", "borra el grupo X", "supprime le groupe X". */
const deleteGroup: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  const hit = DELETE_GROUP.exec(c);
  if (!hit) return null;
  const group = groupName(part(s, hit, 1).replace(/^(?:my|our|mi|nuestro|mon|notre)\s+/i, ''));
  if (group.length < 2 || /^(?:chat|message|conversation)/i.test(group)) return null;
  return tool({ name: 'delete_group', args: { group } }, 0.96);
};

export const socialGroupManageMatchers: IntentMatcher[] = [
  allGroupRequests,
  oneGroupRequest,
  joinRequest,
  groupPolicy,
  deleteGroup,
];
