import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  BUDGET_PERIODS,
  budgetInputSchema,
  budgetPatchSchema,
  type BudgetPeriod,
  type BudgetStatus,
  type ExpenseCategory,
  type NumberSeparators,
} from '@ww/contracts';
import { useToday } from '#shared/lib/calendar.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { FormError } from '#shared/ui/form-error.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { useBudgetStatus, useCreateBudget, useDeleteBudget, useUpdateBudget } from '../api/budgets.ts';
import { PercentBadge, ProgressBar } from './budget-progress.tsx';
import { CategoryOptions } from './category-options.tsx';
import { useBudgetAlertToasts } from './use-budget-alerts.ts';
import { showFormFailure, amountFromText, useFormMessages, submitFormOptions } from '#shared/lib/form.ts';
import { MoneyFields, moneyFormSchema } from './money-form.tsx';

/**
 * The add form as typed, read into the contracts' budget input (their rules and message keys apply): no category is
 * the overall budget, and the currency is null until the user types one (the one from the settings applies).
 */
function budgetFormSchema(defaultCurrency: string, separators: NumberSeparators) {
  return moneyFormSchema({
    fields: {
      category: z.union([z.literal(''), budgetInputSchema.shape.category.unwrap().unwrap()]),
      period: budgetInputSchema.shape.period,
      amount: z.string(),
      currency: z.string().nullable(),
    },
    read: ({ category, amount, currency, ...rest }): z.input<typeof budgetInputSchema> => ({
      ...rest,
      category: category || null,
      amount: amountFromText(amount, separators),
      currency: currency ?? defaultCurrency,
    }),
    contract: budgetInputSchema,
    amountOf: (v) => [v.amount, v.currency ?? defaultCurrency],
  });
}

/** A budget's new limit as typed in its currency, read into the contracts' budget patch. */
function budgetLimitSchema(currency: string, separators: NumberSeparators) {
  return moneyFormSchema({
    fields: { amount: z.string() },
    read: ({ amount }) => ({ amount: amountFromText(amount, separators) }),
    contract: budgetPatchSchema.required({ amount: true }).pick({ amount: true }),
    amountOf: (v) => [v.amount, currency],
  });
}

function useBudgetName() {
  const { t } = useTranslation('wins');
  return (category: ExpenseCategory | null) =>
    t('budgets.name', { category: category ? t(`categories.${category}`) : t('budgets.overall') });
}

