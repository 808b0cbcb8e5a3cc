import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#shared/lib/auth.tsx';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { useCreateListing, useUpdateListing } from '../../api/marketplace.ts';
import { socialQueries } from '../../api/queries.ts';
import { ItemList, ItemsSection } from '../../lib/item-frame.tsx';
import { DEFAULT_MARKET_FILTERS, listingSearch, type MarketFilters } from '../../lib/marketplace-filters.ts';
import { useOfferEditor } from '../../lib/offer-editor.ts';
import { useOpenItem } from '../../lib/open-item.ts';
import { ListingCard } from './listing-card.tsx';
import { ListingDetail } from './listing-detail.tsx';
import { ListingFilters } from './listing-filters.tsx';
import { ListingForm } from './listing-form.tsx';

function ListingGrid({ filters, onOpen }: { filters: MarketFilters; onOpen: (id: string) => void }) {
  const { t } = useTranslation('social_market');
  const { user } = useAuth();
  const { currency } = useMoneyFormat();
  const query = useInfiniteQuery(
    socialQueries.marketplace.list(listingSearch(filters, { currency, userId: user?.id ?? null })),
  );
  return (
    <ItemList
      ns="social_market"
      query={query}
      empty={filters.scope === 'mine' ? t('list.empty_mine') : t('list.empty')}
      label={t('list.label')}
      moreLabel={t('list.more')}
      className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3"
    >
      {(listing) => <ListingCard key={listing.id} listing={listing} onOpen={onOpen} />}
    </ItemList>
  );
}

/**
 * The Marketplace tab (issue 12 point 6): search listings by words, category, condition, price and distance, open
 * one (?listing=<id>) to see it, message its seller or report it; list one's own items, edit, mark sold, delete.
 */
export default function MarketplaceTab() {
  const { t } = useTranslation('social_market');
  const [openId, open] = useOpenItem('listing');
  const [filters, setFilters] = useState<MarketFilters>(DEFAULT_MARKET_FILTERS);
  const editor = useOfferEditor({
    create: useCreateListing(),
    update: useUpdateListing(),
    open,
    published: t('form.published'),
    saved: t('form.saved'),
  });

  if (editor.form) {
    const { key, item, ...form } = editor.form;
    return <ListingForm key={key} {...(item ? { listing: item } : {})} {...form} />;
  }
  if (openId) return <ListingDetail id={openId} onBack={() => open(null)} onEdit={editor.startEdit} />;
  return (
    <ItemsSection
      id="marketplace-title"
      title={t('title')}
      intro={t('intro')}
      newLabel={t('new_listing')}
      onNew={editor.startNew}
    >
      <ListingFilters filters={filters} onChange={setFilters} />
      <ListingGrid filters={filters} onOpen={open} />
    </ItemsSection>
  );
}
