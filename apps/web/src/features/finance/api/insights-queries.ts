import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CsvImportOptions, Income, ImportResult, SideIncomeSource, SIDE_INCOME_KINDS } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { financeQueries, type SummaryPeriod } from './queries.ts';

export function useFinanceSummary(period: SummaryPeriod, date: string) {
  const { status } = useAuth();
  return useQuery({ ...financeQueries.summary.of(period, date), enabled: status === 'signed_in' });
}

export function useFinanceTips(date: string) {
  const { status } = useAuth();
  return useQuery({ ...financeQueries.tips.at(date), enabled: status === 'signed_in' });
}

export function useSideIncomeSources() {
  const { status } = useAuth();
  return useQuery({ ...financeQueries.sideIncome.list(), enabled: status === 'signed_in' });
}

/** The source form's values; every field is filled, and POST /side-income-sources takes them as they are. */
export interface SideIncomeSourceFields {
  name: string;
  kind: (typeof SIDE_INCOME_KINDS)[number];
  notes: string;
}

export function useCreateSideIncomeSource() {
  const queryClient = useQueryClient();
  return useMutation<SideIncomeSource, ApiRequestError, SideIncomeSourceFields>({
    mutationFn: async (fields) => (await api('POST /side-income-sources', { json: fields })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeQueries.sideIncome.list().queryKey }),
  });
}

export function useUpdateSideIncomeSource() {
  const queryClient = useQueryClient();
  return useMutation<SideIncomeSource, ApiRequestError, { id: string; fields: Partial<SideIncomeSourceFields> }>({
    mutationFn: async ({ id, fields }) =>
      (await api('PATCH /side-income-sources/{id}', { params: { id }, json: fields })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeQueries.sideIncome.list().queryKey }),
  });
}

export function useDeleteSideIncomeSource() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /side-income-sources/{id}', { params: { id } }),
    onSuccess: (_void, id) => {
      queryClient.setQueryData<SideIncomeSource[]>(financeQueries.sideIncome.list().queryKey, (sources) =>
        sources?.filter((s) => s.id !== id),
      );
    },
    // Income recorded for the source stays; it only loses its link, so the income views refresh too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: financeQueries.sideIncome.list().queryKey }),
        queryClient.invalidateQueries({ queryKey: financeQueries.income.all() }),
      ]),
  });
}

export interface SideIncomeEntry {
  source: SideIncomeSource;
  amount: number;
  date: string;
  currency: string;
}

/** Records income earned from a side-income source: it is ordinary income (Income tab, overview) linked to the source. */
export function useAddSideIncome() {
  const queryClient = useQueryClient();
  return useMutation<Income, ApiRequestError, SideIncomeEntry>({
    mutationFn: async ({ source, amount, date, currency }) =>
      (
        await api('POST /income', {
          json: { source: source.name, amount, date, currency, side_income_source_id: source.id },
        })
      ).data,
    onSuccess: () =>
      Promise.all(
        [
          financeQueries.sideIncome.list().queryKey,
          financeQueries.income.all(),
          financeQueries.summary.all(),
          financeQueries.tips.all(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

export interface ImportRequest {
  file: File;
  options: CsvImportOptions;
  dryRun: boolean;
}

/** Sends a bank file to the import endpoint: a dry run returns the preview; a real run saves and refreshes every finance view. */
export function useImportBankFile() {
  const queryClient = useQueryClient();
  return useMutation<ImportResult, ApiRequestError, ImportRequest>({
    mutationFn: async ({ file, options, dryRun }) => {
      const body = new FormData();
      body.append('file', file);
      body.append('options', JSON.stringify(options));
      body.append('dry_run', String(dryRun));
      return (await api('POST /expenses/import', { body })).data;
    },
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: financeQueries.all() });
    },
  });
}
