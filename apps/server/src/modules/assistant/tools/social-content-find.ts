import { SOCIAL_LIMITS, type Comment, type Hustle, type HustleComment, type Post } from '@ww/contracts';
import type { ToolContext } from '../assistant.types.ts';
import { fold, pick, type Texts } from './format.ts';
import { fail, type ToolServices } from './kit.ts';
import { excerpt } from './social-feed-tools.ts';
import { allPages, bestFits, findTraveller, fit, nameOf, one, type Found } from './social-people.ts';
import { searchesFor } from './social-search.ts';

/** Posts, comments and hustle ideas named in words ("my post about the sunset", "my comment on Sam's post"). */

/** Posts whose comments are read when looking for a comment: the newest with comments. */
const POSTS_SCANNED = 20;

/** Words that say which post, not what it says: "my post about the sunset" is the one that says "sunset". */
const FILLER = new Set(
  (
    'the a an my our your his her this that about on of in with for to post posts update status photo ' +
    'el la los las un una mi mis su sobre de del en con para publicacion publicaciones entrada foto ' +
    'le les une mon ma mes son sa sur du des dans avec pour publication statut'
  ).split(' '),
);

/** The words of `said` that name what a post or comment says. */
const telling = (said: string | undefined): string[] =>
  fold(said ?? '')
    .replace(/[^a-z0-9' -]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !FILLER.has(w));

/** The items whose text holds every telling word (a slip allowed), best fitting first; all of them when none. */
export function fitting<T>(said: string | undefined, items: T[], text: (item: T) => string): T[] {
  const words = telling(said);
  if (words.length === 0) return items;
  return items
    .map((item) => ({ item, scores: words.map((w) => fit(w, text(item))) }))
    .filter((x) => x.scores.every((n) => n > 0))
    .map((x) => ({ item: x.item, score: x.scores.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.item);
}

const feedPage = (s: ToolServices, userId: string, extra: { author_id?: string; limit: number; cursor?: string }) =>
  s.social.feed.feed(userId, { view: 'newest', radius_km: SOCIAL_LIMITS.nearbyRadiusKmDefault, ...extra });

/** The user's own posts, newest first (up to four pages). */
export const myPosts = (s: ToolServices, userId: string) =>
  allPages((q) => feedPage(s, userId, { ...q, author_id: userId }));

const postText = (p: Post) => p.body;

/** One of the user's own posts: by id, else the one whose words fit, else their latest. */
export async function findMyPost(
  s: ToolServices,
  ctx: ToolContext,
  args: { post?: string | undefined; id?: string | undefined; choice?: number | undefined },
): Promise<Found<Post>> {
  if (args.id) {
    const p = await s.social.feed.get(ctx.userId, args.id);
    if (p.author.id === ctx.userId) return { ok: true, value: p };
    return { ok: false, outcome: fail('not_found', pick(ctx, notYours)) };
  }
  const mine = await myPosts(s, ctx.userId);
  const said = telling(args.post).length ? args.post : undefined;
  const candidates = said ? fitting(said, mine, postText) : mine.slice(0, 1);
  return one(ctx, candidates, (p) => `“${excerpt(p.body, 50)}”`, noPostOfMine(said), args.choice);
}

export const notYours: Texts = {
  en: "That post isn't yours: I can only change your own.",
  es: 'Esa publicación no es tuya: solo puedo cambiar las tuyas.',
  fr: 'Cette publication n’est pas la vôtre : je ne peux modifier que les vôtres.',
};

const noPostOfMine = (said: string | undefined): Texts =>
  said
    ? {
        en: `I couldn't find a post of yours about “${said}”.`,
        es: `No encontré ninguna publicación tuya sobre «${said}».`,
        fr: `Je n’ai trouvé aucune publication de vous sur « ${said} ».`,
      }
    : {
        en: "You haven't posted anything yet.",
        es: 'Aún no has publicado nada.',
        fr: 'Vous n’avez encore rien publié.',
      };

/** Posts the user may see: of the person named (found as the other tools find people), else the newest in the feed. */
export async function postsOf(
  s: ToolServices,
  ctx: ToolContext,
  args: { author?: string | undefined; mine?: boolean | undefined; choice?: number | undefined },
): Promise<Found<{ posts: Post[]; who: string | null }>> {
  if (args.mine) return { ok: true, value: { posts: await myPosts(s, ctx.userId), who: null } };
  if (args.author) {
    const person = await findTraveller(s, ctx, { name: args.author, choice: args.choice });
    if (!person.ok) return person;
    const page = await feedPage(s, ctx.userId, { author_id: person.value.id, limit: SOCIAL_LIMITS.pageSizeMax });
    return { ok: true, value: { posts: page.data, who: person.value.name } };
  }
  const page = await feedPage(s, ctx.userId, { limit: SOCIAL_LIMITS.pageSizeMax });
  return { ok: true, value: { posts: page.data, who: null } };
}

export type PostComment = { comment: Comment; post: Post };

/** The comments (replies too) under the newest of these posts that have any, newest first, kept by `keep`. */
export async function commentsUnder(
  s: ToolServices,
  userId: string,
  posts: Post[],
  keep: (c: Comment) => boolean,
): Promise<PostComment[]> {
  const found: PostComment[] = [];
  for (const post of posts.filter((p) => p.comment_count > 0).slice(0, POSTS_SCANNED)) {
    const threads = await s.social.feed.comments(userId, post.id);
    for (const c of threads.flatMap((t) => [t, ...t.replies])) if (keep(c)) found.push({ comment: c, post });
  }
  return found.sort((a, b) => b.comment.created_at.localeCompare(a.comment.created_at));
}

/** "your comment “…” on Sam's post “…”". */
export const commentLabel = (ctx: ToolContext, pc: PostComment) =>
  pick(ctx, {
    en: `“${excerpt(pc.comment.body, 40)}” on ${nameOf(ctx, pc.post.author)}'s post “${excerpt(pc.post.body, 30)}”`,
    es: `«${excerpt(pc.comment.body, 40)}» en la publicación de ${nameOf(ctx, pc.post.author)} «${excerpt(pc.post.body, 30)}»`,
    fr: `« ${excerpt(pc.comment.body, 40)} » sur la publication de ${nameOf(ctx, pc.post.author)} « ${excerpt(pc.post.body, 30)} »`,
  });

/** Hustle ideas on the board whose title or description hold the words (the user's, then their English). */
async function hustlesMatching(s: ToolServices, userId: string, query: string): Promise<Hustle[]> {
  for (const words of searchesFor(query)) {
    const q = words.join(' ');
    const found = (await s.social.hustles.list(userId, { limit: SOCIAL_LIMITS.pageSizeMax, sort: 'top', q })).data;
    if (found.length) return found;
  }
  return [];
}

/** A hustle idea the user may see, by id or by words of its title (several fitting are asked about). */
export async function findAnyHustle(
  s: ToolServices,
  ctx: ToolContext,
  args: { hustle?: string | undefined; id?: string | undefined; choice?: number | undefined },
): Promise<Found<Hustle>> {
  if (args.id) return { ok: true, value: await s.social.hustles.get(ctx.userId, args.id) };
  const said = args.hustle;
  if (!said) {
    const ask = {
      en: 'Which hustle? Tell me words of its title.',
      es: '¿Qué trabajo? Dime palabras de su título.',
      fr: 'Quel petit boulot ? Dites-moi des mots de son titre.',
    };
    return { ok: false, outcome: fail('needs_detail', pick(ctx, ask)) };
  }
  const found = await hustlesMatching(s, ctx.userId, said);
  const best = bestFits(fold(said).replace(/-/g, ' '), found, (h) => h.title);
  return one(ctx, best.length ? best : found, (h) => h.title, noHustle(said), args.choice);
}

const noHustle = (said: string): Texts => ({
  en: `I couldn't find a hustle about ${said} on the board.`,
  es: `No encontré ningún trabajo sobre ${said} en el tablón.`,
  fr: `Je n'ai trouvé aucun petit boulot sur ${said} sur le tableau.`,
});

/** Every comment under a hustle idea, oldest first (up to four pages). */
export const hustleComments = (s: ToolServices, userId: string, hustleId: string): Promise<HustleComment[]> =>
  allPages((q) => s.social.hustles.comments(userId, hustleId, q));
