import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import clsx from 'clsx';
import type { NavItem } from './nav-items.ts';

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly NavItem[];
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenuDialog({ open, onOpenChange, items, returnFocusTo }: MobileMenuDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-sm lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 bg-white p-5 shadow-xl lg:hidden dark:bg-slate-900"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-50">
              {t('nav.menu_title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('nav.close_menu')}
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')}>
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={() => onOpenChange(false)}
                    className={({ isActive }) =>
                      clsx(
                        'block rounded-lg px-3 py-2.5 text-base font-medium',
                        isActive
                          ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
                          : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
                      )
                    }
                  >
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
