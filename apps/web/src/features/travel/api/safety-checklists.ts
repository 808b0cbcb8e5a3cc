import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyChecklist, SafetyChecklistInput, SafetyRun, SafetyRunItem, SafetyRunStart } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
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

/**
 * Ticks one item; the server's answer (with its ticked_at) goes into the cached run. The tick shows at once through
 * the caller's own state (`pending` in the run card), which it drops in onSettled: after a failure the item shows
 * as stored again. Hook-level callbacks, because those passed to mutate() fire only for the latest of quick ticks.
 */
export function useTickSafetyItem(
  runId: string,
  handlers: { onSettled: (itemId: string) => void; onError: (err: ApiRequestError) => void },
) {
  const queryClient = useQueryClient();
  return useMutation<SafetyRunItem, ApiRequestError, { itemId: string; checked: boolean }>({
    mutationFn: async ({ itemId, checked }) =>
      (
        await api('PATCH /safety-checklists/runs/{id}/items/{itemId}', {
          params: { id: runId, itemId },
          json: { checked },
        })
      ).data,
    onSuccess: (item) => {
      queryClient.setQueryData<SafetyRun>(travelQueries.safety.run(runId).queryKey, (run) => {
        if (!run) return run;
        const items = run.items.map((i) => (i.id === item.id ? item : i));
        return { ...run, items, checked_count: items.filter((i) => i.checked).length };
      });
      void queryClient.invalidateQueries({ queryKey: travelQueries.safety.runs().queryKey });
    },
    onError: handlers.onError,
    onSettled: (_item, _err, { itemId }) => handlers.onSettled(itemId),
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
