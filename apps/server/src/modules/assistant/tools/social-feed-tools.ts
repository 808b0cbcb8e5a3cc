import { SOCIAL_LIMITS, type Post } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { num, pick } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { findTraveller, nameOf, type Found } from './social-people.ts';

/** Posts named in a reply about the feed. */
const SHOWN = 5;

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

/**
 * The post the user means: by id; else the user's own latest (mine); else the latest by the person named (a friend first, or a traveller they may
 * see); else the newest in their feed that is not their own.
 */
async function findPost(
  s: ToolServices,
  ctx: ToolContext,
  args: {
    post_id?: string | undefined;
    author?: string | undefined;
    mine?: boolean | undefined;
    choice?: number | undefined;
  },
): Promise<Found<Post>> {
  if (args.post_id) return { ok: true, value: await s.social.feed.get(ctx.userId, args.post_id) };
  if (args.mine) {
    const own = (await feedPage(s, ctx.userId, { author_id: ctx.userId, limit: 1 })).data[0];
    if (own) return { ok: true, value: own };
    return {
      ok: false,
      outcome: fail(
        'not_found',
        pick(ctx, {
          en: "You haven't posted anything yet.",
          es: 'Aún no has publicado nada.',
          fr: "Vous n'avez encore rien publié.",
        }),
      ),
    };
  }
  if (args.author) {
    const person = await findTraveller(s, ctx, { name: args.author, choice: args.choice });
    if (!person.ok) return person;
    const latest = (await feedPage(s, ctx.userId, { author_id: person.value.id, limit: 1 })).data[0];
    if (latest) return { ok: true, value: latest };
    return {
      ok: false,
      outcome: fail(
        'not_found',
        pick(ctx, {
          en: `I don't see any post by ${person.value.name} in your feed.`,
          es: `No veo ninguna publicación de ${person.value.name} en tu muro.`,
          fr: `Je ne vois aucune publication de ${person.value.name} dans votre fil.`,
        }),
      ),
    };
  }
  const newest = (await feedPage(s, ctx.userId, { limit: SOCIAL_LIMITS.pageSizeMax })).data.find(
    (p) => p.author.id !== ctx.userId,
  );
  if (newest) return { ok: true, value: newest };
  return {
    ok: false,
    outcome: fail(
      'not_found',
      pick(ctx, {
        en: 'There are no posts from other travellers in your feed yet.',
        es: 'Aún no hay publicaciones de otros viajeros en tu muro.',
        fr: "Il n'y a pas encore de publication d'autres voyageurs dans votre fil.",
      }),
    ),
  };
}

const createPostTool = (s: ToolServices) =>
  tool({
    name: 'create_post',
    description:
      "Posts the user's words to the social feed (visibility public or friends; by default as their profile allows).",
    destructive: false,
    help: {
      en: 'post to the feed ("post: arrived in Moab, what a view!")',
      es: 'publicar en el muro («publica: ¡llegamos a Moab!»)',
      fr: 'publier dans le fil (« publie : arrivés à Moab ! »)',
    },
    async run(args, ctx) {
      const post = await s.social.feed.create(ctx.userId, {
        body: args.body,
        ...(args.visibility ? { visibility: args.visibility } : {}),
      });
      const audience =
        post.visibility === 'public'
          ? pick(ctx, { en: 'everyone', es: 'todos', fr: 'tout le monde' })
          : pick(ctx, { en: 'your friends', es: 'tus amigos', fr: 'vos amis' });
      return {
        ...ok(
          pick(ctx, {
            en: `Posted to the feed for ${audience}: “${excerpt(post.body)}”.`,
            es: `Publicado en el muro para ${audience}: «${excerpt(post.body)}».`,
            fr: `Publié dans le fil pour ${audience} : « ${excerpt(post.body)} ».`,
          }),
          { post: { id: post.id, body: post.body, visibility: post.visibility } },
          ['social'],
        ),
        subject: { kind: 'post', id: post.id, label: excerpt(post.body, 40) },
      };
    },
  });

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
            ? pick(ctx, {
                en: `I don't see any post by ${who} in your feed.`,
                es: `No veo ninguna publicación de ${who} en tu muro.`,
                fr: `Je ne vois aucune publication de ${who} dans votre fil.`,
              })
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

const commentPostTool = (s: ToolServices) =>
  tool({
    name: 'comment_post',
    description:
      "Comments on a post: by post id, else the user's own latest post (mine), else the latest post of the person named (author), else the newest post of someone else in the user's feed.",
    destructive: false,
    help: {
      en: 'comment on a post, yours too ("comment on Sam\'s last post: congrats!", "comment on my last post: …")',
      es: 'comentar una publicación («comenta en la última publicación de Sam: ¡felicidades!»)',
      fr: 'commenter une publication (« commente le dernier post de Sam : bravo ! »)',
    },
    async run(args, ctx) {
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
