import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CURRENCIES, HUSTLE_LIMITS, HUSTLE_PERIODS, hustleInputSchema, type NumberSeparators } from '@ww/contracts';
import { amountFromText, showFormFailure, submitFormOptions } from '#shared/lib/form.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { CurrencyOptions } from '#shared/ui/currency-options.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import type { Hustle, HustleFields } from '../../api/hustles.ts';
import { useFormMessages } from '#shared/lib/form.ts';
import { OfferForm } from '../../lib/offer-form.tsx';

type Currency = (typeof CURRENCIES)[number];

/**
 * The form as typed, read into the contract's hustle input: earnings only when a minimum is typed (then the maximum
 * is optional), tags from a comma-separated line.
 */
function hustleFormSchema(separators: NumberSeparators) {
  return z
    .object({
      title: z.string(),
      description: z.string(),
      min: z.string(),
      max: z.string(),
      currency: z.enum(CURRENCIES),
      period: z.enum(HUSTLE_PERIODS),
      tags: z.string(),
    })
    .transform(({ min, max, currency, period, tags, ...rest }): z.input<typeof hustleInputSchema> => ({
      ...rest,
      earnings:
        min.trim() === ''
          ? null
          : {
              min: amountFromText(min, separators),
              max: max.trim() === '' ? null : amountFromText(max, separators),
              currency,
              period,
            },
      tags: tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    }))
    .pipe(hustleInputSchema);
}

/** Where a contract issue on the input lands in the form (the earnings' parts sit in their own boxes). */
const FIELD_NAMES = {
  'earnings.min': 'min',
  'earnings.max': 'max',
  'earnings.currency': 'currency',
  'earnings.period': 'period',
} as const;

function asCurrency(code: string): Currency {
  return (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : 'USD';
}

interface HustleFormProps {
  hustle?: Hustle;
  busy: boolean;
  /** Resolves when saved; rejects with the server's error, which the form shows at its fields or its button. */
  onSubmit: (fields: HustleFields) => Promise<unknown>;
  onCancel: () => void;
}

/** Sharing (or editing) an idea for earning on the road. */
export function HustleForm({ hustle, busy, onSubmit, onCancel }: HustleFormProps) {
  const { t } = useTranslation('social_hustles');
  const money = useMoneyFormat();
  const { field: fieldMessage } = useFormMessages('social_hustles');
  const schema = useMemo(() => hustleFormSchema(money.separators), [money.separators]);
  const form = useForm({
    ...submitFormOptions,
    resolver: async (values, context, options) => {
      const result = await zodResolver(schema)(values, context, options);
      // Issues under earnings.* are shown on the boxes that hold them.
      const errors: Record<string, unknown> = { ...result.errors };
      const earnings = errors['earnings'] as Record<string, unknown> | undefined;
      if (earnings) {
        delete errors['earnings'];
        for (const [part, field] of Object.entries(FIELD_NAMES)) {
          const issue = earnings[part.slice('earnings.'.length)];
          if (issue) errors[field] = issue;
        }
      }
      return { ...result, errors } as typeof result;
    },
    defaultValues: {
      title: hustle?.title ?? '',
      description: hustle?.description ?? '',
      min: hustle?.earnings ? money.amountText(hustle.earnings.min, hustle.earnings.currency) : '',
      max:
        hustle?.earnings && hustle.earnings.max !== null
          ? money.amountText(hustle.earnings.max, hustle.earnings.currency)
          : '',
      currency: asCurrency(hustle?.earnings?.currency ?? money.currency),
      period: hustle?.earnings?.period ?? 'day',
      tags: hustle?.tags.join(', ') ?? '',
    },
  });
  const { errors } = form.formState;
  const tagsError =
    errors.tags?.message ?? (errors.tags as unknown as Record<number, { message?: string }> | undefined)?.[0]?.message;

  const submit = form.handleSubmit((fields) => {
    onSubmit(fields).catch((err: unknown) => showFormFailure(form, err, { fieldNames: FIELD_NAMES }));
  });

  return (
    <OfferForm
      ns="social_hustles"
      editing={Boolean(hustle)}
      form={form}
      limits={HUSTLE_LIMITS}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('form.earnings')}</legend>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('form.earnings_hint')}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label={t('form.min')} error={fieldMessage(errors.min?.message)}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('min')} />
          </Field>
          <Field label={t('form.max')} error={fieldMessage(errors.max?.message)}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('max')} />
          </Field>
          <Field label={t('form.currency')} error={fieldMessage(errors.currency?.message)}>
            <Select {...form.register('currency')}>
              <CurrencyOptions />
            </Select>
          </Field>
          <Field label={t('form.period')} error={fieldMessage(errors.period?.message)}>
            <Select {...form.register('period')}>
              {HUSTLE_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`periods.${period}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </fieldset>
      <Field
        label={t('form.tags')}
        hint={t('form.tags_hint', { max: HUSTLE_LIMITS.tagsMax })}
        error={fieldMessage(tagsError)}
      >
        <Input autoComplete="off" {...form.register('tags')} />
      </Field>
    </OfferForm>
  );
}
