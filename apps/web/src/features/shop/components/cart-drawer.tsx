import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl focus:outline-none dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 p-4 dark:border-slate-700">
            <Dialog.Title className="text-xl font-semibold text-slate-900 dark:text-slate-50">
              {t('cart.title')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={t('cart.close')}>
                <X aria-hidden className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
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
            <Dialog.Close asChild>
              <Button variant="secondary" className="w-full">
                {t('cart.continue')}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
