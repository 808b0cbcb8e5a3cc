import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { HITCH_TYPES, SHOP_CATEGORIES, SHOP_LIMITS, type ProductInput } from '@ww/contracts';
import { serverFieldErrors, showFormFailure, submitFormOptions } from '#shared/lib/form.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { Checkbox } from '#shared/ui/checkbox.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import type { AdminProduct } from '../../api/queries.ts';
import type { ProductPhoto } from '../../api/shop-admin.ts';
import { useFormMessages } from '#shared/lib/form.ts';
import { productFormDefaults, productFormSchema, type ProductFormValues } from './product-form-schema.ts';
import { ProductPhotos } from './product-photos.tsx';
import { ProductPriceFields } from './product-price-fields.tsx';
import { ProductSpecFields } from './product-spec-fields.tsx';

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
  const { field: fieldMessage } = useFormMessages('admin');
  const [photos, setPhotos] = useState<ProductPhoto[]>(product?.photos ?? []);
  const [photosError, setPhotosError] = useState<string | undefined>();
  const schema = useMemo(() => productFormSchema(money.separators), [money.separators]);
  const defaults = productFormDefaults(product, money);
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const seller = useWatch({ control: form.control, name: 'seller' });
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

      <ProductPriceFields form={form} />

      <ProductSpecFields form={form} />

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
