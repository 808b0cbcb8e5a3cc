import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { regionOfCurrency, SHOP_CURRENCIES, userLocale, type ShopCurrency } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useSettings } from '#shared/lib/settings.ts';
import { regionQueryOptions } from '#shared/lib/use-region.ts';
import type { AskedCurrency } from '../api/queries.ts';

const isShopCurrency = (code: string | undefined): code is ShopCurrency =>
  (SHOP_CURRENCIES as readonly (string | undefined)[]).includes(code);

export interface ShopContext {
  userId: string | undefined;
  signedIn: boolean;
  /** Known once the session is settled and, for a visitor, the region: reads wait for it. */
  ready: boolean;
  /** The currency to ask prices in: a visitor's region's; none for a signed-in user (the server reads theirs). */
  asked: AskedCurrency;
  /** The currency the shop prices in for this reader, as the server chooses it: for labels and the cart estimate. */
  currency: ShopCurrency;
  /** The Intl locale money is written in: the page's language, in the reader's country's way for English. */
  locale: string;
}

/** Who is shopping and in which currency (SPEC §1 regions; a signed-in user's own currency setting wins). */
export function useShopContext(): ShopContext {
  const { status, user } = useAuth();
  const { i18n } = useTranslation();
  const visitor = status === 'signed_out';
  const region = useQuery({ ...regionQueryOptions(), enabled: visitor });
  const settings = useSettings();
  const own = settings.data?.regional_preferences.currency;
  const currency: ShopCurrency = visitor ? (region.data?.currency ?? 'USD') : isShopCurrency(own) ? own : 'USD';
  return {
    userId: user?.id,
    signedIn: status === 'signed_in',
    // The region falls back to the browser's guess offline; only an aborted read leaves it unknown.
    ready: status === 'signed_in' || (visitor && (region.data !== undefined || region.isError)),
    asked: visitor ? currency : undefined,
    currency,
    // A visitor's detected region; a user's currency's home (the contracts' one locale rule, userLocale).
    locale: userLocale(
      i18n.resolvedLanguage ?? i18n.language,
      visitor && region.data ? region.data.region : regionOfCurrency(currency),
    ),
  };
}
