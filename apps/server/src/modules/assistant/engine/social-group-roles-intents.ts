import type { PamToolArgs } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import type { IntentMatcher } from './prepared-message.ts';
import { groupName } from './social-group-intents.ts';
import { core, cut, nameAt, said, subjectOf, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';

/**
 * Running a group, in English, Spanish and French: who is in it and with what role, making a member a moderator (or
 * not), handing the group over, hiding a post from it or putting it back, the groups the user runs, who they blocked.
 */

const GROUP_WORD = /\b(?:groups?|grupos?|groupes?)\b/;
/** "it", "that group", "lo", "ce groupe": the group the conversation is about. */
const IT = /^(?:it|that|this|that group|this group|lo|la|el|ese grupo|este grupo|le|ce groupe|celui-ci)$/;
/** Lists and places that are not groups: friends, a chat, a trip, a photo. */
const NOT_A_GROUP =
  /\b(?:friends?|amigos?|amis?|chat|conversation|conversacion|trip|viaje|voyage|photo|foto|picture|cart|carrito|panier|list|lista|liste|area|zona|zone|campground|camping|town|city|ciudad|ville|park|parque|parc)\b/;

/** The group named from `from` in `core` (up to `to`), or the one the conversation is about; null when none. */
export function groupAt(
  s: Said,
  ctx: EngineContext,
  from: number,
  to?: number,
): { group?: string; id?: string } | null {
  const raw = core(s)
    .slice(from, to)
    .replace(/[?.!]+$/, '')
    .trim();
  if (IT.test(raw)) {
    const g = subjectOf(ctx, 'group');
    return g ? { id: g.id } : null;
  }
  // The user's words keep their slips: "the Boondockers grup" names Boondockers.
  const group = groupName(cut(s, from, to).replace(/\b(?:grup|gruop|gorup|grupe)\b/gi, ' '));
  if (group.length < 2 || NOT_A_GROUP.test(raw.replace(GROUP_WORD, ''))) return null;
  if (!GROUP_WORD.test(raw) && !/^\p{Lu}/u.test(group)) return null;
  return { group };
}

const MEMBERS: RegExp[] = [
  /^(?:who(?:'s| is| are)(?: all)? (?:in|on|part of|a member of)|who belongs to|(?:who are |what are )?(?:the )?members (?:of|in)|(?:list|show(?: me)?|see|tell me)(?: all)? (?:the |who the )?members (?:of|in|are in)|who (?:moderates|runs|owns|manages|admins)|who are the (?:moderators|mods|admins|owners?) (?:of|in))(?: the| my)? /,
  /^(?:quien(?:es)? (?:esta|estan|hay|forma parte|forman parte|es miembro|son miembros) (?:en|de)(?:l)?|quienes son (?:los )?(?:miembros|moderadores|integrantes) (?:de(?:l)?|en)|(?:lista(?:me)?|muestra(?:me)?|ver|dime) (?:los |quienes son los )?(?:miembros|integrantes) (?:de(?:l)?|en)|(?:los )?miembros (?:de(?:l)?|en)|quien (?:modera|administra|lleva)(?: el| al)?)(?: el| mi)? /,
  /^(?:qui (?:est|sont|fait partie|font partie) (?:dans|de|du|membres? de|membres? du)|qui sont les (?:membres|moderateurs) (?:de|du|des)|(?:liste|montre(?:-moi)?|affiche|donne-moi|dis-moi) (?:les membres|qui sont les membres) (?:de|du|des)|(?:les )?membres (?:de|du|des)|qui (?:modere|gere|administre))(?: le| mon)? /,
];

/** "who is in the Boondockers group?", "¿quiénes están en el grupo X?", "qui est dans le groupe X ?" */
const groupMembers: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  for (const re of MEMBERS) {
    const head = re.exec(c);
    if (!head) continue;
    const where = groupAt(s, ctx, head[0].length);
    if (!where) return null;
    const named = GROUP_WORD.test(c) || where.id !== undefined || /\bmembers?|miembros|membres\b/.test(c);
    return tool({ name: 'list_group_members', args: where }, named ? 0.95 : 0.91);
  }
  return null;
};

const MOD = '(?:moderator|moderater|mod|moderador|moderadora|moderateur|moderatrice)';
const IN_GROUP = '(?: (?:of|in|for|on|from|de|del|en|dans|du|des|pour)(?: the| el| le| la)? (.+))?';
/** After the verb and the person: the role given or taken, and where. `d` indices: the group is the last group. */
const ROLE_TAILS: Array<[RegExp, RegExp, 'moderator' | 'member' | 'owner']> = [
  [
    /^(?:make|set|appoint|name|promote|haz|hacer|nombra(?:r)?|pon(?:er)?|asciende|nomme(?:r)?|promeus|passe(?:r)?|mets) (?:a |de )?/,
    new RegExp(`^(?: (?:to|as|como|de|comme|en))? (?:a |an |the |un |une |le |la )?(?:co-?)?${MOD}s?${IN_GROUP}$`, 'd'),
    'moderator',
  ],
  [/^(?:fais|faire) de /, new RegExp(`^ (?:un |une |le |la )?${MOD}${IN_GROUP}$`, 'd'), 'moderator'],
  [
    /^(?:remove|take away|revoke|strip|drop|quita(?:r)?|quitale|retira(?:r)?|retirale|saca(?:r)?|retire(?:r)?|enleve(?:r)?) (?:a )?/,
    new RegExp(
      `^(?:'s)?(?: (?:as|from|de|como))?(?: (?:a|the|el|le))? (?:(?:rol|cargo|papel|role|statut) de )?${MOD}s?(?: (?:role|rights|status|privileges))?${IN_GROUP}$`,
      'd',
    ),
    'member',
  ],
  [
    /^(?:retire(?:r)?|enleve(?:r)?) (?:a )?/,
    new RegExp(`^ (?:le (?:role|statut) de ${MOD}|des ${MOD}s|de la moderation)${IN_GROUP}$`, 'd'),
    'member',
  ],
  [
    /^(?:demote|retrograde(?:r)?) /,
    new RegExp(`^(?: (?:to|au rang de|en) (?:a |simple )?(?:member|membre))?${IN_GROUP}$`, 'd'),
    'member',
  ],
  [
    /^(?:make|haz|hacer|nombra(?:r)?|nomme(?:r)?) (?:a )?/,
    /^ (?:the |el |le |la )?(?:new |nuevo |nouveau )?(?:owner|dueno|duena|propietari[oa]|proprietaire) (?:of|de|del|du|des)(?: the| el| le| la)? (.+)$/d,
    'owner',
  ],
  [
    /^(?:fais|faire) de /,
    /^ (?:le |la )?(?:nouveau |nouvelle )?proprietaire (?:de|du|des)(?: la| le)? (.+)$/d,
    'owner',
  ],
];

/** "make Sam a moderator of Boondockers", "quita a Sam de moderador", "nomme Sam modérateur", "make Sam the owner of X". */
const groupRole: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  for (const [verb, tail, role] of ROLE_TAILS) {
    const head = verb.exec(c);
    if (!head) continue;
    const who = nameAt(s, head[0].length);
    if (!who || !/^\p{Lu}/u.test(who.name)) continue;
    const hit = tail.exec(c.slice(who.end));
    if (!hit) continue;
    const at = hit.indices?.[hit.length - 1];
    const where = at ? groupAt(s, ctx, who.end + at[0], who.end + at[1]) : {};
    if (!where) return null;
    if (role === 'owner') return tool({ name: 'transfer_group', args: { ...where, member: who.name } }, 0.96);
    const args: PamToolArgs<'set_group_role'> = { ...where, member: who.name, role };
    return tool({ name: 'set_group_role', args }, 0.97);
  }
  return null;
};

/** "hand Boondockers over to Sam", "cede el grupo X a Juan", "cède le groupe X à Paul": the group, then the person. */
const HAND_OVER =
  /^(?:hand over|hand|transfer|pass|give|sign over|cede(?:r)?|cedele|transfiere|transferir|pasa(?:le)?|dale|traspasa(?:r)?|transfere(?:r)?|donne(?:r)?|passe(?:r)?) (?:(?:the )?ownership of |la propiedad de(?:l)? |la propriete d(?:e |u |es |')|the |el |le |la |my |mi |mon |ma )?/;
const TO_PERSON = / (?:over )?(?:to|a) (?=\p{L})/gu;

const handOver: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  const head = HAND_OVER.exec(c);
  if (!head) return null;
  const to = [...c.slice(head[0].length).matchAll(TO_PERSON)].at(-1);
  if (!to) return null;
  const from = head[0].length + to.index + to[0].length;
  const who = nameAt(s, from);
  if (!who || !/^\p{Lu}/u.test(who.name) || c.slice(who.end).trim() !== '') return null;
  const end = head[0].length + to.index;
  const span = c.slice(head[0].length, end).replace(/ over$/, '');
  // "give the map to Sam", "pasa el mensaje a Juan": a group named as such, or ownership, or handing over.
  const sure = GROUP_WORD.test(span) || /\b(?:ownership|propiedad|propriete)\b|^(?:hand|cede|cedele|transf)/.test(c);
  if (!sure || m.money.length) return null;
  const where = groupAt(s, ctx, head[0].length, head[0].length + span.length);
  if (!where) return null;
  return tool({ name: 'transfer_group', args: { ...where, member: who.name } }, 0.96);
};

const HIDE =
  /^(?:(hide|remove|take down|pull|delete|oculta(?:r)?|esconde(?:r)?|quita(?:r)?|retira(?:r)?|borra(?:r)?|masque(?:r)?|cache(?:r)?|retire(?:r)?|enleve(?:r)?|supprime(?:r)?)|(restore|unhide|put back|put(?= .+ back (?:in|on|into) )|bring back|show again|restaura(?:r)?|recupera(?:r)?|vuelve a mostrar|muestra de nuevo|retablis|retablir|reaffiche(?:r)?|restaure(?:r)?|remets))\b /;
const POST_NOUN = '(?:post|publicacion|publication|mensaje|message|entrada)';
/** The post: "Sam's post", "the latest post", "the post by Sam", "la publicación de Juan", "la dernière publication". */
const THE_POST = new RegExp(
  `^(?:(?:the|that|this|la|el|esa|esta|le|la|cette|ce) )?(?:(?:latest|last|newest|most recent|ultima|ultimo|derniere|dernier) )?${POST_NOUN}`,
);
const BY = / (?:by|of|de|d')\s?(?=\S)/y;
const POST_IN =
  / (?:back )?(?:from|in|on|of|out of|en|del|de|dans|du|de la)(?: the| el| le| la)?(?: (?:group|grupo|groupe))? (?=\S)/;
const BECAUSE = / (?:because|porque|parce que|parce qu')\s*/;

/** "remove Sam's post from Boondockers", "oculta la publicación de Juan en X", "rétablis la publication de Paul dans X". */
const moderatePost: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  const verb = HIDE.exec(c);
  if (!verb) return null;
  let k = verb[0].length;
  let author: string | undefined;
  const possessive = nameAt(s, k);
  if (possessive && /['’]s$/.test(c.slice(0, possessive.end)) && /^\p{Lu}/u.test(possessive.name)) {
    author = possessive.name;
    k = possessive.end + 1;
  }
  const post = THE_POST.exec(c.slice(k));
  if (!post || (author && !/^(?:(?:latest|last|newest) )?post\b/.test(c.slice(k)))) return null;
  k += post[0].length;
  BY.lastIndex = k;
  const by = author ? null : BY.exec(c);
  const n = by ? nameAt(s, k + by[0].length) : null;
  // "la publicación de Juan en X": the author, then the group; "the latest post of Boondockers": the group.
  if (n && /^\p{Lu}/u.test(n.name) && POST_IN.exec(c.slice(n.end))?.index === 0) {
    author = n.name;
    k = n.end;
  }
  const into = POST_IN.exec(c.slice(k));
  if (!into || into.index !== 0) return null;
  const from = k + into[0].length;
  const because = BECAUSE.exec(c.slice(from));
  const where = groupAt(s, ctx, from, because ? from + because.index : undefined);
  if (!where) return null;
  const args: PamToolArgs<'moderate_group_post'> = { ...where, action: verb[1] ? 'hide' : 'restore' };
  if (author) args.author = author;
  const reason = because && verb[1] ? cut(s, from + because.index + because[0].length) : '';
  if (reason) args.reason = reason[0]!.toUpperCase() + reason.slice(1);
  return tool({ name: 'moderate_group_post', args }, 0.96);
};

const GROUPS_I_RUN: RegExp[] = [
  /^(?:what|which) groups? (?:do|did) i (own|run|manage|moderate|admin(?:ister)?)\b/,
  /^(?:(?:list|show(?: me)?|tell me) )?(?:the |my )?groups? (?:that )?i (own|run|manage|moderate|admin(?:ister)?)\b/,
  /^(?:que|cuales) grupos (administro|modero|gestiono|llevo|son mios|tengo a mi cargo)\b/,
  /^de (?:que|cuales) grupos soy (dueno|duena|propietari[oa]|moderador|moderadora|administrador|administradora)\b/,
  /^(?:(?:muestra(?:me)?|lista(?:me)?|dime) )?(?:los |mis )?grupos (?:que (administro|modero|gestiono)|de los que soy (dueno|duena|propietari[oa]|moderador|administrador))\b/,
  /^quels groupes (?:est-ce que )?(?:je (gere|modere|possede|administre)|j'(administre))\b/,
  /^(?:de quels groupes|les groupes dont) (?:je suis|suis-je) (proprietaire|moderateur|moderatrice|administrateur)\b/,
  /^(?:(?:montre(?:-moi)?|liste|affiche) )?(?:les |mes )?groupes (?:que je (gere|modere|possede|administre)|dont je suis (proprietaire|moderateur|administrateur))\b/,
];
const OWNING = /^(?:own|dueno|duena|propietari[oa]|son mios|possede|proprietaire)$/;

/** "which groups do I own?", "¿qué grupos administro?", "quels groupes je gère ?" */
const groupsIRun: IntentMatcher = (m) => {
  const c = core(said(m));
  for (const re of GROUPS_I_RUN) {
    const hit = re.exec(c);
    if (!hit) continue;
    const word = hit.slice(1).find(Boolean) ?? '';
    const args: PamToolArgs<'list_my_groups'> = { role: OWNING.test(word) ? 'owner' : 'moderator' };
    return tool({ name: 'list_my_groups', args }, 0.95);
  }
  return null;
};

const BLOCKED: RegExp[] = [
  /^(?:who (?:have|did) i (?:block|blocked)|who(?:'s| is| are| have i| i've| i have) (?:blocked|been blocked)|(?:who|whom) i(?:'ve| have)? blocked)\b/,
  /^(?:(?:show|list|see|check)(?: me)? )?(?:my |the )?(?:blocked (?:users|people|travell?ers|accounts|list|contacts)|block ?list|list of (?:blocked|people i blocked)|blocks)$/,
  /^(?:a quien(?:es)? (?:he|tengo) bloquead[oa]s?|a quien(?:es)? bloquee|quien(?:es)? (?:esta|estan) bloquead[oa]s?)\b/,
  /^(?:(?:muestra(?:me)?|lista(?:me)?|ver|ensename) )?(?:mis |los |la lista de )?(?:(?:usuarios|personas|viajeros|contactos) )?bloquead[oa]s$/,
  /^(?:(?:muestra(?:me)?|ver) )?(?:mi )?lista de (?:bloqueados|bloqueos)$/,
  /^(?:qui (?:ai-je|j'ai|est-ce que j'ai|ai je) bloque|qui (?:est|sont) bloque(?:e)?s?)\b/,
  /^(?:(?:montre(?:-moi)?|liste|affiche|voir) )?(?:mes |les |la liste des )?(?:(?:personnes|utilisateurs|voyageurs|contacts) )?bloque(?:e)?s$/,
  /^(?:(?:montre(?:-moi)?|affiche|voir) )?(?:ma )?liste (?:des )?(?:personnes )?bloquee?s$/,
];

/** "who have I blocked?", "¿a quién he bloqueado?", "qui ai-je bloqué ?" */
const blockedList: IntentMatcher = (m) => {
  const c = core(said(m))
    .replace(/[?.!]+$/, '')
    .trim();
  if (!BLOCKED.some((re) => re.test(c))) return null;
  return tool({ name: 'list_blocked', args: {} }, 0.95);
};

export const socialGroupRoleMatchers: IntentMatcher[] = [
  groupMembers,
  groupRole,
  handOver,
  moderatePost,
  groupsIRun,
  blockedList,
];
