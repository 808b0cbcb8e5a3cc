import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { DIAGNOSTICS_LIMITS } from '@ww/contracts';
import { api, apiFile, type ApiResponse } from '#shared/lib/api-client.ts';

export type QaCheck = ApiResponse<'GET /diagnostics/qa-checks'>['data'][number];
export type QaPageSummary = ApiResponse<'GET /diagnostics/qa-summary'>['data'][number];
export type VitalPercentiles = ApiResponse<'GET /diagnostics/vitals'>['data']['rows'][number];

/** The diagnostics pages' one query factory. */
export const diagnosticsQueries = {
  all: () => ['diagnostics'] as const,
  /** The server's own health report, asked without a session (the page works signed out). */
  health: () =>
    queryOptions({
      queryKey: [...diagnosticsQueries.all(), 'health'] as const,
      queryFn: ({ signal }) => api('GET /health', { signal, auth: false }),
    }),
  /** Every visitor's web vitals of the last `days` days: count and percentiles per route and metric (public). */
  vitals: (days: number = DIAGNOSTICS_LIMITS.vitalsDaysDefault) =>
    queryOptions({
      queryKey: [...diagnosticsQueries.all(), 'vitals', days] as const,
      queryFn: async ({ signal }) =>
        (await api('GET /diagnostics/vitals', { signal, auth: false, query: { days } })).data,
    }),
  /** The QA log as everyone sees it: per page the last result and 30-day counts. */
  qaSummary: () =>
    queryOptions({
      queryKey: [...diagnosticsQueries.all(), 'qa-summary'] as const,
      queryFn: async ({ signal }) => (await api('GET /diagnostics/qa-summary', { signal, auth: false })).data,
    }),
  /** The full QA history, newest first (admins). */
  qaChecks: () =>
    infiniteQueryOptions({
      queryKey: [...diagnosticsQueries.all(), 'qa-checks'] as const,
      queryFn: ({ signal, pageParam }) =>
        api('GET /diagnostics/qa-checks', { signal, query: pageParam ? { cursor: pageParam } : {} }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
    }),
  /** A check's screenshot as a data: URL (admins; it is never served publicly, so an <img> cannot ask for it). */
  qaScreenshot: (id: string) =>
    queryOptions({
      queryKey: [...diagnosticsQueries.all(), 'qa-screenshot', id] as const,
      queryFn: async ({ signal }) => {
        const blob = await (
          await apiFile('GET /diagnostics/qa-checks/{id}/screenshot', { signal, params: { id } })
        ).blob();
        return new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as string);
          reader.onerror = () => reject(reader.error ?? new Error('The screenshot could not be read'));
          reader.readAsDataURL(blob);
        });
      },
      staleTime: Infinity,
    }),
};

/** Records a QA check (admins): the fields and the optional screenshot in one multipart request. */
export async function recordQaCheck(values: {
  page: string;
  device: string;
  result: QaCheck['result'];
  note: string;
  screenshot: File | null;
}): Promise<QaCheck> {
  const body = new FormData();
  body.append('page', values.page);
  body.append('device', values.device);
  body.append('result', values.result);
  body.append('note', values.note);
  if (values.screenshot) body.append('screenshot', values.screenshot);
  return (await api('POST /diagnostics/qa-checks', { body })).data;
}
