import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Check, MessageSquare, Sparkles, ThumbsUp } from 'lucide-react';
import clsx from 'clsx';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button, buttonClasses, tapTargetClasses } from '#shared/ui/button.tsx';
import { useHustleVote, useTryHustle, type Hustle } from '../../api/hustles.ts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';

export const MAKE_MONEY_PATH = '/wins?tab=make-money';

/** Typical earnings as '$20.00–$40.00 per day', or 'From $20.00 per day' without a maximum. */
export function EarningsText({ earnings }: { earnings: NonNullable<Hustle['earnings']> }) {
  const { t } = useTranslation('social_hustles');
  const { formatMoney } = useMoneyFormat();
  const min = formatMoney(earnings.min, earnings.currency);
  const period = t(`periods.${earnings.period}`);
  return (
    <span className="font-semibold text-emerald-800 dark:text-emerald-300">
      {earnings.max === null || earnings.max === earnings.min
        ? t('earnings.from', { min, period })
        : t('earnings.range', { min, max: formatMoney(earnings.max, earnings.currency), period })}
    </span>
  );
}

/** The upvote button with its count; the count moves at once and goes back if the server refuses. */
export function VoteButton({ hustle }: { hustle: Hustle }) {
  const { t } = useTranslation('social_hustles');
  const errorText = useErrorText();
  const vote = useHustleVote();
  return (
    <button
      type="button"
      aria-pressed={hustle.voted_by_me}
      aria-label={t('vote.label', { title: hustle.title, count: hustle.vote_count })}
      onClick={() =>
        vote.mutate(
          { id: hustle.id, vote: !hustle.voted_by_me },
          { onError: (err) => toast.error(t('vote.failed', { reason: errorText(err) })) },
        )
      }
      className={clsx(
        tapTargetClasses,
        'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        hustle.voted_by_me
          ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-500 dark:bg-emerald-600'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
      )}
    >
      <ThumbsUp aria-hidden className="h-4 w-4" />
      <span aria-hidden>{hustle.vote_count}</span>
    </button>
  );
}

export function CommentCount({ count }: { count: number }) {
  const { t } = useTranslation('social_hustles');
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
      <MessageSquare aria-hidden className="h-4 w-4" />
      {t('comments.count', { count })}
    </span>
  );
}

/**
 * "Try this": adds the idea to the Make Money tracker in /wins (once: the server keeps one source per hustle and
 * user) and says where it went; an idea already there says so and links to the tracker.
 */
export function TryThisButton({ hustle }: { hustle: Hustle }) {
  const { t } = useTranslation('social_hustles');
  const navigate = useNavigate();
  const showError = useErrorToast();
  const tryIt = useTryHustle();
  if (hustle.side_income_source_id) {
    return (
      <Link to={MAKE_MONEY_PATH} className={buttonClasses('secondary')}>
        <Check aria-hidden className="h-4 w-4" />
        {t('try.in_tracker')}
      </Link>
    );
  }
  return (
    <Button
      loading={tryIt.isPending}
      onClick={() =>
        tryIt.mutate(hustle.id, {
          onSuccess: (result) => {
            const action = { label: t('try.open_tracker'), onClick: () => void navigate(MAKE_MONEY_PATH) };
            if (result.created) toast.success(t('try.added'), { action });
            else toast.info(t('try.already'), { action });
          },
          onError: showError,
        })
      }
    >
      <Sparkles aria-hidden className="h-4 w-4" />
      {t('try.button')}
    </Button>
  );
}
