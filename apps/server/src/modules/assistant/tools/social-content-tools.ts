import type { Post } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { num, pick } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import {
  commentLabel,
  commentsUnder,
  findAnyHustle,
  findMyPost,
  fitting,
  hustleComments,
  postsOf,
  type PostComment,
} from './social-content-find.ts';
import { socialNoticeTools } from './social-content-notice-tools.ts';
import { excerpt } from './social-feed-tools.ts';
import { marketRefusals } from './social-market-tools.ts';
import { nameOf, one, type Found } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/** What the user wrote, changed as the Social screens change it: their posts edited or deleted, their comments deleted, comments on hustle ideas. */

const postSubject = (p: Post) => ({ kind: 'post', id: p.id, label: excerpt(p.body, 40) });

const editPostTool = (s: ToolServices) =>
  tool({
    name: 'edit_post',
    description:
      "Rewrites one of the user's own feed posts: the one whose words fit `post`, else their latest. The new text replaces the old.",
    destructive: false,
    help: {
      en: 'edit or delete your post ("change my last post to …", "delete my post about the sunset")',
      es: 'editar o borrar tu publicación («cambia mi última publicación a …», «borra mi publicación sobre el atardecer»)',
      fr: 'modifier ou supprimer votre publication (« change mon dernier post en … », « supprime ma publication sur le coucher de soleil »)',
    },
    async run(args, ctx) {
      const found = await findMyPost(s, ctx, args);
      if (!found.ok) return found.outcome;
      const before = found.value;
      const post = await s.social.feed.update(ctx.userId, before.id, { body: args.body });
      return {
        ...ok(
          pick(ctx, {
            en: `Your post now reads “${excerpt(post.body)}” (it said “${excerpt(before.body, 40)}”).`,
            es: `Tu publicación ahora dice «${excerpt(post.body)}» (decía «${excerpt(before.body, 40)}»).`,
            fr: `Votre publication dit maintenant « ${excerpt(post.body)} » (elle disait « ${excerpt(before.body, 40)} »).`,
          }),
          { post: { id: post.id, body: post.body, edited: post.edited } },
          ['social'],
        ),
        subject: postSubject(post),
      };
    },
  });

const deletePostTool = (s: ToolServices) =>
  tool({
    name: 'delete_post',
    description:
      "Deletes one of the user's own feed posts (the one whose words fit `post`, else their latest), with its comments and likes. Asks first.",
    destructive: true,
    async confirmation(args, ctx) {
      const found = await findMyPost(s, ctx, args);
      if (!found.ok) return found.outcome;
      const p = found.value;
      const likes = num(ctx, p.like_count);
      const comments = num(ctx, p.comment_count);
      return {
        prompt: pick(ctx, {
          en: `Delete your post “${excerpt(p.body, 50)}” with its ${likes} like${p.like_count === 1 ? '' : 's'} and ${comments} comment${p.comment_count === 1 ? '' : 's'}? Say "yes" to delete it.`,
          es: `¿Borrar tu publicación «${excerpt(p.body, 50)}» con sus ${likes} me gusta y ${comments} comentario${p.comment_count === 1 ? '' : 's'}? Di «sí» para borrarla.`,
          fr: `Supprimer votre publication « ${excerpt(p.body, 50)} » avec ses ${likes} j'aime et ${comments} commentaire${p.comment_count === 1 ? '' : 's'} ? Dites « oui » pour la supprimer.`,
        }),
        args: { id: p.id },
      };
    },
    async run(args, ctx) {
      const found = await findMyPost(s, ctx, args);
      if (!found.ok) return found.outcome;
      const p = found.value;
      await s.social.feed.remove(ctx.userId, p.id);
      return ok(
        pick(ctx, {
          en: `Deleted your post “${excerpt(p.body, 50)}”.`,
          es: `Borré tu publicación «${excerpt(p.body, 50)}».`,
          fr: `J’ai supprimé votre publication « ${excerpt(p.body, 50)} ».`,
        }),
        { post: { id: p.id, body: p.body }, deleted: true },
        ['social'],
      );
    },
  });

