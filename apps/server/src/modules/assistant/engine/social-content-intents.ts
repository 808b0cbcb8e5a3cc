import type { PamToolArgs, PamToolCall } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import type { IntentMatcher } from './prepared-message.ts';
import { core, cut, nameAt, said, subjectOf, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';
import { socialNoticeMatchers } from './social-notice-intents.ts';

/**
 * What the user wrote and what reaches them, in English, Spanish and French: edit or delete their own post, delete
 * their comment, comment on a hustle idea or read its comments, read the bell and clear it, report a post, a
 * comment, a person, a listing or a hustle with one of the report dialog's reasons.
 */

/** The user's words of capture group `i` of a match on `core` (made with the `d` flag). */
const part = (s: Said, m: RegExpExecArray, i: number) => {
  const at = m.indices?.[i];
  return at ? cut(s, at[0], at[1]) : '';
};

const ARTICLES =
  /^(?:(?:the|a|an|my|this|that|el|la|los|las|un|una|mi|este|esta|le|les|un|une|mon|ma|ce|cette)\s+|l['’]\s*)+/i;
const bare = (text: string) =>
  text
    .replace(/[?.!]+$/, '')
    .replace(ARTICLES, '')
    .trim();

const DELETE_VERB =
  '(?:delete|remove|erase|take down|borra(?:r)?|elimina(?:r)?|quita(?:r)?|supprime(?:r)?|efface(?:r)?|retire(?:r)?|enleve(?:r)?)';
const MY = '(?:my|mi|mon|ma)';
const LAST = '(?:last|latest|most recent|recent|previous|ultima|ultimo|mas reciente|dernier|derniere|plus recent)';
const POST_WORD = '(?:post|status|update|photo|publicacion|entrada|estado|publication|statut)';
/** "my last post", "mi última publicación", "ma dernière publication", "mon post le plus récent". */
const MY_POST = `${MY} (?:${LAST} )?${POST_WORD}(?: ${LAST})?`;
/** What a post is about: "about the sunset", "sobre el atardecer", "sur le coucher de soleil". */
const ABOUT =
  '(?:about|on|that says|saying|with|sobre|acerca de|que dice|de|del|sur|a propos de|au sujet de|qui dit|du)';

const HUSTLE = '(?:side hustle|hustle|side gig|gig|idea de trabajo|trabajo extra|trabajo|petit boulot|boulot)';
/** A hustle's title words as said: "the dog walking hustle" → "dog walking", "el trabajo de paseo de perros". */
const hustleName = (text: string) =>
  bare(text)
    .replace(
      new RegExp(`^(?:petit )?${HUSTLE}(?: idea)?\\s+(?:(?:about|on|for|de|del|sobre|du|de la|sur|d')\\s*)?`, 'i'),
      '',
    )
    .replace(new RegExp(`\\s+${HUSTLE}(?: idea)?$`, 'i'), '')
    .replace(ARTICLES, '')
    .trim();
const HAS_HUSTLE = new RegExp(`(?:^|\\s)${HUSTLE}(?:\\s|$)`);

const EDITS: RegExp[] = [
  new RegExp(
    `^(?:edit|change|update|rewrite|fix|correct|reword) (${MY_POST})(?: ${ABOUT} (.+?))?(?:\\s*[:\\-–—]\\s*|\\s+(?=["“«]))(.+)$`,
    'd',
  ),
  new RegExp(
    `^(?:edita(?:r)?|cambia(?:r)?|modifica(?:r)?|corrige|actualiza|reescribe) (${MY_POST})(?: ${ABOUT} (.+?))?(?:\\s*[:\\-–—]\\s*|\\s+(?=["“«]))(.+)$`,
    'd',
  ),
  new RegExp(
    `^(?:modifie(?:r)?|change(?:r)?|edite(?:r)?|corrige(?:r)?|reecris|mets a jour) (${MY_POST})(?: ${ABOUT} (.+?))?(?:\\s*[:\\-–—]\\s*|\\s+(?=["“«]))(.+)$`,
    'd',
  ),
  new RegExp(
    `^(?:edit|change|update|rewrite|fix|correct|reword|edita(?:r)?|cambia(?:r)?|modifica(?:r)?|corrige|modifie(?:r)?|change(?:r)?|reecris) (${MY_POST})(?: ${ABOUT} (.+?))? (?:to say|to read|so it says|so it reads|to|a|por|para que diga|en|par|pour dire) (.+)$`,
    'd',
  ),
];

/** "change my last post to …", "edit my post about the sunset: …", "cambia mi última publicación a …", "modifie mon dernier post : …". */
const editPost: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  for (const re of EDITS) {
    const hit = re.exec(c);
    if (!hit) continue;
    const body = part(s, hit, 3);
    if (!body) return null;
    const post = hit[2] ? bare(part(s, hit, 2)) : '';
    const args: PamToolArgs<'edit_post'> = { body, ...(post ? { post } : {}) };
    return tool({ name: 'edit_post', args }, 0.96);
  }
  return null;
};

const DELETE_POST = new RegExp(`^${DELETE_VERB} (${MY_POST})(?: ${ABOUT} (.+))?$`, 'd');

/** "delete my post about the sunset", "borra mi última publicación", "supprime ma publication sur le coucher de soleil". */
const deletePost: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  const hit = DELETE_POST.exec(c);
  if (!hit) return null;
  const post = hit[2] ? bare(part(s, hit, 2)) : '';
  if (post && HAS_HUSTLE.test(post.toLowerCase())) return null;
  return tool({ name: 'delete_post', args: post ? { post } : {} }, 0.96);
};

const COMMENT_WORD = '(?:comment|comentario|commentaire)';
const DELETE_COMMENT = new RegExp(
  `^${DELETE_VERB} ${MY} (?:${LAST} )?${COMMENT_WORD}(?: ${LAST})?(?: (?:on|under|to|en|a|sur|sous|de|du|in|dans)(?: the| la| el| le)? (.+))?$`,
  'd',
);

/** Where a comment is: "Sam's post", "the post by Sam", "la publicación de Juan", "le post de Marie", "my post". */
function whereTheCommentIs(s: Said, from: number, text: string): PamToolArgs<'delete_comment'> | null {
  if (new RegExp(`^(?:${MY}|mi|mon|ma) (?:own |propia |propre )?${POST_WORD}`).test(text)) return { mine: true };
  const c = core(s);
  const possessive = /^([\p{L}][\p{L}.-]*(?: [\p{L}][\p{L}.-]*)?)'s\b/u.exec(text);
  if (possessive) {
    const n = nameAt(s, from);
    return n ? { author: n.name } : null;
  }
  const by = new RegExp(`^(?:the |la |el |le )?${POST_WORD}s? (?:by|from|of|de|del|d')\\s*`).exec(text);
  if (by) {
    const n = nameAt(s, from + by[0].length);
    return n && /^\p{Lu}/u.test(n.name) ? { author: n.name } : null;
  }
  const about = new RegExp(`^(?:the |la |el |le )?${POST_WORD} ${ABOUT} (.+)$`).exec(text);
  if (about) return { post: bare(cut(s, from + text.length - about[1]!.length, c.length)) };
  return null;
}

/** "delete my comment on Sam's post", "borra mi comentario en la publicación de Juan", "supprime mon commentaire sur le petit boulot …". */
const deleteComment: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s).replace(/[.!]+$/, '');
  const hit = DELETE_COMMENT.exec(c);
  if (!hit) return null;
  if (!hit[1]) return tool({ name: 'delete_comment', args: {} }, 0.97);
  const text = hit[1];
  if (HAS_HUSTLE.test(text)) {
    const hustle = hustleName(part(s, hit, 1));
    return hustle.length < 2 ? null : tool({ name: 'delete_comment', args: { hustle } }, 0.97);
  }
  const args = whereTheCommentIs(s, hit.indices![1]![0], text);
  return args && tool({ name: 'delete_comment', args }, 0.97);
};

