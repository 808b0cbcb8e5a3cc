import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { SOCIAL_LIMITS } from '@ww/contracts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import {
  useAddHustleComment,
  useDeleteHustle,
  useDeleteHustleComment,
  type Hustle,
  type HustleComment,
} from '../../api/hustles.ts';
import { socialQueries } from '../../api/queries.ts';
import { ItemDetailFrame, ReportButton } from '../../lib/item-frame.tsx';
import { TravellerLink } from '../feed/traveller-chip.tsx';
import { TravellerAvatar } from '../traveller-avatar.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { CommentCount, EarningsText, TryThisButton, VoteButton } from './hustle-parts.tsx';

function CommentItem({ comment }: { comment: HustleComment }) {
  const { t } = useTranslation('social_hustles');
  const showError = useErrorToast();
  const { formatDateTime } = useDateFormat();
  const remove = useDeleteHustleComment();
  return (
    <li className="flex gap-3 py-3">
      <TravellerAvatar user={comment.author} size="sm" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <TravellerLink user={comment.author} />
          <span className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(comment.created_at)}</span>
        </div>
        {comment.hidden_at && (
          <p className="text-xs text-amber-800 dark:text-amber-300">
            {t('comments.hidden', { reason: comment.hidden_reason ?? '' })}
          </p>
        )}
        <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{comment.body}</p>
      </div>
      <div className="flex shrink-0 items-start">
        {comment.can_delete ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('comments.delete')}
            loading={remove.isPending}
            onClick={() => {
              if (!window.confirm(t('comments.confirm_delete'))) return;
              remove.mutate(comment.id, { onError: showError });
            }}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        ) : (
          <ReportButton targetType="hustle_comment" targetId={comment.id} label={t('comments.report')} iconOnly />
        )}
      </div>
    </li>
  );
}

function Comments({ hustle }: { hustle: Hustle }) {
  const { t } = useTranslation('social_hustles');
  const errorText = useErrorText();
  const query = useInfiniteQuery(socialQueries.hustles.comments(hustle.id));
  const add = useAddHustleComment(hustle.id);
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    add.mutate(body, { onSuccess: () => setBody('') });
  };

  return (
    <section aria-labelledby="hustle-comments-title" className="space-y-3">
      <h3 id="hustle-comments-title" className="font-semibold text-slate-900 dark:text-slate-50">
        {t('comments.title')}
      </h3>
      <QueryState
        query={query}
        variant="inline"
        loadingLabel={t('comments.loading')}
        errorTitle={t('comments.load_failed')}
        retryLabel={t('retry')}
        empty={t('comments.empty')}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
      >
        {(data) => (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {data.pages.flatMap((page) => page.data.map((c) => <CommentItem key={c.id} comment={c} />))}
            </ul>
            {query.hasNextPage && (
              <Button
                variant="secondary"
                size="sm"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('comments.more')}
              </Button>
            )}
          </>
        )}
      </QueryState>
      <form onSubmit={submit} noValidate aria-label={t('comments.form_label')} className="space-y-2">
        <Field label={t('comments.add_label')} error={empty ? t('validation.required') : undefined}>
          <Textarea
            value={body}
            maxLength={SOCIAL_LIMITS.commentMaxChars}
            onChange={(event) => setBody(event.target.value)}
          />
        </Field>
        {add.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorText(add.error)}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={add.isPending}>
            {t('comments.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function HustleView({ hustle, onBack, onEdit }: { hustle: Hustle; onBack: () => void; onEdit: () => void }) {
  const { t } = useTranslation('social_hustles');
  const showError = useErrorToast();
  const { formatDateTime } = useDateFormat();
  const remove = useDeleteHustle();
  return (
    <article aria-labelledby="hustle-title" className="space-y-4">
      {hustle.hidden_at && (
        <Alert variant="info" title={t('detail.hidden_title')}>
          <p>{hustle.hidden_reason ?? t('detail.hidden_no_reason')}</p>
        </Alert>
      )}
      <div className="space-y-2">
        <h2 id="hustle-title" className="text-xl font-semibold break-words text-slate-900 dark:text-slate-50">
          {hustle.title}
        </h2>
        {hustle.earnings && <EarningsText earnings={hustle.earnings} />}
        {hustle.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('detail.tags')}>
            {hustle.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <TravellerAvatar user={hustle.author} size="sm" />
          <TravellerLink user={hustle.author} />
          <span>{formatDateTime(hustle.created_at)}</span>
        </div>
      </div>
      {hustle.description && (
        <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{hustle.description}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <VoteButton hustle={hustle} />
        <CommentCount count={hustle.comment_count} />
        <TryThisButton hustle={hustle} />
      </div>
      <div className="flex flex-wrap gap-2">
        {hustle.mine ? (
          <>
            <Button variant="secondary" onClick={onEdit}>
              {t('detail.edit')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                if (!window.confirm(t('detail.confirm_delete', { title: hustle.title }))) return;
                remove.mutate(hustle.id, {
                  onSuccess: () => {
                    toast.success(t('detail.deleted'));
                    onBack();
                  },
                  onError: showError,
                });
              }}
            >
              {t('detail.delete')}
            </Button>
          </>
        ) : (
          <ReportButton targetType="hustle" targetId={hustle.id} label={t('detail.report')} />
        )}
      </div>
      <Comments hustle={hustle} />
    </article>
  );
}

/** One idea, opened from the board (?hustle=<id>), with its comments. */
export function HustleDetail({ id, onBack, onEdit }: { id: string; onBack: () => void; onEdit: (h: Hustle) => void }) {
  const query = useQuery(socialQueries.hustles.detail(id));
  return (
    <ItemDetailFrame ns="social_hustles" query={query} onBack={onBack}>
      {(hustle) => <HustleView hustle={hustle} onBack={onBack} onEdit={() => onEdit(hustle)} />}
    </ItemDetailFrame>
  );
}
