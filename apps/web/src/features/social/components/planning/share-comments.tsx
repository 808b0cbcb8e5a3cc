import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { PLANNING_LIMITS, tripShareCommentInputSchema } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useDateFormat } from '#shared/lib/dates.ts';
import { showFormFailure } from '#shared/lib/form.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Field } from '#shared/ui/field.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import {
  useAddTripComment,
  useDeleteTripComment,
  type TripCommentItem,
  type TripShareItem,
} from '../../api/planning.ts';
import { socialQueries } from '../../api/queries.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { TravellerLink } from '../feed/traveller-chip.tsx';
import { textareaClasses } from '../groups/group-form.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';

type CommentValues = z.input<typeof tripShareCommentInputSchema>;

/** Comments on a shared trip, newest first; anyone who sees the share comments, authors and the owner delete. */
export function ShareComments({ share }: { share: TripShareItem }) {
  const { t } = useTranslation('social_planning');
  const comments = useInfiniteQuery(socialQueries.planning.comments(share.id));
  return (
    <section aria-labelledby="share-comments" className="space-y-3">
      <SectionHeading id="share-comments" title={t('comments.title')} />
      <CommentForm shareId={share.id} />
      <QueryState
        query={comments}
        variant="inline"
        loadingLabel={t('comments.loading')}
        errorTitle={t('comments.load_failed')}
        retryLabel={t('retry')}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={t('comments.empty')}
      >
        {(data) => (
          <div className="space-y-2">
            <ul className="space-y-2">
              {data.pages.flatMap((page) =>
                page.data.map((comment) => (
                  <CommentRow key={comment.id} comment={comment} canDeleteAny={share.is_owner} />
                )),
              )}
            </ul>
            {comments.hasNextPage && (
              <Button
                variant="secondary"
                loading={comments.isFetchingNextPage}
                onClick={() => void comments.fetchNextPage()}
              >
                {t('load_more')}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function CommentForm({ shareId }: { shareId: string }) {
  const { t } = useTranslation('social_planning');
  const add = useAddTripComment(shareId);
  const form = useForm<CommentValues, unknown, z.output<typeof tripShareCommentInputSchema>>({
    resolver: zodResolver(tripShareCommentInputSchema),
    defaultValues: { body: '' },
  });
  const error = form.formState.errors.body?.message;
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync(body);
      form.reset();
    } catch (err) {
      showFormFailure(form, err, { ns: 'social_planning' });
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('comments.form_label')}
      className="space-y-2"
    >
      <Field
        label={t('comments.body')}
        error={error ? t(`validation.${error === 'required' || error === 'too_long' ? error : 'invalid'}`) : undefined}
      >
        <textarea
          rows={2}
          maxLength={PLANNING_LIMITS.commentMax}
          className={textareaClasses}
          {...form.register('body')}
        />
      </Field>
      <FormError control={form.control} />
      <div className="flex justify-end">
        <Button type="submit" loading={add.isPending}>
          {t('comments.send')}
        </Button>
      </div>
    </form>
  );
}

function CommentRow({ comment, canDeleteAny }: { comment: TripCommentItem; canDeleteAny: boolean }) {
  const { t } = useTranslation('social_planning');
  const { user } = useAuth();
  const { formatDateTime } = useDateFormat();
  const name = useTravellerName();
  const showError = useErrorToast({ ns: 'social_planning' });
  const remove = useDeleteTripComment();
  const mine = comment.author.id === user?.id;
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-sm">
          <TravellerLink user={comment.author} />{' '}
          <span className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(comment.created_at)}</span>
        </p>
        {(mine || canDeleteAny) && (
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            aria-label={t('comments.delete_label', { name: name(comment.author) })}
            onClick={() => {
              if (!window.confirm(t('comments.confirm_delete'))) return;
              remove.mutate(comment.id, {
                onSuccess: () => toast.success(t('comments.deleted')),
                onError: showError,
              });
            }}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        )}
      </div>
      {comment.hidden_at && (
        <p className="mt-1 text-xs font-medium text-amber-800 dark:text-amber-300">
          {t('comments.hidden', { reason: comment.hidden_reason ?? '' })}
        </p>
      )}
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{comment.body}</p>
    </li>
  );
}
