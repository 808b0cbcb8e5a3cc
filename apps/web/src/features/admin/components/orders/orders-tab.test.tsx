import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, routeJson, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState } from '#testing/test-account.ts';
import { testOrder } from '../../testing/admin-fixtures.ts';
import OrdersTab from './orders-tab.tsx';

const manual = testOrder({ number: 1001, method: 'manual', status: 'awaiting_payment' });
const card = testOrder({ number: 1002, method: 'stripe', status: 'awaiting_payment', currency: 'USD', total: 45.5 });
const paid = testOrder({ number: 1003, method: 'stripe', status: 'paid', email: 'kim@example.com' });
const cancelled = testOrder({ number: 1004, status: 'cancelled' });

function rowOf(number: number) {
  const cell = screen.getByText(`#${number}`);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for order ${number}`);
  return within(row);
}

const buttonNames = (number: number) =>
  rowOf(number)
    .queryAllByRole('button')
    .map((b) => b.textContent);

afterEach(resetTestState);

describe('orders tab', () => {
  it('lists orders with their number, buyer, items, total and method, and offers only the allowed moves', async () => {
    stubApi({ 'GET /admin/orders': () => routeJson('GET /admin/orders', { data: [manual, card, paid, cancelled] }) });
    renderWithProviders(<OrdersTab />);
    await screen.findByRole('table', { name: 'Orders' });
    expect(rowOf(1003).getByText('kim@example.com')).toBeTruthy();
    expect(rowOf(1001).getByText('Camp chair × 2')).toBeTruthy();
    expect(rowOf(1002).getByText('$45.50')).toBeTruthy();
    expect(rowOf(1002).getByText('Card')).toBeTruthy();
    expect(buttonNames(1001)).toEqual(['Mark paid', 'Cancel order']);
    // A card order is marked paid by Stripe only.
    expect(buttonNames(1002)).toEqual(['Cancel order']);
    expect(buttonNames(1003)).toEqual(['Mark shipped', 'Refund']);
    expect(buttonNames(1004)).toEqual([]);
    expect(rowOf(1004).getByText('Nothing to do')).toBeTruthy();
  });

  it('moves an order and reloads the list', async () => {
    let shipped = false;
    const calls = stubApi({
      'GET /admin/orders': () =>
        routeJson('GET /admin/orders', { data: [shipped ? { ...paid, status: 'shipped' } : paid] }),
      [`POST /admin/orders/${paid.id}/status`]: () => {
        shipped = true;
        return jsonResponse(200, { data: { ...paid, status: 'shipped' } });
      },
    });
    renderWithProviders(<OrdersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark order #1003 shipped' }));
    await vi.waitFor(() => expect(buttonNames(1003)).toEqual(['Mark delivered', 'Refund']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'shipped' });
  });

  it('refunds only after the admin confirms, and shows the server’s reason when it refuses', async () => {
    const confirm = vi.fn().mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    stubApi({
      'GET /admin/orders': () => routeJson('GET /admin/orders', { data: [paid] }),
      [`POST /admin/orders/${paid.id}/status`]: () =>
        jsonResponse(409, {
          error: {
            class: 'validation',
            message: 'An order that is refunded cannot become refunded.',
            code: 'order_status',
          },
        }),
    });
    renderWithProviders(<OrdersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund order #1003' }));
    expect(await screen.findByText('An order that is refunded cannot become refunded.')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith('Refund order #1003? A card payment is refunded in full through Stripe.');
  });

  it('filters by status', async () => {
    const calls = stubApi({ 'GET /admin/orders': () => routeJson('GET /admin/orders', { data: [] }) });
    renderWithProviders(<OrdersTab />);
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
    expect(await screen.findByText('No orders with the status Shipped')).toBeTruthy();
    expect(calls.at(-1)?.search).toBe('?status=shipped&limit=50&offset=0');
  });
});
