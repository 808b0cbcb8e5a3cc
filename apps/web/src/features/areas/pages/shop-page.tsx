import { useTranslation } from 'react-i18next';
import { Cpu, PackageOpen, Tent, Wrench, type LucideIcon } from 'lucide-react';
import type { KeyIds } from '#shared/i18n/i18n.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { PageContainer } from '#shared/ui/page.tsx';

const CATEGORIES: ReadonlyArray<{ key: KeyIds<'shop.categories', '.title'>; icon: LucideIcon }> = [
  { key: 'rv_parts', icon: Wrench },
  { key: 'camping_gear', icon: Tent },
  { key: 'electronics', icon: Cpu },
  { key: 'accessories', icon: PackageOpen },
];

export default function ShopPage() {
  const { t } = useTranslation('common');
  return (
    <PageContainer title={t('shop.title')} description={t('shop.description')}>
      <Alert variant="info" className="mb-6">
        {t('shop.status')}
      </Alert>
      <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-slate-50">{t('shop.categories_title')}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CATEGORIES.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100">
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-slate-50">{t(`shop.categories.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(`shop.categories.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
