import { z } from 'zod';
import {
  HITCH_TYPES,
  SHOP_CATEGORIES,
  SHOP_CURRENCIES,
  productInputSchema,
  type NumberSeparators,
} from '@ww/contracts';
import { amountFromText, optionalNumberFromText } from '#shared/lib/form.ts';
import type { useMoneyFormat } from '#shared/lib/money.ts';
import type { AdminProduct } from '../../api/queries.ts';

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
export type ProductFormValues = z.infer<typeof rawSchema>;

/** What the form holds (text as typed), read into the contract's product input: its rules and message keys apply. */
export function productFormSchema(separators: NumberSeparators) {
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

/** The form's starting values: the product's own (amounts and measures written in the user's locale), or a new one's. */
export function productFormDefaults(
  product: AdminProduct | undefined,
  money: Pick<ReturnType<typeof useMoneyFormat>, 'separators' | 'amountText'>,
): ProductFormValues {
  const measure = (n: number | null) => (n === null ? '' : String(n).replace('.', money.separators.decimal));
  return {
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
}
