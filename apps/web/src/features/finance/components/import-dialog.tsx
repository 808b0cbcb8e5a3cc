import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { FINANCE_LIMITS, type CsvImportOptions, type ExpenseCategory, type ImportResult } from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useToday } from '#shared/lib/calendar.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Modal } from '#shared/ui/dialog.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FileInput } from '#shared/ui/input.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useImportBankFile } from '../api/insights-queries.ts';
import {
  ImportFormatControls,
  ImportRowsTable,
  PREVIEW_ROW_LIMIT,
  isDateFormat,
  isDecimal,
  isDelimiter,
  isUsableMapping,
} from './import-preview.tsx';
import { CategoryRulesSection } from './category-rules-section.tsx';
import { useBudgetAlertToasts } from './use-budget-alerts.ts';

const ACCEPTED_EXTENSIONS = ['.csv', '.ofx', '.qfx'];
const MAX_ERRORS_LISTED = 50;

type Step = 'choose' | 'preview' | 'done';

/**
 * The options the preview was made with, pinned to what the server detected, so edits start from what the user sees.
 * The header row stays undecided until the user decides it: left open, the server also skips a bank's preamble lines.
 */
function pinDetected(result: ImportResult, sent: CsvImportOptions): CsvImportOptions {
  const { detected } = result;
  return {
    ...sent,
    ...(isDelimiter(detected.delimiter) ? { delimiter: detected.delimiter } : {}),
    ...(isDecimal(detected.decimal) ? { decimal: detected.decimal } : {}),
    ...(isDateFormat(detected.date_format) ? { date_format: detected.date_format } : {}),
    ...(detected.columns ? { columns: detected.columns } : {}),
  };
}

function fileProblem(file: File): 'wrong_type' | 'too_large' | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'wrong_type';
  if (file.size > FINANCE_LIMITS.importMaxBytes) return 'too_large';
  return null;
}

function StepList({ step }: { step: Step }) {
  const { t } = useTranslation('wins_insights');
  const steps: Step[] = ['choose', 'preview', 'done'];
  const current = steps.indexOf(step);
  return (
    <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {steps.map((s, index) => (
        <li
          key={s}
          aria-current={s === step ? 'step' : undefined}
          className={clsx(
            'flex items-center gap-1.5',
            s === step
              ? 'font-semibold text-emerald-800 dark:text-emerald-300'
              : index < current
                ? 'text-slate-700 dark:text-slate-300'
                : 'text-slate-400',
          )}
        >
          <span
            aria-hidden
            className={clsx(
              'flex h-5 w-5 items-center justify-center rounded-full text-xs',
              s === step
                ? 'bg-emerald-700 text-white'
                : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
            )}
          >
            {index + 1}
          </span>
          {t(`import.steps.${s}`)}
        </li>
      ))}
    </ol>
  );
}

function ImportWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wins_insights');
  // A refused file in the import's words by its code (import.file_errors), else as errorText says.
  const describeFailure = useErrorText({ ns: 'wins_insights', prefix: 'import.file_errors' });
  const money = useMoneyFormat();
  const today = useToday();
  const importer = useImportBankFile();
  const showAlerts = useBudgetAlertToasts();
  const [step, setStep] = useState<Step>('choose');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [options, setOptions] = useState<CsvImportOptions>({});
  const [overrides, setOverrides] = useState<Record<string, ExpenseCategory>>({});
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [sample, setSample] = useState('');
  // Settings can change faster than the server answers; only the latest preview request may update the screen.
  const latestRequest = useRef(0);

  const runPreview = async (forFile: File, next: CsvImportOptions) => {
    const request = ++latestRequest.current;
    setFileError(null);
    try {
      // Without the overrides: each row then shows what it is offered, and a choice that differs is marked as a change.
      const preview = await importer.mutateAsync({ file: forFile, options: next, dryRun: true });
      if (request !== latestRequest.current) return;
      setPreview(preview);
      setOptions(pinDetected(preview, next));
      setStep('preview');
    } catch (err) {
      if (request !== latestRequest.current) return;
      setFileError(describeFailure(err));
    }
  };

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = fileProblem(chosen);
    if (problem) {
      setFile(null);
      setFileError(t(`import.${problem}`, { size: `${FINANCE_LIMITS.importMaxBytes / 1024 / 1024} MB` }));
      return;
    }
    setFile(chosen);
    setOptions({});
    setOverrides({});
    setSample('');
    chosen
      .slice(0, 16_384)
      .text()
      .then(setSample, () => setSample(''));
    void runPreview(chosen, {});
  };

  const changeOptions = (next: CsvImportOptions) => {
    if (!file) return;
    // Until a money column is chosen the server could only report every line as missing its amount.
    if (!isUsableMapping(next.columns)) setOptions(next);
    else void runPreview(file, next);
  };

  const runImport = async () => {
    if (!file) return;
    setFileError(null);
    try {
      const done = await importer.mutateAsync({
        file,
        options: { ...options, category_overrides: overrides },
        dryRun: false,
      });
      setResult(done);
      showAlerts(done.alerts, today);
      setStep('done');
    } catch (err) {
      setFileError(describeFailure(err));
    }
  };

  const restart = () => {
    latestRequest.current++;
    setStep('choose');
    setFile(null);
    setPreview(null);
    setResult(null);
    setOptions({});
    setOverrides({});
    setFileError(null);
  };

  const busy = importer.isPending;
  const importing = busy && importer.variables?.dryRun === false;

  return (
    <div className="space-y-5">
      <StepList step={step} />

      {step === 'choose' && (
        <div className="space-y-3">
          <Field label={t('import.file_label')} hint={t('import.file_hint')}>
            <FileInput
              accept=".csv,.ofx,.qfx,text/csv"
              disabled={busy}
              onChange={(e) => chooseFile(e.target.files?.[0])}
            />
          </Field>
          {busy && <Spinner label={t('import.previewing')} />}
          <CategoryRulesSection />
        </div>
      )}

      {fileError && <Alert variant="error">{fileError}</Alert>}

      {step === 'preview' && preview && (
        <ImportPreviewStep
          preview={preview}
          options={options}
          overrides={overrides}
          busy={busy}
          importing={importing}
          money={money}
          sample={sample}
          onOptionsChange={changeOptions}
          onOverride={(pattern, category) => setOverrides((current) => ({ ...current, [pattern]: category }))}
          onBack={restart}
          onImport={() => void runImport()}
        />
      )}

      {step === 'done' && result && (
        <div className="space-y-4">
          <Alert variant="success" title={t('import.done_title')}>
            <ul className="space-y-0.5">
              <li>{t('import.done_expenses', { count: result.imported.expenses })}</li>
              <li>{t('import.done_income', { count: result.imported.income })}</li>
              <li>{t('import.done_duplicates', { count: result.skipped_duplicates })}</li>
            </ul>
          </Alert>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={restart}>
              {t('import.import_more')}
            </Button>
            <Button onClick={onClose}>{t('import.done_close')}</Button>
          </div>
        </div>
      )}
    </div>
  );
}

