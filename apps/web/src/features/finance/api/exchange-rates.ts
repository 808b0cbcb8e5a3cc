import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRate } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { financeQueries } from './queries.ts';

/** A currency pair and its rate, as PUT /exchange-rates declares it. */
export type ExchangeRateFields = ApiBody<'PUT /exchange-rates'>;

export function useExchangeRates() {
  const { status } = useAuth();
  return useQuery({ ...financeQueries.rates.list(), enabled: status === 'signed_in' });
}

/** Rates feed the converted totals of the overview, which reload after a change. */
function useRatesChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: financeQueries.rates.list().queryKey });
    void queryClient.invalidateQueries({ queryKey: financeQueries.summary.all() });
    void queryClient.invalidateQueries({ queryKey: financeQueries.tips.all() });
  };
}

/** Sets the rate of a currency pair, adding the pair when it is new. */
export function useSaveExchangeRate() {
  const changed = useRatesChanged();
  return useMutation<ExchangeRate, ApiRequestError, ExchangeRateFields>({
    mutationFn: async (fields) => (await api('PUT /exchange-rates', { json: fields })).data,
    onSuccess: changed,
  });
}

export function useDeleteExchangeRate() {
  const changed = useRatesChanged();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /exchange-rates/{id}', { params: { id } }),
    onSuccess: changed,
  });
}
