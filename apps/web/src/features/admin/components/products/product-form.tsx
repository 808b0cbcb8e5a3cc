import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Plus, X } from 'lucide-react';
import {
  HITCH_TYPES,
  SHOP_CATEGORIES,
  SHOP_CURRENCIES,
  SHOP_LIMITS,
  productInputSchema,
  type NumberSeparators,
  type ProductInput,
} from '@ww/contracts';
import {
  amountFromText,
  optionalNumberFromText,
  serverFieldErrors,
  showFormFailure,
  submitFormOptions,
} from '#shared/lib/form.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { Checkbox } from '#shared/ui/checkbox.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import type { AdminProduct } from '../../api/queries.ts';
import type { ProductPhoto } from '../../api/shop-admin.ts';
import { useFieldMessage } from '../../lib/admin-errors.ts';
import { Textarea } from '#shared/ui/textarea.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { ProductPhotos } from './product-photos.tsx';

const rawSchema = z.object({
  name: z.string(),
  category: z.enum(SHOP_CATEGORIES),
  description: z.string(),
  seller: z.string(),
  external_url: z.string(),
  stock: z.string(),
  active: z.boolean(),
  prices: z.array(z.object({ currency: z.enum(SHOP_CURRENCIES), amount: z.string() })),
  specs: z.array(z.object({ label: z.string(), value: z.string() })),
  max_rig_length_m: z.string(),
  max_rig_mass_kg: z.string(),
  hitch: z.union([z.enum(HITCH_TYPES), z.literal('')]),
});
type ProductFormValues = z.infer<typeof rawSchema>;

/** What the form holds (text as typed), read into the contract's product input: its rules and message keys apply. */
function productFormSchema(separators: NumberSeparators) {
  const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
  return rawSchema
    .transform((raw): z.input<typeof productInputSchema> => ({
      name: raw.name,
      category: raw.category,
      description: raw.description,
      seller: raw.seller.trim(),
      // The link box is hidden for the shop's own products: what it held then is not sent.
      external_url: raw.seller.trim() === 'shop' || raw.external_url.trim() === '' ? null : raw.external_url.trim(),
      stock: wholeNumber(raw.stock),
      active: raw.active,
      prices: raw.prices.map((p) => ({
        currency: p.currency,
        // An empty box is no price ('invalid_amount'), never a free product by accident.
        amount: p.amount.trim() === '' ? Number.NaN : amountFromText(p.amount, separators),
      })),
      specs: raw.specs,
      photos: [],
      max_rig_length_m: optionalNumberFromText(raw.max_rig_length_m, separators),
      max_rig_mass_kg: optionalNumberFromText(raw.max_rig_mass_kg, separators),
      hitch: raw.hitch === '' ? null : raw.hitch,
    }))
    .pipe(productInputSchema);
}

