import { SOCIAL_LIMITS, type Comment, type Post } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { num, pick } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { createPostTool } from './social-feed-post-tool.ts';
import { bestFits, findTraveller, nameOf, one, type Found } from './social-people.ts';
import { byWords } from './wheels-kit.ts';

/** Posts named in a reply about the feed. */
const SHOWN = 5;

/** The feed holds no post of the person named. */
const noPostBy = (ctx: ToolContext, who: string) =>
  pick(ctx, {
    en: `I don't see any post by ${who} in your feed.`,
    es: `No veo ninguna publicación de ${who} en tu muro.`,
    fr: `Je ne vois aucune publication de ${who} dans votre fil.`,
  });

/** The first words of a text, to name a post or message back to the user. */
export const excerpt = (text: string, max = 60): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

const postLabel = (ctx: ToolContext, p: Post) =>
  pick(ctx, {
    en: `${nameOf(ctx, p.author)}'s post “${excerpt(p.body, 40)}”`,
    es: `la publicación de ${nameOf(ctx, p.author)} «${excerpt(p.body, 40)}»`,
    fr: `la publication de ${nameOf(ctx, p.author)} « ${excerpt(p.body, 40)} »`,
  });

const feedPage = (s: ToolServices, userId: string, extra: { author_id?: string; limit: number }) =>
  s.social.feed.feed(userId, { view: 'newest', radius_km: SOCIAL_LIMITS.nearbyRadiusKmDefault, ...extra });

type PostArgs = {
  post_id?: string | undefined;
  author?: string | undefined;
  mine?: boolean | undefined;
  choice?: number | undefined;
  about?: string | undefined;
};

const noPost = (ctx: ToolContext, args: PostArgs, who: string) =>
  fail(
    'not_found',
    args.about
      ? pick(ctx, {
          en: `I don't see a post about “${args.about}” in your feed.`,
          es: `No veo ninguna publicación sobre «${args.about}» en tu muro.`,
          fr: `Je ne vois aucune publication sur « ${args.about} » dans votre fil.`,
        })
      : args.mine
        ? pick(ctx, {
            en: "You haven't posted anything yet.",
            es: 'Aún no has publicado nada.',
            fr: "Vous n'avez encore rien publié.",
          })
        : who
          ? noPostBy(ctx, who)
          : pick(ctx, {
              en: 'There are no posts from other travellers in your feed yet.',
              es: 'Aún no hay publicaciones de otros viajeros en tu muro.',
              fr: "Il n'y a pas encore de publication d'autres voyageurs dans votre fil.",
            }),
  );

/**
 * The post the user means: by id; else the newest of the user's own (mine), or of the person named (a friend first,
 * or a traveller they may see), or of the feed not their own; with `about`, the newest of those holding its words.
 */
async function findPost(s: ToolServices, ctx: ToolContext, args: PostArgs): Promise<Found<Post>> {
  if (args.post_id) return { ok: true, value: await s.social.feed.get(ctx.userId, args.post_id) };
  let authorId = args.mine ? ctx.userId : undefined;
  let who = '';
  if (!args.mine && args.author) {
    const person = await findTraveller(s, ctx, { name: args.author, choice: args.choice });
    if (!person.ok) return person;
    authorId = person.value.id;
    who = person.value.name;
  }
  const page = (
    await feedPage(s, ctx.userId, {
      ...(authorId ? { author_id: authorId } : {}),
      limit: authorId && !args.about ? 1 : SOCIAL_LIMITS.pageSizeMax,
    })
  ).data;
  const posts = authorId || args.about ? page : page.filter((p) => p.author.id !== ctx.userId);
  const post = byWords(posts, args.about, (p) => p.body)[0];
  return post ? { ok: true, value: post } : { ok: false, outcome: noPost(ctx, args, who) };
}

/** Posts a reply is looked for under when no post is named: the user's newest, then the feed's newest. */
const REPLY_SEARCH = 20;

/** The comments (and replies) of other people under `posts` whose author fits the name the user said. */
async function commentsBy(s: ToolServices, ctx: ToolContext, posts: Post[], name: string) {
  const said: { post: Post; comment: Comment }[] = [];
  for (const post of posts) {
    for (const thread of await s.social.feed.comments(ctx.userId, post.id)) {
      for (const comment of [thread, ...thread.replies]) {
        if (comment.author.id !== ctx.userId) said.push({ post, comment });
      }
    }
  }
  return bestFits(name, said, (x) => x.comment.author.display_name);
}