const COMMENT_VERB =
  '(?:comment(?: on| under)?|leave a comment(?: on| under)?|add a comment(?: to| on)?|comenta(?:r)?(?: en| sobre)?|deja(?:r)? un comentario(?: en)?|commente(?:r)?|laisse(?:r)? un commentaire(?: sur| sous)?)';
const COMMENT_HUSTLE = new RegExp(`^${COMMENT_VERB} (.+?)\\s*[:\\-–—]\\s*(.+)$`, 'd');

/** "comment on the dog walking hustle: …", "comenta en el trabajo de paseo de perros: …", "commente le petit boulot de … : …". */
const commentHustle: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const hit = COMMENT_HUSTLE.exec(c);
  if (!hit || !HAS_HUSTLE.test(` ${hit[1]} `)) return null;
  const hustle = hustleName(part(s, hit, 1));
  const body = part(s, hit, 2);
  if (hustle.length < 2 || !body) return null;
  return tool({ name: 'comment_hustle', args: { hustle, body } }, 0.95);
};

const READ_COMMENTS = new RegExp(
  `^(?:(?:show|read|see|check|open|get|what are)(?: me)? (?:the |all the )?(?:comments|replies) (?:on|under|for|about|of|to)|what (?:are people|did people|do people) (?:saying|said|say) (?:about|on)|any comments on|(?:muestra(?:me)?|ensename|lee|leeme|ver|revisa|que dicen) (?:los )?comentarios (?:del|de la|de|en el|en la|en|sobre el|sobre)|que comentarios tiene|(?:montre(?:-moi)?|lis|affiche|voir|quels sont) (?:les )?commentaires (?:du|de la|de|sur le|sur la|sur|sous le|sous)|que disent les gens (?:du|de la|sur le|sur)) (.+)$`,
  'd',
);

