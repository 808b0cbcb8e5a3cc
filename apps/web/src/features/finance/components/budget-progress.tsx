import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { BUDGET_ALERT_THRESHOLDS } from '@ww/contracts';
import { useMoneyFormat } from '#shared/lib/money.ts';

const [WARNING_PERCENT, OVER_PERCENT] = BUDGET_ALERT_THRESHOLDS;

/** The colour of spending against a limit: calm below 80 %, amber from 80 %, red from 100 % (the alert thresholds). */
export function progressTone(percent: number): 'ok' | 'warning' | 'over' {
  if (percent >= OVER_PERCENT) return 'over';
  if (percent >= WARNING_PERCENT) return 'warning';
  return 'ok';
}

const barColours = {
  ok: 'bg-emerald-600 dark:bg-emerald-500',
  warning: 'bg-amber-500 dark:bg-amber-400',
  over: 'bg-red-600 dark:bg-red-500',
} as const;

interface ProgressBarProps {
  /** Accessible name, e.g. 'Fuel budget'. */
  label: string;
  /** Share reached, in percent; may pass 100. */
  percent: number;
  /** Read out with the value, e.g. '$400.00 of $500.00'. */
  valueText: string;
  /** Budgets turn amber and red; savings only ever fill up in green. */
  tone?: 'budget' | 'savings';
}

export function ProgressBar({ label, percent, valueText, tone = 'budget' }: ProgressBarProps) {
  const money = useMoneyFormat();
  const shown = Math.max(0, Math.min(100, percent));
  const colour = tone === 'savings' ? barColours.ok : barColours[progressTone(percent)];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={`${money.formatPercent(Math.floor(percent))}, ${valueText}`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div className={clsx('h-full rounded-full transition-[width]', colour)} style={{ width: `${shown}%` }} />
    </div>
  );
}

/** '80%' in the colour of its tone, for beside a bar. */
export function PercentBadge({ percent }: { percent: number }) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const tone = progressTone(percent);
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        tone === 'ok' && 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
        tone === 'warning' && 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
        tone === 'over' && 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
      )}
    >
      {money.formatPercent(Math.floor(percent))}
      {tone !== 'ok' && <span className="sr-only"> {t(`budgets.tone.${tone}`)}</span>}
    </span>
  );
}
