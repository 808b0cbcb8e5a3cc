import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff, Minus, Plus, Trash2 } from 'lucide-react';
import type { OrderTotals } from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, IconButton } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { maxQuantity, useSetCartQuantity, type CartLineView, type CartView } from '../api/cart.ts';
import { useShopMoney, type ShopMoney } from '../lib/shop-money.ts';
import type { ShopContext } from '../lib/use-shop-context.ts';
import { setRepriced, useRepriced } from '../lib/visitor-cart.ts';

interface LineProps {
  line: CartLineView;
  money: ShopMoney;
  busy: boolean;
  error: string | undefined;
  onQuantity: (quantity: number) => void;
}

/** One cart line: photo, name, unit price, a quantity stepper within 1..min(99, stock), remove. */
function CartLine({ line, money, busy, error, onQuantity }: LineProps) {
  const { t } = useTranslation('shop');
  const name = line.name ?? t('cart.gone');
  const max = maxQuantity(line.stock);
  return (
    <li className="flex gap-3 py-3">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
        {line.photo ? (
          <img src={line.photo.url} alt="" className="h-full w-full object-cover" />
        ) : (
          <ImageOff aria-hidden className="m-auto mt-5 h-6 w-6 text-slate-400" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-50">{name}</p>
          {line.lineTotal && (
            <p className="shrink-0 font-semibold text-slate-900 dark:text-slate-50">{money.price(line.lineTotal)}</p>
          )}
        </div>
        {line.unitPrice && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('cart.each', { price: money.price(line.unitPrice) })}
          </p>
        )}
        {!line.available && line.unitPrice !== null && (
          <p className="text-sm text-red-700 dark:text-red-400">{t('cart.unavailable')}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {line.available && (
            <div role="group" aria-label={t('cart.quantity', { name })} className="flex items-center gap-1">
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('cart.decrease', { name })}
                disabled={busy || line.quantity <= 1}
                onClick={() => onQuantity(line.quantity - 1)}
              >
                <Minus aria-hidden className="h-4 w-4" />
              </Button>
              <output aria-live="polite" className="w-8 text-center font-medium text-slate-900 dark:text-slate-50">
                {line.quantity}
              </output>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('cart.increase', { name })}
                disabled={busy || line.quantity >= max}
                onClick={() => onQuantity(line.quantity + 1)}
              >
                <Plus aria-hidden className="h-4 w-4" />
              </Button>
            </div>
          )}
          <IconButton label={t('cart.remove', { name })} icon={Trash2} disabled={busy} onClick={() => onQuantity(0)} />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

/** Subtotal, shipping, tax ("incl." when the prices hold it) and total, as the server or the estimate gives them. */
export function CartTotals({
  totals,
  money,
}: {
  /** An order keeps its tax, not its rate: without `tax_rate` the tax is labelled without it. */
  totals: Omit<OrderTotals, 'tax_rate'> & { tax_rate?: number };
  money: ShopMoney;
}) {
  const { t } = useTranslation('shop');
  const amount = (value: number) => money.price({ amount: value, currency: totals.currency });
  const taxLabel = () => {
    if (totals.tax_rate === undefined) return totals.tax_included ? t('cart.tax_included_plain') : t('cart.tax');
    const rate = money.rate(totals.tax_rate);
    return totals.tax_included ? t('cart.tax_included', { rate }) : t('cart.tax_added', { rate });
  };
  const rows: Array<[string, string, boolean?]> = [
    [t('cart.subtotal'), amount(totals.subtotal)],
    [t('cart.shipping'), totals.shipping === 0 && totals.subtotal > 0 ? t('cart.free') : amount(totals.shipping)],
    [taxLabel(), amount(totals.tax)],
    [t('cart.total'), amount(totals.total), true],
  ];
  return (
    <dl className="space-y-1 text-sm">
      {rows.map(([label, value, strong]) => (
        <div
          key={label}
          className={
            strong
              ? 'flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900 dark:border-slate-700 dark:text-slate-50'
              : 'flex justify-between gap-3 text-slate-700 dark:text-slate-300'
          }
        >
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The cart's lines and totals, editable: a change the server refuses (409 out_of_stock, with its message) shows on
 * its line.
 */
export function CartContents({ ctx, cart }: { ctx: ShopContext; cart: CartView }) {
  const { t } = useTranslation('shop');
  const money = useShopMoney(ctx);
  const setQuantity = useSetCartQuantity(ctx);
  const repriced = useRepriced();
  const errorText = useErrorText({ ns: 'shop' });
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const change = (line: CartLineView, quantity: number) => {
    setLineErrors(({ [line.productId]: _, ...rest }) => rest);
    setQuantity.mutate(
      { productId: line.productId, quantity, stock: line.stock },
      { onError: (err) => setLineErrors((errors) => ({ ...errors, [line.productId]: errorText(err) })) },
    );
  };
  return (
    <QueryState
      query={{ ...cart, data: cart.isPending || cart.isError ? undefined : cart }}
      loadingLabel={t('cart.loading')}
      errorTitle={t('cart.load_failed')}
      errorDetail={errorText}
      retryLabel={t('retry')}
      empty={t('cart.empty')}
      isEmpty={(data) => data.lines.length === 0}
    >
      {(data) => (
        <div className="space-y-4">
          <ul aria-label={t('cart.lines')} className="divide-y divide-slate-200 dark:divide-slate-700">
            {data.lines.map((line) => (
              <CartLine
                key={line.productId}
                line={line}
                money={money}
                busy={setQuantity.isPending && setQuantity.variables.productId === line.productId}
                error={lineErrors[line.productId]}
                onQuantity={(quantity) => change(line, quantity)}
              />
            ))}
          </ul>
          {repriced && ctx.signedIn && (
            <Alert variant="info">
              <p>{t('cart.repriced', repriced)}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => setRepriced(null)}>
                {t('cart.repriced_dismiss')}
              </Button>
            </Alert>
          )}
          {data.mixed && <Alert variant="info">{t('cart.mixed', { currency: ctx.currency })}</Alert>}
          {data.totals && <CartTotals totals={data.totals} money={money} />}
          {data.estimated && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('cart.estimate', { currency: data.totals?.currency ?? ctx.currency })}
            </p>
          )}
        </div>
      )}
    </QueryState>
  );
}
