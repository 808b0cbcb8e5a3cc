import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { core, cut, isReference, nameAt, said, subjectOf, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';

/** Posting to the feed, commenting on a post and liking one, in English, Spanish and French. */

const FEED_WORD =
  "(?:(?:the|my|our) )?(?:feed|wall|timeline|social(?: feed)?|community(?: feed)?|news ?feed)|(?:el |mi )?(?:muro|feed|tablon|comunidad|red social|social)|(?:le |mon |la |ma )?(?:fil(?: d'actualite)?|mur|feed|communaute|reseau)";

/** "post: …", "post to the feed that …", "publica en el muro: …", "publie sur le fil : …". */
const POST_VERB =
  '(?:post|publish|share|put|write|make a post|make a new post|new post|create a post|status update|update my status|publica(?:r|lo)?|postea(?:r)?|comparte|compartir|pon|poner|escribe|escribir|haz una publicacion|nueva publicacion|publie(?:r)?|poste(?:r)?|partage(?:r)?|mets|mettre|ecris|ecrire|fais une publication|nouvelle publication|nouveau post|fais un post)';
const POST = new RegExp(
  `^${POST_VERB}(?: (?:this|that|something|a post|a message|an update|un mensaje|algo|esto|ceci|ca|un message|quelque chose))?` +
    `(?: (?:on|to|in|en|sur|dans|a) (?:${FEED_WORD}))?` +
    `(?:\\s*[:\\-–—]\\s*|\\s+(?:saying|that says|that|que diga|diciendo|que dice|que|disant|qui dit)\\s+|\\s+(?=["“«])|\\s+)`,
);
const FEED_NAMED = new RegExp(`(?:on|to|in|en|sur|dans|a) (?:${FEED_WORD})\\b`);
/** Words after "post" that are not a post: the post office, mail, a question about posts. */
const NOT_A_POST =
  /^(?:post ?office|post(?:ed)? (?:a|my|the)? ?(?:letter|package|parcel|card)|share (?:my|the|this|that) (?:location|position|trip|route)|share (?:it|that|this) with|put (?:it|that|this) (?:in|on|into) (?!(?:the |my |our )?(?:feed|wall|timeline))|pon (?:el|la|mi) |mets (?:le|la|mon|ma) |write (?:down|it)|escribe (?:a|le)\b|ecris (?:a|lui)\b|publish (?:my|the) trip|comparte (?:mi|la) (?:ubicacion|posicion|ruta|viaje)|partage(?:r)? (?:ma|la) (?:position|localisation|route)|partage(?:r)? (?:le|mon) (?:voyage|trajet))/;

const createPost: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  if (NOT_A_POST.test(c)) return null;
  const head = POST.exec(c);
  if (!head) return null;
  const strong =
    /[:\-–—"“«]/.test(head[0]) || FEED_NAMED.test(head[0]) || /\bpost\b|publica|publie|postea|poste/.test(head[0]);
  // "share", "put", "write" only post when the feed is named or the words follow a colon.
  if (!strong) return null;
  const body = cut(s, head[0].length);
  if (!body || body.length < 2) return null;
  const args: PamToolArgs<'create_post'> = { body };
  if (
    /\b(?:only (?:to|for) (?:my )?friends|friends only|solo (?:para )?(?:mis )?amigos|seulement (?:pour|a) mes amis)\b/.test(
      c,
    )
  ) {
    args.visibility = 'friends';
  }
  const explicit = /[:"“«]/.test(head[0]) || /^["“«]/.test(c.slice(head[0].length)) || FEED_NAMED.test(head[0]);
  // Above the refusal of "everyone" (0.99): "hello everyone!" is the user's own post, not another user's data.
  return tool({ name: 'create_post', args }, explicit ? 0.995 : 0.8);
};

/** "comment on Sam's last post: congrats!", "comenta en la publicación de Juan: ¡genial!", "commente le post de Marie : bravo". */
const COMMENT_VERB =
  /^(?:comment(?: on| under)?|leave a comment(?: on| under)?|add a comment(?: to| on)?|write a comment(?: on)?|reply to|respond to|answer|comenta(?:r)?(?: en)?|deja(?:r)? un comentario(?: en)?|escribe un comentario(?: en)?|responde(?:r)? a|contesta(?:r)? a|commente(?:r)?|laisse(?:r)? un commentaire(?: sur| sous)?|ecris un commentaire(?: sur)?|reponds(?: a| au)?|repondre(?: a| au)?)\b/;
const POST_NOUN =
  /\b(?:post|posts|update|photo|status|publicacion|publicaciones|entrada|foto|publication|message|statut)\b/;
const SEPARATOR = /\s*[:\-–—]\s*|\s+(?:saying|that says|with|diciendo|que diga|con|disant|avec)\s+(?=\S)|\s+(?=["“«])/;

/** Who wrote the post the words name: "Sam's", "by Sam", "de Juan", "de Marie"; `it` for the conversation's post. */
function postTarget(s: Said, from: number, to: number): { author?: string; it?: boolean } | null {
  const c = core(s).slice(from, to).trim();
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

const commentPost: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  const verb = COMMENT_VERB.exec(c);
  if (!verb) return null;
  const rest = c.slice(verb[0].length);
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
  if (!target || !body) return null;
  // "reply to Sam: …" is a message, unless a post is named.
  if (
    /^(?:reply|respond|answer|responde|contesta|reponds|repondre)/.test(verb[0]) &&
    !POST_NOUN.test(rest.slice(0, sep?.index ?? rest.length)) &&
    !target.it
  )
    return null;
  const args: PamToolArgs<'comment_post'> = { body };
  if (target.author) args.author = target.author;
  const post = subjectOf(ctx, 'post');
  if (target.it) {
    if (!post) return null;
    args.post_id = post.id;
  }
  return tool({ name: 'comment_post', args }, 0.9);
};

/** "like Maria's latest post", "like it", "dale me gusta a la publicación de Juan", "aime le dernier post de Marie". */
const LIKE =
  /^(?:(un)?like|heart|upvote|thumbs up(?: on| to)?|give (?:a )?(?:like|thumbs up|heart) to|(un)?like the|remove (?:my|the) like (?:from|on)|da(?:le)? (?:un )?(?:me gusta|like|corazon) a|dale (?:un )?(?:me gusta|like)|me gusta|pon(?:le)? (?:un )?(?:me gusta|like) a|quita(?:r)? (?:el|mi) (?:me gusta|like) (?:de|a)|like a|aime(?:r)?|j'aime|mets? (?:un )?(?:j'aime|like|coeur) (?:a|au|sur)|like(?:r)?|retire(?:r)? (?:mon|le) (?:j'aime|like) (?:de|du|sur)|n'aime plus)\b/;

const likePost: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s);
  const verb = LIKE.exec(c);
  if (!verb) return null;
  const rest = c.slice(verb[0].length).replace(/[.!?]+$/, '');
  const target = postTarget(s, verb[0].length, verb[0].length + rest.length);
  if (!target) return null;
  // "I like" / "me gusta" / "j'aime" alone in a sentence are opinions: a post, a reference or an author must follow.
  if (!target.it && !target.author && !POST_NOUN.test(rest)) return null;
  if (/^(?:me gusta|j'aime|aime)\b/.test(verb[0]) && !POST_NOUN.test(rest) && !target.it) return null;
  const args: PamToolArgs<'like_post'> = {};
  if (/^(?:unlike|remove|quita|retire|n'aime plus)/.test(verb[0]) || verb[1] === 'un' || verb[2] === 'un')
    args.unlike = true;
  if (target.author) args.author = target.author;
  if (target.it) {
    const post = subjectOf(ctx, 'post');
    if (!post) return null;
    args.post_id = post.id;
  }
  return tool({ name: 'like_post', args }, 0.9);
};

export const socialFeedMatchers: IntentMatcher[] = [createPost, commentPost, likePost];
