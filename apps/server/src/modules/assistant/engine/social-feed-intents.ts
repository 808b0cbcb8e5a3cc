import type { EngineContext } from '../assistant.types.ts';
import type { IntentMatcher } from './prepared-message.ts';
import { core, cut, isReference, nameAt, said, subjectOf, type Said } from './social-words.ts';
import { attached, attachedPost, FEED_WORD, postText } from './social-feed-post-intents.ts';
import { tool } from './travel-words.ts';

/** Posting to the feed, commenting on a post and liking one, in English, Spanish and French. */

/** "post: …", "post to the feed that …", "publica en el muro: …", "publie sur le fil : …". */
/** Who a post is for, said after the verb: "with everyone", "to my friends only", "para mis amigos", "pour mes amis". */
const AUDIENCE =
  '(?:(?:with|to|for) (?:everyone|everybody|all|the community|all my friends|my friends(?: only)?|friends(?: only)?)|(?:con|para|a) (?:todos|todo el mundo|la comunidad|mis amigos)(?: solamente| nada mas)?|solo (?:para|a) (?:mis )?amigos|(?:avec|pour|a) (?:tout le monde|tous|la communaute|mes amis)(?: seulement| uniquement)?)';
const FRIENDS_ONLY =
  /\b(?:only (?:to|for|with) (?:my )?friends|(?:to|for|with) (?:all )?my friends|friends only|(?:solo |solamente )?(?:para|a|con) mis amigos|seulement (?:pour|a|avec) mes amis|(?:pour|a|avec) mes amis)\b/;
const POST_VERB =
  '(?:post|publish|share|put|write|make a post|make a new post|new post|create a post|status update|update my status|publica(?:r|lo)?|postea(?:r)?|comparte|compartir|pon|poner|escribe|escribir|haz una publicacion|nueva publicacion|publie(?:r)?|poste(?:r)?|partage(?:r)?|mets|mettre|ecris|ecrire|fais une publication|nouvelle publication|nouveau post|fais un post)';
const POST = new RegExp(
  `^${POST_VERB}(?: (?:this|that|something|a new post|a post|a new status|a status update|a status|a new update|an update|a message|un mensaje|algo|esto|ceci|ca|un message|quelque chose))?` +
    `(?: (?:on|to|in|en|sur|dans|a) (?:${FEED_WORD}))?` +
    `(?: ${AUDIENCE})?(?: (?:on|to|in|en|sur|dans|a) (?:${FEED_WORD}))?` +
    `(?:\\s*[:\\-–—]\\s*|\\s+(?:saying|that says|that|que diga|diciendo|que dice|que|disant|qui dit)\\s+|\\s+(?=["“«])|\\s+)`,
);
const FEED_NAMED = new RegExp(`(?:on|to|in|en|sur|dans|a) (?:${FEED_WORD})\\b`);
/** Words after "post" that are not a post: the post office, mail, a question about posts. */
const NOT_A_POST =
  /^(?:post ?office|post(?:ed)? (?:a|my|the)? ?(?:letter|package|parcel|card)|share (?:my|the|this|that) (?:location|position|trip|route)|share (?:it|that|this) with|put (?:it|that|this) (?:in|on|into) (?!(?:the |my |our )?(?:feed|wall|timeline))|pon (?:el|la|mi) |mets (?:le|la|mon|ma) |write (?:down|it)|escribe (?:a|le)\b|ecris (?:a|lui)\b|publish (?:my|the) trip|comparte (?:mi|la) (?:ubicacion|posicion|ruta|viaje)|partage(?:r)? (?:ma|la) (?:position|localisation|route)|partage(?:r)? (?:le|mon) (?:voyage|trajet))/;

/**
 * "post to Boondockers: …", "post in the Boondockers group: …", "publica en el grupo X: …", "publie dans le groupe X : …":
 * the group is named between the place word and a colon (or quotes); "share", "write" need the word "group".
 */
const GROUP_WORD = '(?:group|grupo|groupe)';
const GROUP_POST = new RegExp(
  `^(?:${POST_VERB})(?: (?:this|that|something|a post|a message|un mensaje|algo|esto|ceci|ca|un message|quelque chose))?` +
    ` (on|to|in|into|en|sur|dans|a|au)(?: (?:the|my|our|el|mi|nuestro|le|mon|notre))?` +
    `(?: (${GROUP_WORD})(?: de| del| des| du)?)? ([^:"“«]{2,60}?)(?: (${GROUP_WORD}))?(?:\\s*[:\\-–—]\\s*|\\s+(?=["“«]))`,
  'd',
);
const PLAIN_POST_VERB = /^(?:post|publish|publica(?:r|lo)?|postea(?:r)?|publie(?:r)?|poste(?:r)?)\b/;

