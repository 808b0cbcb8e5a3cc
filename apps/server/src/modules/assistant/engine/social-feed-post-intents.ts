import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { core, cut, said, type Said } from './social-words.ts';
import { tool } from './travel-words.ts';

/**
 * What a feed post carries besides words, as the composer attaches it: a saved trip ("post my Moab trip: what a
 * week!"), a place ("post 'great sunset' at Moab"), @mentions ("thanks @Sam", "… mention Sam"), and a photo, which
 * Pam cannot take ("post this photo" opens the composer).
 */

type PostArgs = PamToolArgs<'create_post'>;

export const FEED_WORD =
  "(?:(?:the|my|our) )?(?:feed|wall|timeline|social(?: feed)?|community(?: feed)?|news ?feed)|(?:el |mi |la )?(?:muro|feed|tablon|comunidad|red social|social)|(?:le |mon |la |ma )?(?:fil(?: d'actualite)?|mur|feed|communaute|reseau)";
const FEED_AT = `(?:on|to|in|en|sur|dans|a|al) (?:${FEED_WORD})`;
const PLAIN_VERB = '(?:post|publish|publica(?:r|lo)?|postea(?:r)?|publie(?:r)?|poste(?:r)?)';
const ANY_VERB = `(?:${PLAIN_VERB}|share|comparte|compartir|partage(?:r)?)`;
const SEPARATOR = '(?:\\s*[:\\-–—]\\s*|\\s+(?:saying|that says|diciendo|que diga|disant|qui dit)\\s+|\\s+(?=["“«]))';

/** "post my Moab trip to the feed: what a week!", "publica mi viaje de Moab", "publie mon voyage à Moab : …". */
const TRIP_POST = new RegExp(
  `^(${ANY_VERB}) (?:my|our|mi|nuestro|mon|notre) (?:(?!(?:last|latest|ultimo|dernier)\\b)([^:"“«]{2,40}?) )?(?:road ?trip|trip|journey|viaje|voyage|roadtrip|periple|sejour)` +
    `(?: (?:to|in|at|through|de|del|a|al|en|por|au|aux|du|des|dans) (?!${FEED_WORD}\\b)([^:"“«]{2,40}?))?(?: ${FEED_AT})?(?:${SEPARATOR}|$)`,
  'd',
);

function tripPost(s: Said, c: string): PostArgs | null {
  const head = TRIP_POST.exec(c);
  if (!head) return null;
  const [whole, verb, , after] = head;
  if (!new RegExp(`^${PLAIN_VERB}$`).test(verb!) && !new RegExp(FEED_AT).test(whole)) return null;
  // "share my Moab trip with Sam" shares the trip itself (share_trip).
  if (/\b(?:with|con|avec)\b/.test(whole)) return null;
  const at = head.indices![after ? 3 : 2];
  if (!at) return null;
  const trip = cut(s, at[0], at[1]);
  const body = whole.length < c.length ? cut(s, whole.length) : '';
  return trip ? { trip, ...(body ? { body } : {}) } : null;
}

