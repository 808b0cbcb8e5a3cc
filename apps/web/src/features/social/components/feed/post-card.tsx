import { useId, useState } from 'react';
import clsx from 'clsx';
import { Flag, Heart, MapPin, MessageCircle, Pencil, Route, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SOCIAL_LIMITS, type Post } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useDateFormat } from '#shared/lib/dates.ts';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { discardEntry, resendEntry } from '#shared/lib/outbox/index.ts';
import { useDeletePost, useLike, useUpdatePost } from '../../api/feed.ts';
import { keptMentionIds } from '../../lib/feed-text.ts';
import { MentionTextarea, type ChosenMention } from './mention-textarea.tsx';
import { PostComments } from './post-comments.tsx';
import { ReportDialog } from '../moderation/report-dialog.tsx';
import { RichText } from './rich-text.tsx';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { TravellerAvatar } from '../traveller-avatar.tsx';
import { TravellerLink } from './traveller-chip.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';

const badgeClasses: Record<Post['visibility'], string> = {
  public: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  friends: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  group: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
};

function PostPhotos({ post, authorName }: { post: Post; authorName: string }) {
  const { t } = useTranslation('social_feed');
  if (post.photos.length === 0) return null;
  return (
    <ul className={clsx('grid gap-2', post.photos.length > 1 && 'grid-cols-2')}>
      {post.photos.map((photo, index) => (
        <li key={photo.url}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={photo.url}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              alt={t('post.photo_alt', { n: index + 1, count: post.photos.length, name: authorName })}
              className="h-auto max-h-96 w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useTranslation('social_feed');
  const showError = useErrorToast();
  const update = useUpdatePost();
  const [body, setBody] = useState(post.body);
  const [chosen, setChosen] = useState<ChosenMention[]>(() =>
    post.mentions.flatMap((m) => (m.display_name ? [{ id: m.id, name: m.display_name }] : [])),
  );
  const id = useId();
  const tooLong = body.length > SOCIAL_LIMITS.postMaxChars;
  return (
    <form
      aria-label={t('post.edit_label')}
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim() || tooLong) return;
        update.mutate(
          { post, patch: { body: body.trim(), mention_ids: keptMentionIds(body, chosen) } },
          {
            onSuccess: (outcome) => {
              toast.success(t(outcome.state === 'sent' ? 'post.saved' : 'post.saved_offline'));
              onDone();
            },
            onError: showError,
          },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('post.edit_label')}
      </label>
      <MentionTextarea
        id={id}
        value={body}
        invalid={tooLong}
        onValueChange={setBody}
        onMention={(m) => setChosen((list) => [...list, m])}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={update.isPending} disabled={!body.trim() || tooLong}>
          {t('actions.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A post written on this device that the server does not have yet. */
export interface WaitingState {
  /** The outbox key (also the post's id until the server answers). */
  key: string;
  /** 'pending': sent when the connection allows; 'failed': refused, the user retries or discards it. */
  status: 'pending' | 'failed';
  /** The server's refusal, worded. */
  reason?: string;
}

function WaitingNotice({ waiting }: { waiting: WaitingState }) {
  const { t } = useTranslation('social_feed');
  if (waiting.status === 'pending') {
    return <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{t('post.waiting')}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t('post.not_sent', { reason: waiting.reason ?? '' })}
      </p>
      <Button variant="secondary" size="sm" className="min-h-10" onClick={() => void resendEntry(waiting.key)}>
        {t('post.retry_send')}
      </Button>
      <Button variant="ghost" size="sm" className="min-h-10" onClick={() => void discardEntry(waiting.key)}>
        {t('post.discard')}
      </Button>
    </div>
  );
}

/**
 * One post as the feed shows it: author, time, visibility, text (plain, line breaks kept, mentions highlighted),
 * photos, place, trip, likes and comments; the author edits or deletes it, anyone else may report it. A post still
 * `waiting` in the outbox says so and offers nothing that needs the server's copy.
 */
export function PostCard({ post, waiting }: { post: Post; waiting?: WaitingState }) {
  const { t } = useTranslation('social_feed');
  const units = useUnitsFormat();
  const { user } = useAuth();
  const { formatDateTime } = useDateFormat();
  const showError = useErrorToast();
  const authorName = useTravellerName()(post.author);
  const like = useLike();
  const remove = useDeletePost();
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
        {waiting ? null : own ? (
          <div className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('post.edit')}
              className="min-h-10 min-w-10"
              onClick={() => setMode('edit')}
            >
              <Pencil aria-hidden className="h-4 w-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('post.delete')}
              className="min-h-10 min-w-10"
              onClick={() => setMode('confirm-delete')}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </Button>
          </div>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('post.report')}
            className="min-h-10 min-w-10 shrink-0"
            onClick={() => setReporting(true)}
          >
            <Flag aria-hidden className="h-4 w-4" />
          </Button>
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

      {(post.place || post.trip) && (
        <div className="space-y-1 text-sm text-slate-600 dark:text-slate-300">
          {post.place && (
            <p className="flex items-center gap-1.5 break-words">
              <MapPin aria-hidden className="h-4 w-4 shrink-0" />
              {t('post.place', { name: post.place.name })}
            </p>
          )}
          {post.trip && (
            <p className="flex flex-wrap items-center gap-1.5 break-words">
              <Route aria-hidden className="h-4 w-4 shrink-0" />
              <span>{t('post.trip', { title: post.trip.title })}</span>
              {post.trip.origin && post.trip.destination && (
                <span>{t('post.trip_route', { origin: post.trip.origin, destination: post.trip.destination })}</span>
              )}
              {post.trip.distance_km !== null && <span>{units.formatDistance(post.trip.distance_km)}</span>}
            </p>
          )}
        </div>
      )}

      {mode === 'confirm-delete' && (
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
            <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
              {t('actions.cancel')}
            </Button>
          </div>
        </div>
      )}
      {!own && <ReportDialog targetType="post" targetId={post.id} open={reporting} onOpenChange={setReporting} />}

      {waiting ? (
        <footer className="border-t border-slate-100 pt-2 dark:border-slate-800">
          <WaitingNotice waiting={waiting} />
        </footer>
      ) : (
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
            onClick={() => setShowComments((v) => !v)}
          >
            <MessageCircle aria-hidden className="h-4 w-4" />
            <span>{t('post.comments', { count: post.comment_count })}</span>
          </Button>
        </footer>
      )}
      <div id={commentsId}>{showComments && !waiting && <PostComments post={post} />}</div>
    </Card>
  );
}
