import { useCallback, useMemo } from 'react';
import { formatMoney } from '#shared/lib/money.ts';
import type { ShopContext } from './use-shop-context.ts';

const codeFormats = new Map<string, Intl.NumberFormat>();

/** An amount with its ISO code ('USD 12.00'), for a price in another currency than the reader's. */
function formatWithCode(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = codeFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      return formatMoney(amount, currency, locale);
    }
    codeFormats.set(key, format);
  }
  return format.format(amount);
}

export interface ShopMoney {
  /** A price as the shop sets it. One in another currency than the reader's (the shop set none in theirs) keeps
   * its own currency, written with its code so '$' never reads as the reader's own dollars. */
  price: (price: { amount: number; currency: string }) => string;
  /** A tax rate (0.1) as a percentage ('10%'). */
  rate: (rate: number) => string;
}

export function useShopMoney({ locale, currency }: Pick<ShopContext, 'locale' | 'currency'>): ShopMoney {
  const price = useCallback(
    ({ amount, currency: code }: { amount: number; currency: string }) =>
      code === currency ? formatMoney(amount, code, locale) : formatWithCode(amount, code, locale),
    [currency, locale],
  );
  return useMemo(
    () => ({
      price,
      rate: (rate: number) =>
        new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate),
    }),
    [locale, price],
  );
}
