import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { core, cut, nameAt, said } from './social-words.ts';
import { tool } from './travel-words.ts';

/** Groups in English, Spanish and French: find, join, leave; start one, rename or describe it, remove a member. */

const GROUP_WORD = /\b(?:groups?|grupos?|groupes?)\b/;

/** The group's name as said: without articles and the word "group" ("the Boondockers group" → "Boondockers"). */
export function groupName(text: string): string {
  return text
    .replace(/[?.!]+$/, '')
    .replace(/["“”«»]/g, ' ')
    .replace(/\b(?:group|grupo|groupe)\b(?:\s+(?:called|named|llamado|nommé|nomme|appelé|appele))?/gi, ' ')
    .replace(/\s+(?:on the app|en la app|dans l'appli)$/i, '')
    .replace(/^\s*(?:the|a|an|el|la|los|las|un|una|le|les|l'|une|du|des|de)\s+/i, '')
    .replace(/^\s*(?:the|el|la|le|les|l')\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const JOIN =
  /^(?:join|rejoin|become a member of|sign me up (?:for|to)|get me into|add me to|unete a(?:l)?|unirme a(?:l)?|unirse a(?:l)?|entra(?:r)? en|entrar al|meterme en|apuntame a(?:l)?|apuntarme a(?:l)?|hazme miembro de(?:l)?|rejoins|rejoindre|adhere a|adherer a|inscris-moi (?:a|au|dans)|inscris moi (?:a|au|dans)|ajoute-moi (?:a|au)|m'inscrire (?:a|au|dans)|entre dans|entrer dans|integre|integrer) /;
const LEAVE =
  /^(?:leave|quit|exit|get me out of|remove me from|unjoin|sal(?:ir)? de(?:l)?|salte de(?:l)?|salirme de(?:l)?|abandona(?:r)?|deja(?:r)?|sacame de(?:l)?|quitte(?:r)?|sors(?:-moi)? (?:de|du)|sortir (?:de|du)|retire-moi (?:de|du)|desinscris-moi (?:de|du)) /;

/** "join Sam for dinner", "join me", "rejoins-nous": someone to meet, not a group. */
const NOT_A_GROUP =
  /^(?:me|us|him|her|them|you|nos|nous|moi|lui|eux|les|los|las|nosotros)\b|\bfor (?:dinner|lunch|breakfast|coffee|drinks?|a drink|a walk|a hike)\b|\b(?:para|a) (?:cenar|comer|desayunar|un cafe)\b|\bpour (?:diner|dejeuner|un cafe|un verre)\b/;

/** 'that group', 'ese grupo', 'ce groupe', 'it': the group the conversation is about. */
const THAT_GROUP =
  /^(?:(?:that|this|the) (?:group|one)|it|(?:ese|esa|este|esta|el) grupo|ce groupe|le groupe|celui-ci|celui-la)[\s.!?]*$/;

const joinOrLeaveGroup: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  const leave = LEAVE.exec(c);
  const join = leave ? null : JOIN.exec(c);
  const head = leave ?? join;
  if (!head) return null;
  const rest = c.slice(head[0].length);
  // 'únete a ese grupo' after a search: the group found (the tool asks which one when several were listed).
  if (THAT_GROUP.test(rest.trim())) {
    const name = leave ? 'leave_group' : 'join_group';
    if (ctx.subject?.kind === 'group') return tool({ name, args: { id: ctx.subject.id } }, 0.95);
    const previous = ctx.previous;
    if (previous?.name === 'find_groups' && previous.args.query)
      return tool({ name, args: { group: previous.args.query } }, 0.95);
    return null;
  }
  const named = GROUP_WORD.test(rest);
  // "leave a comment": a group is named, or leaving names something capitalised the user belongs to.
  if (leave && !named) return null;
  const group = groupName(cut(s, head[0].length));
  if (!group || group.length < 2) return null;
  if (join && !named && NOT_A_GROUP.test(rest.trim())) return null;
  const name = leave ? 'leave_group' : 'join_group';
  // A group named as such beats a place of the same words ("Boondockers" is also free camping); "join Boondockers
  // Welcome" names a group too: the tool matches it against the groups the user can see.
  const capitalised = /^\p{Lu}/u.test(group);
  return tool({ name, args: { group } }, named ? 0.95 : capitalised ? 0.92 : 0.91);
};

const MY_GROUPS =
  /\b(?:my groups|groups (?:i'm|i am) in|groups i belong to|which groups am i|what groups am i|mis grupos|en que grupos estoy|a que grupos pertenezco|mes groupes|dans quels groupes (?:je suis|suis-je))\b/;
const FIND_GROUPS =
  /^(?:(?:find|search(?: for)?|look(?:ing)? for|show(?: me)?|list|recommend|suggest|are there(?: any)?|is there(?: an?| any)?|any|busca(?:r)?|buscame|hay(?: algun)?|muestrame|recomiendame|existe(?: algun)?|cherche(?:r)?|trouve(?:-moi)?|montre(?:-moi)?|y a-t-il(?: des| un)?|il y a(?: des| un)?|des|existe-t-il(?: des| un)?) (?:(?:a|an|some|any|un|una|unos|algun|des|un|une) )?(?:groupes?|grupos?|groups?)\b)(?:\s+(?:about|for|on|called|named|of|de|sobre|para|llamados?|sur|pour|nommes?|appeles?))?\s*/;

const WHICH_GROUPS =
  /^(?:what|which|quels?|quelles?|que|cuales?|qué) (?:groupes?|grupos?|groups?)\b(?:.*?\b(?:about|for|on|sur|de|sobre|para|pour)\s+|\s*)(?=\S)/;

const findGroups: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  if (MY_GROUPS.test(c)) return tool({ name: 'find_groups', args: { mine: true } }, 0.88);
  // "what groups could I join about fishing?", "quels groupes sur la pêche ?"
  const which = WHICH_GROUPS.exec(c);
  if (which) {
    const query = groupName(cut(s, which[0].length));
    return tool({ name: 'find_groups', args: query ? { query } : {} }, 0.9);
  }
  const head = FIND_GROUPS.exec(c);
  if (!head) return null;
  const query = groupName(cut(s, head[0].length));
  const args: PamToolArgs<'find_groups'> = query ? { query } : {};
  // "groups" said outright beats campgrounds of the same words ("busca grupos de boondocking").
  return tool({ name: 'find_groups', args }, 0.96);
};

const CREATE_GROUP =
  /^(?:(?:start|create|make|set up|open|found|begin|launch) (?:a |an |my |our )?(?:new )?(?:(private|public|open|closed) )?group(?: (?:called|named|for))?|(?:crea(?:r)?|haz|hacer|abre|abrir|funda(?:r)?|monta(?:r)?|arma(?:r)?|empieza|inicia(?:r)?) (?:un |mi )?(?:nuevo )?grupo(?: (privado|publico|abierto|cerrado))?(?: (?:llamado|que se llame|con el nombre(?: de)?|de nombre))?|(?:cree(?:r)?|fais|faire|ouvre|ouvrir|fonde(?:r)?|lance(?:r)?|monte(?:r)?|demarre(?:r)?) (?:un |mon )?(?:nouveau )?groupe(?: (prive|public|ouvert|ferme))?(?: (?:appele|nomme|qui s'appelle|intitule))?)(?=[\s:"“«]|$)/;
/** Where a description starts after the name: "…: for Kiwis who camp free", "… — …". */
const DESCRIPTION_AFTER = /\s*[:–—]\s+|\s+-\s+/;
const ON_REQUEST =
  /\b(?:private|closed|invite only|by request|approval only|on approval|privado|cerrado|con aprobacion|sobre invitacion|prive|ferme|sur demande|sur invitation|sur validation)\b/;

/** "start a group called Boondockers NZ", "crea un grupo llamado Boondockers NZ", "crée un groupe Boondockers NZ". */
const createGroup: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const head = CREATE_GROUP.exec(c);
  if (!head) return null;
  const rest = c.slice(head[0].length);
  const split = DESCRIPTION_AFTER.exec(rest.replace(/^\s*:\s*/, (x) => ' '.repeat(x.length)));
  const nameEnd = split ? head[0].length + split.index : c.length;
  const name = groupName(cut(s, head[0].length, nameEnd)).replace(/\s+\((?:private|privado|prive|privé)\)$/i, '');
  if (!name || name.length < 2) return null;
  const args: PamToolArgs<'create_group'> = { name };
  const description = split ? cut(s, nameEnd + split[0].length) : '';
  if (description) args.description = description;
  const policy = head[1] ?? head[2] ?? head[3];
  if ((policy && /^(?:private|closed|privado|cerrado|prive|ferme)$/.test(policy)) || ON_REQUEST.test(rest)) {
    args.join_policy = 'request';
  }
  return tool({ name: 'create_group', args }, 0.95);
};

/** The group at the start of a rename or describe: "the Boondockers group", "el grupo X", "le groupe X", or a name. */
const GROUP_LEAD = /^(?:(?:the|my|our|el|mi|nuestro|le|mon|notre) )?(?:group |grupo |groupe )?/;

const RENAME =
  /^(?:rename|retitle|change the name of|(?:renombra(?:r)?|cambia(?:r)? el nombre (?:del|de|de mi))|(?:renomme(?:r)?|change(?:r)? le nom (?:du|de|de mon)))\s+/;
const RENAME_TO = /\s+(?:to|as|a|por|como|en)\s+(?=\S)/g;

/** "rename Boondockers NZ to Kiwi Boondockers", "renombra el grupo X a Y", "renomme le groupe X en Y". */
const renameGroup: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const head = RENAME.exec(c);
  if (!head) return null;
  const lead = GROUP_LEAD.exec(c.slice(head[0].length))![0];
  const from = head[0].length + lead.length;
  // The last "to"/"en": "rename Road to Nowhere to Kiwis" keeps the first.
  const to = [...c.slice(from).matchAll(RENAME_TO)].at(-1);
  if (!to) return null;
  const group = groupName(cut(s, from, from + to.index));
  const newName = cut(s, from + to.index + to[0].length).replace(/[.!]+$/, '');
  if (!group || !newName) return null;
  const named = /\b(?:group|grupo|groupe)\b/.test(lead + c.slice(from, from + to.index));
  // Without the word "group", a name that is not one of the app's records ("rename my rig to …" is the rig's).
  if (!named && (!/^\p{Lu}/u.test(group) || /^(?:my|mi|mon|ma|the|la|le|el)\b/.test(lead))) return null;
  return tool({ name: 'update_group', args: { group, new_name: newName } }, named ? 0.93 : 0.91);
};

const DESCRIBE =
  /^(?:describe|set the description of|change the description of|update the description of|(?:cambia(?:r)? la descripcion (?:del|de)|pon(?:le)? (?:una |la )?descripcion (?:al|a))|(?:decris|change(?:r)? la description (?:du|de)|mets (?:une |la )?description (?:au|a)))\s+/;
const DESCRIBE_AS = /\s*:\s*|\s+(?:as|to|como|a|comme|en)\s+(?=\S)/;

/** "describe Boondockers NZ as free camping tips", "describe el grupo X: …", "décris le groupe X : …". */
const describeGroup: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const head = DESCRIBE.exec(c);
  if (!head) return null;
  const lead = GROUP_LEAD.exec(c.slice(head[0].length))![0];
  const from = head[0].length + lead.length;
  const as = DESCRIBE_AS.exec(c.slice(from));
  if (!as) return null;
  const group = groupName(cut(s, from, from + as.index));
  const description = cut(s, from + as.index + as[0].length);
  const named = /\b(?:group|grupo|groupe)\b/.test(lead + c.slice(from, from + as.index)) || head[0] !== 'describe ';
  if (!group || !description || !named) return null;
  return tool({ name: 'update_group', args: { group, description } }, 0.92);
};

const REMOVE_MEMBER =
  /^(?:remove|kick(?: out)?|ban|throw out|take|saca(?:r)?|quita(?:r)?|elimina(?:r)?|expulsa(?:r)?|echa(?:r)?|retire(?:r)?|exclus|exclure|vire(?:r)?|enleve(?:r)?|supprime(?:r)?)\s+(?:a\s+)?/;
const OUT_OF = /\s+(?:out of|from|off|del|de|du|des)\s+/g;
/** Lists that are not groups: friends, the cart, the trip, the budget. */
const NOT_A_GROUP_LIST =
  /^(?:(?:my |mi |mis |mes |mon |ma |the |el |la |le |les )?(?:friends?|amigos?|amis?|cart|carrito|panier|trip|viaje|voyage|budget|presupuesto|list|lista|liste|favorites|favoritos|favoris|storage|locker)\b)/;

/** "remove Sam from Boondockers NZ", "saca a Juan del grupo X", "retire Paul du groupe X". */
const removeGroupMember: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const head = REMOVE_MEMBER.exec(c);
  if (!head) return null;
  const who = nameAt(s, head[0].length);
  if (!who || !/^\p{Lu}/u.test(who.name)) return null;
  const out = [...c.slice(who.end).matchAll(OUT_OF)][0];
  if (!out || out.index !== 0) return null;
  const from = who.end + out[0].length;
  const target = c.slice(from);
  if (NOT_A_GROUP_LIST.test(target)) return null;
  const group = groupName(cut(s, from));
  if (!group) return null;
  const named = GROUP_WORD.test(target);
  if (!named && !/^\p{Lu}/u.test(group)) return null;
  return tool({ name: 'remove_group_member', args: { group, member: who.name } }, named ? 0.94 : 0.91);
};

export const socialGroupMatchers: IntentMatcher[] = [
  joinOrLeaveGroup,
  findGroups,
  createGroup,
  renameGroup,
  describeGroup,
  removeGroupMember,
];
