import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Package, ShoppingCart } from 'lucide-react';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useCart, useMergeVisitorCart } from '../api/cart.ts';
import { CartDrawer } from '../components/cart-drawer.tsx';
import { Catalogue } from '../components/catalogue.tsx';
import { CheckoutView } from '../components/checkout-view.tsx';
import { OrdersView } from '../components/orders-view.tsx';
import { SHOP_PATHS } from '../lib/shop-paths.ts';
import { useShopContext, type ShopContext } from '../lib/use-shop-context.ts';

function CartButton({ ctx, onOpen }: { ctx: ShopContext; onOpen: () => void }) {
  const { t } = useTranslation('shop');
  const { count } = useCart(ctx);
  return (
    <Button variant="secondary" aria-label={t('header.cart', { count })} onClick={onOpen} className="relative">
      <ShoppingCart aria-hidden className="h-5 w-5" />
      <span
        aria-hidden
        className="min-w-5 rounded-full bg-emerald-700 px-1.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-slate-950"
      >
        {count}
      </span>
    </Button>
  );
}

/** A visitor's cart that could not join the account after sign-in: it is still in this browser; try again. */
function MergeFailed({ merge }: { merge: ReturnType<typeof useMergeVisitorCart> }) {
  const { t } = useTranslation('shop');
  const errorText = useErrorText({ ns: 'shop' });
  if (!merge.isError) return null;
  return (
    <Alert variant="error" className="mb-4">
      <p>{t('cart.merge_failed', { reason: errorText(merge.error) })}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => merge.reset()}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/**
 * The shop (SPEC §2 /shop): the catalogue with its departments, a product's page (?product=), the cart, the checkout
 * (?view=checkout) and My orders (?view=orders). Visitors browse and fill a cart kept in this browser; it joins their
 * account once they sign in.
 */
export default function ShopPage() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const ctx = useShopContext();
  const merge = useMergeVisitorCart(ctx);
  const [cartOpen, setCartOpen] = useState(false);
  const view = params.get('view');
  return (
    <PageContainer
      title={t('title')}
      description={t('description')}
      actions={
        <>
          {ctx.signedIn && (
            <Link to={SHOP_PATHS.orders} className={buttonClasses('ghost')}>
              <Package aria-hidden className="h-4 w-4" />
              {t('header.my_orders')}
            </Link>
          )}
          <CartButton ctx={ctx} onOpen={() => setCartOpen(true)} />
        </>
      }
    >
      <MergeFailed merge={merge} />
      {view === 'orders' ? <OrdersView ctx={ctx} /> : view === 'checkout' ? <CheckoutView ctx={ctx} /> : <Catalogue />}
      <CartDrawer ctx={ctx} open={cartOpen} onOpenChange={setCartOpen} />
    </PageContainer>
  );
}
