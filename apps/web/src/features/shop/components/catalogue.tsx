import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { noPageHoldsAnything } from '#shared/ui/paged-list.tsx';
import { shopQueries } from '../api/queries.ts';
import { FILTER_PARAMS, filtersFromParams, isFiltered, productSearch } from '../lib/catalogue-filters.ts';
import type { ProductLinkState } from '../lib/product-link.ts';
import { useShopMoney } from '../lib/shop-money.ts';
import { useShopContext } from '../lib/use-shop-context.ts';
import { CatalogueFilterBar, DepartmentChips } from './catalogue-filters.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductDialog } from './product-dialog.tsx';

/** Products matching the URL's filters, a page at a time ("Load more" asks for the next offset). */
function ProductGrid() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const ctx = useShopContext();
  const money = useShopMoney(ctx);
  const filters = filtersFromParams(params);
  const query = useInfiniteQuery({
    ...shopQueries.products(ctx.userId, ctx.asked, productSearch(filters)),
    enabled: ctx.ready,
  });
  const clearFilters = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of FILTER_PARAMS) next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const filtered = isFiltered(filters);
  return (
    <QueryState
      query={query}
      loadingLabel={t('browse.loading')}
      errorTitle={t('browse.load_failed')}
      errorDetail={errorText}
      retryLabel={t('retry')}
      empty={
        filtered ? (
          <span className="flex flex-col items-center gap-3">
            {t('browse.empty_filtered')}
            <Button variant="secondary" onClick={clearFilters}>
              {t('browse.clear_filters')}
            </Button>
          </span>
        ) : (
          t('browse.empty')
        )
      }
      isEmpty={noPageHoldsAnything}
    >
      {(data) => (
        <div className="space-y-4">
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {t('browse.count', { count: data.pages[0]?.total ?? 0 })}
          </p>
          <ul
            aria-label={t('browse.list_label')}
            aria-busy={query.isPlaceholderData || undefined}
            className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3"
          >
            {data.pages.flatMap((page) =>
              page.data.map((product) => <ProductCard key={product.id} product={product} money={money} />),
            )}
          </ul>
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('browse.more')}
              </Button>
            </div>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** The catalogue: departments, search and filters (all in the URL), the products, and a product's page over them. */
export function Catalogue() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const ctx = useShopContext();
  const filters = filtersFromParams(params);
  const productId = params.get('product');
  const closeProduct = () => {
    if ((location.state as ProductLinkState | null)?.shopProduct) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('product');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <div className="space-y-4">
      <DepartmentChips filters={filters} />
      <CatalogueFilterBar currency={ctx.currency} />
      <ProductGrid />
      {productId && <ProductDialog key={productId} productId={productId} onClose={closeProduct} />}
    </div>
  );
}
