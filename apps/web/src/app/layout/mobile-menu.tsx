import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import type { NavItem } from './nav-items.ts';

// The dialog (and Radix with it) loads on first open, so visitors of the home page never download it.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog.tsx'));

export function MobileMenu({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // The menu stays open only on the page it was opened on: any navigation (a link in it, the back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const [loaded, setLoaded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={t('nav.open_menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex h-9 w-9 max-sm:size-11 pointer-coarse:size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden className="h-5 w-5" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} items={items} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
