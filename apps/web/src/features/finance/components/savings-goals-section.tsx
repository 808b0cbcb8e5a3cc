import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronUp, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  savingsContributionInputSchema,
  savingsGoalInputSchema,
  type NumberSeparators,
  type SavingsGoal,
  percentOf,
} from '@ww/contracts';
import { useToday, useTodayDefault } from '#shared/lib/calendar.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import {
  useAddContribution,
  useContributions,
  useCreateSavingsGoal,
  useDeleteContribution,
  useDeleteSavingsGoal,
  useSavingsGoals,
} from '../api/savings-goals.ts';
import { ProgressBar } from './budget-progress.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { amountFromText, showFormFailure, useFormMessages, submitFormOptions } from '#shared/lib/form.ts';
import { MoneyFields, moneyFormSchema } from './money-form.tsx';

/**
 * The goal form as typed, read into the contracts' savings goal input (their rules and message keys apply): no date
 * is none, and the currency is null until the user types one (the one from the settings applies). As the server
 * does, a target date before today (the user's time zone) is refused.
 */
function savingsGoalFormSchema(defaultCurrency: string, separators: NumberSeparators, today: string) {
  return moneyFormSchema({
    fields: { name: z.string(), target_amount: z.string(), currency: z.string().nullable(), target_date: z.string() },
    read: ({ target_amount, currency, target_date, ...rest }): z.input<typeof savingsGoalInputSchema> => ({
      ...rest,
      target_amount: amountFromText(target_amount, separators),
      currency: currency ?? defaultCurrency,
      target_date: target_date || null,
    }),
    contract: savingsGoalInputSchema,
    amountOf: (v) => [v.target_amount, v.currency ?? defaultCurrency],
    amountField: 'target_amount',
  }).refine((v) => !v.target_date || v.target_date >= today, { error: 'date_in_past', path: ['target_date'] });
}

/** A contribution as typed in the goal's currency, read into the contracts' contribution input. */
function contributionFormSchema(currency: string, separators: NumberSeparators) {
  return moneyFormSchema({
    fields: { amount: z.string(), date: z.string(), note: z.string() },
    read: ({ amount, ...rest }): z.input<typeof savingsContributionInputSchema> => ({
      ...rest,
      amount: amountFromText(amount, separators),
    }),
    contract: savingsContributionInputSchema,
    amountOf: (v) => [v.amount, currency],
  });
}

