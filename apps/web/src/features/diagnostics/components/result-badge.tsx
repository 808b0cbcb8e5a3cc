import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { QaCheck } from '../api/queries.ts';

const COLOURS: Record<QaCheck['result'], string> = {
  pass: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  fail: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  blocked: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
};

export function ResultBadge({ result }: { result: QaCheck['result'] }) {
  const { t } = useTranslation('diagnostics');
  return (
    <span className={clsx('inline-block rounded px-2 py-0.5 text-xs font-semibold', COLOURS[result])}>
      {t(`qa.results.${result}`)}
    </span>
  );
}
