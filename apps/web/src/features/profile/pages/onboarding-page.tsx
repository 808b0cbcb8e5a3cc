import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CURRENCIES,
  REGION_DEFAULTS,
  REGIONS,
  RIG_TYPES,
  STORAGE_KEYS,
  UNIT_PRESETS,
  onboardingSchema,
  unitPreferencesForRegion,
  type Onboarding,
  type Region,
  type UnitPreset,
} from '@ww/contracts';
import { LANGUAGE_OPTIONS, currentLanguage } from '#shared/i18n/i18n.ts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { returnPathFrom } from '#shared/lib/safe-redirect.ts';
import { presetOf } from '#shared/lib/unit-names.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useCompleteOnboarding } from '../api/account-queries.ts';
import { OnboardingProgress } from '../components/onboarding-progress.tsx';
import { OnboardingMoneyStep } from '../components/onboarding-money-step.tsx';
import { OptionCards } from '../components/option-cards.tsx';
import { useOnboardingPrefill } from '../components/use-onboarding-prefill.ts';

type Currency = (typeof CURRENCIES)[number];

const STEPS = [
  { id: 'name', fields: ['full_name'] },
  { id: 'rig', fields: ['rig_type'] },
  { id: 'region', fields: ['region'] },
  { id: 'money', fields: ['units', 'currency'] },
  { id: 'language', fields: ['language'] },
] as const satisfies readonly { id: string; fields: readonly FieldPath<Onboarding>[] }[];

/** The way of measuring a region's travellers use: GB the UK's, US the US's, everyone else metric (issue 23). */
const presetForRegion = (region: Region): UnitPreset => presetOf(unitPreferencesForRegion(region)) ?? 'metric';

function stepOf(field: string): number {
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? 0 : index;
}

/** Where finished onboarding leads: the same-origin page that sent the user here (?next= or router state), or /you. */
function landingAfterOnboarding(state: unknown, search: string): string {
  const requested = returnPathFrom(state, search);
  return requested && requested.split(/[?#]/)[0] !== '/onboarding' ? requested : '/you';
}

/** The five onboarding questions, one step at a time: name, rig, region, units and currency, language. */
export default function OnboardingPage() {
  const { t, i18n } = useTranslation(['onboarding', 'profile', 'common']);
  const refusalText = useErrorText();
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  const form = useForm({
    resolver: zodResolver(onboardingSchema),
    defaultValues: {
      full_name: '',
      units: 'imperial',
      currency: 'USD',
      language: currentLanguage(),
    },
  });
  const { setValue, formState } = form;

  const { unitPreset, choosePreset } = useOnboardingPrefill(form);

  // Move focus to the new step's heading so keyboard and screen-reader users land on the new question.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  const lastStep = STEPS.length - 1;

  const goTo = (next: number) => {
    movedRef.current = true;
    setStep(next);
  };

  const next = async () => {
    const current = STEPS[step];
    if (!current) return;
    if (await form.trigger([...current.fields])) goTo(step + 1);
  };

  const save = (values: Onboarding) => {
    complete.mutate(
      { answers: values, units: { ...UNIT_PRESETS[unitPreset] } },
      {
        onSuccess: () => {
          localStorage.setItem(STORAGE_KEYS.language, values.language);
          const switched: Promise<unknown> =
            i18n.language === values.language ? Promise.resolve() : i18n.changeLanguage(values.language);
          void switched.then(() => {
            toast.success(i18n.t('finished', { ns: 'onboarding' }));
            return navigate(landingAfterOnboarding(location.state, location.search), { replace: true });
          });
        },
        onError: (err) => {
          const fields = err instanceof ApiRequestError ? err.fields : undefined;
          const fieldNames = fields ? Object.keys(fields).filter((name) => name in onboardingSchema.shape) : [];
          if (fields && fieldNames.length > 0) {
            for (const name of fieldNames) {
              form.setError(name as FieldPath<Onboarding>, { message: fields[name] });
            }
            goTo(Math.min(...fieldNames.map(stepOf)));
            return;
          }
          form.setError('root.server', { type: 'server', message: refusalText(err) });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field moves on a step; only the last step saves.
    if (step < lastStep) {
      event.preventDefault();
      void next();
    } else {
      void form.handleSubmit(save)(event);
    }
  };

  const errorText = (field: keyof Onboarding): string | undefined => {
    const message = formState.errors[field]?.message;
    if (message === undefined) return undefined;
    if (field !== 'full_name') return t('errors.choose_one');
    return message === 'required' ? t('errors.name_required') : t('errors.name_invalid');
  };
  const stepId = STEPS[step]?.id ?? 'name';

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700 dark:text-emerald-400">
        {t('welcome')}
      </p>
      <OnboardingProgress step={step} total={STEPS.length} />

      <Card className="mt-6">
        <form noValidate onSubmit={onSubmit}>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 outline-none dark:text-slate-50"
          >
            {t(`steps.${stepId}.title`)}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t(`steps.${stepId}.description`)}</p>

          <div className="mt-6">
            {stepId === 'name' && (
              <Field label={t('fields.full_name')} error={errorText('full_name')}>
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the step's only field, shown after the user moved to it */}
                <Input autoComplete="name" autoFocus {...form.register('full_name')} />
              </Field>
            )}

            {stepId === 'rig' && (
              <Controller
                control={form.control}
                name="rig_type"
                render={({ field }) => (
                  <OptionCards
                    legend={t('fields.rig_type')}
                    columns={2}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorText('rig_type')}
                    options={RIG_TYPES.map((rig) => ({ value: rig, label: t(`rig_types.${rig}`, { ns: 'profile' }) }))}
                  />
                )}
              />
            )}

            {stepId === 'region' && (
              <Controller
                control={form.control}
                name="region"
                render={({ field }) => (
                  <OptionCards
                    legend={t('fields.region')}
                    columns={2}
                    value={field.value}
                    onChange={(region) => {
                      field.onChange(region);
                      const defaults = REGION_DEFAULTS[region];
                      choosePreset(presetForRegion(region));
                      setValue('currency', defaults.currency as Currency, { shouldDirty: true });
                    }}
                    error={errorText('region')}
                    options={REGIONS.map((code) => ({ value: code, label: t(`regions.${code}`, { ns: 'profile' }) }))}
                  />
                )}
              />
            )}

            {stepId === 'money' && (
              <OnboardingMoneyStep
                control={form.control}
                unitPreset={unitPreset}
                onPresetChange={choosePreset}
                errorText={errorText}
              />
            )}

            {stepId === 'language' && (
              <Controller
                control={form.control}
                name="language"
                render={({ field }) => (
                  <OptionCards
                    legend={t('fields.language')}
                    columns={3}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorText('language')}
                    options={LANGUAGE_OPTIONS.map((option) => ({
                      value: option.code,
                      label: option.label,
                      lang: option.code,
                    }))}
                  />
                )}
              />
            )}
          </div>

          <FormError control={form.control} className="mt-6" />
          <div className="mt-8 flex items-center justify-between gap-3">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={complete.isPending}>
                {t('back')}
              </Button>
            ) : (
              <span />
            )}
            {step < lastStep ? (
              <Button type="submit">{t('next')}</Button>
            ) : (
              <Button type="submit" loading={complete.isPending}>
                {t('finish')}
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
