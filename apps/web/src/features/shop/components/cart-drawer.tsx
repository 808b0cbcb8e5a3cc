import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Modal, ModalClose } from '#shared/ui/dialog.tsx';
import { useCart } from '../api/cart.ts';
import { SHOP_PATHS, signInThenBackTo } from '../lib/shop-paths.ts';
import type { ShopContext } from '../lib/use-shop-context.ts';
import { CartContents } from './cart-contents.tsx';

export interface CartDrawerProps {
  ctx: ShopContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart in a panel at the side (the whole screen on a phone), with the way on to the checkout. */
export function CartDrawer({ ctx, open, onOpenChange }: CartDrawerProps) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const cart = useCart(ctx);
  const canCheckOut = !cart.isPending && cart.lines.length > 0;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('cart.title')}
      closeLabel={t('cart.close')}
      placement="side"
      className="w-full max-w-md"
    >
      <div className="flex-1 overflow-y-auto p-4">
        <CartContents ctx={ctx} cart={cart} />
      </div>
      <div className="space-y-2 border-t border-slate-200 p-4 dark:border-slate-700">
        {ctx.signedIn ? (
          <Button
            className="w-full"
            disabled={!canCheckOut}
            onClick={() => {
              onOpenChange(false);
              void navigate(SHOP_PATHS.checkout);
            }}
          >
            {t('cart.checkout')}
          </Button>
        ) : (
          <>
            {cart.lines.length > 0 && (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('cart.sign_in_note')}</p>
            )}
            <Link to={signInThenBackTo(SHOP_PATHS.checkout)} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('cart.sign_in')}
            </Link>
          </>
        )}
        <ModalClose asChild>
          <Button variant="secondary" className="w-full">
            {t('cart.continue')}
          </Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