type CommentArgs = {
  author?: string | undefined;
  mine?: boolean | undefined;
  post?: string | undefined;
  hustle?: string | undefined;
  comment?: string | undefined;
  choice?: number | undefined;
};

/** A comment of the user's to delete: under the hustle named, else on the posts named; `label` names it back. */
type MyComment = { id: string; hustle: string | null; label: string };

const noComment = (where: string): Record<'en' | 'es' | 'fr', string> => ({
  en: `I couldn't find a comment of yours${where ? ` on ${where}` : ''}.`,
  es: `No encontré ningún comentario tuyo${where ? ` en ${where}` : ''}.`,
  fr: `Je n’ai trouvé aucun commentaire de vous${where ? ` sur ${where}` : ''}.`,
});

async function findMyComment(s: ToolServices, ctx: ToolContext, args: CommentArgs): Promise<Found<MyComment>> {
  if (args.hustle) {
    const h = await findAnyHustle(s, ctx, { hustle: args.hustle });
    if (!h.ok) return h;
    const mine = (await hustleComments(s, ctx.userId, h.value.id)).filter((c) => c.author.id === ctx.userId).reverse();
    const found = one(
      ctx,
      fitting(args.comment, mine, (c) => c.body),
      (c) => `“${excerpt(c.body, 40)}”`,
      noComment(h.value.title),
      args.choice,
    );
    if (!found.ok) return found;
    const label = `“${excerpt(found.value.body, 40)}” (${h.value.title})`;
    return { ok: true, value: { id: found.value.id, hustle: h.value.title, label } };
  }
  const posts = await postsOf(s, ctx, { author: args.author, mine: args.mine });
  if (!posts.ok) return posts;
  const named = fitting(args.post, posts.value.posts, (p) => p.body);
  const mine = await commentsUnder(s, ctx.userId, named, (c) => c.author.id === ctx.userId);
  const where = posts.value.who
    ? pick(ctx, {
        en: `${posts.value.who}'s posts`,
        es: `las publicaciones de ${posts.value.who}`,
        fr: `les publications de ${posts.value.who}`,
      })
    : '';
  const found = one<PostComment>(
    ctx,
    fitting(args.comment, mine, (pc) => pc.comment.body),
    (pc) => commentLabel(ctx, pc),
    noComment(where),
    args.choice,
  );
  if (!found.ok) return found;
  return { ok: true, value: { id: found.value.comment.id, hustle: null, label: commentLabel(ctx, found.value) } };
}

const deleteCommentTool = (s: ToolServices) =>
  tool({
    name: 'delete_comment',
    description:
      "Deletes one of the user's own comments: on a post of the person named (author), on their own post (mine), on a post whose words fit `post`, or under the hustle idea named; `comment` narrows by its words. Asks first.",
    destructive: true,
    help: {
      en: 'delete your comment ("delete my comment on Sam\'s post"; I ask first)',
      es: 'borrar tu comentario («borra mi comentario en la publicación de Sam»; pregunto antes)',
      fr: 'supprimer votre commentaire (« supprime mon commentaire sur le post de Sam » ; je demande avant)',
    },
    async confirmation(args, ctx) {
      const found = await findMyComment(s, ctx, args);
      if (!found.ok) return found.outcome;
      const c = found.value;
      return {
        prompt: pick(ctx, {
          en: `Delete your comment ${c.label}? Say "yes" to delete it.`,
          es: `¿Borrar tu comentario ${c.label}? Di «sí» para borrarlo.`,
          fr: `Supprimer votre commentaire ${c.label} ? Dites « oui » pour le supprimer.`,
        }),
        args: { id: c.id, comment: c.label.slice(0, 100), ...(c.hustle ? { hustle: c.hustle.slice(0, 100) } : {}) },
      };
    },
    async run(args, ctx) {
      let target: MyComment;
      if (args.id) target = { id: args.id, hustle: args.hustle ?? null, label: args.comment ?? '' };
      else {
        const found = await findMyComment(s, ctx, args);
        if (!found.ok) return found.outcome;
        target = found.value;
      }
      if (target.hustle) await s.social.hustles.removeComment(ctx.userId, target.id);
      else await s.social.feed.removeComment(ctx.userId, target.id);
      return ok(
        pick(ctx, {
          en: `Deleted your comment ${target.label}.`.replace(/ \.$/, '.'),
          es: `Borré tu comentario ${target.label}.`.replace(/ \.$/, '.'),
          fr: `J’ai supprimé votre commentaire ${target.label}.`.replace(/ \.$/, '.'),
        }),
        { comment: { id: target.id }, deleted: true },
        ['social'],
      );
    },
  });

