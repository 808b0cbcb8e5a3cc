import { useId, useState } from 'react';
import { Flag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS, type Comment, type CommentThread, type Post } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useComments, useCreateComment, useDeleteComment } from '../../api/feed.ts';
import { keptMentionIds } from '../../lib/feed-text.ts';
import { MentionTextarea, type ChosenMention } from './mention-textarea.tsx';
import { ReportDialog } from '../moderation/report-dialog.tsx';
import { RichText } from './rich-text.tsx';
import { TravellerLink } from './traveller-chip.tsx';
import { TravellerAvatar } from '../traveller-avatar.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';

/** Writes a comment on a post, or a reply to a top-level comment (`parentId`). */
function CommentForm({
  postId,
  parentId,
  label,
  onDone,
}: {
  postId: string;
  parentId?: string;
  label: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation('social_feed');
  const showError = useErrorToast();
  const create = useCreateComment(postId);
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<ChosenMention[]>([]);
  const id = useId();
  const tooLong = body.length > SOCIAL_LIMITS.commentMaxChars;
  return (
    <form
      aria-label={label}
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim() || tooLong) return;
        const mentionIds = keptMentionIds(body, chosen);
        create.mutate(
          {
            body: body.trim(),
            ...(parentId ? { parent_id: parentId } : {}),
            ...(mentionIds.length > 0 ? { mention_ids: mentionIds } : {}),
          },
          {
            onSuccess: () => {
              setBody('');
              setChosen([]);
              onDone?.();
            },
            onError: showError,
          },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <MentionTextarea
        id={id}
        value={body}
        invalid={tooLong}
        placeholder={label}
        className="min-h-16"
        onValueChange={setBody}
        onMention={(m) => setChosen((list) => [...list, m])}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={create.isPending} disabled={!body.trim() || tooLong}>
          {parentId ? t('comments.send_reply') : t('comments.send')}
        </Button>
        {onDone && (
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function CommentItem({ comment, post, onReply }: { comment: Comment; post: Post; onReply?: () => void }) {
  const { t } = useTranslation('social_feed');
  const { user } = useAuth();
  const { formatDateTime } = useDateFormat();
  const showError = useErrorToast();
  const remove = useDeleteComment(post.id);
  const [reporting, setReporting] = useState(false);
  const mine = user?.id === comment.author.id;
  const canDelete = mine || user?.id === post.author.id;
  return (
    <div className="flex gap-2">
      <TravellerAvatar user={comment.author} size="sm" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <TravellerLink user={comment.author} />
            <time dateTime={comment.created_at} className="text-xs text-slate-500 dark:text-slate-400">
              {formatDateTime(comment.created_at)}
            </time>
          </p>
          {comment.hidden_at && (
            <p className="text-xs font-medium text-red-700 dark:text-red-400">
              {t('post.hidden', { reason: comment.hidden_reason ?? t('post.hidden_no_reason') })}
            </p>
          )}
          <RichText body={comment.body} mentions={comment.mentions} />
        </div>
        <div className="flex flex-wrap gap-1">
          {onReply && (
            <Button variant="ghost" size="sm" className="min-h-10" onClick={onReply}>
              {t('comments.reply')}
            </Button>
          )}
          {canDelete && (
            <Button
              variant="ghost"
              size="sm"
              className="min-h-10"
              loading={remove.isPending}
              onClick={() => {
                if (!window.confirm(t('comments.delete_confirm'))) return;
                remove.mutate(comment.id, { onError: showError });
              }}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
              {t('comments.delete')}
            </Button>
          )}
          {!mine && (
            <Button variant="ghost" size="sm" className="min-h-10" onClick={() => setReporting(true)}>
              <Flag aria-hidden className="h-4 w-4" />
              {t('post.report')}
            </Button>
          )}
        </div>
        {!mine && (
          <ReportDialog targetType="comment" targetId={comment.id} open={reporting} onOpenChange={setReporting} />
        )}
      </div>
    </div>
  );
}

function Thread({ thread, post }: { thread: CommentThread; post: Post }) {
  const { t } = useTranslation('social_feed');
  const [replying, setReplying] = useState(false);
  return (
    <li className="space-y-2">
      <CommentItem comment={thread} post={post} onReply={() => setReplying(true)} />
      {(thread.replies.length > 0 || replying) && (
        <ul className="space-y-2 border-l-2 border-slate-100 pl-3 sm:ml-10 dark:border-slate-800">
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} post={post} onReply={() => setReplying(true)} />
            </li>
          ))}
          {replying && (
            <li>
              <CommentForm
                postId={post.id}
                parentId={thread.id}
                label={t('comments.reply_label')}
                onDone={() => setReplying(false)}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/** A post's comments, oldest first, each with its replies (one level), and the form for a new comment. */
export function PostComments({ post }: { post: Post }) {
  const { t } = useTranslation('social_feed');
  const comments = useComments(post.id, true);
  return (
    <section aria-label={t('comments.title')} className="space-y-3">
      <QueryState
        query={comments}
        variant="inline"
        loadingLabel={t('comments.loading')}
        errorTitle={t('comments.error')}
        retryLabel={t('actions.retry')}
        empty={t('comments.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(threads) => (
          <ul className="space-y-3">
            {threads.map((thread) => (
              <Thread key={thread.id} thread={thread} post={post} />
            ))}
          </ul>
        )}
      </QueryState>
      <CommentForm postId={post.id} label={t('comments.write')} />
    </section>
  );
}