interface ImportPreviewStepProps {
  preview: ImportResult;
  options: CsvImportOptions;
  sample: string;
  overrides: Record<string, ExpenseCategory>;
  busy: boolean;
  importing: boolean;
  money: ReturnType<typeof useMoneyFormat>;
  onOptionsChange: (options: CsvImportOptions) => void;
  /** A category chosen for every line of this pattern (the server matches overrides by pattern). */
  onOverride: (pattern: string, category: ExpenseCategory) => void;
  onBack: () => void;
  onImport: () => void;
}

function ImportPreviewStep({
  preview,
  options,
  sample,
  overrides,
  busy,
  importing,
  money,
  onOptionsChange,
  onOverride,
  onBack,
  onImport,
}: ImportPreviewStepProps) {
  const { t } = useTranslation('wins_insights');
  const fresh = preview.rows.filter((row) => !row.duplicate);
  const counts = {
    total: preview.rows.length,
    expenses: fresh.filter((row) => row.kind === 'expense').length,
    income: fresh.filter((row) => row.kind === 'income').length,
    duplicates: preview.rows.length - fresh.length,
  };
  const hasErrors = preview.errors.length > 0;

  return (
    <div className="space-y-5">
      <section className="space-y-3">
        <h3 className="font-semibold text-slate-900 dark:text-slate-50">{t('import.detected_title')}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('import.format', { format: t(preview.format === 'csv' ? 'import.format_csv' : 'import.format_ofx') })}
        </p>
        {preview.format === 'csv' && (
          <ImportFormatControls
            preview={preview}
            options={options}
            sample={sample}
            disabled={busy}
            onChange={onOptionsChange}
          />
        )}
        {busy && !importing && <Spinner label={t('import.previewing')} />}
      </section>

      {hasErrors && (
        <Alert variant="error" title={t('import.errors_title')}>
          <p>{t('import.errors_nothing_imported')}</p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {preview.errors.slice(0, MAX_ERRORS_LISTED).map((error) => (
              <li key={`${error.line}-${error.code}`}>
                {t('import.line_error', {
                  line: error.line,
                  // The server's own wording already starts with the line; only its problem part is used.
                  message: t(`import.row_errors.${error.code}`, {
                    defaultValue: error.message.replace(/^Line \d+:\s*/, ''),
                  }),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      )}

      <section className="space-y-2">
        <h3 className="font-semibold text-slate-900 dark:text-slate-50">{t('import.rows_title')}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('import.rows_count', counts)}</p>
        {preview.rows.length === 0 ? (
          !hasErrors && <p className="text-sm text-slate-600 dark:text-slate-400">{t('import.no_rows')}</p>
        ) : (
          <>
            {preview.rows.length > PREVIEW_ROW_LIMIT && (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('import.rows_shown', { shown: PREVIEW_ROW_LIMIT, total: preview.rows.length })}
              </p>
            )}
            {counts.expenses > 0 && (
              <p className="text-xs text-slate-600 dark:text-slate-400">{t('import.category_hint')}</p>
            )}
            <ImportRowsTable
              preview={preview}
              overrides={overrides}
              onOverride={onOverride}
              money={money}
              disabled={busy}
            />
          </>
        )}
        {!hasErrors && preview.rows.length > 0 && fresh.length === 0 && (
          <Alert variant="info">{t('import.nothing_to_import')}</Alert>
        )}
      </section>

      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={onBack} disabled={importing}>
          {t('import.back')}
        </Button>
        <Button onClick={onImport} disabled={hasErrors || fresh.length === 0 || busy} loading={importing}>
          {importing ? t('import.importing') : t('import.import_action', { count: fresh.length })}
        </Button>
      </div>
    </div>
  );
}

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The bank import wizard: choose a file, check and adjust the preview, import. */
export function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  const { t } = useTranslation('wins_insights');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('import.title')}
      description={t('import.description')}
      closeLabel={t('common.close')}
      className="max-w-5xl"
    >
      <ImportWizard onClose={() => onOpenChange(false)} />
    </Modal>
  );
}
