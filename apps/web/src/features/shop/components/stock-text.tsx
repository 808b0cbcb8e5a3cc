import { useTranslation } from 'react-i18next';
import clsx from 'clsx';

/** A low stock is named from this many left. */
const LOW_STOCK = 5;

/** How many of a shop product are left: out of stock, "Only 3 left" from LOW_STOCK down, else in stock. */
export function StockText({ stock, className }: { stock: number; className?: string }) {
  const { t } = useTranslation('shop');
  if (stock <= 0) {
    return (
      <p className={clsx('text-sm font-medium text-red-700 dark:text-red-400', className)}>
        {t('product.out_of_stock')}
      </p>
    );
  }
  if (stock <= LOW_STOCK) {
    return (
      <p className={clsx('text-sm font-medium text-amber-800 dark:text-amber-300', className)}>
        {t('product.only_left', { count: stock })}
      </p>
    );
  }
  return <p className={clsx('text-sm text-slate-600 dark:text-slate-300', className)}>{t('product.in_stock')}</p>;
}