function groupPost(s: Said, c: string) {
  const head = GROUP_POST.exec(c);
  if (!head) return null;
  const [, , before, name, after] = head;
  const at = head.indices![3]!;
  if (!before && !after && !PLAIN_POST_VERB.test(c)) return null;
  const where = c.slice(head.indices![1]![0], at[1]);
  if (new RegExp(`^(?:${FEED_WORD}|${GROUP_WORD})$`).test(name!) || new RegExp(`^${AUDIENCE}$`).test(where))
    return null;
  const body = cut(s, head[0].length);
  const group = cut(s, at[0], at[1]);
  if (!body || !group) return null;
  return tool({ name: 'create_post', args: attached(s, c, head[0].length, { body, group }) }, 0.996);
}

const createPost: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  if (NOT_A_POST.test(c)) return null;
  const inGroup = groupPost(s, c);
  if (inGroup) return inGroup;
  const head = POST.exec(c);
  if (!head) return null;
  const strong =
    /[:\-–—"“«]/.test(head[0]) ||
    FEED_NAMED.test(head[0]) ||
    /^["“«]/.test(c.slice(head[0].length)) ||
    /\bpost\b|publish|publica|publie|postea|poste|status|update/.test(head[0]);
  // "share", "put", "write" only post when the feed is named or the words follow a colon.
  if (!strong) return null;
  // 'post "Made it!" on my feed': the quoted words, with where they go after them.
  const after = c.slice(head[0].length);
  // Single quotes too ("post 'made it!' on the feed"), the last one closing, as words may hold an apostrophe.
  const quoted = /^\s*["“«]([^"”»]+)["”»]\s*(.*)$/.exec(after) ?? /^\s*['‘](.+)['’](?:\s+(.*))?$/.exec(after);
  const trailing = quoted ? (quoted[2] ?? '').replace(/[.!]+$/, '').trim() : '';
  const where = new RegExp(`^(?:(?:on|to|in|en|sur|dans|a) (?:${FEED_WORD})|${AUDIENCE})`);
  const at = quoted ? head[0].length + after.indexOf(quoted[1]!) : -1;
  const body =
    quoted && (trailing === '' || where.test(trailing)) ? cut(s, at, at + quoted[1]!.length) : cut(s, head[0].length);
  if (!body || body.length < 2) return null;
  const args = attached(s, c, head[0].length, { body });
  if (FRIENDS_ONLY.test(head[0]) || FRIENDS_ONLY.test(trailing)) args.visibility = 'friends';
  const explicit =
    /[:"“«]/.test(head[0]) ||
    /^["“«'‘]/.test(after) ||
    FEED_NAMED.test(head[0]) ||
    // 'post I'm in Moab, what a view': the verb that only posts opens the words.
    (PLAIN_POST_VERB.test(c) && !/\b(?:my|mi|mon|ma) (?:location|position|ubicacion|posicion)\b/.test(after)) ||
    /\b(?:saying|that says|que diga|diciendo|disant|qui dit)\b/.test(head[0]);
  // Above the refusal of "everyone" (0.99): "hello everyone!" is the user's own post, not another user's data.
  return tool({ name: 'create_post', args }, explicit ? 0.995 : 0.8);
};

/** "comment on Sam's last post: congrats!", "comenta en la publicación de Juan: ¡genial!", "commente le post de Marie : bravo". */
const COMMENT_VERB =
  /^(?:comment(?: on| under)?|leave a comment(?: on| under)?|add a comment(?: to| on)?|write a comment(?: on)?|reply to|respond to|answer|comenta(?:r)?(?: en)?|deja(?:r)? un comentario(?: en)?|escribe un comentario(?: en)?|responde(?:r)? a|contesta(?:r)? a|commente(?:r)?|laisse(?:r)? un commentaire(?: sur| sous)?|ecris un commentaire(?: sur)?|reponds(?: a| au)?|repondre(?: a| au)?)\b/;
const POST_NOUN =
  /\b(?:post|posts|update|photo|status|publicacion|publicaciones|entrada|foto|publication|message|statut)\b/;
const SEPARATOR = /\s*[:\-–—]\s*|\s+(?:saying|that says|with|diciendo|que diga|con|disant|avec)\s+(?=\S)|\s+(?=["“«])/;

/** The user's own post: "my own post", "my last post", "mi última publicación", "ma dernière publication". */
const MY_POST =
  /^(?:(?:on|to|en|a|sur|sous) )?(?:(?:my|mi|mon|ma) (?:(?:own|last|latest|most recent|recent|newest|propia|ultima|ultimo|mas reciente|propre|dernier|derniere|plus recent|plus recente) )*(?:post|update|photo|status|publicacion|entrada|foto|publication|statut)|(?:la |el )?(?:ultima |ultimo )?(?:publicacion|post|entrada) (?:mia|mio)|(?:mon|ma) (?:post|publication) (?:a moi|le plus recent))(?: (?:propia|propre))?\b/;

/** Who wrote the post the words name: "Sam's", "by Sam", "de Juan", "de Marie"; `it` for the conversation's post. */
function postTarget(s: Said, from: number, to: number): { author?: string; it?: boolean; mine?: boolean } | null {
  const c = core(s).slice(from, to).trim();
  if (MY_POST.test(c)) return { mine: true };
  if (isReference(c) || /^(?:it|that|this|eso|esto|ca|cela)\b/.test(c)) return { it: true };
  const offset = core(s).indexOf(c, from);
  const possessive = /(?:^|\s)([\p{L}][\p{L}.-]*(?: [\p{L}][\p{L}.-]*)?)'s\b/u.exec(c);
  if (possessive) {
    const n = nameAt(s, offset + possessive.index + (possessive[0].startsWith(' ') ? 1 : 0));
    if (n) return { author: n.name };
  }
  const by = /\b(?:by|from|of|de|del)\s+(?=[\p{L}])|\bd'\s*(?=[\p{L}])/u.exec(c);
  if (by) {
    const n = nameAt(s, offset + by.index + by[0].length);
    if (n && !POST_NOUN.test(n.name.toLowerCase())) return { author: n.name };
  }
  if (POST_NOUN.test(c) || c === '') return {};
  return null;
}

/**
 * "reply to Sam's comment on my sunset post: thanks!", "responde al comentario de Sam en mi publicación del atardecer:
 * ¡gracias!", "réponds au commentaire de Sam sur ma publication du coucher de soleil : merci !".
 */
const REPLY_COMMENT = new RegExp(
  '^(?:reply to|respond to|answer|responde(?:r)?(?: a| al)?|contesta(?:r)?(?: a| al)?|reponds(?: a| au)?|repondre(?: a| au)?)' +
    " (?:(?:the |a )?comment (?:by|from|of) (?=\\S)|(?=[\\p{L}][\\p{L}.-]*(?: [\\p{L}][\\p{L}.-]*)?'s (?:last |latest )?comment\\b)|(?:el |un )?comentario (?:de |del )(?=\\S)|(?:le |un )?commentaire (?:de |d')(?=\\S))",
  'u',
);
const POST_FILLER = new Set(
  (
    'my mi ma mon mes the el la le les a an of post posts update photo picture pic status publicacion entrada foto ' +
    'publication statut message last latest recent newest ultima ultimo reciente derniere dernier about sobre sur ' +
    'de del du des d on en'
  ).split(' '),
);

/** The post a reply's comment is on: the user's own (with words of it), by its author, or the conversation's. */
function replyPost(s: Said, from: number, to: number) {
  const c = core(s).slice(from, to).trim();
  if (c === '') return {};
  if (/^(?:my|mi|ma|mon)\b|\b(?:mia|mio|a moi)\b/.test(c)) {
    const words = c.split(/\s+/);
    while (words.length && POST_FILLER.has(words[0]!)) words.shift();
    while (words.length && POST_FILLER.has(words.at(-1)!)) words.pop();
    const about = words.filter((w) => !['post', 'publicacion', 'publication', 'mia', 'mio'].includes(w)).join(' ');
    return about ? { mine: true, about } : { mine: true };
  }
  return postTarget(s, from, to);
}

function replyToComment(s: Said, c: string, ctx: EngineContext) {
  const head = REPLY_COMMENT.exec(c);
  if (!head) return null;
  const who = nameAt(s, head[0].length);
  if (!who) return null;
  const rest = c.slice(who.end).replace(/^'s/, '');
  const sep = SEPARATOR.exec(rest);
  if (!sep) return null;
  const between = rest.slice(0, sep.index);
  const on = /^\s*(?:(?:last |latest )?comment\s*)?(?:(?:on|under|in|en|sur|sous|de|del|du)\s+)?/.exec(between)![0];
  const from = who.end + (c.length - who.end - rest.length) + on.length;
  const target = replyPost(s, from, from + between.length - on.length);
  const body = cut(s, who.end + (c.length - who.end - rest.length) + sep.index + sep[0].length);
  if (!target || !body) return null;
  const post = postArgs(ctx, target);
  return post && tool({ name: 'comment_post', args: { body, reply_to: who.name, ...post } }, 0.93);
}

const commentPost: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  const answer = replyToComment(s, c, ctx);
  if (answer) return answer;
  const verb = COMMENT_VERB.exec(c);
  if (!verb) return null;
  const rest = c.slice(verb[0].length);
  // 'comment "beautiful shot!" on Maria's photo'
  const quoted = /^\s*["“«]([^"”»]+)["”»]\s+(?:on|under|to|en|sur|sous|a|au)\s+/.exec(rest);
  if (quoted) {
    const at = verb[0].length + rest.indexOf(quoted[1]!);
    return commentCall(
      ctx,
      postTarget(s, verb[0].length + quoted[0].length, c.length),
      cut(s, at, at + quoted[1]!.length),
    );
  }
  const sep = SEPARATOR.exec(rest);
  let target: ReturnType<typeof postTarget>;
  let body: string;
  if (sep) {
    target = postTarget(s, verb[0].length, verb[0].length + sep.index);
    body = cut(s, verb[0].length + sep.index + sep[0].length);
  } else {
    // "comment congrats on Sam's post": the words, then where they go.
    const where = /\s+(?:on|under|en|sur|sous)\s+(?=\S*(?:'s|\s)|la|le|el|it)/.exec(rest);
    if (!where) return null;
    target = postTarget(s, verb[0].length + where.index + where[0].length, c.length);
    body = cut(s, verb[0].length, verb[0].length + where.index);
  }
  // "reply to Sam: …" is a message, unless a post is named.
  const reply = /^(?:reply|respond|answer|responde|contesta|reponds|repondre)/.test(verb[0]);
  if (reply && target && !target.it && !POST_NOUN.test(rest.slice(0, sep?.index ?? rest.length))) return null;
  return commentCall(ctx, target, body);
};

type PostArgs = { author?: string; mine?: boolean; post_id?: string; about?: string };

/** The post a comment or a like is for, as the tools take it: by its author, the user's own, or the conversation's. */
function postArgs(
  ctx: EngineContext,
  target: { author?: string; it?: boolean; mine?: boolean; about?: string },
): PostArgs | null {
  const args: PostArgs = {};
  if (target.about) args.about = target.about;
  if (target.author) args.author = target.author;
  if (target.mine) args.mine = true;
  if (target.it) {
    const post = subjectOf(ctx, 'post');
    if (!post) return null;
    args.post_id = post.id;
  }
  return args;
}

function commentCall(ctx: EngineContext, target: ReturnType<typeof postTarget>, body: string) {
  if (!target || !body) return null;
  const post = postArgs(ctx, target);
  return post && tool({ name: 'comment_post', args: { body, ...post } }, 0.9);
}

/**
 * "like Maria's latest post", "like it", "like my last post", "dale me gusta a la publicación de Juan", "me gusta mi
 * última publicación", "aime le dernier post de Marie", "j'aime mon dernier post".
 */
const LIKE =
  /^(?:(un)?like|heart|upvote|thumbs up(?: on| to)?|give (?:a )?(?:like|thumbs up|heart) to|(un)?like the|remove (?:my|the) like (?:from|on)|da(?:le)? (?:un )?(?:me gusta|like|corazon) a|dale (?:un )?(?:me gusta|like)|me gusta|pon(?:le)? (?:un )?(?:me gusta|like) a|quita(?:r)? (?:el|mi) (?:me gusta|like) (?:de|a)|like a|aime(?:r)?|j'aime|mets? (?:un )?(?:j'aime|like|coeur) (?:a|au|sur)|like(?:r)?|(?:retire|enleve)(?:r)? (?:mon|le) (?:j'aime|like) (?:de|du|sur|a|au)|(?:je )?n'aime plus)\b/;

const likePost: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  const give = /^give (.+?) an? (?:like|heart|thumbs up)\b/.exec(c);
  if (give) {
    const target = postTarget(s, 5, 5 + give[1]!.length);
    if (target && (target.author || target.it)) return likeCall(ctx, target, false);
  }
  const verb = LIKE.exec(c);
  if (!verb) return null;
  const rest = c.slice(verb[0].length).replace(/[.!?]+$/, '');
  // "like", "dale me gusta" alone: the post the conversation is about.
  const bare = rest.trim() === '' && !/^(?:me gusta|j'aime|aime|aimer)$/.test(verb[0]);
  const target = bare ? { it: true } : postTarget(s, verb[0].length, verb[0].length + rest.length);
  if (!target) return null;
  // "I like" / "me gusta" / "j'aime" alone in a sentence are opinions: a post, a reference or an author must follow.
  if (!target.it && !target.author && !target.mine && !POST_NOUN.test(rest)) return null;
  if (/^(?:me gusta|j'aime|aime)\b/.test(verb[0]) && !POST_NOUN.test(rest) && !target.it) return null;
  const unlike =
    /^(?:unlike|remove|quita|retire|enleve|(?:je )?n'aime plus)/.test(verb[0]) || verb[1] === 'un' || verb[2] === 'un';
  return likeCall(ctx, target, unlike);
};

function likeCall(ctx: EngineContext, target: { author?: string; it?: boolean; mine?: boolean }, unlike: boolean) {
  const post = postArgs(ctx, target);
  return post && tool({ name: 'like_post', args: { ...(unlike ? { unlike: true } : {}), ...post } }, 0.9);
}

const FEED_READ =
  /^(?:(?:show|read|check|open|see|view)(?: me)? (?:my |the )?(?:feed|wall|timeline|news ?feed|latest posts|new posts|recent posts|posts)|what(?:'s| is) (?:new )?(?:on|in) (?:my |the )?(?:feed|wall|timeline)|what(?:'s| is) new (?:on|in) (?:my |the )?(?:feed|wall|timeline|community)|any new posts|(?:latest|recent|new) posts|(?:muestrame|ensename|ver|lee|abre|revisa) (?:el |mi )?(?:muro|feed|ultimas publicaciones|publicaciones)|que hay (?:de nuevo )?en (?:el |mi )?(?:muro|feed)|(?:hay )?(?:nuevas|ultimas) publicaciones|(?:montre(?:-moi)?|affiche|lis|ouvre|voir) (?:le |mon )?(?:fil|mur|feed|dernieres publications|derniers posts)|quoi de neuf (?:dans|sur) (?:le |mon )?(?:fil|mur|feed)|(?:des )?(?:nouvelles|dernieres) publications|(?:des )?nouveaux posts)\b/;
const POSTED_BY =
  /^(?:what did|what has|has|did) (.+?) (?:post|posted|share|shared)\b|^(?:(?:show|read|see)(?: me)? )?(?:the )?(?:latest |recent |last )?posts (?:by|from|of) |^(?:que (?:ha )?publico|que publico) |^(?:(?:muestrame|ver) )?(?:las )?(?:ultimas )?publicaciones de |^qu'a (?:publie|poste) |^(?:(?:montre(?:-moi)?|voir) )?(?:les )?(?:derniers posts|dernieres publications|publications|posts) de /;

/** "what's new on the feed?", "¿qué hay en el muro?", "quoi de neuf dans le fil ?", "what did Sam post?". */
const readFeed: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const by = POSTED_BY.exec(c);
  if (by) {
    const at = by[1] !== undefined ? c.indexOf(by[1], 0) : by[0].length;
    const n = nameAt(s, at);
    if (n && !/^(?:i|you|we|yo|je|tu)$/i.test(n.name))
      return tool({ name: 'read_feed', args: { author: n.name } }, 0.88);
  }
  if (!FEED_READ.test(c)) return null;
  return tool({ name: 'read_feed', args: {} }, 0.86);
};

export const socialFeedMatchers: IntentMatcher[] = [
  attachedPost,
  postText,
  createPost,
  commentPost,
  likePost,
  readFeed,
];