export function BudgetsSection() {
  const { t } = useTranslation('wins');
  const messages = useFormMessages('wins');
  const today = useToday();
  const status = useBudgetStatus(today);

  return (
    <HeadedSection id="budgets-heading" title={t('budgets.title')} intro={t('budgets.intro')}>
      <Card>
        <h3 className="mb-3 font-semibold text-slate-900 dark:text-slate-50">{t('budgets.add_title')}</h3>
        <BudgetForm />
      </Card>
      <QueryState
        query={status}
        loadingLabel={t('budgets.loading')}
        errorTitle={t('budgets.load_failed')}
        errorDetail={messages.failure}
        retryLabel={t('actions.retry')}
        empty={t('budgets.empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <ul aria-label={t('budgets.list_label')} className="grid gap-3 sm:grid-cols-2">
            {data.map((budget) => (
              <li key={budget.budget_id}>
                <BudgetCard budget={budget} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HeadedSection>
  );
}

function BudgetForm() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages('wins');
  const create = useCreateBudget();
  const nameOf = useBudgetName();
  const today = useToday();
  const showAlerts = useBudgetAlertToasts();
  const schema = useMemo(() => budgetFormSchema(money.currency, money.separators), [money.currency, money.separators]);
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(schema),
    // Until the user types a currency (null), the one from the settings applies.
    defaultValues: { category: '', period: 'monthly', amount: '', currency: null },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: ({ data: budget, alerts }) => {
        form.setValue('amount', '');
        toast.success(t('budgets.added', { name: nameOf(budget.category) }));
        // Spending already past 80 % or 100 % of the new limit alerts now, not at the next expense.
        showAlerts(alerts, today);
      },
      // A budget that exists already is said at the category (budget_exists), with where to change it.
      onError: (err) => showFormFailure(form, err),
    });
  });
  // A budget of this category and period exists: say which one, and where to change it.
  const existsText = (category: ExpenseCategory | null, period: BudgetPeriod) =>
    t('budgets.exists', { name: nameOf(category), period: t(`budgets.period.${period}`) });
  const categoryError =
    errors.category?.message === 'budget_exists'
      ? existsText(form.getValues('category') || null, form.getValues('period'))
      : messages.field(errors.category?.message);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('budgets.form_label')}
      className="grid gap-3 sm:grid-cols-4"
    >
      <Field label={t('fields.category')} error={categoryError}>
        <Select {...form.register('category')}>
          <option value="">{t('budgets.overall_option')}</option>
          <CategoryOptions />
        </Select>
      </Field>
      <Field label={t('fields.period')} error={messages.field(errors.period?.message)}>
        <Select {...form.register('period')}>
          {BUDGET_PERIODS.map((value) => (
            <option key={value} value={value}>
              {t(`budgets.period.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      <MoneyFields
        form={form}
        amountName="amount"
        amountError={errors.amount?.message}
        currencyError={errors.currency?.message}
      />
      <FormError control={form.control} className="sm:col-span-4" />
      <div className="flex items-end">
        <Button type="submit" loading={create.isPending} className="w-full">
          {t('budgets.add')}
        </Button>
      </div>
    </form>
  );
}

function BudgetCard({ budget }: { budget: BudgetStatus }) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  const messages = useFormMessages('wins');
  const nameOf = useBudgetName();
  const update = useUpdateBudget();
  const remove = useDeleteBudget();
  const showAlerts = useBudgetAlertToasts();
  const [editing, setEditing] = useState(false);
  const limitSchema = useMemo(
    () => budgetLimitSchema(budget.currency, money.separators),
    [budget.currency, money.separators],
  );
  // Kept by the card, so a limit typed and cancelled is still there when the edit opens again.
  const form = useForm({
    ...submitFormOptions,
    resolver: zodResolver(limitSchema),
    defaultValues: { amount: money.amountText(budget.amount, budget.currency) },
  });
  const error = form.formState.errors.amount?.message;
  const name = nameOf(budget.category);
  const spent = money.formatMoney(budget.spent, budget.currency);
  const limit = money.formatMoney(budget.amount, budget.currency);
  const left = budget.amount - budget.spent;

  const save = form.handleSubmit(({ amount }) => {
    update.mutate(
      { id: budget.budget_id, amount },
      {
        onSuccess: ({ alerts }) => {
          toast.success(t('budgets.updated', { name }));
          showAlerts(alerts, budget.period_start);
          setEditing(false);
        },
        onError: (err) => showFormFailure(form, err),
      },
    );
  });

  return (
    <Card className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-slate-50">{name}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {t(`budgets.period.${budget.period}`)} ·{' '}
            {t('budgets.range', {
              from: money.formatDate(budget.period_start),
              to: money.formatDate(budget.period_end),
            })}
          </p>
        </div>
        <PercentBadge percent={budget.percent} />
      </div>
      <ProgressBar label={name} percent={budget.percent} valueText={t('budgets.spent_of', { spent, amount: limit })} />
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {t('budgets.spent_of', { spent, amount: limit })}
        {' · '}
        {left >= 0
          ? t('budgets.left', { amount: money.formatMoney(left, budget.currency) })
          : t('budgets.over', { amount: money.formatMoney(-left, budget.currency) })}
      </p>
      {editing ? (
        <>
          <form
            onSubmit={(event) => void save(event)}
            noValidate
            aria-label={t('budgets.edit_form_label', { name })}
            className="flex items-end gap-2"
          >
            <Field
              label={t('budgets.new_amount', { currency: budget.currency })}
              error={messages.field(error)}
              className="min-w-0 flex-1 space-y-1.5"
            >
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the inline editor opened by the user's Edit press */}
              <Input inputMode="decimal" autoFocus {...form.register('amount')} />
            </Field>
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" size="sm" loading={update.isPending}>
              {t('actions.save')}
            </Button>
          </form>
          <FormError control={form.control} />
        </>
      ) : (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('budgets.edit_named', { name })}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden className="h-4 w-4" />
            {t('actions.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('budgets.delete_named', { name })}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(budget.budget_id, {
                onSuccess: () => toast.success(t('budgets.deleted', { name })),
                onError: (err) => toast.error(messages.failure(err)),
              })
            }
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('actions.delete')}
          </Button>
        </div>
      )}
    </Card>
  );
}
