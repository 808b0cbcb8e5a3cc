import type { PamToolArgs } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import type { IntentMatcher } from './prepared-message.ts';
import { core, cut, nameAt, said, subjectOf } from './social-words.ts';
import { tool } from './travel-words.ts';

/** Messages to friends and reading them, in English, Spanish and French. */

/** Verbs that say "message" whatever follows (the name, then the words). */
const TO_NAME =
  /^(?:tell|let|(?:a )?(?:message|note|msg|text) (?:to|for)|message|msg|dm|pm|text|write to|send (?:a )?(?:message|msg|text|dm|note|line|quick note) to|drop (?:a )?(?:line|note|message) to|shoot (?:a )?(?:message|text) to|reply to|respond to|write back to|answer|ask|ping|dile a|decirle a|di a|digale a|(?:envia|enviar|manda|mandar)(?:le)? (?:un )?(?:mensaje|msj|whatsapp|texto|mensajito|sms) a|(?:envia|enviale|manda|mandale) a|(?:escribe|escribir|escribele|responde|responder|contesta|contestar|avisa|avisar|pregunta|preguntar)(?:le)? a|mensaje (?:a|para)|dis a|dire a|dites a|(?:ecris|ecrire|ecrivez|envoie|envoyer|envoyez|reponds|repondre|repondez|demande|demander)(?: un (?:message|mot|texto|sms|petit mot))? a|previens|prevenir|message (?:a|pour)|send) /;
/** Verbs that need a capitalised name to be a message (they mean other things too). */
const LOOSE = /^(?:ask|answer|ping|text|send|let|demande|demander|pregunta|preguntar) /;
/** "tell her …", "dile que …", "dis-lui que …", "reply: …": the person the conversation is about. */
const TO_SUBJECT =
  /^(?:tell (?:him|her|them)|let (?:him|her|them) know|message (?:him|her|them)|text (?:him|her|them)|reply(?: to (?:him|her|them|it))?|respond(?: to (?:him|her|them))?|write back|answer (?:him|her|them)|dile|escribele|respondele|contestale|mandale un mensaje|enviale un mensaje|responde|contesta|dis-lui|dis lui|ecris-lui|ecris lui|reponds-lui|reponds lui|reponds|envoie-lui un message)(?=[\s:,]|$)/;
