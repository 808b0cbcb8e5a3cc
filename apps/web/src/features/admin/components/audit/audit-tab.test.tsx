import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { routeJson, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState } from '#testing/test-account.ts';
import { testAuditEntry } from '../../testing/admin-fixtures.ts';
import AuditTab from './audit-tab.tsx';

afterEach(resetTestState);

describe('audit tab', () => {
  it('shows who changed what and when, with the changed fields as text', async () => {
    stubApi({
      'GET /admin/audit': () =>
        routeJson('GET /admin/audit', {
          data: [
            testAuditEntry({
              actor_email: 'ops@example.com',
              action: 'product.update',
              target_id: 'p-1',
              before: { name: '<b>x</b>', stock: 4, specs: [{ label: 'W', value: '200' }] },
              after: { name: 'Plain', stock: 4, specs: [] },
            }),
          ],
        }),
    });
    const { container } = renderWithProviders(<AuditTab />);
    const entry = (await screen.findByText('ops@example.com')).closest('li')!;
    expect(within(entry).getByText('product.update')).toBeTruthy();
    expect(within(entry).getByText('Products · p-1')).toBeTruthy();
    expect(within(entry).getByText('2 fields changed')).toBeTruthy();
    expect(within(entry).getByText('<b>x</b>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(within(entry).getByText('Plain')).toBeTruthy();
    expect(within(entry).getByText('[{"label":"W","value":"200"}]')).toBeTruthy();
    // The stock did not change: it is not listed.
    expect(within(entry).queryByText('stock')).toBeNull();
  });

  it('loads more entries and filters by table', async () => {
    const page = Array.from({ length: 50 }, (_, i) => testAuditEntry({ id: i + 1, actor_email: `a${i}@example.com` }));
    const calls = stubApi({
      'GET /admin/audit': (call) => {
        const query = new URLSearchParams(call.search);
        if (query.get('target_table')) return routeJson('GET /admin/audit', { data: [] });
        return routeJson('GET /admin/audit', {
          data: query.get('offset') === '0' ? page : [testAuditEntry({ id: 999, actor_email: 'last@example.com' })],
        });
      },
    });
    renderWithProviders(<AuditTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('last@example.com')).toBeTruthy();
    expect(calls.at(-1)?.search).toBe('?limit=50&offset=50');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Table'), { target: { value: 'admin_users' } });
    expect(await screen.findByText('No admin actions yet')).toBeTruthy();
    await vi.waitFor(() => expect(calls.at(-1)?.search).toBe('?target_table=admin_users&limit=50&offset=0'));
  });
});
