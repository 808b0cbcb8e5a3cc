import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MapPin, MessageCircle } from 'lucide-react';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { socialQueries } from '../../api/queries.ts';
import { ItemDetailFrame, ReportButton } from '../../lib/item-frame.tsx';
import { useDeleteListing, useMarkListingSold, useUpdateListing, type Listing } from '../../api/marketplace.ts';
import { useDistanceText } from '../../lib/marketplace-text.ts';
import { TravellerLink } from '../feed/traveller-chip.tsx';
import { TravellerAvatar } from '../traveller-avatar.tsx';
import { SoldBadge } from './listing-card.tsx';

/** The seller's own controls: edit, mark sold (or put back on sale), delete after a confirmation. */
function SellerActions({
  listing,
  onEdit,
  onDeleted,
}: {
  listing: Listing;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('social_market');
  const showError = useErrorToast();
  const markSold = useMarkListingSold();
  const update = useUpdateListing();
  const remove = useDeleteListing();
  const onError = showError;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onEdit}>
        {t('detail.edit')}
      </Button>
      {listing.status === 'active' ? (
        <Button
          loading={markSold.isPending}
          onClick={() =>
            markSold.mutate(listing.id, { onSuccess: () => toast.success(t('detail.marked_sold')), onError })
          }
        >
          {t('detail.mark_sold')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          loading={update.isPending}
          onClick={() => update.mutate({ id: listing.id, patch: { status: 'active' } }, { onError })}
        >
          {t('detail.back_on_sale')}
        </Button>
      )}
      <Button
        variant="danger"
        loading={remove.isPending}
        onClick={() => {
          if (!window.confirm(t('detail.confirm_delete', { title: listing.title }))) return;
          remove.mutate(listing.id, {
            onSuccess: () => {
              toast.success(t('detail.deleted'));
              onDeleted();
            },
            onError,
          });
        }}
      >
        {t('detail.delete')}
      </Button>
    </div>
  );
}

function ListingView({ listing, onEdit, onBack }: { listing: Listing; onEdit: () => void; onBack: () => void }) {
  const { t } = useTranslation('social_market');
  const { formatMoney } = useMoneyFormat();
  const { formatDateTime } = useDateFormat();
  const distance = useDistanceText();
  return (
    <article aria-labelledby="listing-title" className="space-y-4">
      {listing.hidden_at && (
        <Alert variant="info" title={t('detail.hidden_title')}>
          <p>{listing.hidden_reason ?? t('detail.hidden_no_reason')}</p>
        </Alert>
      )}
      {listing.photos.length > 0 && (
        <ul className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 sm:mx-0 sm:px-0" aria-label={t('detail.photos')}>
          {listing.photos.map((photo, index) => (
            <li key={photo.url} className="w-4/5 shrink-0 snap-start sm:w-72">
              <img
                src={photo.url}
                alt={t('form.photo_alt', { number: index + 1 })}
                width={photo.width}
                height={photo.height}
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2
            id="listing-title"
            className="min-w-0 text-xl font-semibold break-words text-slate-900 dark:text-slate-50"
          >
            {listing.title}
          </h2>
          {listing.status === 'sold' && <SoldBadge />}
        </div>
        <p className="text-2xl font-semibold text-emerald-800 dark:text-emerald-300">
          {listing.price === 0 ? t('listing.free') : formatMoney(listing.price, listing.currency)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {[t(`categories.${listing.category}`), t(`conditions.${listing.condition}`)].join(' · ')}
        </p>
        {listing.place && (
          <p className="flex items-start gap-1 text-sm text-slate-600 dark:text-slate-300">
            <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words">
              {listing.distance_km !== null
                ? `${listing.place.name} · ${t('listing.distance', { distance: distance(listing.distance_km) })}`
                : listing.place.name}
            </span>
          </p>
        )}
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('detail.listed_on', { when: formatDateTime(listing.created_at) })}
        </p>
      </div>
      {listing.description && (
        <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{listing.description}</p>
      )}
      <Card className="flex flex-wrap items-center gap-3">
        <TravellerAvatar user={listing.seller} />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('detail.seller')}</p>
          <TravellerLink user={listing.seller} />
        </div>
        {!listing.mine && (
          <Link
            to={`/social?tab=messages&to=${encodeURIComponent(listing.seller.id)}`}
            className={buttonClasses('primary')}
          >
            <MessageCircle aria-hidden className="h-4 w-4" />
            {t('detail.message_seller')}
          </Link>
        )}
      </Card>
      {listing.mine ? (
        <SellerActions listing={listing} onEdit={onEdit} onDeleted={onBack} />
      ) : (
        <ReportButton targetType="listing" targetId={listing.id} label={t('detail.report')} />
      )}
    </article>
  );
}

/** One listing, opened from the grid (?listing=<id>). */
export function ListingDetail({
  id,
  onBack,
  onEdit,
}: {
  id: string;
  onBack: () => void;
  onEdit: (l: Listing) => void;
}) {
  const query = useQuery(socialQueries.marketplace.detail(id));
  return (
    <ItemDetailFrame ns="social_market" query={query} onBack={onBack}>
      {(listing) => <ListingView listing={listing} onBack={onBack} onEdit={() => onEdit(listing)} />}
    </ItemDetailFrame>
  );
}
