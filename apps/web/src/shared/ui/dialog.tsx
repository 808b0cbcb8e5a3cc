import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import clsx from 'clsx';

/**
 * Where a dialog stands: `center`, in the middle of the screen; `sheet`, the whole screen on a phone and centred
 * from `sm` up; `side`, a panel at the right edge with its title in a bar above the children.
 */
export type DialogPlacement = 'center' | 'sheet' | 'side';

// Written out per placement: Tailwind finds class names in the source, so they cannot be put together at run time.
const CONTENT = {
  center:
    'top-1/2 left-1/2 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl p-6',
  sheet:
    'inset-0 overflow-y-auto p-4 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90vh] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
  side: 'inset-y-0 right-0 flex flex-col',
} as const satisfies Record<DialogPlacement, string>;

const HEADER = {
  center: 'mb-4',
  sheet: 'mb-4',
  side: 'border-b border-slate-200 p-4 dark:border-slate-700',
} as const satisfies Record<DialogPlacement, string>;

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** The close button's name; without it there is no close button (the dialog's own buttons close it). */
  closeLabel?: string;
  placement?: DialogPlacement;
  /** The panel's width (`max-w-lg`, `sm:max-w-4xl`, `w-72`) and anything else it needs. */
  className?: string;
  overlayClassName?: string;
  /** Where the focus goes back to on closing, when it is not the button that opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * A modal dialog (Radix: focus kept inside, Escape and a click outside close it, focus back on closing) with its
 * title, an optional description and a close button in one header, the same in every part of the app.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  placement = 'center',
  className,
  overlayClassName,
  onCloseAutoFocus,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={clsx('fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm', overlayClassName)} />
        <Dialog.Content
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={onCloseAutoFocus}
          className={clsx(
            'fixed z-50 bg-white shadow-xl focus:outline-none dark:bg-slate-900',
            CONTENT[placement],
            className,
          )}
        >
          <div className={clsx('flex items-start justify-between gap-4', HEADER[placement])}>
            <div className="min-w-0">
              <Dialog.Title className="text-xl font-semibold break-words text-slate-900 dark:text-slate-50">
                {title}
              </Dialog.Title>
              {description !== undefined && (
                <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {description}
                </Dialog.Description>
              )}
            </div>
            {closeLabel !== undefined && (
              <Dialog.Close
                aria-label={closeLabel}
                className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700 dark:text-slate-400 dark:hover:bg-slate-800"
              >
                <X aria-hidden className="h-5 w-5" />
              </Dialog.Close>
            )}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button inside a Modal that closes it (Cancel, Continue shopping), given as its only child. */
export const ModalClose = Dialog.Close;