/**
 * The comment the user answers: the newest by the person `reply_to` names, on the post named (else under the user's
 * own newest posts, then the feed's); several people fitting the name is a question.
 */
async function findComment(
  s: ToolServices,
  ctx: ToolContext,
  args: PostArgs & { reply_to: string },
): Promise<Found<{ post: Post; comment: Comment }>> {
  const named = args.post_id || args.mine || args.author || args.about;
  let fits: { post: Post; comment: Comment }[];
  if (named) {
    const found = await findPost(s, ctx, args);
    if (!found.ok) return found;
    fits = await commentsBy(s, ctx, [found.value], args.reply_to);
  } else {
    // Answers go first to comments under the user's own posts, then to those under the newest posts of the feed.
    const own = (await feedPage(s, ctx.userId, { author_id: ctx.userId, limit: REPLY_SEARCH })).data;
    fits = await commentsBy(s, ctx, own, args.reply_to);
    if (fits.length === 0) {
      const feed = (await feedPage(s, ctx.userId, { limit: REPLY_SEARCH })).data;
      fits = await commentsBy(s, ctx, feed, args.reply_to);
    }
  }
  const people = [...new Map(fits.map((x) => [x.comment.author.id, x.comment.author])).values()];
  const person = one(
    ctx,
    people,
    (u) => nameOf(ctx, u),
    {
      en: `I don't see a comment by ${args.reply_to} there.`,
      es: `No veo ningún comentario de ${args.reply_to} ahí.`,
      fr: `Je ne vois aucun commentaire de ${args.reply_to} ici.`,
    },
    args.author ? undefined : args.choice,
  );
  if (!person.ok) return person;
  const theirs = fits.filter((x) => x.comment.author.id === person.value.id);
  const newest = theirs.reduce((a, b) => (b.comment.created_at > a.comment.created_at ? b : a));
  return { ok: true, value: newest };
}

const readFeedTool = (s: ToolServices) =>
  tool({
    name: 'read_feed',
    description: "The latest posts in the user's feed (friends', public and groups'), or of the person named.",
    destructive: false,
    help: {
      en: 'read the feed ("what\'s new on the feed?", "what did Sam post?")',
      es: 'leer el muro («¿qué hay de nuevo en el muro?»)',
      fr: 'lire le fil (« quoi de neuf dans le fil ? »)',
    },
    async run(args, ctx) {
      let authorId: string | undefined;
      let who = '';
      if (args.author) {
        const person = await findTraveller(s, ctx, { name: args.author, choice: args.choice });
        if (!person.ok) return person.outcome;
        authorId = person.value.id;
        who = person.value.name;
      }
      const posts = (await feedPage(s, ctx.userId, { ...(authorId ? { author_id: authorId } : {}), limit: SHOWN }))
        .data;
      if (posts.length === 0) {
        return ok(
          who
            ? noPostBy(ctx, who)
            : pick(ctx, {
                en: 'Your feed is empty for now.',
                es: 'Tu muro está vacío por ahora.',
                fr: 'Votre fil est vide pour le moment.',
              }),
          { posts: [] },
        );
      }
      const lines = posts.map((p) => {
        const n = p.like_count;
        const likes = pick(ctx, {
          en: `${num(ctx, n)} like${n === 1 ? '' : 's'}`,
          es: `${num(ctx, n)} me gusta`,
          fr: `${num(ctx, n)} j'aime`,
        });
        return `${nameOf(ctx, p.author)}: “${excerpt(p.body, 120)}” (${likes})`;
      });
      const head = pick(ctx, {
        en: 'Latest posts:',
        es: 'Últimas publicaciones:',
        fr: 'Dernières publications :',
      });
      const latest = posts[0]!;
      return {
        ...ok(`${head}\n${lines.join('\n')}`, {
          posts: posts.map((p) => ({ id: p.id, author: p.author.display_name, body: p.body, likes: p.like_count })),
        }),
        subject: { kind: 'post', id: latest.id, label: postLabel(ctx, latest) },
      };
    },
  });