const AFTER_NAME =
  /^(?: (?:a|an) (?:quick |short |little )?(?:message|text|note|dm|line)| un (?:mensaje|message|mot|petit mot)| know)?(?:\s*[:,\-–—]\s*|\s+(?:saying that|that|saying|to say that|to say|and say|diciendo que|diciendole que|diciendo|que diga|que dice|qui dit|que|qu'|de que|disant que|disant|pour dire que|pour lui dire que)\s*|\s+|$)/;
const NOT_A_MESSAGE =
  /\b(?:friend requests?|solicitud(?:es)? de amistad|demandes? d'ami(?:tie)?|the (?:trip|route|plan|itinerary)|my (?:trip|route|location|position)|el viaje|la ruta|le voyage|l'itineraire|ma position|mi ubicacion)\b/;

const FRIEND_WORD =
  /^(?:my (?:friend|buddy|pal|mate) |mi (?:amig[oa]|compa|colega) |mon (?:amie?|pote|copain) |ma (?:copine|pote) )/;

function subjectTarget(ctx: EngineContext): Partial<PamToolArgs<'send_message'>> | null {
  const conversation = subjectOf(ctx, 'conversation');
  if (conversation) return { conversation_id: conversation.id };
  const user = subjectOf(ctx, 'user');
  if (user) return { user_id: user.id };
  return null;
}

const sendMessage: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  if (NOT_A_MESSAGE.test(c)) return null;
  const toSubject = TO_SUBJECT.exec(c);
  const target = toSubject && !/^ a /.test(c.slice(toSubject[0].length)) ? subjectTarget(ctx) : null;
  if (toSubject && target) {
    const body = cut(s, toSubject[0].length).replace(/^(?:que|qu'|that)\s+/i, '');
    return tool({ name: 'send_message', args: { ...target, ...(body ? { body } : {}) } }, 0.85);
  }
  const head = TO_NAME.exec(c);
  if (!head) return null;
  // "tell my friend Sam …", "dile a mi amiga Lucía …", "écris à mon ami Paul …".
  const friendWord = FRIEND_WORD.exec(c.slice(head[0].length));
  const n = nameAt(s, head[0].length + (friendWord ? friendWord[0].length : 0));
  if (!n) return null;
  // "answer Maria's request" names her request, not a message to her.
  if (/'s$/.test(c.slice(n.end - 2, n.end)) || c[n.end] === "'") return null;
  const capital = /^\p{Lu}/u.test(n.name);
  if (LOOSE.test(head[0]) && !capital) return null;
  if (head[0] === 'send ' && !/^ (?:a|an) (?:quick |short |little )?(?:message|text|note|dm|line)/.test(c.slice(n.end)))
    return null;
  const after = AFTER_NAME.exec(c.slice(n.end));
  const bodyStart = n.end + (after ? after[0].length : 0);
  const body = cut(s, bodyStart);
  if (/^(?:ask|demande|demander|pregunta|preguntar) /.test(head[0]) && !body) return null;
  const args: PamToolArgs<'send_message'> = { to: n.name, ...(body ? { body } : {}) };
  // Words after "that" / "que" / ":" are the message, whatever places they name ("the campground is full").
  const separated = after !== null && /[:,\-–—]|\b(?:that|saying|say|que|qu'|diciendo|disant)\b/.test(after[0]);
  return tool({ name: 'send_message', args }, capital ? (separated ? 0.93 : 0.86) : 0.7);
};

/** The text for a message Pam asked for ("What should I tell Sam?"): the whole next message. */
const messageText: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'send_message' || previous.args.body) return null;
  const body = cut(said(m), 0);
  if (!body) return null;
  return tool({ name: 'send_message', args: { ...previous.args, body } }, 0.6);
};

const READ =
  /\b(?:(?:any|new|unread|check|read|show|open|see|view|my|latest|recent|last|got|get|have) (?:(?:new|unread|my|the|latest|recent|last|any) )*(?:messages?|dms?|texts?|chats?|conversations?|inbox)|inbox|(?:tengo|hay|algun|algunos|nuevos|lee|leer|leeme|revisa|revisar|muestra|muestrame|ver|mis|ultimos|abre) (?:(?:mensajes?|nuevos|nuevo|algun|mis|los|ultimos|sin leer) )*mensajes?|mensajes? (?:nuevos?|sin leer)|(?:j'ai|ai-je|avez|des|mes|lis|lire|montre|montre-moi|voir|nouveaux|derniers|ouvre) (?:(?:des|de|nouveaux|mes|les|derniers|non lus) )*messages?|messages? (?:non lus|recus)|^(?:messages?|mensajes?|dms?|texts?) (?:from|de|del|d'|with|con|avec)|did (?:anyone|anybody|someone) (?:write|message|text)|(?:anyone|anybody|someone) (?:wrote|messaged|texted) me|me escribio alguien|alguien me (?:escribio|ha escrito)|me ha escrito alguien|quelqu'un m'a (?:ecrit|envoye)|on m'a ecrit)\b/;
const FROM_NAME = /\b(?:from|with|de|con|avec)\s+(?=[\p{L}])/u;
const SAID =
  /^(?:what did|what has|what's|whats|did|has|que (?:me )?(?:dijo|ha dicho|escribio|ha escrito|contesto|respondio|mando)|qu'a (?:dit|ecrit|repondu)|qu'est-ce que|est-ce que) /;

const readMessages: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const args: PamToolArgs<'read_messages'> = {};
  const saidBy = SAID.exec(c);
  if (saidBy) {
    const n = nameAt(s, saidBy[0].length);
    const rest = n ? c.slice(n.end) : '';
    if (
      n &&
      (/^ (?:say|said|write|wrote|send|sent|reply|replied|answer|answered|text|texted|message|write back)\b/.test(
        rest,
      ) ||
        /^(?:que|qu'|que me)/.test(saidBy[0]) ||
        /^ (?:a dit|m'a (?:ecrit|repondu|dit|envoye)|a repondu|a ecrit)/.test(rest))
    ) {
      return tool({ name: 'read_messages', args: { from: n.name } }, 0.85);
    }
  }
  if (!READ.test(c)) return null;
  if (/^(?:send|tell|write|envia|manda|escribe|envoie|ecris)\b/.test(c)) return null;
  const from = FROM_NAME.exec(c);
  const possessive = /(?:^|\s)([\p{L}][\p{L}.-]*)'s (?:messages?|texts?|chat|dms?)/u.exec(c);
  const at = possessive
    ? possessive.index + (possessive[0].startsWith(' ') ? 1 : 0)
    : from
      ? from.index + from[0].length
      : -1;
  if (at >= 0) {
    const n = nameAt(s, at);
    if (n) args.from = n.name;
  }
  // Above the refusal of "Sam's messages" (0.97): the user's own conversation with a friend is theirs to read.
  return tool({ name: 'read_messages', args }, possessive ? 0.98 : 0.82);
};

/** "a group chat", "un chat de grupo", "une conversation de groupe": Messages, never a community group. */
const GROUP_CHAT =
  '(?:group (?:chat|conversation|message|thread|dm|text)|group ?chat|(?:chat|conversacion|hilo) (?:de|en) grupo|(?:chat|conversacion) grupal|grupo de chat|(?:conversation|discussion|chat) de groupe|groupe de discussion)';
const START_CHAT = new RegExp(
  `^(?:start|create|make|open|set up|begin|new|crea(?:r)?|inicia(?:r)?|empieza|abre|haz|nuevo|nueva|cree(?:r)?|commence(?:r)?|ouvre|lance(?:r)?|demarre(?:r)?|nouvelle|nouveau)(?: (?:a|an|new|un|una|nuevo|une|un nouveau|une nouvelle))? ${GROUP_CHAT} (?:with|con|avec) `,
);
const JOINER = /^(?:\s*,\s*(?:and |y |e |et )?|\s+(?:and|y|e|et|&)\s+)/;
const CALLED =
  /^\s*,?\s*(?:called|named|titled|llamad[oa]|que se llame|titulad[oa]|con el (?:nombre|titulo)|appelee?s?|nommee?s?|intitulee?s?|qui s'appelle)\s+(?=\S)/;

/** "start a group chat with Sam and Alex called Moab crew", "crea un chat de grupo con Sam y Alex", "crée une conversation de groupe avec Sam et Alex". */
const startGroupChat: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const head = START_CHAT.exec(c);
  if (!head) return null;
  const names: string[] = [];
  let at = head[0].length;
  for (;;) {
    const n = nameAt(s, at);
    if (!n) break;
    names.push(n.name);
    at = n.end;
    const next = JOINER.exec(c.slice(at));
    if (!next) break;
    at += next[0].length;
  }
  if (names.length < 2) return null;
  const called = CALLED.exec(c.slice(at));
  const title = called ? cut(s, at + called[0].length).replace(/[.!]+$/, '') : '';
  if (!called && c.slice(at).replace(/[\s.!]+/g, '') !== '') return null;
  return tool({ name: 'start_group_chat', args: { with: names, ...(title ? { title } : {}) } }, 0.97);
};

/** Words that open a group chat's title: "the", "el grupo", "le groupe", "the group chat". */
const GROUP_LEAD =
  /^(?:(?:the|our|my|el|al|nuestro|le|la|les|au|aux|notre) )?(?:(?:group(?: chat| conversation)?|grupo|chat(?: de grupo)?|groupe|conversation(?: de groupe)?|discussion) )?/;
const TO_GROUP = new RegExp(
  '^(?:message to|message|write to|write|send (?:a )?(?:message|msg|text) to|text|tell|msg|post in|escribe(?:le)? (?:a|al|en)|escribir (?:a|al|en)|envia(?:le)? un mensaje (?:a|al)|manda(?:le)? un mensaje (?:a|al)|di(?:le)? (?:a|al)|ecris(?:-leur)? (?:a|au|aux|dans)|ecrire (?:a|au|aux|dans)|envoie(?:r)? un message (?:a|au|aux)|dis (?:a|au|aux)) ([^:]{2,60}?)(?:\\s*[:—–]\\s*(?=\\S)|[.!]?$)',
  'd',
);
const SENTENCE_WORD = /\b(?:that|to|for|para|pour|about|we|i|you|que|sobre|nosotros|yo|qu'|sur|nous|je|vous|if|si)\b/;

/**
 * "message the Moab crew: we're at site 12", "escribe al grupo Moab crew: …", "écris à Moab crew : …": a title of
 * several words before the colon (a single name is the friend's, read by sendMessage).
 */
const sendToGroup: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const head = TO_GROUP.exec(c);
  if (!head) return null;
  const segment = head[1]!;
  const lead = GROUP_LEAD.exec(segment)![0];
  const words = segment.slice(lead.length).trim().split(/\s+/);
  const worded = head[0].length < c.length;
  // Without the words ("message the Moab crew"), only a title said as one: Pam then asks what to say.
  if (!lead && (!worded || words.length < 2 || words.length > 4 || SENTENCE_WORD.test(segment))) return null;
  if (!/^[\p{L}0-9]/u.test(segment.slice(lead.length)) || words.length > 6) return null;
  const from = head.indices![1]![0] + lead.length;
  const to = cut(s, from, head.indices![1]![1]);
  const body = cut(s, head[0].length);
  if (!to || (worded && !body)) return null;
  // "tell the truth" is no chat: without words, the title is capitalised or called a group.
  if (!worded && !/^\p{Lu}/u.test(to) && !/\b(?:group|grupo|groupe|chat|conversation|discussion)\b/.test(lead))
    return null;
  return tool({ name: 'send_message', args: { to, ...(body ? { body } : {}) } }, 0.96);
};

const READ_GROUP = new RegExp(
  '^(?:what did|what has|what have) ([^?]{2,60}?) (?:say|said|write|wrote|text|texted|message|messaged)$|' +
    '^(?:read|show|open|check|see)(?: me)? ([^?]{2,60}?) (?:chat|conversation|group chat)$|' +
    '^que (?:dijo|dijeron|ha dicho|han dicho|escribio|escribieron) (?:en )?([^?]{2,60}?)$|' +
    '^(?:lee|leeme|muestrame|abre|revisa) (?:el chat|la conversacion|los mensajes)(?: de grupo)? (?:de |del )?([^?]{2,60}?)$|' +
    "^qu'(?:a|ont|est-ce qu'a|est-ce qu'ont) (?:dit|ecrit|raconte) ([^?]{2,60}?)$|" +
    '^(?:lis|montre(?:-moi)?|ouvre|affiche) (?:la conversation|la discussion|les messages)(?: de groupe)? (?:de |du |des )?([^?]{2,60}?)$',
  'd',
);
const NOT_A_TITLE =
  /^(?:i|you|we|yo|je|tu|nous|vous|he|she|they|my|mi|mes|group|grupo|groupe|latest|new|unread|recent|last|all|nuevos|ultimos|derniers|nouveaux)\b/;

/** "what did the Moab crew say?", "¿qué dijo el grupo Moab crew?", "qu'a dit Moab crew ?": a group chat named by title. */
const readGroup: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s).replace(/[\s?!.]+$/, '');
  const hit = READ_GROUP.exec(c);
  if (!hit) return null;
  const i = hit.findIndex((g, k) => k > 0 && g !== undefined);
  const segment = hit[i]!;
  const lead = GROUP_LEAD.exec(segment)![0];
  const rest = segment.slice(lead.length).trim();
  if (!lead && !/^(?:que|qu'|what did|what has|what have)/.test(c)) return null;
  if (NOT_A_TITLE.test(rest) || rest.split(/\s+/).length > 5) return null;
  const from = hit.indices![i]![0] + lead.length;
  const name = cut(s, from, from + rest.length);
  return name ? tool({ name: 'read_messages', args: { from: name } }, 0.9) : null;
};

export const socialMessageMatchers: IntentMatcher[] = [
  startGroupChat,
  sendToGroup,
  readGroup,
  sendMessage,
  messageText,
  readMessages,
];
