import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { signInAs } from '#testing/test-account.ts';
import { setSession } from '../session.ts';
import { deleteOutbox } from '#testing/fixtures/outbox.ts';
import type { RoutePath } from '../api-client.ts';
import { startOutbox, useOutboxEntries, useOutboxWrite, type TypedOutboxWrite } from './index.ts';
import { setOnline } from '#testing/network.ts';

const ROBIN = { id: '00000000-0000-4000-8000-000000000031', email: 'robin@example.com' };
const LIST_KEY = ['test', 'notes'] as const;

interface Note {
  id: string;
  text: string;
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData<Note[]>(LIST_KEY, [{ id: 'n1', text: 'Old' }]);
  const stop = startOutbox(queryClient);
  stopOutbox = stop;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      add: useOutboxWrite<{ text: string }, { data: Note }>({
        toWrite: ({ text }): TypedOutboxWrite => ({
          kind: 'expense',
          summary: text,
          method: 'POST',
          // A route of the test's own (the fake API answers it): the hook's workings, not a feature's route.
          path: '/notes' as RoutePath,
          json: { text },
          invalidate: [LIST_KEY],
        }),
        optimistic: (client, { text }, key) => {
          const before = client.getQueryData<Note[]>(LIST_KEY);
          client.setQueryData<Note[]>(LIST_KEY, (rows = []) => [{ id: key, text }, ...rows]);
          return () => client.setQueryData(LIST_KEY, before);
        },
      }),
      entries: useOutboxEntries(),
      expenses: useOutboxEntries('expense'),
      income: useOutboxEntries('income'),
    }),
    { wrapper },
  );
  return { queryClient, stop, ...hook };
}

let stopOutbox: (() => void) | undefined;

beforeEach(() => {
  signInAs(ROBIN);
});

afterEach(async () => {
  stopOutbox?.();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setSession(null, 'signed_out');
  await deleteOutbox();
});

describe('useOutboxWrite', () => {
  it('online: sends at once and answers with the server data', async () => {
    const calls = stubApi({ 'POST /notes': () => jsonResponse(201, { data: { id: 'n2', text: 'New' } }) });
    const { result, stop } = setup();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.add.mutateAsync({ text: 'New' });
    });
    expect(outcome).toEqual({ state: 'sent', data: { data: { id: 'n2', text: 'New' } } });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(result.current.entries).toEqual([]));
    stop();
  });

  it('offline: shows the row at once, keeps it waiting, and sends it once back online, then reads the list again', async () => {
    setOnline(false);
    expect(navigator.onLine).toBe(false);
    const calls = stubApi({
      'POST /notes': () => jsonResponse(201, { data: { id: 'n2', text: 'Diesel' } }),
      'GET /notes': () => jsonResponse(200, []),
    });
    const { result, queryClient, stop } = setup();
    let outcome: { state: string; key?: string } | undefined;
    await act(async () => {
      outcome = await result.current.add.mutateAsync({ text: 'Diesel' });
    });
    expect(outcome?.state).toBe('queued');
    expect(queryClient.getQueryData<Note[]>(LIST_KEY)).toEqual([
      { id: outcome?.key, text: 'Diesel' },
      { id: 'n1', text: 'Old' },
    ]);
    await waitFor(() =>
      expect(result.current.entries.map((e) => [e.summary, e.status, e.key])).toEqual([
        ['Diesel', 'pending', outcome?.key],
      ]),
    );
    expect(result.current.expenses).toHaveLength(1);
    expect(result.current.income).toHaveLength(0);
    expect(calls).toEqual([]);

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.entries).toEqual([]));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ text: 'Diesel' }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: LIST_KEY });
    stop();
  });

  it('a refusal rejects with the server error and undoes the optimistic row', async () => {
    stubApi({
      'POST /notes': () =>
        jsonResponse(400, { error: { class: 'validation', message: 'Too long.', fields: { text: 'too_long' } } }),
    });
    const { result, queryClient, stop } = setup();
    let error: unknown;
    await act(async () => {
      error = await result.current.add.mutateAsync({ text: 'x'.repeat(10) }).catch((err: unknown) => err);
    });
    expect(error).toMatchObject({ status: 400, fields: { text: 'too_long' } });
    expect(queryClient.getQueryData<Note[]>(LIST_KEY)).toEqual([{ id: 'n1', text: 'Old' }]);
    await waitFor(() => expect(result.current.entries).toEqual([]));
    stop();
  });
});