export interface ProductFormProps {
  /** The product being changed; a new one when absent. */
  product?: AdminProduct;
  busy: boolean;
  /** Resolves when saved; rejects with the server's error, which the form shows at its fields or its button. */
  onSubmit: (input: ProductInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Adding or changing a product: every field the shop shows, its prices per currency, specs, photos and rig limits. */
export function ProductForm({ product, busy, onSubmit, onCancel }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const money = useMoneyFormat();
  const fieldMessage = useFieldMessage();
  const [photos, setPhotos] = useState<ProductPhoto[]>(product?.photos ?? []);
  const [photosError, setPhotosError] = useState<string | undefined>();
  const schema = useMemo(() => productFormSchema(money.separators), [money.separators]);
  const measure = (n: number | null) => (n === null ? '' : String(n).replace('.', money.separators.decimal));
  const defaults: ProductFormValues = {
    name: product?.name ?? '',
    category: product?.category ?? 'rv_parts',
    description: product?.description ?? '',
    seller: product?.seller ?? 'shop',
    external_url: product?.external_url ?? '',
    stock: String(product?.stock ?? 0),
    active: product?.active ?? true,
    prices: product
      ? product.prices.flatMap((p) => {
          const currency = SHOP_CURRENCIES.find((c) => c === p.currency);
          return currency ? [{ currency, amount: money.amountText(p.amount, currency) }] : [];
        })
      : [{ currency: 'USD', amount: '' }],
    specs: product?.specs ?? [],
    max_rig_length_m: measure(product?.max_rig_length_m ?? null),
    max_rig_mass_kg: measure(product?.max_rig_mass_kg ?? null),
    hitch: product?.hitch ?? '',
  };
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const prices = useFieldArray({ control: form.control, name: 'prices' });
  const specs = useFieldArray({ control: form.control, name: 'specs' });
  const { errors } = form.formState;
  const seller = useWatch({ control: form.control, name: 'seller' });
  const chosen = useWatch({ control: form.control, name: 'prices' }).map((p) => p.currency);
  const unused = SHOP_CURRENCIES.filter((c) => !chosen.includes(c));
  const soldElsewhere = seller.trim() !== 'shop';

  const submit = form.handleSubmit((input) => {
    setPhotosError(undefined);
    onSubmit({ ...input, photos }).catch((err: unknown) => {
      const photoError = Object.entries(serverFieldErrors(err)).find(([path]) => path.split('.')[0] === 'photos');
      setPhotosError(photoError?.[1]);
      // A rule on a whole list (USD missing, a currency twice) shows under the list, where the form's own does.
      showFormFailure(form, err, {
        fieldNames: { prices: 'prices.root', specs: 'specs.root' },
        elsewhere: ['photos'],
      });
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="product-form-title"
      className="space-y-5"
    >
      <h2 id="product-form-title" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {product ? t('products.form.edit_title', { name: product.name }) : t('products.form.new_title')}
      </h2>

      <Field label={t('products.form.name')} error={fieldMessage(errors.name?.message)}>
        <Input maxLength={SHOP_LIMITS.nameMaxChars} {...form.register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('products.form.category')} error={fieldMessage(errors.category?.message)}>
          <Select defaultValue={defaults.category} {...form.register('category')}>
            {SHOP_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('products.form.stock')} error={fieldMessage(errors.stock?.message)}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('stock')} />
        </Field>
      </div>
      <Field label={t('products.form.description')} error={fieldMessage(errors.description?.message)}>
        <Textarea rows={5} maxLength={SHOP_LIMITS.descriptionMaxChars} {...form.register('description')} />
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t('products.form.prices')}
        </legend>
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

      <ProductPhotos photos={photos} onChange={setPhotos} error={fieldMessage(photosError)} />

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t('products.form.rig_limits')}
        </legend>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('products.form.rig_limits_hint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('products.form.max_length')} error={fieldMessage(errors.max_rig_length_m?.message)}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('max_rig_length_m')} />
          </Field>
          <Field label={t('products.form.max_mass')} error={fieldMessage(errors.max_rig_mass_kg?.message)}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('max_rig_mass_kg')} />
          </Field>
          <Field label={t('products.form.hitch')} error={fieldMessage(errors.hitch?.message)}>
            <Select defaultValue={defaults.hitch} {...form.register('hitch')}>
              <option value="">{t('products.form.hitch_any')}</option>
              {HITCH_TYPES.map((hitch) => (
                <option key={hitch} value={hitch}>
                  {t(`hitches.${hitch}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t('products.form.selling')}
        </legend>
        <Field
          label={t('products.form.seller')}
          hint={product ? t('products.form.seller_fixed') : t('products.form.seller_hint')}
          error={fieldMessage(errors.seller?.message)}
        >
          <Input autoComplete="off" readOnly={product !== undefined} {...form.register('seller')} />
        </Field>
        {(soldElsewhere || errors.external_url) && (
          <Field
            label={t('products.form.external_url')}
            hint={t('products.form.external_url_hint')}
            error={fieldMessage(errors.external_url?.message)}
          >
            <Input type="url" inputMode="url" autoComplete="off" {...form.register('external_url')} />
          </Field>
        )}
        <Checkbox label={t('products.form.active')} {...form.register('active')} />
      </fieldset>

      <FormError control={form.control} title={t('products.form.save_failed')} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {product ? t('common.save') : t('products.form.create')}
        </Button>
      </div>
    </form>
  );
}
