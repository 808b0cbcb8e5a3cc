import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { Select } from '#shared/ui/select.tsx';
import type { AdminOrder } from '../../api/queries.ts';
import { useAdminOrders, useMoveOrder, type OrderMove } from '../../api/shop-admin.ts';
import { useAdminFormat } from '../../lib/format.ts';
import { AdminQueryState } from '../admin-query-state.tsx';
import { Cell, DataTable, Row } from '#shared/ui/data-table.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';

/**
 * The moves an admin may make from an order's status (ORDER_TRANSITIONS); a card order is marked paid by Stripe
 * alone, so "Mark paid" is offered for manual orders only.
 */
function allowedMoves(order: Pick<AdminOrder, 'status' | 'method'>): OrderMove[] {
  return ORDER_TRANSITIONS[order.status].filter(
    (to): to is OrderMove => to !== 'awaiting_payment' && (to !== 'paid' || order.method === 'manual'),
  );
}

/** Moves that cannot be taken back ask first. */
const CONFIRMATIONS: Partial<Record<OrderMove, 'orders.confirm.cancelled' | 'orders.confirm.refunded'>> = {
  cancelled: 'orders.confirm.cancelled',
  refunded: 'orders.confirm.refunded',
};

function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const move = useMoveOrder();
  const errorText = useErrorText();
  const moves = allowedMoves(order);
  if (moves.length === 0) return <span className="text-slate-500 dark:text-slate-400">{t('orders.no_moves')}</span>;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap justify-end gap-1 @4xl:justify-start">
        {moves.map((to) => {
          const confirmation = CONFIRMATIONS[to];
          return (
            <Button
              key={to}
              size="sm"
              variant={confirmation ? 'ghost' : 'secondary'}
              loading={move.isPending && move.variables.status === to}
              disabled={move.isPending}
              aria-label={t(`orders.move_named.${to}`, { number: order.number })}
              onClick={() => {
                if (confirmation && !window.confirm(t(confirmation, { number: order.number }))) return;
                move.mutate(
                  { order, status: to },
                  { onSuccess: () => toast.success(t(`orders.moved.${to}`, { number: order.number })) },
                );
              }}
            >
              {t(`orders.move.${to}`)}
            </Button>
          );
        })}
      </div>
      {move.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorText(move.error)}
        </p>
      )}
    </div>
  );
}

/** Every order, newest first, with the moves its status allows. */
export default function OrdersTab() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const orders = useAdminOrders(status);
  const rows = orders.data?.pages.flat() ?? [];

  return (
    <HeadedSection id="admin-orders" title={t('orders.title')} intro={t('orders.intro')}>
      <Field label={t('orders.filter')} className="w-full space-y-1.5 sm:w-64">
        <Select
          value={status ?? ''}
          onChange={(event) => setStatus(ORDER_STATUSES.find((s) => s === event.target.value))}
        >
          <option value="">{t('orders.all_statuses')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`order_status.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <AdminQueryState
        query={orders}
        loadingLabel={t('orders.loading')}
        errorTitle={t('orders.load_failed')}
        isEmpty={(data) => data.pages.every((page) => page.length === 0)}
        empty={status ? t('orders.none_with_status', { status: t(`order_status.${status}`) }) : t('orders.empty')}
      >
        {() => (
          <div className="space-y-3">
            <DataTable
              caption={t('orders.table_caption')}
              columns={[
                t('orders.columns.number'),
                t('orders.columns.date'),
                t('orders.columns.buyer'),
                t('orders.columns.items'),
                t('orders.columns.total'),
                t('orders.columns.method'),
                t('orders.columns.status'),
                t('orders.columns.actions'),
              ]}
            >
              {rows.map((order) => (
                <Row key={order.id}>
                  <Cell label={t('orders.columns.number')} className="font-medium tabular-nums">
                    {t('orders.number', { number: order.number })}
                  </Cell>
                  <Cell label={t('orders.columns.date')}>
                    <time dateTime={order.created_at}>{format.dateTime(order.created_at)}</time>
                  </Cell>
                  <Cell label={t('orders.columns.buyer')}>{order.email}</Cell>
                  <Cell label={t('orders.columns.items')}>
                    <ul className="@max-4xl:text-right">
                      {order.items.map((item, index) => (
                        <li key={`${item.product_id ?? item.name}-${index}`} className="break-words">
                          {t('orders.item', { name: item.name, quantity: item.quantity })}
                        </li>
                      ))}
                    </ul>
                  </Cell>
                  <Cell label={t('orders.columns.total')} className="tabular-nums">
                    {format.money(order.total, order.currency)}
                  </Cell>
                  <Cell label={t('orders.columns.method')}>{t(`orders.methods.${order.method}`)}</Cell>
                  <Cell label={t('orders.columns.status')}>{t(`order_status.${order.status}`)}</Cell>
                  <Cell label={t('orders.columns.actions')}>
                    <OrderActions order={order} />
                  </Cell>
                </Row>
              ))}
            </DataTable>
            {orders.hasNextPage && (
              <Button
                variant="secondary"
                loading={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                {t('common.load_more')}
              </Button>
            )}
          </div>
        )}
      </AdminQueryState>
    </HeadedSection>
  );
}
