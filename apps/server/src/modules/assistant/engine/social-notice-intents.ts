import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { core, nameAt, said, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';

/** One notification of the bell marked read, named by what happened and who it came from, in English, Spanish, French. */

type Named = PamToolArgs<'mark_notifications_read'>;

const NOTICE = '(?:notifications?|notices?|alerts?|notificacion(?:es)?|avisos?|alertas?|alertes?)';
const READ_WORD = '(?:(?:as )?read|(?:como )?leidas?|(?:comme )?lues?)';
/**
 * "mark the notification about Sam's comment read", "mark Sam's comment notification as read", "marca como leída la
 * notificación del comentario de Sam", "marque la notification du commentaire de Sam comme lue".
 */
const MARK_ONE = new RegExp(
  `^(?:mark|set|marca(?:r)?|marque(?:r)?)(?: ${READ_WORD})? (?:the |that |this |la |esa |le |cette )?(?:(?:${NOTICE}) (?:about|of|from|for|on|de|del|sobre|du|des|sur|concernant|a propos de|d') ?(.+?)|(.+?) ${NOTICE})(?: ${READ_WORD})?$`,
);

const KINDS: Array<[NonNullable<Named['kind']>, RegExp]> = [
  ['friend_accepted', /\b(?:accepted|aceptad[oa]|acceptee?)\b/],
  ['friend_request', /\b(?:friend request|solicitud de amistad|demande d'ami(?:tie)?)\b/],
  ['group_request', /\b(?:join|joining|unirse|rejoindre)\b/],
  ['reply', /\b(?:repl(?:y|ied)|respuesta|respondio|reponse|repondu)\b/],
  ['comment', /\b(?:comment(?:ed|s)?|comentario|comento|commentaire|commente)\b/],
  ['mention', /\b(?:mention(?:ed)?|mencion|menciono|mentionne)\b/],
  ['message', /\b(?:message|mensaje|dm|text)\b/],
  ['trip_shared', /\b(?:shared trip|trip shared|viaje compartido|voyage partage)\b/],
  ['moderation', /\b(?:moderat\w*|moderacion|moderador)\b/],
  ['budget_alert', /\b(?:budget|presupuesto)\b/],
];

/** Who it came from: "Sam's comment", "from Sam", "de Sam", "by Sam". */
function fromWhom(s: Said, c: string, at: number, words: string): string | undefined {
  const possessive = /(?:^|\s)([\p{L}][\p{L}.-]*)'s\b/u.exec(words);
  if (possessive) return nameAt(s, at + possessive.index + (possessive[0].startsWith(' ') ? 1 : 0))?.name;
  const by = /\b(?:from|by|de|del|d')\s*(?=[\p{L}])/u.exec(words);
  if (!by) return undefined;
  const n = nameAt(s, at + by.index + by[0].length);
  return n && /^\p{Lu}/u.test(n.name) ? n.name : undefined;
}

const markOne: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  const hit = MARK_ONE.exec(c);
  if (!hit) return null;
  const words = hit[1] ?? hit[2]!;
  if (/^(?:all|them|every|todas|toutes|tout|mis|mes|my)\b/.test(words)) return null;
  const args: Named = {};
  const kind = KINDS.find(([, re]) => re.test(words));
  if (kind) args.kind = kind[0];
  const from = fromWhom(s, c, c.indexOf(words), words);
  if (from) args.from = from;
  const about = /\b(?:on|about|sobre|en|sur) (?:my|mi|ma|mon) (.+?) (?:post|publicacion|publication)\b/.exec(words);
  if (about) args.about = about[1]!;
  if (!args.kind && !args.from) return null;
  return tool({ name: 'mark_notifications_read', args }, 0.96);
};

export const socialNoticeMatchers: IntentMatcher[] = [markOne];
