import { useId, useState } from 'react';
import clsx from 'clsx';
import { Flag, Heart, MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Post } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useDateFormat } from '#shared/lib/dates.ts';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, IconButton } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { useDeletePost, useLike } from '../../api/feed.ts';
import { ReportDialog } from '../moderation/report-dialog.tsx';
import { TravellerAvatar } from '../traveller-avatar.tsx';
import { PostPhotos, PostWhereabouts } from './post-details.tsx';
import { EditPostForm } from './post-edit-form.tsx';
import { PostComments } from './post-comments.tsx';
import { WaitingNotice, type WaitingState } from './post-waiting-notice.tsx';
import { RichText } from './rich-text.tsx';
import { TravellerLink } from './traveller-chip.tsx';

const badgeClasses: Record<Post['visibility'], string> = {
  public: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  friends: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  group: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
};

/** The author's Edit and Delete buttons on their own post; anyone else's Report. */
function PostMenu({
  own,
  onEdit,
  onDelete,
  onReport,
}: {
  own: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
}) {
  const { t } = useTranslation('social_feed');
  if (!own) {
    return (
      <IconButton label={t('post.report')} icon={Flag} className="min-h-10 min-w-10 shrink-0" onClick={onReport} />
    );
  }
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="sm" aria-label={t('post.edit')} className="min-h-10 min-w-10" onClick={onEdit}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Button>
      <Button variant="ghost" size="sm" aria-label={t('post.delete')} className="min-h-10 min-w-10" onClick={onDelete}>
        <Trash2 aria-hidden className="h-4 w-4" />
      </Button>
    </div>
  );
}

/** Asks the author to confirm deleting their post. */
function DeletePostConfirm({ post, onCancel }: { post: Post; onCancel: () => void }) {
  const { t } = useTranslation('social_feed');
  const showError = useErrorToast();
  const remove = useDeletePost();
  return (
    <div
      role="alertdialog"
      aria-label={t('post.delete_confirm')}
      className="space-y-2 rounded-lg bg-red-50 p-3 dark:bg-red-950"
    >
      <p className="text-sm text-red-900 dark:text-red-100">{t('post.delete_confirm')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          size="sm"
          loading={remove.isPending}
          onClick={() =>
            // The card leaves the list at once, so the outcome is read from the promise, not the card's callbacks.
            remove
              .mutateAsync(post)
              .then(
                (outcome) => toast.success(t(outcome.state === 'sent' ? 'post.deleted' : 'post.deleted_offline')),
                showError,
              )
          }
        >
          {t('post.delete_yes')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** The post's Like button with its count, and the button that shows or hides its comments (`commentsId`). */
function PostActions({
  post,
  commentsId,
  showComments,
  onToggleComments,
}: {
  post: Post;
  commentsId: string;
  showComments: boolean;
  onToggleComments: () => void;
}) {
  const { t } = useTranslation('social_feed');
  const showError = useErrorToast();
  const like = useLike();
  return (
    <footer className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2 dark:border-slate-800">
      <Button
        variant="ghost"
        size="sm"
        className="min-h-10"
        aria-pressed={post.liked_by_me}
        aria-label={t(post.liked_by_me ? 'post.unlike' : 'post.like')}
        onClick={() => like.mutate({ post, like: !post.liked_by_me }, { onError: showError })}
      >
        <Heart
          aria-hidden
          className={clsx(
            'h-4 w-4',
            post.liked_by_me && 'fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400',
          )}
        />
        <span>{t('post.likes', { count: post.like_count })}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-10"
        aria-expanded={showComments}
        aria-controls={commentsId}
        onClick={onToggleComments}
      >
        <MessageCircle aria-hidden className="h-4 w-4" />
        <span>{t('post.comments', { count: post.comment_count })}</span>
      </Button>
    </footer>
  );
}

/**
 * One post as the feed shows it: author, time, visibility, text (plain, line breaks kept, mentions highlighted),
 * photos, place, trip, likes and comments; the author edits or deletes it, anyone else may report it. A post still
 * `waiting` in the outbox says so and offers nothing that needs the server's copy.
 */
export function PostCard({ post, waiting }: { post: Post; waiting?: WaitingState }) {
  const { t } = useTranslation('social_feed');
  const { user } = useAuth();
  const { formatDateTime } = useDateFormat();
  const authorName = useTravellerName()(post.author);
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [reporting, setReporting] = useState(false);
  const [showComments, setShowComments] = useState(false);
  const own = user?.id === post.author.id;
  const headingId = useId();
  const commentsId = useId();

  return (
    <Card className="space-y-3 p-4 sm:p-5" aria-labelledby={headingId} role="article">
      <header className="flex items-start gap-3">
        <TravellerAvatar user={post.author} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-sm">
            <TravellerLink user={post.author} />
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
            <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
            {post.edited && <span>{t('post.edited')}</span>}
            <span className={clsx('rounded-full px-2 py-0.5 font-medium', badgeClasses[post.visibility])}>
              {t(`post.visibility.${post.visibility}`)}
            </span>
          </p>
        </div>
        {waiting ? null : (
          <PostMenu
            own={own}
            onEdit={() => setMode('edit')}
            onDelete={() => setMode('confirm-delete')}
            onReport={() => setReporting(true)}
          />
        )}
      </header>

      {post.hidden_at && (
        <Alert variant="error">{t('post.hidden', { reason: post.hidden_reason ?? t('post.hidden_no_reason') })}</Alert>
      )}

      {mode === 'edit' ? (
        <EditPostForm post={post} onDone={() => setMode('view')} />
      ) : (
        <RichText body={post.body} mentions={post.mentions} />
      )}

      <PostPhotos post={post} authorName={authorName} />
      <PostWhereabouts post={post} />

      {mode === 'confirm-delete' && <DeletePostConfirm post={post} onCancel={() => setMode('view')} />}
      {!own && <ReportDialog targetType="post" targetId={post.id} open={reporting} onOpenChange={setReporting} />}

      {waiting ? (
        <footer className="border-t border-slate-100 pt-2 dark:border-slate-800">
          <WaitingNotice waiting={waiting} />
        </footer>
      ) : (
        <PostActions
          post={post}
          commentsId={commentsId}
          showComments={showComments}
          onToggleComments={() => setShowComments((v) => !v)}
        />
      )}
      <div id={commentsId}>{showComments && !waiting && <PostComments post={post} />}</div>
    </Card>
  );
}
