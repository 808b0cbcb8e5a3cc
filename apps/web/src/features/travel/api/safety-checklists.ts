import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyChecklist, SafetyChecklistInput, SafetyRun, SafetyRunItem, SafetyRunStart } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { routeWrite, useOutboxWrite } from '#shared/lib/outbox/index.ts';
import { useUnsentRows } from '#shared/lib/outbox/index.ts';
import { travelQueries } from './queries.ts';

/** The user's own checklists (the built-in templates are in the contracts). */
export function useSafetyChecklists() {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.safety.checklists(), enabled: status === 'signed_in' });
}

/** Runs newest first, with tick counts. */
export function useSafetyRuns() {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.safety.runs(), enabled: status === 'signed_in' });
}

export function useSafetyRun(id: string | null) {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.safety.run(id ?? ''), enabled: status === 'signed_in' && id !== null });
}

export function useCreateSafetyChecklist() {
  const queryClient = useQueryClient();
  return useMutation<SafetyChecklist, ApiRequestError, SafetyChecklistInput>({
    mutationFn: async (input) => (await api('POST /safety-checklists', { json: input })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: travelQueries.safety.checklists().queryKey }),
  });
}

export function useDeleteSafetyChecklist() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await api('DELETE /safety-checklists/{id}', { params: { id } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: travelQueries.safety.all() }),
  });
}

export function useStartSafetyRun() {
  const queryClient = useQueryClient();
  return useMutation<SafetyRun, ApiRequestError, SafetyRunStart>({
    mutationFn: async (input) => (await api('POST /safety-checklists/runs', { json: input })).data,
    onSuccess: (run) => {
      queryClient.setQueryData(travelQueries.safety.run(run.id).queryKey, run);
      void queryClient.invalidateQueries({ queryKey: travelQueries.safety.runs().queryKey });
    },
  });
}

/** Run items whose latest tick the server does not have yet, by item id. */
export const useUnsentTicks = () => useUnsentRows('checklist_tick');

/** A run's cached items with one item's tick changed, and its count in step. */
function withTick(run: SafetyRun | undefined, itemId: string, change: (item: SafetyRunItem) => SafetyRunItem) {
  if (!run) return run;
  const items = run.items.map((i) => (i.id === itemId ? change(i) : i));
  return { ...run, items, checked_count: items.filter((i) => i.checked).length };
}

/**
 * Ticks or unticks one item of a run. The tick shows at once in the cached run, online or not, and goes through the
 * outbox: offline the ticks wait there and are sent in the order they were made when the connection returns (a tick
 * sets the item's state, so sending one again changes nothing). The server's answer brings the tick's time.
 * `summary` is the item's text as the user sees it, for the outbox panel.
 */
export function useTickSafetyItem(runId: string) {
  const runKey = travelQueries.safety.run(runId).queryKey;
  const queryClient = useQueryClient();
  return useOutboxWrite<{ itemId: string; checked: boolean; summary: string }, { data: SafetyRunItem }>({
    toWrite: ({ itemId, checked, summary }) => ({
      kind: 'checklist_tick',
      summary: `${checked ? '✓' : '✗'} ${summary}`,
      ...routeWrite('PATCH /safety-checklists/runs/{id}/items/{itemId}', {
        params: { id: runId, itemId },
        json: { checked },
      }),
      invalidate: [runKey, travelQueries.safety.runs().queryKey],
    }),
    optimistic: (client, { itemId, checked }) => {
      client.setQueryData<SafetyRun>(runKey, (run) => withTick(run, itemId, (i) => ({ ...i, checked })));
      // Refused at once: the item goes back, unless a later tick has already changed it again.
      return () =>
        client.setQueryData<SafetyRun>(runKey, (run) =>
          withTick(run, itemId, (i) => (i.checked === checked ? { ...i, checked: !checked } : i)),
        );
    },
    onSent: ({ data: item }) => {
      queryClient.setQueryData<SafetyRun>(runKey, (run) =>
        // A quicker later tick of the same item stays on screen; only its time comes from this answer.
        withTick(run, item.id, (i) => (i.checked === item.checked ? item : i)),
      );
    },
  });
}

export function useCompleteSafetyRun() {
  const queryClient = useQueryClient();
  return useMutation<SafetyRun, ApiRequestError, string>({
    mutationFn: async (id) => (await api('POST /safety-checklists/runs/{id}/complete', { params: { id } })).data,
    onSuccess: (run) => {
      queryClient.setQueryData(travelQueries.safety.run(run.id).queryKey, run);
      void queryClient.invalidateQueries({ queryKey: travelQueries.safety.runs().queryKey });
    },
  });
}

export function useDeleteSafetyRun() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: async (id) => void (await api('DELETE /safety-checklists/runs/{id}', { params: { id } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: travelQueries.safety.runs().queryKey }),
  });
}
