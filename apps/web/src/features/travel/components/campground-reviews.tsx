import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Star, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { CAMPGROUND_LIMITS } from '@ww/contracts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useCampgroundReviews, useDeleteCampgroundReview, useReviewCampground } from '../api/campgrounds.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';

const muted = 'text-sm text-slate-600 dark:text-slate-300';
const RATINGS = [1, 2, 3, 4, 5] as const;

const reviewFormSchema = z.object({
  rating: z
    .number({ error: 'rating_required' })
    .int()
    .min(1, { error: 'rating_required' })
    .max(5, { error: 'rating_required' }),
  body: z.string().trim().max(CAMPGROUND_LIMITS.reviewBodyMax, { error: 'too_long' }),
});
type ReviewForm = z.infer<typeof reviewFormSchema>;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex" aria-hidden>
      {RATINGS.map((n) => (
        <Star
          key={n}
          className={`h-4 w-4 ${n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
        />
      ))}
    </span>
  );
}

/** A site's reviews, newest first, and the form for the user's own (one per site: saving again replaces it). */
export function CampgroundReviews({ campgroundId, name }: { campgroundId: string; name: string }) {
  const { t } = useTranslation('wheels_campgrounds');
  const showError = useErrorToast();
  const errorText = useErrorText();
  const travellerName = useTravellerName();
  const { formatDate } = useMoneyFormat();
  const reviews = useCampgroundReviews(campgroundId);
  const save = useReviewCampground();
  const remove = useDeleteCampgroundReview();
  const form = useForm<ReviewForm>({ resolver: zodResolver(reviewFormSchema), defaultValues: { rating: 0, body: '' } });
  const { errors } = form.formState;
  const rating = useWatch({ control: form.control, name: 'rating' });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: campgroundId, review: values },
      {
        onSuccess: () => {
          toast.success(t('reviews.saved'));
          form.reset({ rating: 0, body: '' });
        },
        onError: showError,
      },
    ),
  );

  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50">
      {reviews.isPending && <Spinner size="sm" label={t('reviews.loading')} />}
      {reviews.isError && <Alert variant="error">{errorText(reviews.error)}</Alert>}
      {reviews.isSuccess && reviews.data.length === 0 && <p className={muted}>{t('reviews.empty')}</p>}
      {reviews.isSuccess && reviews.data.length > 0 && (
        <ul aria-label={t('reviews.list_label', { name })} className="space-y-2">
          {reviews.data.map((r) => (
            <li key={r.id} className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="sr-only">{t('reviews.stars', { count: r.rating })}</span>
                <Stars rating={r.rating} />
                <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
                  {travellerName({ display_name: r.author_name })}
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {formatDate(r.updated_at.slice(0, 10))}
                  {r.mine && ` · ${t('reviews.yours')}`}
                </span>
                {r.mine && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('reviews.delete')}
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(
                        { id: campgroundId, reviewId: r.id },
                        {
                          onSuccess: () => toast.success(t('reviews.deleted')),
                          onError: showError,
                        },
                      )
                    }
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </Button>
                )}
              </div>
              {r.body && <p className="whitespace-pre-line text-sm text-slate-800 dark:text-slate-200">{r.body}</p>}
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label={t('reviews.form_label', { name })}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="space-y-3"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('reviews.rating')}</legend>
          <div className="mt-1 flex gap-1">
            {RATINGS.map((n) => (
              <label key={n} className="cursor-pointer" title={t('reviews.stars', { count: n })}>
                <input
                  type="radio"
                  name={`rating-${campgroundId}`}
                  className="peer sr-only"
                  value={n}
                  checked={rating === n}
                  aria-label={t('reviews.stars', { count: n })}
                  onChange={() => form.setValue('rating', n, { shouldValidate: form.formState.isSubmitted })}
                />
                <Star
                  aria-hidden
                  className={`h-6 w-6 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-500 ${n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
                />
              </label>
            ))}
          </div>
          {errors.rating && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">{t('errors.rating_required')}</p>
          )}
        </fieldset>
        <Field label={t('reviews.body')} error={errors.body ? t('errors.too_long') : undefined}>
          <Textarea maxLength={CAMPGROUND_LIMITS.reviewBodyMax} {...form.register('body')} />
        </Field>
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('reviews.submit')}
        </Button>
      </form>
    </div>
  );
}