const hustleSubject = (h: { id: string; title: string }) => ({ kind: 'hustle', id: h.id, label: h.title });

const commentHustleTool = (s: ToolServices) =>
  tool({
    name: 'comment_hustle',
    description: 'Comments on a hustle idea of the board, found by words of its title.',
    destructive: false,
    help: {
      en: 'comment on a hustle idea or read its comments ("comment on the dog walking hustle: …")',
      es: 'comentar una idea de trabajo o leer sus comentarios («comenta en el trabajo de paseo de perros: …»)',
      fr: 'commenter un petit boulot ou lire ses commentaires (« commente le petit boulot de promenade de chiens : … »)',
    },
    async run(args, ctx) {
      const found = await findAnyHustle(s, ctx, args);
      if (!found.ok) return found.outcome;
      const h = found.value;
      const added = await refusalsSaid(
        ctx,
        () => s.social.hustles.addComment(ctx.userId, h.id, { body: args.body }),
        marketRefusals,
      );
      if (!added.ok) return added.outcome;
      const c = added.value;
      return {
        ...ok(
          pick(ctx, {
            en: `I commented “${excerpt(c.body)}” on the hustle ${h.title}.`,
            es: `Comenté «${excerpt(c.body)}» en el trabajo ${h.title}.`,
            fr: `J'ai commenté « ${excerpt(c.body)} » sur le petit boulot ${h.title}.`,
          }),
          { hustle_id: h.id, comment: { id: c.id, body: c.body } },
          ['social'],
        ),
        subject: hustleSubject(h),
      };
    },
  });

/** Comments named in a reply: the latest. */
const SHOWN = 5;

const readHustleCommentsTool = (s: ToolServices) =>
  tool({
    name: 'read_hustle_comments',
    description: 'The latest comments under a hustle idea of the board, found by words of its title.',
    destructive: false,
    async run(args, ctx) {
      const found = await findAnyHustle(s, ctx, args);
      if (!found.ok) return found.outcome;
      const h = found.value;
      const comments = await hustleComments(s, ctx.userId, h.id);
      if (comments.length === 0) {
        return {
          ...ok(
            pick(ctx, {
              en: `No one has commented on the hustle ${h.title} yet.`,
              es: `Nadie ha comentado aún el trabajo ${h.title}.`,
              fr: `Personne n’a encore commenté le petit boulot ${h.title}.`,
            }),
            { hustle_id: h.id, comments: [] },
          ),
          subject: hustleSubject(h),
        };
      }
      const n = comments.length;
      const head = pick(ctx, {
        en: `${num(ctx, n)} comment${n === 1 ? '' : 's'} on the hustle ${h.title}:`,
        es: `${num(ctx, n)} comentario${n === 1 ? '' : 's'} en el trabajo ${h.title}:`,
        fr: `${num(ctx, n)} commentaire${n === 1 ? '' : 's'} sur le petit boulot ${h.title} :`,
      });
      const lines = comments.slice(-SHOWN).map((c) => `${nameOf(ctx, c.author)}: “${excerpt(c.body, 120)}”`);
      return {
        ...ok(`${head}\n${lines.join('\n')}`, {
          hustle_id: h.id,
          comments: comments.map((c) => ({ id: c.id, author: c.author.display_name, body: c.body })),
        }),
        subject: hustleSubject(h),
      };
    },
  });

export function socialContentTools(s: ToolServices): PamTool[] {
  return [
    editPostTool(s),
    deletePostTool(s),
    deleteCommentTool(s),
    commentHustleTool(s),
    readHustleCommentsTool(s),
    ...socialNoticeTools(s),
  ];
}