/** A reply to the newest comment of the person named, under that comment on the Feed screen. */
async function replyToComment(s: ToolServices, ctx: ToolContext, args: PostArgs & { reply_to: string; body: string }) {
  const found = await findComment(s, ctx, args);
  if (!found.ok) return found.outcome;
  const { post, comment } = found.value;
  const reply = await s.social.feed.comment(ctx.userId, post.id, { body: args.body, parent_id: comment.id });
  const who = nameOf(ctx, comment.author);
  return {
    ...ok(
      pick(ctx, {
        en: `I replied “${excerpt(reply.body)}” to ${who}'s comment “${excerpt(comment.body, 40)}” on ${postLabel(ctx, post)}.`,
        es: `Respondí «${excerpt(reply.body)}» al comentario de ${who} «${excerpt(comment.body, 40)}» en ${postLabel(ctx, post)}.`,
        fr: `J'ai répondu « ${excerpt(reply.body)} » au commentaire de ${who} « ${excerpt(comment.body, 40)} » sur ${postLabel(ctx, post)}.`,
      }),
      { post_id: post.id, comment: { id: reply.id, body: reply.body, parent_id: reply.parent_id } },
      ['social'],
    ),
    subject: { kind: 'post', id: post.id, label: postLabel(ctx, post) },
  };
}

const commentPostTool = (s: ToolServices) =>
  tool({
    name: 'comment_post',
    description:
      "Comments on a post: by post id, else the user's own latest post (mine), else the latest post of the person named (author), else the newest post of someone else in the user's feed; about narrows to the post holding those words. With reply_to, answers the latest comment of the person named on that post (or on the newest posts).",
    destructive: false,
    help: {
      en: 'comment on a post, or reply to a comment ("comment on Sam\'s last post: congrats!", "reply to Sam\'s comment on my sunset post: thanks!")',
      es: 'comentar una publicación o responder un comentario («comenta en la última publicación de Sam: ¡felicidades!»)',
      fr: 'commenter une publication ou répondre à un commentaire (« commente le dernier post de Sam : bravo ! »)',
    },
    async run(args, ctx) {
      if (args.reply_to) return replyToComment(s, ctx, { ...args, reply_to: args.reply_to });
      const found = await findPost(s, ctx, args);
      if (!found.ok) return found.outcome;
      const post = found.value;
      const comment = await s.social.feed.comment(ctx.userId, post.id, { body: args.body });
      return {
        ...ok(
          pick(ctx, {
            en: `I commented “${excerpt(comment.body)}” on ${postLabel(ctx, post)}.`,
            es: `Comenté «${excerpt(comment.body)}» en ${postLabel(ctx, post)}.`,
            fr: `J'ai commenté « ${excerpt(comment.body)} » sur ${postLabel(ctx, post)}.`,
          }),
          { post_id: post.id, comment: { id: comment.id, body: comment.body } },
          ['social'],
        ),
        subject: { kind: 'post', id: post.id, label: postLabel(ctx, post) },
      };
    },
  });

const likePostTool = (s: ToolServices) =>
  tool({
    name: 'like_post',
    description:
      "Likes (or with unlike, unlikes) a post: by post id, else the user's own latest post (mine), else the latest post of the person named, else the newest post of someone else in the user's feed.",
    destructive: false,
    help: {
      en: 'like a post, yours too ("like Maria\'s latest post", "like my last post")',
      es: 'dar me gusta, también a lo tuyo («dale me gusta a la última publicación de María», «me gusta mi última publicación»)',
      fr: "aimer une publication, la vôtre aussi (« aime le dernier post de Marie », « j'aime mon dernier post »)",
    },
    async run(args, ctx) {
      const found = await findPost(s, ctx, args);
      if (!found.ok) return found.outcome;
      const post = found.value;
      const label = postLabel(ctx, post);
      const subject = { kind: 'post', id: post.id, label };
      if (args.unlike) {
        await s.social.feed.unlike(ctx.userId, post.id);
        return {
          ...ok(
            pick(ctx, {
              en: `I removed your like from ${label}.`,
              es: `Quité tu me gusta de ${label}.`,
              fr: `J'ai retiré votre j'aime de ${label}.`,
            }),
            { post_id: post.id, liked_by_me: false },
            ['social'],
          ),
          subject,
        };
      }
      const liked = await s.social.feed.like(ctx.userId, post.id);
      const n = liked.like_count;
      return {
        ...ok(
          pick(ctx, {
            en: `Liked ${label}. It has ${num(ctx, n)} like${n === 1 ? '' : 's'} now.`,
            es: `Me gusta en ${label}. Ahora tiene ${num(ctx, n)} me gusta.`,
            fr: `J'aime ${label}. Elle a maintenant ${num(ctx, n)} j'aime.`,
          }),
          { post_id: post.id, ...liked },
          ['social'],
        ),
        subject,
      };
    },
  });

export function socialFeedTools(s: ToolServices): PamTool[] {
  return [createPostTool(s), readFeedTool(s), commentPostTool(s), likePostTool(s)];
}
