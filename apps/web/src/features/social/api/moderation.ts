import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { ReportStatus } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';

export type ReportInput = ApiBody<'POST /social/reports'>;
export type FiledReport = ApiResponse<'POST /social/reports'>['data'];
export type QueuePage = ApiResponse<'GET /social/moderation/reports'>;
export type QueuedReport = QueuePage['data'][number];
export type ReportAction = ApiBody<'POST /social/moderation/reports/{id}/actions'>;

/** Reports, the moderation queue, the audit log and the caller's suspension, under ['social', 'moderation']. */
export const moderationQueries = {
  all: () => ['social', 'moderation'] as const,
  queue: (status: ReportStatus) =>
    infiniteQueryOptions({
      queryKey: [...moderationQueries.all(), 'queue', status] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/moderation/reports', { query: { status, cursor: pageParam ?? undefined }, signal }),
      getNextPageParam: (last) => last.next_cursor,
      // A 403 says "you moderate nothing": asking again would say the same.
      retry: false,
    }),
  actions: () =>
    infiniteQueryOptions({
      queryKey: [...moderationQueries.all(), 'actions'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/moderation/actions', { query: { cursor: pageParam ?? undefined }, signal }),
      getNextPageParam: (last) => last.next_cursor,
      retry: false,
    }),
  myReports: () =>
    infiniteQueryOptions({
      queryKey: [...moderationQueries.all(), 'my-reports'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/reports', { query: { cursor: pageParam ?? undefined }, signal }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  mySuspension: () =>
    queryOptions({
      queryKey: [...moderationQueries.all(), 'me'] as const,
      queryFn: async ({ signal }) => (await api('GET /social/moderation/me', { signal })).data,
    }),
};

/** Files a report; `created` false when the caller had already reported the same thing and it is still open. */
export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation<{ report: FiledReport; created: boolean }, ApiRequestError, ReportInput>({
    mutationFn: async (input) => {
      const { data } = await api('POST /social/reports', { json: input });
      return { report: data, created: !data.already_filed };
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moderationQueries.myReports().queryKey });
    },
  });
}

/**
 * Acts on a report. The report leaves the queue it was in at once (open reports are what moderators work through);
 * on failure it comes back, and afterwards every moderation list is read again.
 */
export function useReportAction(
  status: ReportStatus,
  notify: { onSuccess: (input: ReportAction) => void; onError: (err: ApiRequestError) => void },
) {
  const queryClient = useQueryClient();
  const key = moderationQueries.queue(status).queryKey;
  return useMutation<
    ApiResponse<'POST /social/moderation/reports/{id}/actions'>,
    ApiRequestError,
    { reportId: string; input: ReportAction },
    { previous: InfiniteData<QueuePage, unknown> | undefined }
  >({
    mutationFn: ({ reportId, input }) =>
      api('POST /social/moderation/reports/{id}/actions', { params: { id: reportId }, json: input }),
    onMutate: async ({ reportId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (status === 'open') {
        queryClient.setQueryData(key, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({ ...page, data: page.data.filter((r) => r.id !== reportId) })),
              }
            : data,
        );
      }
      return { previous };
    },
    // Told here, not at mutate(): the report's row has already left the screen when the answer comes.
    onSuccess: (_data, { input }) => notify.onSuccess(input),
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.onError(err);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationQueries.all() });
    },
  });
}
