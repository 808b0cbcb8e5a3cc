import { useTranslation } from 'react-i18next';

/** Which onboarding step of `total` the user is on (`step` counts from 0), said and drawn as a bar of steps. */
export function OnboardingProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <div className="mt-4 flex items-center justify-between gap-4">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
          {t('step_of', { current: step + 1, total })}
        </p>
      </div>
      <div aria-hidden className="mt-2 flex gap-1.5">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={
              index <= step
                ? 'h-1.5 flex-1 rounded-full bg-emerald-700 dark:bg-emerald-500'
                : 'h-1.5 flex-1 rounded-full bg-slate-200 dark:bg-slate-700'
            }
          />
        ))}
      </div>
    </>
  );
}
