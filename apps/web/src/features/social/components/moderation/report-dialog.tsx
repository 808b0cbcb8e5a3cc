import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { REPORT_REASONS, SOCIAL_LIMITS, type ReportReason, type ReportTargetType } from '@ww/contracts';
import { submitFormOptions } from '#shared/lib/form.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Modal } from '#shared/ui/dialog.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Select } from '#shared/ui/select.tsx';
import { useFileReport } from '../../api/moderation.ts';
import { Textarea } from '#shared/ui/textarea.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';

const MAX = SOCIAL_LIMITS.reportReasonMaxChars;

/**
 * The reason as sent: the chosen reason in the reporter's words, then their details. Its length is checked whole,
 * since the server holds the whole text to 1..reportReasonMaxChars.
 */
function composeReason(label: string, details: string): string {
  const text = details.trim();
  return text ? `${label}: ${text}` : label;
}

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ReportForm({
  targetType,
  targetId,
  onDone,
}: Omit<ReportDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation('social_moderation');
  const fileReport = useFileReport();
  const failure = useErrorText({ ns: 'social_moderation', prefix: 'report.errors' });
  const labelOf = (reason: ReportReason) => t(`report.reasons.${reason}`);

  const schema = useMemo(
    () =>
      z
        .object({ reason: z.union([z.enum(REPORT_REASONS), z.literal('')]), details: z.string() })
        .superRefine((values, ctx) => {
          if (values.reason === '') {
            ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason_required' });
            return;
          }
          if (values.reason === 'other' && values.details.trim() === '') {
            ctx.addIssue({ code: 'custom', path: ['details'], message: 'details_required' });
          } else if (composeReason(t(`report.reasons.${values.reason}`), values.details).length > MAX) {
            ctx.addIssue({ code: 'custom', path: ['details'], message: 'too_long' });
          }
        }),
    [t],
  );
  const form = useForm<{ reason: ReportReason | ''; details: string }>({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: { reason: '', details: '' },
  });
  const { errors } = form.formState;
  const fieldError = (key: string | undefined) =>
    key === 'reason_required' || key === 'details_required' || key === 'too_long'
      ? t(`report.validation.${key}`, { max: MAX })
      : undefined;

  const submit = form.handleSubmit(({ reason, details }) => {
    if (reason === '') return;
    fileReport.mutate(
      { target_type: targetType, target_id: targetId, reason: composeReason(labelOf(reason), details) },
      {
        onSuccess: ({ created }) => {
          toast.success(created ? t('report.success') : t('report.already_reported'));
          form.reset();
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Field label={t('report.reason_label')} error={fieldError(errors.reason?.message)}>
        <Select {...form.register('reason')}>
          <option value="">{t('report.reason_placeholder')}</option>
          {REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {labelOf(reason)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('report.details_label')}
        hint={t('report.details_hint')}
        error={fieldError(errors.details?.message)}
      >
        <Textarea maxLength={MAX} {...form.register('details')} />
      </Field>
      {fileReport.isError && (
        <Alert variant="error" title={t('report.failed')}>
          <p>{failure(fileReport.error)}</p>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" loading={fileReport.isPending}>
          {t('report.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Reporting a post, comment, listing, message, hustle, comment on a hustle or trip, or a traveller (issue 12 point 8):
 * a common reason and the reporter's own words go to the moderators. Other areas open it from their "Report" buttons.
 */
export function ReportDialog({ targetType, targetId, open, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation('social_moderation');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('report.title', { what: t(`target_types.${targetType}`).toLowerCase() })}
      description={t('report.description')}
      closeLabel={t('report.close')}
      className="max-w-lg"
    >
      <ReportForm targetType={targetType} targetId={targetId} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