export function SavingsGoalsSection() {
  const { t } = useTranslation('wins');
  const messages = useFormMessages('wins');
  const goals = useSavingsGoals();
  return (
    <HeadedSection id="savings-heading" title={t('savings.title')} intro={t('savings.intro')}>
      <Card>
        <h3 className="mb-3 font-semibold text-slate-900 dark:text-slate-50">{t('savings.add_title')}</h3>
        <SavingsGoalForm />
      </Card>
      <QueryState
        query={goals}
        loadingLabel={t('savings.loading')}
        errorTitle={t('savings.load_failed')}
        errorDetail={messages.failure}
        retryLabel={t('actions.retry')}
        empty={t('savings.empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <ul aria-label={t('savings.list_label')} className="grid gap-3 sm:grid-cols-2">
            {data.map((goal) => (
              <li key={goal.id}>
                <SavingsGoalCard goal={goal} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HeadedSection>
  );
}

export function SavingsGoalForm() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages('wins');
  const create = useCreateSavingsGoal();
  const today = useToday();
  const schema = useMemo(
    () => savingsGoalFormSchema(money.currency, money.separators, today),
    [money.currency, money.separators, today],
  );
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    // Until the user types a currency (null), the one from the settings applies.
    defaultValues: { name: '', target_amount: '', currency: null, target_date: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (goal) => {
        form.setValue('name', '');
        form.setValue('target_amount', '');
        form.setValue('target_date', '');
        toast.success(t('savings.added', { name: goal.name }));
      },
      onError: (err) => showFormFailure(form, err),
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('savings.form_label')}
      className="grid gap-3 sm:grid-cols-4"
    >
      <Field label={t('fields.goal_name')} error={messages.field(errors.name?.message)}>
        <Input maxLength={120} {...form.register('name')} />
      </Field>
      <MoneyFields
        form={form}
        amountName="target_amount"
        amountLabel={t('fields.target_amount')}
        amountError={errors.target_amount?.message}
        currencyError={errors.currency?.message}
      />
      <Field
        label={t('fields.target_date')}
        hint={t('savings.target_date_hint')}
        error={messages.field(errors.target_date?.message)}
      >
        <Input type="date" {...form.register('target_date')} />
      </Field>
      <FormError control={form.control} className="sm:col-span-4" />
      <div className="flex items-end">
        <Button type="submit" loading={create.isPending} className="w-full">
          {t('savings.add')}
        </Button>
      </div>
    </form>
  );
}

function SavingsGoalCard({ goal }: { goal: SavingsGoal }) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const showError = useErrorToast();
  const remove = useDeleteSavingsGoal();
  const [showContributions, setShowContributions] = useState(false);
  const percent = percentOf(goal.saved, goal.target_amount);
  const saved = money.formatMoney(goal.saved, goal.currency);
  const target = money.formatMoney(goal.target_amount, goal.currency);
  const reached = goal.saved >= goal.target_amount;

  return (
    <Card className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-slate-50">{goal.name}</h3>
          {goal.target_date && (
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {t('savings.by_date', { date: money.formatDate(goal.target_date) })}
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('savings.delete_named', { name: goal.name })}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(goal.id, {
              onSuccess: () => toast.success(t('savings.deleted', { name: goal.name })),
              onError: showError,
            })
          }
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      <ProgressBar
        label={goal.name}
        percent={percent}
        valueText={t('savings.saved_of', { saved, target })}
        tone="savings"
      />
      <p className="text-sm text-slate-700 dark:text-slate-200">{t('savings.saved_of', { saved, target })}</p>
      {goal.target_passed && !reached ? (
        // A date set earlier that has gone by: what is left, no monthly amount that could never be "in time".
        <p className="text-sm font-medium text-amber-900 dark:text-amber-200">
          {t('savings.target_passed', {
            amount: money.formatMoney(goal.target_amount - goal.saved, goal.currency),
          })}
        </p>
      ) : (
        <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {reached
            ? t('savings.reached')
            : goal.monthly_needed !== null
              ? t('savings.monthly_needed', { amount: money.formatMoney(goal.monthly_needed, goal.currency) })
              : t('savings.no_date')}
        </p>
      )}
      <ContributionForm goal={goal} />
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={showContributions}
        onClick={() => setShowContributions((shown) => !shown)}
      >
        {showContributions ? (
          <ChevronUp aria-hidden className="h-4 w-4" />
        ) : (
          <ChevronDown aria-hidden className="h-4 w-4" />
        )}
        {t('savings.contributions_toggle', { name: goal.name })}
      </Button>
      {showContributions && <ContributionList goal={goal} />}
    </Card>
  );
}

function ContributionForm({ goal }: { goal: SavingsGoal }) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const today = useToday();
  const messages = useFormMessages('wins');
  const add = useAddContribution(goal.id);
  const schema = useMemo(
    () => contributionFormSchema(goal.currency, money.separators),
    [goal.currency, money.separators],
  );
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    defaultValues: { amount: '', date: today, note: '' },
  });
  const { errors } = form.formState;
  useTodayDefault(form, 'date', today);

  const submit = form.handleSubmit((input) => {
    add.mutate(input, {
      onSuccess: (contribution) => {
        form.setValue('amount', '');
        form.setValue('note', '');
        toast.success(
          t('savings.contribution_added', {
            amount: money.formatMoney(contribution.amount, goal.currency),
            name: goal.name,
          }),
        );
      },
      onError: (err) => showFormFailure(form, err),
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('savings.contribution_form_label', { name: goal.name })}
      className="grid grid-cols-2 gap-2"
    >
      <Field
        label={t('savings.contribution_amount', { currency: goal.currency })}
        error={messages.field(errors.amount?.message)}
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </Field>
      <Field label={t('fields.date')} error={messages.field(errors.date?.message)}>
        <Input type="date" {...form.register('date')} />
      </Field>
      <Field label={t('fields.note')} error={messages.field(errors.note?.message)} className="col-span-2 space-y-1.5">
        <Input maxLength={200} {...form.register('note')} />
      </Field>
      <FormError control={form.control} className="col-span-2" />
      <Button type="submit" variant="secondary" size="sm" loading={add.isPending} className="col-span-2">
        {t('savings.add_contribution')}
      </Button>
    </form>
  );
}

function ContributionList({ goal }: { goal: SavingsGoal }) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages('wins');
  const showError = useErrorToast();
  const contributions = useContributions(goal.id, true);
  const remove = useDeleteContribution(goal.id);
  if (contributions.isPending) return <Spinner size="sm" label={t('savings.contributions_loading')} />;
  if (contributions.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {messages.failure(contributions.error)}
      </p>
    );
  if (contributions.data.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('savings.no_contributions')}</p>;
  return (
    <ul
      aria-label={t('savings.contributions_label', { name: goal.name })}
      className="divide-y divide-slate-100 text-sm dark:divide-slate-800"
    >
      {contributions.data.map((contribution) => {
        const amount = money.formatMoney(contribution.amount, goal.currency);
        return (
          <li key={contribution.id} className="flex items-center gap-2 py-1.5">
            <time dateTime={contribution.date} className="text-slate-600 dark:text-slate-300">
              {money.formatDate(contribution.date)}
            </time>
            <span className="min-w-0 flex-1 truncate text-slate-700 dark:text-slate-200">{contribution.note}</span>
            <span className="font-medium tabular-nums">{amount}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('savings.delete_contribution', { amount, date: money.formatDate(contribution.date) })}
              onClick={() => remove.mutate(contribution.id, { onError: showError })}
            >
              <Trash2 aria-hidden className="h-3.5 w-3.5" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
