import { useId, type ReactNode } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import clsx from 'clsx';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export function Switch({ checked, onCheckedChange, label, description, disabled, id, className }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={clsx('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={switchId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-xs text-slate-500 dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      <SwitchPrimitive.Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        // The track is 24 px tall; on a phone the button around it is 44 px, the size a finger can hit.
        className={clsx(
          'group inline-flex h-6 w-11 shrink-0 items-center rounded-full max-sm:h-11 pointer-coarse:h-11',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <span
          aria-hidden
          className="relative inline-flex h-6 w-11 items-center rounded-full bg-slate-300 transition-colors group-data-[state=checked]:bg-emerald-700 dark:bg-slate-600 dark:group-data-[state=checked]:bg-emerald-500"
        >
          <SwitchPrimitive.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </span>
      </SwitchPrimitive.Root>
    </div>
  );
}
