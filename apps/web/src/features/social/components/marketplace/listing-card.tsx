import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { useMoneyFormat } from '#shared/lib/money.ts';
import type { Listing } from '../../api/marketplace.ts';
import { useDistanceText } from '../../lib/marketplace-text.ts';
import { CardPhoto } from '#shared/ui/card-photo.tsx';

/** The "Sold" mark on a listing that is no longer on sale. */
export function SoldBadge() {
  const { t } = useTranslation('social_market');
  return (
    <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white uppercase dark:bg-slate-100 dark:text-slate-900">
      {t('listing.sold_badge')}
    </span>
  );
}

/** One listing in the grid: its first photo, title, price in its own currency, condition, place and distance. */
export function ListingCard({ listing, onOpen }: { listing: Listing; onOpen: (id: string) => void }) {
  const { t } = useTranslation('social_market');
  const { formatMoney } = useMoneyFormat();
  const distance = useDistanceText();
  const photo = listing.photos[0];
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <button
        type="button"
        onClick={() => onOpen(listing.id)}
        className="flex h-full w-full flex-col text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <CardPhoto photo={photo}>
          {listing.status === 'sold' && (
            <span className="absolute top-2 left-2">
              <SoldBadge />
            </span>
          )}
        </CardPhoto>
        <div className="min-w-0 space-y-1 p-3">
          <h3 className="font-semibold break-words text-slate-900 dark:text-slate-50">{listing.title}</h3>
          <p className="text-lg font-semibold text-emerald-800 dark:text-emerald-300">
            {listing.price === 0 ? t('listing.free') : formatMoney(listing.price, listing.currency)}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t(`conditions.${listing.condition}`)}</p>
          {(listing.place || listing.distance_km !== null) && (
            <p className="flex items-start gap-1 text-sm text-slate-600 dark:text-slate-300">
              <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">
                {[
                  listing.place?.name,
                  listing.distance_km !== null
                    ? t('listing.distance', { distance: distance(listing.distance_km) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </p>
          )}
          {listing.hidden_at && (
            <p className="text-sm text-amber-800 dark:text-amber-300">{t('listing.hidden_badge')}</p>
          )}
        </div>
      </button>
    </li>
  );
}
