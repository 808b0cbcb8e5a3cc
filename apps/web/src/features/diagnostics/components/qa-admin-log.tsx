import { useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DIAGNOSTICS_LIMITS, QA_RESULTS, qaCheckInputSchema, type QaResult } from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FileInput, Input } from '#shared/ui/input.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { diagnosticsQueries, recordQaCheck, type QaCheck } from '../api/queries.ts';
import { describeThisDevice } from '../lib/device.ts';
import { ResultBadge } from './result-badge.tsx';

type FieldName = 'page' | 'device' | 'result' | 'note' | 'screenshot';
const ERROR_CODES = ['required', 'too_long', 'invalid', 'unsupported_image_type', 'image_too_large'] as const;
type ErrorCode = (typeof ERROR_CODES)[number];
const asErrorCode = (code: string): ErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : 'invalid';

/** Records a check: page, device (prefilled from this browser), result, note and an optional screenshot. */
function QaCheckForm() {
  const { t } = useTranslation('diagnostics');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [page, setPage] = useState('');
  const [device, setDevice] = useState(() => describeThisDevice());
  const [result, setResult] = useState<QaResult>('pass');
  const [note, setNote] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, ErrorCode>>>({});
  const [saved, setSaved] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const save = useMutation({
    mutationFn: recordQaCheck,
    onSuccess: () => {
      setPage('');
      setNote('');
      setScreenshot(null);
      if (fileInput.current) fileInput.current.value = '';
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: diagnosticsQueries.all() });
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.fields) {
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([field, code]) => [field, asErrorCode(code)])));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found: Partial<Record<FieldName, ErrorCode>> = {};
    const parsed = qaCheckInputSchema.safeParse({ page, device, result, note });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= asErrorCode(issue.message);
    }
    if (screenshot && screenshot.size > DIAGNOSTICS_LIMITS.qaScreenshotMaxBytes) found.screenshot = 'image_too_large';
    setErrors(found);
    if (!parsed.success || found.screenshot) return;
    save.mutate({ ...parsed.data, screenshot });
  };
  const errorOf = (field: FieldName) => (errors[field] ? t(`qa.errors.${errors[field]}`) : undefined);
  const generalError = save.error && !(save.error instanceof ApiRequestError && save.error.fields) ? save.error : null;

  return (
    <Card>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label={t('qa.page')} hint={t('qa.page_hint')} error={errorOf('page')}>
          <Input
            value={page}
            maxLength={DIAGNOSTICS_LIMITS.qaPageMax}
            onChange={(e) => setPage(e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Field label={t('qa.device')} error={errorOf('device')}>
          <Input
            value={device}
            maxLength={DIAGNOSTICS_LIMITS.qaDeviceMax}
            onChange={(e) => setDevice(e.target.value)}
          />
        </Field>
        <Field label={t('qa.result')} error={errorOf('result')}>
          <Select value={result} onChange={(e) => setResult(e.target.value as QaResult)}>
            {QA_RESULTS.map((r) => (
              <option key={r} value={r}>
                {t(`qa.results.${r}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('qa.note')} error={errorOf('note')}>
          <Textarea value={note} maxLength={DIAGNOSTICS_LIMITS.qaNoteMax} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <Field label={t('qa.screenshot')} hint={t('qa.screenshot_hint')} error={errorOf('screenshot')}>
          <FileInput
            ref={fileInput}
            accept="image/png,image/jpeg,image/webp,image/heic,image/heif,image/avif"
            onChange={(e) => setScreenshot(e.target.files?.[0] ?? null)}
          />
        </Field>
        {generalError !== null && <Alert variant="error">{errorText(generalError)}</Alert>}
        {saved && <Alert variant="success">{t('qa.saved')}</Alert>}
        <Button type="submit" loading={save.isPending}>
          {t('qa.save')}
        </Button>
      </form>
    </Card>
  );
}

/** A check's screenshot, read with the admin's session (it is never served publicly). */
function Screenshot({ check }: { check: QaCheck }) {
  const { t } = useTranslation('diagnostics');
  const image = useQuery(diagnosticsQueries.qaScreenshot(check.id));
  if (image.isError) return <p className="text-sm text-red-700 dark:text-red-400">{t('qa.screenshot_unavailable')}</p>;
  const url = image.data;
  if (!url) return null;
  return (
    <img
      src={url}
      alt={t('qa.view_screenshot', { page: check.page })}
      className="max-h-96 max-w-full rounded border border-slate-200 dark:border-slate-700"
    />
  );
}

function QaHistory() {
  const { t } = useTranslation('diagnostics');
  const history = useInfiniteQuery(diagnosticsQueries.qaChecks());
  const { formatDateTime } = useDateFormat();
  const name = useTravellerName();
  const query = { ...history, data: history.data?.pages.flatMap((p) => p.data) };
  return (
    <Card>
      <QueryState
        query={query}
        variant="inline"
        loadingLabel={t('loading')}
        errorTitle={t('qa.history_failed')}
        retryLabel={t('retry')}
        isEmpty={(checks) => checks.length === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-300">{t('qa.history_empty')}</p>}
      >
        {(checks) => (
          <div className="space-y-4">
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {checks.map((check) => (
                <li key={check.id} className="space-y-2 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <ResultBadge result={check.result} />
                    <span className="font-mono text-sm break-all">{check.page}</span>
                  </div>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {formatDateTime(check.created_at)} · {check.device} ·{' '}
                    {t('qa.by', { name: name({ display_name: check.author_name }) })}
                  </p>
                  {check.note && <p className="text-sm whitespace-pre-wrap">{check.note}</p>}
                  {check.has_screenshot && <Screenshot check={check} />}
                </li>
              ))}
            </ul>
            {history.hasNextPage && (
              <Button
                variant="secondary"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('qa.load_more')}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

/** The admins' part of /qa: record a check, and the full history with notes and screenshots. */
export function QaAdminLog() {
  const { t } = useTranslation('diagnostics');
  return (
    <>
      <HeadedSection id="qa-form" title={t('qa.form_title')} className="space-y-3">
        <QaCheckForm />
      </HeadedSection>
      <HeadedSection id="qa-history" title={t('qa.history_title')} className="space-y-3">
        <QaHistory />
      </HeadedSection>
    </>
  );
}
