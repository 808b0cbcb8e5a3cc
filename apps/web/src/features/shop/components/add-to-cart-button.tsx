import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ShoppingCart } from 'lucide-react';
import { Button } from '#shared/ui/button.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { maxQuantity, useCart, useSetCartQuantity } from '../api/cart.ts';
import { useShopContext } from '../lib/use-shop-context.ts';

export interface AddToCartButtonProps {
  product: { id: string; name: string; stock: number };
  /** In a list, the button names the product it adds. */
  named?: boolean;
  className?: string;
}

/**
 * Adds one more of a shop product to the cart. An item out of stock says so and cannot be added; once the cart holds
 * every one in stock (or SHOP_LIMITS.maxQuantity) the button says that instead.
 */
export function AddToCartButton({ product, named = false, className }: AddToCartButtonProps) {
  const { t } = useTranslation('shop');
  const ctx = useShopContext();
  const cart = useCart(ctx);
  const setQuantity = useSetCartQuantity(ctx);
  const showError = useErrorToast({ ns: 'shop' });

  if (product.stock <= 0) {
    return (
      <Button variant="secondary" disabled className={className}>
        {t('product.out_of_stock')}
      </Button>
    );
  }
  const inCart = cart.lines.find((line) => line.productId === product.id)?.quantity ?? 0;
  const full = inCart >= maxQuantity(product.stock);
  const add = () =>
    setQuantity.mutate(
      { productId: product.id, quantity: inCart + 1, stock: product.stock },
      {
        onSuccess: () => toast.success(t('product.added', { name: product.name })),
        onError: showError,
      },
    );
  return (
    <Button
      className={className}
      // A signed-in cart must be read first: the new quantity is the one in it plus one.
      disabled={full || (ctx.signedIn && cart.isPending)}
      loading={setQuantity.isPending}
      aria-label={named && !full ? t('product.add_named', { name: product.name }) : undefined}
      onClick={add}
    >
      <ShoppingCart aria-hidden className="h-4 w-4" />
      {full ? t('product.all_in_cart') : t('product.add')}
    </Button>
  );
}
