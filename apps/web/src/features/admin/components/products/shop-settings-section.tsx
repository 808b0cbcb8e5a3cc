import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  SHOP_LIMITS,
  shopRegionSettingInputSchema,
  type NumberSeparators,
  type ShopRegionSettingInput,
  type ShopRegionSettingUpdate,
} from '@ww/contracts';
import { amountFromText, optionalNumberFromText, showFormFailure, submitFormOptions } from '#shared/lib/form.ts';
import { numberInputText, useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Checkbox } from '#shared/ui/checkbox.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import type { RegionSetting } from '../../api/queries.ts';
import { useSaveShopSetting, useShopSettings } from '../../api/shop-admin.ts';
import { useFormMessages } from '#shared/lib/form.ts';
import { AdminQueryState } from '../admin-query-state.tsx';

const rawSchema = z.object({
  tax_percent: z.string(),
  tax_included: z.boolean(),
  shipping_flat: z.string(),
  free_shipping_over: z.string(),
  bank_details: z.string(),
});
type SettingValues = z.infer<typeof rawSchema>;

/** The tax rate is typed as a percentage (10 for 10 %), kept to the database's 4 decimals of the rate. */
function settingSchema(currency: RegionSetting['currency'], separators: NumberSeparators) {
  return rawSchema
    .transform((raw): ShopRegionSettingInput => {
      const percent = raw.tax_percent.trim() === '' ? Number.NaN : amountFromText(raw.tax_percent, separators);
      return {
        currency,
        tax_rate: Math.round(percent * 100) / 10_000,
        tax_included: raw.tax_included,
        shipping_flat: raw.shipping_flat.trim() === '' ? Number.NaN : amountFromText(raw.shipping_flat, separators),
        free_shipping_over: optionalNumberFromText(raw.free_shipping_over, separators),
        bank_details: raw.bank_details,
      };
    })
    .pipe(
      shopRegionSettingInputSchema.extend({
        tax_rate: z.number({ error: 'invalid' }).min(0, { error: 'negative' }).max(0.99, { error: 'tax_too_high' }),
      }),
    );
}

function RegionForm({ setting }: { setting: RegionSetting }) {
  const { t } = useTranslation('admin');
  const money = useMoneyFormat();
  const { field: fieldMessage } = useFormMessages('admin');
  const save = useSaveShopSetting();
  const schema = useMemo(() => settingSchema(setting.currency, money.separators), [setting.currency, money.separators]);
  const form = useForm<SettingValues, unknown, ShopRegionSettingUpdate>({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: {
      tax_percent: numberInputText(setting.tax_rate * 100, money.locale, 2),
      tax_included: setting.tax_included,
      shipping_flat: money.amountText(setting.shipping_flat, setting.currency),
      free_shipping_over:
        setting.free_shipping_over === null ? '' : money.amountText(setting.free_shipping_over, setting.currency),
      bank_details: setting.bank_details ?? '',
    },
  });
  const { errors } = form.formState;
  const fieldNames = { tax_rate: 'tax_percent' } as const;

  const submit = form.handleSubmit((value) =>
    save.mutateAsync(value).then(
      () => toast.success(t('shop_settings.saved', { currency: setting.currency })),
      (err: unknown) => showFormFailure(form, err, { fieldNames }),
    ),
  );

  return (
    <Card>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={`region-${setting.currency}`}
        className="space-y-3"
      >
        <h3 id={`region-${setting.currency}`} className="font-semibold text-slate-900 dark:text-slate-50">
          {t('shop_settings.region', { currency: setting.currency })}
        </h3>
        <Field label={t('shop_settings.tax_percent')} error={fieldMessage(errors.tax_percent?.message)}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('tax_percent')} />
        </Field>
        <Checkbox label={t('shop_settings.tax_included')} {...form.register('tax_included')} />
        <Field
          label={t('shop_settings.shipping_flat', { currency: setting.currency })}
          error={fieldMessage(errors.shipping_flat?.message)}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('shipping_flat')} />
        </Field>
        <Field
          label={t('shop_settings.free_shipping_over', { currency: setting.currency })}
          hint={t('shop_settings.free_shipping_hint')}
          error={fieldMessage(errors.free_shipping_over?.message)}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('free_shipping_over')} />
        </Field>
        <Field
          label={t('shop_settings.bank_details', { currency: setting.currency })}
          hint={t('shop_settings.bank_details_hint')}
          error={fieldMessage(errors.bank_details?.message)}
        >
          <Textarea rows={4} maxLength={SHOP_LIMITS.bankDetailsMaxChars} {...form.register('bank_details')} />
        </Field>
        <FormError control={form.control} title={t('shop_settings.save_failed')} />
        <Button type="submit" loading={save.isPending}>
          {t('shop_settings.save', { currency: setting.currency })}
        </Button>
      </form>
    </Card>
  );
}

/** Tax (added or included in prices) and shipping for each currency the shop sells in. */
export function ShopSettingsSection() {
  const { t } = useTranslation('admin');
  const settings = useShopSettings();
  return (
    <HeadedSection id="admin-shop-settings" title={t('shop_settings.title')} intro={t('shop_settings.intro')}>
      <AdminQueryState
        query={settings}
        loadingLabel={t('shop_settings.loading')}
        errorTitle={t('shop_settings.load_failed')}
      >
        {(regions) => (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {regions.map((setting) => (
              <RegionForm key={setting.currency} setting={setting} />
            ))}
          </div>
        )}
      </AdminQueryState>
    </HeadedSection>
  );
}
