import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExternalLink, ImageOff } from 'lucide-react';
import clsx from 'clsx';
import { webLinkOrNull } from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Modal } from '#shared/ui/dialog.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { shopQueries, type Product } from '../api/queries.ts';
import { platformName } from '#shared/lib/seller-platform.ts';
import { useShopMoney } from '../lib/shop-money.ts';
import { useShopContext } from '../lib/use-shop-context.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { RigFit } from './rig-fit.tsx';
import { StockText } from './stock-text.tsx';

function ProductPhotos({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const [shown, setShown] = useState(0);
  const photos = product.photos.length > 0 ? product.photos : product.photo ? [product.photo] : [];
  const photo = photos[Math.min(shown, photos.length - 1)];
  if (!photo) {
    return (
      <div className="flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <ImageOff aria-hidden className="mr-2 h-6 w-6" />
        {t('product.no_photo')}
      </div>
    );
  }
  const total = photos.length;
  return (
    <div className="space-y-2">
      <img
        src={photo.url}
        alt={t('product.photo_alt', { name: product.name, number: photos.indexOf(photo) + 1, total })}
        width={photo.width}
        height={photo.height}
        className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
      />
      {total > 1 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((thumb, index) => (
            <li key={thumb.url}>
              <button
                type="button"
                aria-label={t('product.show_photo', { number: index + 1 })}
                aria-pressed={thumb === photo}
                onClick={() => setShown(index)}
                className={clsx(
                  'h-14 w-14 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
                  thumb === photo ? 'border-emerald-700 dark:border-emerald-400' : 'border-transparent',
                )}
              >
                <img src={thumb.url} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** How a product is bought: Add to cart for the shop's own, "Buy on {platform}" for one sold elsewhere. */
function BuyBox({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  if (product.seller === 'shop') {
    return (
      <div className="space-y-2">
        <StockText stock={product.stock} />
        <AddToCartButton product={product} className="w-full sm:w-auto" />
      </div>
    );
  }
  const platform = platformName(product.seller) ?? product.seller;
  const url = webLinkOrNull(product.external_url);
  return (
    <div className="space-y-2">
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          {t('product.buy_on', { platform })}
          <ExternalLink aria-hidden className="h-4 w-4" />
          <span className="sr-only">{t('product.new_tab')}</span>
        </a>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('product.external_note', { platform, path: `/thank-you/${product.seller}` })}
      </p>
    </div>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const ctx = useShopContext();
  const money = useShopMoney(ctx);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductPhotos product={product} />
      <div className="min-w-0 space-y-4">
        <div className="space-y-1">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t(`categories.${product.category}`)}
          </p>
          <p className="text-2xl font-semibold text-emerald-800 dark:text-emerald-300">{money.price(product.price)}</p>
          {product.price.currency !== ctx.currency && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t('product.other_currency', { currency: product.price.currency, asked: ctx.currency })}
            </p>
          )}
        </div>
        <BuyBox product={product} />
        {ctx.signedIn && <RigFit product={product} />}
      </div>
      {product.description.trim() !== '' && (
        <section aria-labelledby="product-description" className="space-y-2 md:col-span-2">
          <h3 id="product-description" className="font-semibold text-slate-900 dark:text-slate-50">
            {t('product.description')}
          </h3>
          <p className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{product.description}</p>
        </section>
      )}
      {product.specs.length > 0 && (
        <section aria-labelledby="product-specs" className="space-y-2 md:col-span-2">
          <h3 id="product-specs" className="font-semibold text-slate-900 dark:text-slate-50">
            {t('product.specs')}
          </h3>
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {product.specs.map((spec) => (
              <div key={`${spec.label}-${spec.value}`} className="grid grid-cols-2 gap-3 px-3 py-2 text-sm">
                <dt className="font-medium break-words text-slate-800 dark:text-slate-200">{spec.label}</dt>
                <dd className="break-words text-slate-700 dark:text-slate-300">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}

/**
 * A product's page over the catalogue (?product=<id>): a dialog, full screen on a phone. Closing it goes Back when
 * the shop opened it, so the browser's Back button and the close button do the same.
 */
export function ProductDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const ctx = useShopContext();
  const query = useQuery({ ...shopQueries.product(ctx.userId, ctx.asked, productId), enabled: ctx.ready });
  const gone = query.error instanceof ApiRequestError && query.error.status === 404;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        query.data?.name ??
        (gone ? t('product.not_found') : query.isError ? t('product.load_failed') : t('product.loading'))
      }
      closeLabel={t('product.close')}
      placement="sheet"
      className="sm:max-w-4xl"
    >
      {gone ? (
        <Button variant="secondary" onClick={onClose}>
          {t('back_to_shop')}
        </Button>
      ) : (
        <QueryState
          query={query}
          loadingLabel={t('product.loading')}
          errorTitle={t('product.load_failed')}
          errorDetail={errorText}
          retryLabel={t('retry')}
        >
          {(product) => <ProductDetail product={product} />}
        </QueryState>
      )}
    </Modal>
  );
}
