import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { useErrorText } from '#shared/lib/error-message.ts';
import { discardEntry, entryError, resendEntry, useOutboxEntries, type OutboxEntry } from '#shared/lib/outbox/index.ts';
import { Button } from '#shared/ui/button.tsx';

function EntryProblem({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const act = (action: () => Promise<void>) => {
    setBusy(true);
    action()
      .catch(() => {
        // The entry stays as it was and its buttons work again.
      })
      .finally(() => setBusy(false));
  };
  const text =
    entry.status === 'conflict'
      ? t(entry.conflict === 'deleted' ? 'outbox.deleted' : 'outbox.changed', { summary: entry.summary })
      : t('outbox.failed', { summary: entry.summary, message: errorText(entryError(entry)) });
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <p className="min-w-0 flex-1 break-words">{text}</p>
      <div className="flex gap-2">
        {entry.status === 'conflict' && entry.conflict === 'changed' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => act(() => resendEntry(entry.key, { overwrite: true }))}
          >
            {t('outbox.keep_mine')}
          </Button>
        )}
        {entry.status === 'failed' && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => act(() => resendEntry(entry.key))}>
            {t('outbox.retry')}
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => act(() => discardEntry(entry.key))}>
          {t('outbox.discard')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The shell's outbox panel: how many changes are waiting to be sent, and each change the server did not take (changed
 * or deleted on another device, or refused) with what the user can do about it.
 */
export function OutboxPanel() {
  const { t } = useTranslation('common');
  const entries = useOutboxEntries();
  const waiting = entries.filter((entry) => entry.status === 'pending').length;
  const problems = entries.filter((entry) => entry.status !== 'pending');
  if (waiting === 0 && problems.length === 0) return null;
  return (
    <div className="border-b border-slate-200 bg-white text-sm dark:border-slate-700 dark:bg-slate-900">
      {waiting > 0 && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 px-4 py-2 font-medium text-slate-700 dark:text-slate-200"
        >
          <CloudUpload aria-hidden className="h-4 w-4" />
          {t('offline.waiting', { count: waiting })}
        </p>
      )}
      {problems.length > 0 && (
        <section
          aria-labelledby="outbox-problems"
          className="mx-auto max-w-5xl px-4 py-2 text-amber-950 dark:text-amber-50"
        >
          <h2 id="outbox-problems" className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="h-4 w-4" />
            {t('outbox.title')}
          </h2>
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {problems.map((entry) => (
              <EntryProblem key={entry.key} entry={entry} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
