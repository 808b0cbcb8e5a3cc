import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CheckCircle2, ExternalLink, Lock } from 'lucide-react';
import { webLinkOrNull, type Lesson } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Checkbox } from '#shared/ui/checkbox.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { NoticeSection } from '#shared/ui/notice-section.tsx';
import { LoadFailedPage, LoadingPage, SignInRequiredPage } from '#shared/ui/page-states.tsx';
import { useCheckout, useCourse, useLessonProgress, usePlans } from '../api/billing.ts';
import { useBillingErrorText } from '../components/billing-error-text.ts';
import { useBillingFormat } from '../components/billing-format.ts';
import { CheckoutFeedback } from '../components/checkout-feedback.tsx';

/** What a user without access sees above the lessons: the annual membership, or the course on its own. */
function CourseOffer() {
  const { t } = useTranslation('billing');
  const { formatPrice } = useBillingFormat();
  const coursePrice = usePlans().data?.course;
  const checkout = useCheckout();
  const busy = checkout.isPending || checkout.isSuccess;

  return (
    <NoticeSection id="course-offer" icon={Lock} title={t('course.locked_title')}>
      <p>{t('course.locked_body')}</p>
      {coursePrice && <p className="font-semibold">{t('course.locked_price', { price: formatPrice(coursePrice) })}</p>}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={busy}
          loading={busy && checkout.variables === 'annual'}
          onClick={() => checkout.mutate('annual')}
        >
          {t('course.choose_annual')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          loading={busy && checkout.variables === 'course'}
          onClick={() => checkout.mutate('course')}
        >
          {t('course.buy_course')}
        </Button>
        <Link to="/pricing" className={buttonClasses('ghost')}>
          {t('course.all_plans')}
        </Link>
      </div>
      <CheckoutFeedback checkout={checkout} />
    </NoticeSection>
  );
}

function LessonItem({ lesson, number, access }: { lesson: Lesson; number: number; access: boolean }) {
  const { t } = useTranslation('billing');
  const errorText = useBillingErrorText();
  const progress = useLessonProgress();
  // What the reader just ticked, held in this row until the server answers: a controlled box must change in the click
  // itself, not only once the optimistic cache update lands a moment later.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const headingId = `lesson-${lesson.id}`;
  const videoLink = webLinkOrNull(lesson.video_url);

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <span
          aria-hidden
          className={
            lesson.completed
              ? 'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white dark:bg-emerald-600'
              : 'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200'
          }
        >
          {lesson.completed ? <CheckCircle2 className="h-5 w-5" /> : number}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('course.lesson_number', { number })}
            {lesson.duration_minutes !== null && ` · ${t('course.duration', { minutes: lesson.duration_minutes })}`}
          </p>
          <h2 id={headingId} className="mt-1 font-semibold break-words text-slate-900 dark:text-slate-50">
            {lesson.title}
          </h2>
          {lesson.summary && (
            <p className="mt-1 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{lesson.summary}</p>
          )}
          {lesson.completed && (
            <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
              <CheckCircle2 aria-hidden className="h-4 w-4" />
              {t('course.watched')}
            </p>
          )}
          {access && (
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              {videoLink && (
                <a href={videoLink} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
                  <ExternalLink aria-hidden className="h-4 w-4" />
                  {t('course.watch')}
                  <span className="sr-only">{` ${lesson.title} ${t('course.new_tab')}`}</span>
                </a>
              )}
              <Checkbox
                className="min-h-11 cursor-pointer"
                checked={ticked ?? lesson.completed}
                onChange={(event) => {
                  const completed = event.target.checked;
                  setTicked(completed);
                  progress.mutate(
                    { id: lesson.id, completed },
                    {
                      onError: (err) => toast.error(t('course.progress_failed'), { description: errorText(err) }),
                      onSettled: () => setTicked(null),
                    },
                  );
                }}
                aria-label={t('course.mark_watched_label', { title: lesson.title })}
                label={t('course.mark_watched')}
              />
            </div>
          )}
        </div>
      </article>
    </li>
  );
}

export default function CoursePage() {
  const { t } = useTranslation('billing');
  const { status } = useAuth();
  const course = useCourse();
  const title = t('course.title');

  if (status === 'signed_out') {
    return <SignInRequiredPage title={title} message={t('course.sign_in_body')} signInLabel={t('sign_in')} />;
  }
  if (course.isPending) return <LoadingPage title={title} label={t('course.loading')} />;
  if (course.isError) {
    return (
      <LoadFailedPage
        title={title}
        message={t('course.load_failed')}
        retryLabel={t('retry')}
        onRetry={() => void course.refetch()}
      />
    );
  }

  const { access, lessons, completed_count: done } = course.data;
  return (
    <PageContainer title={title} description={t('course.description')}>
      <title>{title}</title>
      {!access && <CourseOffer />}
      {lessons.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t('course.empty')}
        </p>
      ) : (
        <>
          {access && (
            <div className="mb-4">
              <p className="font-medium text-slate-800 dark:text-slate-100">
                {t('course.progress', { done, total: lessons.length })}
              </p>
              <div aria-hidden className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <div
                  className="h-full rounded-full bg-emerald-600 transition-[width]"
                  style={{ width: `${Math.round((done / lessons.length) * 100)}%` }}
                />
              </div>
            </div>
          )}
          <ol className="space-y-4">
            {lessons.map((lesson, index) => (
              <LessonItem key={lesson.id} lesson={lesson} number={index + 1} access={access} />
            ))}
          </ol>
        </>
      )}
    </PageContainer>
  );
}
