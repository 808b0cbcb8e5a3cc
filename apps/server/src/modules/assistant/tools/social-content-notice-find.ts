import { PAM_TOOL_PARAMETERS, type AppNotification, type PamToolArgs } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';
import type { ToolContext } from '../assistant.types.ts';
import type { ToolServices } from './kit.ts';
import { fit } from './social-people.ts';
import { byWords } from './wheels-kit.ts';

/** The bell's notifications the user names in words: by what happened, who it came from, the post it is about. */

type Named = PamToolArgs<'mark_notifications_read'>;
type NoticeKind = NonNullable<Named['kind']>;
const KINDS: readonly string[] = PAM_TOOL_PARAMETERS.mark_notifications_read.shape.kind.unwrap().options;

/** What a notification is about, in the words Pam takes ("the comment", "the friend request"). */
export function kindOf(n: AppNotification): NoticeKind | null {
  const kind = n.kind.replace(/^social\./, '');
  return KINDS.includes(kind) ? (kind as NoticeKind) : null;
}

const text = (data: Record<string, unknown>, key: string) =>
  typeof data[key] === 'string' && data[key] !== '' ? data[key] : null;

/** A 404 (a post since deleted, a profile no longer visible) is nothing to name. */
const orNull = <T>(p: Promise<T>): Promise<T | null> =>
  p.catch((err: unknown) => {
    if (err instanceof AppError && (err.status === 404 || err.status === 403)) return null;
    throw err;
  });

/** Who the notification came from, by their display name: the commenter, the sender, who asked or shared. */
async function actorName(s: ToolServices, ctx: ToolContext, n: AppNotification): Promise<string | null> {
  const postId = text(n.data, 'post_id');
  const commentId = text(n.data, 'comment_id');
  if (postId && commentId) {
    const threads = (await orNull(s.social.feed.comments(ctx.userId, postId))) ?? [];
    const comment = threads.flatMap((t) => [t, ...t.replies]).find((c) => c.id === commentId);
    return comment?.author.display_name ?? null;
  }
  if (postId) return (await orNull(s.social.feed.get(ctx.userId, postId)))?.author.display_name ?? null;
  const userId = text(n.data, 'user_id') ?? text(n.data, 'sender_id') ?? text(n.data, 'owner_id');
  if (!userId) return null;
  return (await orNull(s.social.network.publicProfile(ctx.userId, userId)))?.display_name ?? null;
}

/** The words of the post a notification is about (a comment on it, a mention in it), when it is still there. */
async function postBody(s: ToolServices, ctx: ToolContext, n: AppNotification): Promise<string> {
  const postId = text(n.data, 'post_id');
  return postId ? ((await orNull(s.social.feed.get(ctx.userId, postId)))?.body ?? '') : '';
}

/** The notifications among `notices` that fit what the user said of them, newest first. */
export async function noticesNamed(
  s: ToolServices,
  ctx: ToolContext,
  notices: AppNotification[],
  named: Named,
): Promise<AppNotification[]> {
  let fitting = named.kind
    ? notices.filter((n) => kindOf(n) === named.kind || (named.kind === 'comment' && kindOf(n) === 'reply'))
    : notices;
  if (named.from) {
    const from = named.from;
    const scored = await Promise.all(fitting.map(async (n) => ({ n, score: fit(from, await actorName(s, ctx, n)) })));
    const top = Math.max(0, ...scored.map((x) => x.score));
    fitting = scored.filter((x) => x.score > 0 && x.score === top).map((x) => x.n);
  }
  if (named.about) {
    const bodies = new Map(await Promise.all(fitting.map(async (n) => [n.id, await postBody(s, ctx, n)] as const)));
    fitting = byWords(fitting, named.about, (n) => bodies.get(n.id) ?? '');
  }
  return fitting;
}
