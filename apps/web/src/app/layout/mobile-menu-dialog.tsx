import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Modal } from '#shared/ui/dialog.tsx';
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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('nav.menu_title')}
      closeLabel={t('nav.close_menu')}
      placement="side"
      className="w-72 max-w-[85vw] lg:hidden"
      overlayClassName="lg:hidden"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <nav aria-label={t('nav.label')} className="p-4">
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
    </Modal>
  );
}
