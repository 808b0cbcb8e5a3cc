import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SOCIAL_LIMITS, SUSPEND_DAYS_MAX, type ModerationAction } from '@ww/contracts';
import { submitFormOptions } from '#shared/lib/form.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import type { ReportAction } from '../../api/moderation.ts';
import { Textarea } from '#shared/ui/textarea.tsx';

const MAX = SOCIAL_LIMITS.reportReasonMaxChars;

/** The moderator's reason (told to the author) and, for a suspension, its days: what every action needs first. */
export function ActionForm({
  action,
  pending,
  onSubmit,
  onCancel,
}: {
  action: ModerationAction;
  pending: boolean;
  onSubmit: (input: ReportAction) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('social_moderation');
  const titleId = useId();
  const schema = useMemo(
    () =>
      z.object({
        reason: z.string().trim().min(1, 'reason_required').max(MAX, 'too_long'),
        days: z.string(),
      }),
    [],
  );
  const form = useForm<{ reason: string; days: string }>({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: { reason: '', days: '7' },
  });
  const { errors } = form.formState;
  const reasonError = errors.reason?.message;

  const submit = form.handleSubmit(({ reason, days }) => {
    if (action !== 'suspend') {
      onSubmit({ action, reason: reason.trim() });
      return;
    }
    const count = Number(days);
    if (!Number.isInteger(count) || count < 1 || count > SUSPEND_DAYS_MAX) {
      form.setError('days', { type: 'range', message: 'days_invalid' });
      return;
    }
    onSubmit({ action, reason: reason.trim(), suspend_days: count });
  });

  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <p id={titleId} className="font-medium text-slate-900 dark:text-slate-100">
        {t('actions.form_title', { action: t(`actions.names.${action}`) })}
      </p>
      <Field
        label={t('actions.reason_label')}
        error={
          reasonError === 'reason_required' || reasonError === 'too_long'
            ? t(`actions.validation.${reasonError}`, { max: MAX })
            : undefined
        }
      >
        <Textarea rows={2} maxLength={MAX} {...form.register('reason')} />
      </Field>
      {action === 'suspend' && (
        <Field
          label={t('actions.days_label')}
          error={errors.days ? t('actions.validation.days_invalid', { max: SUSPEND_DAYS_MAX }) : undefined}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={SUSPEND_DAYS_MAX}
            className="w-28"
            {...form.register('days')}
          />
        </Field>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant={action === 'suspend' || action === 'hide' ? 'danger' : 'primary'}
          loading={pending}
        >
          {t('actions.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
