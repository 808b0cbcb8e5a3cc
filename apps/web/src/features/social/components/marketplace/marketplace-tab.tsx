import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { useAuth } from '#shared/lib/auth.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import { useCreateListing, useUpdateListing, type Listing } from '../../api/marketplace.ts';
import { socialQueries } from '../../api/queries.ts';
import { DEFAULT_MARKET_FILTERS, listingSearch, type MarketFilters } from '../../lib/marketplace-filters.ts';
import { ListingCard } from './listing-card.tsx';
import { ListingDetail } from './listing-detail.tsx';
import { ListingFilters } from './listing-filters.tsx';
import { ListingForm } from './listing-form.tsx';
import { useOpenItem } from '../../lib/open-item.ts';

function ListingGrid({ filters, onOpen }: { filters: MarketFilters; onOpen: (id: string) => void }) {
  const { t } = useTranslation('social_market');
  const errorText = useErrorText();
  const { user } = useAuth();
  const { currency } = useMoneyFormat();
  const query = useInfiniteQuery(
    socialQueries.marketplace.list(listingSearch(filters, { currency, userId: user?.id ?? null })),
  );
  return (
    <QueryState
      query={query}
      loadingLabel={t('list.loading')}
      errorTitle={t('list.load_failed')}
      errorDetail={errorText}
      retryLabel={t('retry')}
      empty={filters.scope === 'mine' ? t('list.empty_mine') : t('list.empty')}
      isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
    >
      {(data) => (
        <div className="space-y-4">
          <ul aria-label={t('list.label')} className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {data.pages.flatMap((page) =>
              page.data.map((listing) => <ListingCard key={listing.id} listing={listing} onOpen={onOpen} />),
            )}
          </ul>
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('list.more')}
              </Button>
            </div>
          )}
        </div>
      )}
    </QueryState>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; listing: Listing } | null;

/**
 * The Marketplace tab (issue 12 point 6): search listings by words, category, condition, price and distance, open
 * one (?listing=<id>) to see it, message its seller or report it; list one's own items, edit, mark sold, delete.
 */
export default function MarketplaceTab() {
  const { t } = useTranslation('social_market');
  const [openId, open] = useOpenItem('listing');
  const [filters, setFilters] = useState<MarketFilters>(DEFAULT_MARKET_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const create = useCreateListing();
  const update = useUpdateListing();

  if (editing) {
    const mutation = editing.kind === 'new' ? create : update;
    return (
      <ListingForm
        key={editing.kind === 'edit' ? editing.listing.id : 'new'}
        {...(editing.kind === 'edit' ? { listing: editing.listing } : {})}
        busy={mutation.isPending}
        onCancel={() => {
          mutation.reset();
          setEditing(null);
        }}
        onSubmit={async (fields) => {
          const saved =
            editing.kind === 'new'
              ? await create.mutateAsync(fields)
              : await update.mutateAsync({ id: editing.listing.id, patch: fields });
          toast.success(editing.kind === 'new' ? t('form.published') : t('form.saved'));
          setEditing(null);
          open(saved.id);
        }}
      />
    );
  }

  if (openId) {
    return (
      <ListingDetail
        id={openId}
        onBack={() => open(null)}
        onEdit={(listing) => {
          update.reset();
          setEditing({ kind: 'edit', listing });
        }}
      />
    );
  }

  return (
    <section aria-labelledby="marketplace-title" className="space-y-4">
      <SectionHeading
        id="marketplace-title"
        title={t('title')}
        intro={t('intro')}
        actions={
          <Button
            onClick={() => {
              create.reset();
              setEditing({ kind: 'new' });
            }}
          >
            <Plus aria-hidden className="h-4 w-4" />
            {t('new_listing')}
          </Button>
        }
      />
      <ListingFilters filters={filters} onChange={setFilters} />
      <ListingGrid filters={filters} onOpen={open} />
    </section>
  );
}
