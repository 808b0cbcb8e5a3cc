import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ProductSummary } from '../api/queries.ts';
import { platformName } from '#shared/lib/seller-platform.ts';
import type { ShopMoney } from '../lib/shop-money.ts';
import { productLink } from '../lib/product-link.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { StockText } from './stock-text.tsx';
import { CardPhoto } from '#shared/ui/card-photo.tsx';

/** One product in the catalogue: photo, name (opening the product page), price, stock, and Add to cart. */
export function ProductCard({ product, money }: { product: ProductSummary; money: ShopMoney }) {
  const { t } = useTranslation('shop');
  const location = useLocation();
  const photo = product.photo;
  const sold = product.seller === 'shop';
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <Link
        to={productLink(location.search, product.id)}
        state={{ shopProduct: true }}
        className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <CardPhoto photo={photo} />
        <div className="min-w-0 space-y-1 p-3">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t(`categories.${product.category}`)}
          </p>
          <h3 className="font-semibold break-words text-slate-900 dark:text-slate-50">{product.name}</h3>
          <p className="text-lg font-semibold text-emerald-800 dark:text-emerald-300">{money.price(product.price)}</p>
          {sold ? (
            <StockText stock={product.stock} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t('product.sold_on', { platform: platformName(product.seller) ?? product.seller })}
            </p>
          )}
        </div>
      </Link>
      {sold && (
        <div className="p-3 pt-0">
          <AddToCartButton product={product} named className="w-full" />
        </div>
      )}
    </li>
  );
}
