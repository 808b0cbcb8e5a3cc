import { decimalToAmount } from '@ww/contracts';

/** Per-currency total and count rows as the API returns them. */
export const toCurrencyTotals = (rows: { currency: string; total: string; count: number | string }[]) =>
  rows.map((r) => ({ currency: r.currency, total: decimalToAmount(r.total), count: Number(r.count) }));