/** "post this photo", "publica esta foto", "partage cette photo": a file Pam cannot take. */
const PHOTO =
  /^(?:post|share|publish|upload|add|put up|publica(?:r)?|comparte|sube|subir|anade|pon|publie(?:r)?|partage(?:r)?|ajoute(?:r)?|poste(?:r)?|mets)(?: (?:this|that|these|those|a|my|the|some|esta|esa|estas|una|unas|mi|mis|la|las|cette|ces|une|des|ma|mes|la|les))? (?:photo|photos|picture|pictures|pic|pics|image|images|foto|fotos|imagen|imagenes|fotografia)\b(?! (?:of|de|d') [\p{L}]+'s)/u;

/** A quoted post followed by where it was: 'post "great sunset" at Moab', "publie « coucher de soleil » à Moab". */
const PLACED =
  /^\s*(["“«'‘])(.+?)(["”»'’])\s+(?:at|in|from|near|en|desde|cerca de|a|au|aux|depuis|pres de|dans) (?!(?:the |my |mon |mi |el |le |la )?(?:feed|wall|timeline|muro|fil|mur|group|grupo|groupe)\b)(.{2,60}?)[.!]?$/d;
/** "post from Moab: …", "publica desde aquí: …", "publie depuis ici : …". */
const FROM_PLACE = new RegExp(`^${PLAIN_VERB} (?:from|desde|depuis) ([^:"“«]{2,40}?)\\s*[:\\-–—]\\s*(?=\\S)`, 'd');
const HERE = /^(?:here|right here|aqui|aca|ici|where i am|my location|donde estoy|ou je suis)$/;
const WITH_LOCATION =
  /[\s,;]*\b(?:with my (?:location|position)|con mi (?:ubicacion|posicion)|avec ma (?:position|localisation))\s*[.!]?$/;

/** The place a post is said to be at, and the words without it; `null` when it names none. */
function placed(s: Said, c: string, from: number): { place: string; body: string } | null {
  const q = PLACED.exec(c.slice(from));
  if (q && (q[1] === q[3] || q[1] !== "'")) {
    const [body, place] = [q.indices![2]!, q.indices![4]!];
    return {
      place: HERE.test(q[4]!) ? 'here' : cut(s, from + place[0], from + place[1]),
      body: cut(s, from + body[0], from + body[1]),
    };
  }
  const f = FROM_PLACE.exec(c);
  if (!f) return null;
  const at = f.indices![1]!;
  return { place: HERE.test(f[1]!) ? 'here' : cut(s, at[0], at[1]), body: cut(s, f[0].length) };
}

const MENTION_TAIL =
  /[\s,;.]*(?:\b(?:and|y|et)\s+)?\b(?:mention(?:ing)?|tag(?:ging)?|menciona(?:ndo)?|etiqueta(?:ndo)?|mentionne(?:r)?|identifie(?:r)?|tague(?:r)?)\s+(?:(?:a|à)\s+)?(@?\p{Lu}[\p{L}'’.-]*(?:(?:\s*,\s*|\s+(?:and|y|et)\s+|\s+)@?\p{Lu}[\p{L}'’.-]*){0,5})\s*[.!]?$/iu;
const AT_NAME = /(?:^|[\s(])@([\p{L}][\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){0,2})/gu;

/** The people a post's words mention: "@Sam Green", and "…, mention Sam and Alex" at the end (taken off the words). */
export function mentions(body: string): { body: string; mention: string[] } {
  const names: string[] = [];
  let text = body;
  const tail = MENTION_TAIL.exec(text);
  if (tail && tail.index > 0) {
    names.push(...tail[1]!.split(/\s*,\s*|\s+(?:and|y|et)\s+/i).map((n) => n.replace(/^@/, '')));
    text = text.slice(0, tail.index).trim();
  }
  for (const m of text.matchAll(AT_NAME)) names.push(m[1]!.replace(/[.'’]+$/, ''));
  const mention = [...new Set(names.filter((n) => n.length > 1))];
  return { body: text, mention };
}

/** The attachments the words name around a post's body, merged into the call. */
export function attached(s: Said, c: string, from: number, args: PostArgs): PostArgs {
  const where = placed(s, c, from);
  const out: PostArgs = { ...args, ...(where ? { place: where.place, body: where.body } : {}) };
  if (out.body && WITH_LOCATION.test(out.body.toLowerCase())) {
    out.place = 'here';
    out.body = out.body.replace(/[\s,;]*\b(?:with my|con mi|avec ma)\s+\S+\s*[.!]?$/i, '');
  }
  if (out.body) {
    const m = mentions(out.body);
    if (m.mention.length) Object.assign(out, { body: m.body, mention: m.mention });
  }
  return out;
}

/** A post with a trip or a photo: read before the plain post, which would take the words as the post's text. */
export const attachedPost: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  if (PHOTO.test(c)) return tool({ name: 'create_post', args: { photo: true } }, 0.997);
  const trip = tripPost(s, c);
  if (!trip) return null;
  const body = trip.body ? mentions(trip.body) : null;
  const args: PostArgs = body
    ? { ...trip, body: body.body, ...(body.mention.length ? { mention: body.mention } : {}) }
    : trip;
  return tool({ name: 'create_post', args }, 0.997);
};

/** The text of a post Pam asked for ("What should the post say?"): the whole next message. */
export const postText: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'create_post' || previous.args.body || previous.args.photo) return null;
  // The whole message, its opening "¡" or "¿" included: all of it is the post.
  const body = said(m).original.trim();
  if (!body) return null;
  return tool({ name: 'create_post', args: { ...previous.args, body } }, 0.6);
};
