import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { SHOP_LIMITS, type ProductInput } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useFormMessages } from '#shared/lib/form.ts';
import type { ProductFormValues } from './product-form-schema.ts';

/** A product's specifications as label and value rows, up to SHOP_LIMITS.maxSpecs, with the list's own errors. */
export function ProductSpecFields({ form }: { form: UseFormReturn<ProductFormValues, unknown, ProductInput> }) {
  const { t } = useTranslation('admin');
  const { field: fieldMessage } = useFormMessages('admin');
  const { errors } = form.formState;
  const specs = useFieldArray({ control: form.control, name: 'specs' });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('products.form.specs')}</legend>
      {specs.fields.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('products.form.no_specs')}</p>
      )}
      <ul className="space-y-3">
        {specs.fields.map((row, index) => {
          const rowErrors = errors.specs?.[index];
          return (
            <li key={row.id} className="flex flex-wrap items-start gap-2">
              <Field
                label={t('products.form.spec_label', { number: index + 1 })}
                error={fieldMessage(rowErrors?.label?.message)}
                className="w-full space-y-1.5 sm:w-56"
              >
                <Input maxLength={80} {...form.register(`specs.${index}.label`)} />
              </Field>
              <Field
                label={t('products.form.spec_value', { number: index + 1 })}
                error={fieldMessage(rowErrors?.value?.message)}
                className="min-w-0 flex-1 space-y-1.5"
              >
                <Input maxLength={200} {...form.register(`specs.${index}.value`)} />
              </Field>
              <Button
                variant="ghost"
                className="mt-[1.625rem]"
                aria-label={t('products.form.remove_spec', { number: index + 1 })}
                onClick={() => specs.remove(index)}
              >
                <X aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      {(errors.specs?.root?.message ?? errors.specs?.message) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {fieldMessage(errors.specs?.root?.message ?? errors.specs?.message)}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={specs.fields.length >= SHOP_LIMITS.maxSpecs}
        onClick={() => specs.append({ label: '', value: '' })}
      >
        <Plus aria-hidden className="h-4 w-4" />
        {t('products.form.add_spec')}
      </Button>
    </fieldset>
  );
}