/** "show the comments on the dog walking hustle", "muestra los comentarios del trabajo de …", "lis les commentaires du petit boulot de …". */
const readHustleComments: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s).replace(/[?.!]+$/, '');
  const hit = READ_COMMENTS.exec(c);
  if (!hit || !HAS_HUSTLE.test(` ${hit[1]} `)) return null;
  const hustle = hustleName(part(s, hit, 1));
  return hustle.length < 2 ? null : tool({ name: 'read_hustle_comments', args: { hustle } }, 0.95);
};

const NOTIFICATIONS =
  /^(?:what(?:'s| is) new|whats new|what did i miss|anything new|any news|(?:do i have |have i got |are there )?(?:any )?(?:new |unread )?notifications|(?:show|read|check|open|see|get)(?: me)? (?:my |the )?(?:new |unread |latest )?notifications|what(?:'s| is) in my notifications|(?:que hay de nuevo|que hay de nuevo para mi|alguna novedad|hay novedades|que me perdi)|(?:tengo |hay )?(?:alguna |algunas )?(?:nuevas )?notificaci(?:on|ones)(?: nuevas| sin leer)?|(?:muestrame|ensename|lee|leeme|revisa|abre|ver) (?:mis |las )?(?:notificaciones|avisos)|quoi de neuf|du nouveau|(?:est-ce que )?(?:j'ai |il y a )?(?:des |de nouvelles |une )?notifications?(?: non lues)?|(?:montre(?:-moi)?|lis|affiche|ouvre|voir) (?:mes |les )?notifications)$/;

/** "what's new?", "any notifications?", "¿qué hay de nuevo?", "¿tengo notificaciones?", "quoi de neuf ?", "des notifications ?". */
const readNotifications: IntentMatcher = (m) => {
  const c = core(said(m))
    .replace(/[?.!¿¡]+/g, '')
    .replace(/\s+(?:pam|today|hoy|aujourd'hui)$/, '')
    .trim();
  return NOTIFICATIONS.test(c) ? tool({ name: 'read_notifications', args: {} }, 0.9) : null;
};

const MARK_READ =
  /^(?:mark (?:them|those|these|it|them all|all(?: of them)?|everything|all (?:my |the )?notifications|my notifications|the notifications)(?: all)? (?:as )?read|clear (?:my |the |all )?(?:my )?notifications|(?:marca(?:las|los)?|pon(?:las)?) (?:todas|todo|todas las notificaciones|mis notificaciones|las notificaciones)(?: como)? leidas?|marcalas (?:todas )?como leidas|marque(?:-les|-la|r)? (?:toutes |tout |toutes les notifications |mes notifications |les notifications )?comme lues?|marque tout (?:comme )?lu|efface (?:mes|les) notifications)$/;

/** "mark them all read", "márcalas todas como leídas", "marque-les toutes comme lues". */
const markNotificationsRead: IntentMatcher = (m) => {
  const c = core(said(m))
    .replace(/[.!]+$/, '')
    .trim();
  return MARK_READ.test(c) ? tool({ name: 'mark_notifications_read', args: {} }, 0.95) : null;
};

export const REPORT_REASON_WORDS: Array<[NonNullable<PamToolArgs<'report_content'>['reason']>, RegExp]> = [
  ['spam', /\b(?:spam|spammer|advertising|ads?|publicidad|publicite|pub)\b/],
  ['harassment', /\b(?:harass(?:ment|ing)?|bullying|bully|acoso|intimidacion|harcelement|harcele|intimidation)\b/],
  ['hate', /\b(?:hate(?: speech)?|hateful|racis[tm]|odio|racista|haine(?:ux)?|discours haineux|raciste)\b/],
  [
    'violence',
    /\b(?:violen(?:ce|t)|dangerous|threats?|threatening|violencia|violento|peligros[oa]|amenazas?|dangereux|menaces?)\b/,
  ],
  ['scam', /\b(?:scam(?:mer)?|fraud(?:ulent)?|estafa|estafador|fraude|timo|arnaque|arnaqueur|escroquerie)\b/],
  ['sexual', /\b(?:sexual|explicit|porn|nudity|sexual|explicito|porno|sexuel|explicite)\b/],
  [
    'misinformation',
    /\b(?:misinformation|fake news|false|fake|misleading|lies|desinformacion|bulo|falsa|falso|enganos[oa]|fausse|faux|trompeu(?:se|r)|desinformation)\b/,
  ],
];

const reasonIn = (text: string) => REPORT_REASON_WORDS.find(([, re]) => re.test(text))?.[0];

const REPORT_VERB = /^(?:report|flag|denuncia(?:r)?|reporta(?:r)?|signale(?:r)?|denonce(?:r)?)\s+/;
const REPORT_JOINER =
  /\s+(?:as|for|because(?: of)?|for being|por|como|porque|pour|comme|car)\s+(?:(?:an?|un|una|une|du|de la|being|it's|it is|es|ser|c'est|etre)\s+)*(?=\S)/g;
const LISTING_WORD = /(?:^|[\s'’])(?:listing|ad|anuncio|annonce)(?:\s|$)/;
const COMMENT_NOUN = /(?:^|\s)(?:comment|comentario|commentaire)(?:\s|$)/;
const POST_NOUN = new RegExp(`(?:^|\\s)${POST_WORD}(?:\\s|$)`);

type ReportArgs = PamToolArgs<'report_content'>;

/** Who wrote it ("Sam's", "by Sam", "de Juan", "de Marie") and what it is about ("about the generator"). */
function authorAndAbout(s: Said, from: number, text: string): { author?: string; about?: string } {
  const out: { author?: string; about?: string } = {};
  const possessive = /(?:^|\s)([\p{L}][\p{L}.-]*)'s\b/u.exec(text);
  const by = /\b(?:by|from|of|de|del|d')\s*(?=\p{L})/u.exec(text);
  const at = possessive
    ? possessive.index + (possessive[0].startsWith(' ') ? 1 : 0)
    : by
      ? by.index + by[0].length
      : -1;
  const n = at >= 0 ? nameAt(s, from + at) : null;
  if (n && /^\p{Lu}/u.test(n.name)) out.author = n.name;
  const about = /\b(?:about|saying|that says|sobre|que dice|sur|a propos de|qui dit)\s+(.+)$/.exec(text);
  if (about) out.about = bare(cut(s, from + about.index + about[0].length - about[1]!.length, from + text.length));
  return out;
}

function reportTarget(s: Said, ctx: EngineContext, from: number, text: string): ReportArgs | null {
  const it = /^(?:it|that|this|this one|that one|that post|this post|eso|esto|lo|la|le|ca|cela)$/.test(text);
  if (it) {
    const subject = subjectOf(ctx, 'post', 'listing', 'hustle', 'user');
    return subject ? { target: subject.kind as ReportArgs['target'], id: subject.id } : null;
  }
  const words = cut(s, from, from + text.length);
  if (HAS_HUSTLE.test(` ${text} `)) {
    const about = hustleName(words);
    return about.length < 2 ? null : { target: 'hustle', about };
  }
  if (LISTING_WORD.test(text)) {
    const about = bare(
      words
        .replace(/\s+(?:listing|ad)$/i, '')
        .replace(
          /^(?:the |el |l['’]|la )?(?:listing|ad|anuncio|annonce)\s+(?:(?:for|of|del|de la|des|du|de|d['’])\s*)?/i,
          '',
        ),
    );
    return about.length < 2 ? null : { target: 'listing', about };
  }
  const kind = COMMENT_NOUN.test(text) ? 'comment' : POST_NOUN.test(text) ? 'post' : null;
  if (kind) return { target: kind, ...authorAndAbout(s, from, text) };
  const person = nameAt(s, from + (/^a\s/.test(text) ? 2 : 0));
  if (
    !person ||
    !/^\p{Lu}/u.test(person.name) ||
    core(s)
      .slice(person.end, from + text.length)
      .trim()
  )
    return null;
  return { target: 'user', author: person.name };
}

/** "report Sam's post about the generator as spam", "denuncia a Sam por acoso", "signale l'annonce de l'auvent comme arnaque". */
const reportContent: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!?]+$/, '');
  const verb = REPORT_VERB.exec(c);
  if (!verb) return null;
  const rest = c.slice(verb[0].length);
  let end = rest.length;
  let reason: ReportArgs['reason'];
  for (const j of rest.matchAll(REPORT_JOINER)) {
    const r = reasonIn(rest.slice(j.index + j[0].length));
    if (r) {
      end = j.index;
      reason = r;
      break;
    }
  }
  const args = reportTarget(s, ctx, verb[0].length, rest.slice(0, end).trim());
  if (!args) return null;
  return tool({ name: 'report_content', args: { ...args, ...(reason ? { reason } : {}) } }, 0.95);
};

/** The answer to "Why are you reporting …?": "spam", "it's a scam", "acoso", "parce que c'est une arnaque". */
const reportReason: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'report_content' || previous.args.details) return null;
  const s = said(m);
  const c = core(s).replace(/[.!?]+$/, '');
  const because = /^(?:because|porque|parce que|parce qu'|car|it's|it is|es|c'est)\s*/.exec(c);
  const r = reasonIn(c);
  if (r && !previous.args.reason && (because || c.split(/\s+/).length <= 5)) {
    return tool({ name: 'report_content', args: { ...previous.args, reason: r } }, 0.9);
  }
  // "Something else": the user's words are the details.
  if (previous.args.reason === 'other' || (because && !previous.args.reason)) {
    const details = cut(s, because ? because[0].length : 0).slice(0, 500);
    if (details.length < 2) return null;
    return tool({ name: 'report_content', args: { ...previous.args, reason: 'other', details } }, 0.7);
  }
  return null;
};

const DELETE_IT =
  /^(?:(?:delete|remove|take down) (?:it|that|this(?: one)?|that post|this post)|(?:borra|elimina|quita)(?:lo|la)|(?:borra|elimina|quita) (?:eso|esto|esa publicacion)|(?:supprime|efface|retire)(?:-le|-la| le| la| ca| cela))$/;

/** "delete it" after a post the reply was about (one of the user's own, else the tool says it is not theirs). */
const deleteThePost: IntentMatcher = (m, ctx) => {
  const post = subjectOf(ctx, 'post');
  if (!post) return null;
  const c = core(said(m))
    .replace(/[.!]+$/, '')
    .trim();
  return DELETE_IT.test(c) ? tool({ name: 'delete_post', args: { id: post.id } }, 0.95) : null;
};

const ORDINAL: Array<[RegExp, number]> = [
  [/^(?:first|1st|primer[oa]?|premier|premiere)$/, 1],
  [/^(?:second|2nd|segund[oa]|deuxieme|seconde)$/, 2],
  [/^(?:third|3rd|tercer[oa]?|troisieme)$/, 3],
  [/^(?:fourth|4th|cuart[oa]|quatrieme)$/, 4],
  [/^(?:fifth|5th|quint[oa]|cinquieme)$/, 5],
];
const LISTED = new Set([
  'edit_post',
  'delete_post',
  'delete_comment',
  'comment_hustle',
  'read_hustle_comments',
  'report_content',
  'create_post',
]);

/**
 * "the second one", "el segundo", "la deuxième" after Pam asked which post, comment or hustle idea: the previous call
 * with that choice (when the words named no person, which the social "which one?" answer handles).
 */
const whichOne: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (!previous || !LISTED.has(previous.name)) return null;
  // A post asks which only of the trip or the people it attaches (its group is the social "which one?" answer's).
  if (previous.name === 'create_post' && !previous.args.trip && !previous.args.mention) return null;
  const c = core(said(m))
    .replace(/[.!]+$/, '')
    .replace(/^(?:the|el|la|le|number|numero)\s+/, '')
    .replace(/\s+(?:one|uno|una)$/, '')
    .trim();
  const n = ORDINAL.find(([re]) => re.test(c))?.[1];
  if (!n) return null;
  return tool({ ...previous, args: { ...previous.args, choice: n } } as PamToolCall, 0.74);
};

export const socialContentMatchers: IntentMatcher[] = [
  ...socialNoticeMatchers,
  whichOne,
  editPost,
  deletePost,
  deleteComment,
  commentHustle,
  readHustleComments,
  readNotifications,
  markNotificationsRead,
  reportContent,
  reportReason,
  deleteThePost,
];
