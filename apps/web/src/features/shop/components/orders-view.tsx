import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import clsx from 'clsx';
import { canMoveOrder, type OrderStatus, lineAmount } from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SupportEmailLink } from '#shared/ui/support-email-link.tsx';
import { useCancelOrder, useConfirmDelivered } from '../api/orders.ts';
import { shopQueries, type Order } from '../api/queries.ts';
import { useShopMoney, type ShopMoney } from '../lib/shop-money.ts';
import { SHOP_PATHS } from '../lib/shop-paths.ts';
import { ShopViewSection } from './shop-view-section.tsx';
import type { ShopContext } from '../lib/use-shop-context.ts';
import { CartTotals } from './cart-contents.tsx';

const badgeClasses: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  paid: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  shipped: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100',
  delivered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  refunded: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('shop');
  return (
    <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', badgeClasses[status])}>
      {t(`orders.statuses.${status}`)}
    </span>
  );
}

/** How to pay an order that waits for its money: bank transfer or on collection, or Stripe's confirmation. */
function PaymentInstructions({ order, money }: { order: Order; money: ShopMoney }) {
  const { t } = useTranslation('shop');
  const { formatDateTime } = useDateFormat();
  const held = t('orders.held_until', { date: formatDateTime(order.reserved_until) });
  const settings = useQuery({ ...shopQueries.regionSettings(), enabled: order.method === 'manual' });
  if (order.method === 'stripe') {
    return (
      <Alert variant="info">
        <div className="space-y-2">
          <p>{t('orders.card_pending')}</p>
          <p>{held}</p>
        </div>
      </Alert>
    );
  }
  const bankDetails = settings.data?.find((s) => s.currency === order.currency)?.bank_details ?? null;
  return (
    <Alert variant="info">
      <div className="space-y-2">
        <p>
          {t('orders.manual_instructions', {
            total: money.price({ amount: order.total, currency: order.currency }),
            number: order.number,
          })}
        </p>
        {bankDetails !== null && (
          <div>
            <p className="font-semibold">{t('orders.bank_details_title')}</p>
            <p className="break-words whitespace-pre-line">{bankDetails}</p>
          </div>
        )}
        {/* Until the shop's settings are here, neither "write for the details" nor the details: no text that swaps. */}
        {!settings.isPending && (
          <p>
            <Trans
              t={t}
              i18nKey={bankDetails === null ? 'orders.manual_contact' : 'orders.collection_contact'}
              components={{ mail: <SupportEmailLink subject={t('orders.number', { number: order.number })} /> }}
            />
          </p>
        )}
        <p>{held}</p>
      </div>
    </Alert>
  );
}

function OrderCard({ order, ctx, placed }: { order: Order; ctx: ShopContext; placed: boolean }) {
  const { t } = useTranslation('shop');
  const money = useShopMoney(ctx);
  const { formatDateTime } = useDateFormat();
  const errorText = useErrorText({ ns: 'shop' });
  const cancel = useCancelOrder(ctx.userId);
  const delivered = useConfirmDelivered(ctx.userId);
  const amount = (value: number) => money.price({ amount: value, currency: order.currency });
  const address = order.shipping_address;
  const failed = cancel.error ?? delivered.error;
  const headingId = `order-${order.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        'space-y-3 rounded-xl border bg-white p-4 shadow-sm dark:bg-slate-900',
        placed ? 'border-emerald-600 dark:border-emerald-500' : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900 dark:text-slate-50">
            {t('orders.number', { number: order.number })}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('orders.placed_on', { date: formatDateTime(order.created_at) })}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      {order.status === 'awaiting_payment' && <PaymentInstructions order={order} money={money} />}
      <div>
        <h4 className="sr-only">{t('orders.items')}</h4>
        <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {order.items.map((item, index) => (
            <li key={`${item.product_id ?? 'gone'}-${index}`} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {t('orders.item_line', { quantity: item.quantity, name: item.name })}
              </span>
              <span className="shrink-0">{amount(lineAmount(item.unit_amount, item.quantity))}</span>
            </li>
          ))}
        </ul>
      </div>
      <CartTotals totals={order} money={money} />
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-800 dark:text-slate-200">{t('orders.payment')}</dt>
          <dd className="text-slate-700 dark:text-slate-300">{t(`checkout.methods.${order.method}`)}</dd>
        </div>
        {address && (
          <div>
            <dt className="font-medium text-slate-800 dark:text-slate-200">{t('orders.ship_to')}</dt>
            <dd className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
              {[
                address.name,
                address.line1,
                address.line2,
                [address.postcode, address.city].join(' '),
                address.region,
                address.country,
              ]
                .filter(Boolean)
                .join('\n')}
            </dd>
          </div>
        )}
      </dl>
      {failed && <Alert variant="error">{errorText(failed)}</Alert>}
      <div className="flex flex-wrap gap-2">
        {canMoveOrder(order.status, 'cancelled') && (
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() => {
              if (!window.confirm(t('orders.confirm_cancel', { number: order.number }))) return;
              delivered.reset();
              cancel.mutate(order.id, {
                onSuccess: () => toast.success(t('orders.cancelled', { number: order.number })),
              });
            }}
          >
            {t('orders.cancel')}
          </Button>
        )}
        {order.status === 'shipped' && (
          <Button
            loading={delivered.isPending}
            onClick={() => {
              cancel.reset();
              delivered.mutate(order.id, {
                onSuccess: () => toast.success(t('orders.delivered', { number: order.number })),
              });
            }}
          >
            {t('orders.received')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * My orders (?view=orders; the receipt e-mail and the payment pages link here), newest first: status, items, totals,
 * how to pay one still waiting for its money, and the buyer's own moves: cancel before it is paid, confirm delivery.
 */
export function OrdersView({ ctx }: { ctx: ShopContext }) {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const placedId = params.get('placed');
  const query = useQuery({ ...shopQueries.orders(ctx.userId), enabled: ctx.signedIn });
  const placed = query.data?.find((order) => order.id === placedId);
  return (
    <ShopViewSection
      id="orders-title"
      title={t('orders.title')}
      signIn={
        ctx.signedIn
          ? null
          : {
              title: t('orders.title'),
              body: t('orders.sign_in_body'),
              button: t('orders.sign_in'),
              returnTo: SHOP_PATHS.orders,
            }
      }
    >
      {placed && <Alert variant="success">{t('orders.placed_title', { number: placed.number })}</Alert>}
      <QueryState
        query={query}
        loadingLabel={t('orders.loading')}
        errorTitle={t('orders.load_failed')}
        errorDetail={errorText}
        retryLabel={t('retry')}
        empty={t('orders.empty')}
        isEmpty={(orders) => orders.length === 0}
      >
        {(orders) => (
          <ul aria-label={t('orders.list_label')} className="space-y-4">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} ctx={ctx} placed={order.id === placedId} />
            ))}
          </ul>
        )}
      </QueryState>
    </ShopViewSection>
  );
}
