import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { SHOP_CURRENCIES, type ProductInput } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { useFormMessages } from '#shared/lib/form.ts';
import type { ProductFormValues } from './product-form-schema.ts';

/** A product's prices, one per currency (at least one; a currency is offered once), with the list's own errors. */
export function ProductPriceFields({ form }: { form: UseFormReturn<ProductFormValues, unknown, ProductInput> }) {
  const { t } = useTranslation('admin');
  const { field: fieldMessage } = useFormMessages('admin');
  const { errors } = form.formState;
  const prices = useFieldArray({ control: form.control, name: 'prices' });
  const chosen = useWatch({ control: form.control, name: 'prices' }).map((p) => p.currency);
  const unused = SHOP_CURRENCIES.filter((c) => !chosen.includes(c));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('products.form.prices')}</legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('products.form.prices_hint')}</p>
      <ul className="space-y-3">
        {prices.fields.map((row, index) => {
          const rowErrors = errors.prices?.[index];
          return (
            <li key={row.id} className="flex flex-wrap items-start gap-2">
              <Field
                label={t('products.form.price_currency', { number: index + 1 })}
                error={fieldMessage(rowErrors?.currency?.message)}
                className="w-full space-y-1.5 sm:w-56"
              >
                <Select defaultValue={row.currency} {...form.register(`prices.${index}.currency`)}>
                  {SHOP_CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                label={t('products.form.price_amount', { currency: chosen[index] ?? '' })}
                error={fieldMessage(rowErrors?.amount?.message)}
                className="min-w-0 flex-1 space-y-1.5"
              >
                <Input inputMode="decimal" autoComplete="off" {...form.register(`prices.${index}.amount`)} />
              </Field>
              {/* Level with the box, below its label. */}
              <Button
                variant="ghost"
                className="mt-[1.625rem]"
                aria-label={t('products.form.remove_price', { currency: chosen[index] ?? '' })}
                disabled={prices.fields.length <= 1}
                onClick={() => prices.remove(index)}
              >
                <X aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      {(errors.prices?.root?.message ?? errors.prices?.message) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {fieldMessage(errors.prices?.root?.message ?? errors.prices?.message)}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={unused.length === 0}
        onClick={() => {
          const next = unused[0];
          if (next) prices.append({ currency: next, amount: '' });
        }}
      >
        <Plus aria-hidden className="h-4 w-4" />
        {t('products.form.add_price')}
      </Button>
    </fieldset>
  );
}
