import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shippingAddressSchema, type PaymentMethod } from '@ww/contracts';
import { showFormFailure, submitFormOptions } from '#shared/lib/form.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useCart, type CartView } from '../api/cart.ts';
import { useCheckout } from '../api/orders.ts';
import { shopQueries } from '../api/queries.ts';
import { SHOP_PATHS } from '../lib/shop-paths.ts';
import type { ShopContext } from '../lib/use-shop-context.ts';
import { CartContents } from './cart-contents.tsx';
import { ShopViewSection } from './shop-view-section.tsx';

type AddressField = 'name' | 'line1' | 'line2' | 'city' | 'region' | 'postcode' | 'country';

const ADDRESS_FIELDS: ReadonlyArray<{ name: AddressField; autoComplete: string; wide?: boolean }> = [
  { name: 'name', autoComplete: 'shipping name', wide: true },
  { name: 'line1', autoComplete: 'shipping address-line1', wide: true },
  { name: 'line2', autoComplete: 'shipping address-line2', wide: true },
  { name: 'city', autoComplete: 'shipping address-level2' },
  { name: 'region', autoComplete: 'shipping address-level1' },
  { name: 'postcode', autoComplete: 'shipping postal-code' },
  { name: 'country', autoComplete: 'shipping country' },
];

/** The server names an address field under the body's `shipping_address`. */
const SERVER_FIELD_NAMES = Object.fromEntries(ADDRESS_FIELDS.map(({ name }) => [`shipping_address.${name}`, name]));

const METHODS: readonly PaymentMethod[] = ['stripe', 'manual'];

/** A cart that can be turned into an order: every line for sale here, all in the cart's currency. */
const checkoutBlocked = (cart: CartView) => cart.mixed || cart.lines.some((line) => !line.available);

function CheckoutForm({ ctx, cart }: { ctx: ShopContext; cart: CartView }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const checkout = useCheckout(ctx.userId);
  const cardConfig = useQuery(shopQueries.cardPayments());
  // Set when the server refused a card payment: the offer of a card goes, whatever the configuration said.
  const [cardRefused, setCardRefused] = useState(false);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const cardOff = cardRefused || cardConfig.data === false;
  const method: PaymentMethod = chosen === 'manual' || cardOff ? 'manual' : 'stripe';

  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: { name: '', line1: '', line2: '', city: '', region: '', postcode: '', country: '' },
  });
  const { errors } = form.formState;
  const fieldError = (key: string | undefined) => {
    if (!key) return undefined;
    return key === 'required' || key === 'too_long' ? t(`validation.${key}`) : t('validation.invalid');
  };

  const submit = form.handleSubmit(({ line2, region, ...address }) => {
    checkout.mutate(
      {
        method,
        shipping_address: { ...address, ...(line2 ? { line2 } : {}), ...(region ? { region } : {}) },
      },
      {
        onSuccess: (result) => {
          if (!result.url) void navigate(SHOP_PATHS.placed(result.order_id), { replace: true });
        },
        // Card payments turned off meanwhile: the card option says so where the buyer chooses it.
        onError: (err) => {
          if (err.code === 'card_payments_unavailable') setCardRefused(true);
          else showFormFailure(form, err, { ns: 'shop', fieldNames: SERVER_FIELD_NAMES });
        },
      },
    );
  });

  const leaving = checkout.isSuccess && checkout.data.url !== undefined;
  const blocked = checkoutBlocked(cart);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t('checkout.address')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ADDRESS_FIELDS.map(({ name, autoComplete, wide }) => (
            <Field
              key={name}
              label={t(`checkout.fields.${name}`)}
              error={fieldError(errors[name]?.message)}
              hint={name === 'country' ? t('checkout.country_hint') : undefined}
              className={wide ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}
            >
              <Input
                autoComplete={autoComplete}
                {...(name === 'country' ? { maxLength: 2, className: 'uppercase' } : {})}
                {...form.register(name)}
              />
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t('checkout.payment')}
        </legend>
        {METHODS.map((option) => {
          const disabled = option === 'stripe' && cardOff;
          return (
            <label
              key={option}
              className={`grid min-h-11 grid-cols-[auto_1fr] gap-x-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-emerald-700 dark:border-slate-600 dark:has-[:checked]:border-emerald-400 ${
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
              }`}
            >
              <input
                type="radio"
                name="payment-method"
                value={option}
                checked={method === option}
                disabled={disabled}
                onChange={() => setChosen(option)}
                className="row-span-2 mt-1 h-4 w-4 accent-emerald-700"
              />
              <span className="font-medium text-slate-900 dark:text-slate-50">{t(`checkout.methods.${option}`)}</span>
              {/* Announced: a card payment the server refused says why here, at the option, and only here. */}
              <span aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
                {disabled ? t('errors.card_payments_unavailable') : t(`checkout.method_hints.${option}`)}
              </span>
            </label>
          );
        })}
      </fieldset>
      {blocked && <Alert variant="error">{t('checkout.blocked', { currency: ctx.currency })}</Alert>}
      <FormError control={form.control} />
      {leaving ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t('checkout.leaving')}
        </p>
      ) : (
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={checkout.isPending} disabled={blocked}>
          {method === 'stripe' ? t('checkout.submit_stripe') : t('checkout.submit_manual')}
        </Button>
      )}
    </form>
  );
}

/**
 * The checkout (?view=checkout): the cart to review, a shipping address, and pay by card (Stripe) or on collection or
 * by bank transfer. A visitor is asked to sign in first and comes back here, their cart with them.
 */
export function CheckoutView({ ctx }: { ctx: ShopContext }) {
  const { t } = useTranslation('shop');
  const cart = useCart(ctx);
  const empty = !cart.isPending && !cart.isError && cart.lines.length === 0;
  return (
    <ShopViewSection
      id="checkout-title"
      title={t('checkout.title')}
      signIn={
        ctx.signedIn
          ? null
          : {
              title: t('checkout.sign_in_title'),
              body: t('checkout.sign_in_body'),
              button: t('cart.sign_in'),
              returnTo: SHOP_PATHS.checkout,
            }
      }
    >
      {empty ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t('checkout.empty')}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <section
            aria-labelledby="checkout-summary"
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 lg:order-2 dark:border-slate-700 dark:bg-slate-900"
          >
            <h3 id="checkout-summary" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
              {t('checkout.summary')}
            </h3>
            <CartContents ctx={ctx} cart={cart} />
          </section>
          <div className="min-w-0 lg:order-1">
            {cart.isPending || cart.isError ? null : <CheckoutForm ctx={ctx} cart={cart} />}
          </div>
        </div>
      )}
    </ShopViewSection>
  );
}
