import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { sessionResponse, signInAs } from '#testing/test-account.ts';
import { setSession } from '#shared/lib/session.ts';
import { outboxStore } from '#shared/lib/outbox/outbox-runtime.ts';
import { deleteOutbox } from '#testing/fixtures/outbox.ts';
import type { OutboxWrite } from '#shared/lib/outbox/index.ts';
import { OutboxPanel } from './outbox-panel.tsx';
import { setOnline } from '#testing/network.ts';

const ROBIN = { id: '00000000-0000-4000-8000-000000000031', email: 'robin@example.com' };

function write(summary: string, overrides: Partial<OutboxWrite> = {}): OutboxWrite {
  return {
    kind: 'expense',
    summary,
    method: 'PATCH',
    path: `/expenses/${summary.length}`,
    json: { description: summary },
    baseVersion: '2026-11-30T10:00:00.000Z',
    invalidate: [['finance', 'expenses']],
    ...overrides,
  };
}

beforeEach(() => {
  signInAs(ROBIN);
  stubApi({ 'GET /auth/session': () => sessionResponse(ROBIN) });
  setOnline(false);
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setSession(null, 'signed_out');
  await deleteOutbox();
});

describe('outbox panel', () => {
  it('counts the changes waiting to send', async () => {
    const store = await outboxStore();
    await store.add(write('Diesel, 45.00', { method: 'POST', path: '/expenses' }), { key: 'k1', userId: ROBIN.id });
    await store.add(write('Groceries, 12.00', { method: 'POST', path: '/expenses' }), { key: 'k2', userId: ROBIN.id });
    renderWithProviders(<OutboxPanel />);
    expect(await screen.findByText('2 changes waiting to send')).toBeTruthy();
  });

  it('shows a conflict in the user’s words, as text, and Discard removes it', async () => {
    const store = await outboxStore();
    await store.add(write('<b>Diesel</b>'), { key: 'k1', userId: ROBIN.id });
    await store.markConflict('k1', 'deleted');
    renderWithProviders(<OutboxPanel />);
    const item = await screen.findByText(
      'Your change to “<b>Diesel</b>” was not saved: it was deleted on another device.',
    );
    expect(within(item.closest('li')!).queryByRole('button', { name: 'Keep mine' })).toBeNull();
    fireEvent.click(within(item.closest('li')!).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText(/was not saved/)).toBeNull());
    expect(await store.list(ROBIN.id)).toEqual([]);
  });

  it('"Keep mine" sends the change again without If-Match', async () => {
    const store = await outboxStore();
    await store.add(write('Diesel'), { key: 'k1', userId: ROBIN.id });
    await store.markConflict('k1', 'changed');
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(ROBIN),
      'PATCH /expenses/6': () => jsonResponse(200, { data: {} }),
    });
    const sent: Array<string | null> = [];
    const fetchStub = vi.mocked(fetch);
    renderWithProviders(<OutboxPanel />);
    await screen.findByText('Your change to “Diesel” was not saved: it was changed on another device.');
    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    for (const [, init] of fetchStub.mock.calls) {
      const headers = new Headers(init?.headers);
      if (init?.method === 'PATCH') sent.push(headers.get('If-Match'), headers.get('Idempotency-Key'));
    }
    expect(sent).toEqual([null, 'k1']);
    await waitFor(() => expect(screen.queryByText(/was not saved/)).toBeNull());
  });

  it('shows a refusal with the server’s message and Retry', async () => {
    const store = await outboxStore();
    await store.add(write('Diesel', { method: 'POST', path: '/expenses' }), { key: 'k1', userId: ROBIN.id });
    await store.markFailed('k1', { status: 400, message: 'Amount must be greater than zero.' });
    renderWithProviders(<OutboxPanel />);
    expect(
      await screen.findByText('Your change to “Diesel” was not saved: Amount must be greater than zero.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 change waiting to send')).toBeTruthy();
  });
});
