import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  planPriceAmountSchema,
  PRICED_ITEMS,
  SHOP_CURRENCIES,
  type PricedItem,
  type ShopCurrency,
} from '@ww/contracts';
import { amountFromText } from '#shared/lib/form.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { usePriceTable, useSavePlanPrices, type PriceTable } from '../../api/membership-admin.ts';
import { useFormMessages } from '#shared/lib/form.ts';
import { AdminQueryState } from '../admin-query-state.tsx';

type Cells = Record<PricedItem, Partial<Record<ShopCurrency, string>>>;
type CellErrors = Partial<Record<`${PricedItem}.${ShopCurrency}`, string>>;

function PriceForm({ table }: { table: PriceTable }) {
  const { t } = useTranslation('admin');
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const { field: fieldMessage } = useFormMessages('admin');
  const save = useSavePlanPrices();
  const text = (item: PricedItem, currency: ShopCurrency) => {
    const amount = table[item][currency];
    return amount === undefined ? '' : money.amountText(amount, currency);
  };
  const [cells, setCells] = useState<Cells>(() => {
    const initial: Cells = { monthly: {}, annual: {}, course: {} };
    for (const item of PRICED_ITEMS) for (const c of SHOP_CURRENCIES) initial[item][c] = text(item, c);
    return initial;
  });
  const [errors, setErrors] = useState<CellErrors>({});
  const [unchanged, setUnchanged] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: CellErrors = {};
    const changed: Array<{ item: PricedItem; currency: ShopCurrency; amount: number }> = [];
    for (const item of PRICED_ITEMS) {
      for (const currency of SHOP_CURRENCIES) {
        const typed = (cells[item][currency] ?? '').trim();
        const before = table[item][currency];
        if (typed === '') {
          // A price set once can be changed, not taken away (the server has no way to remove it).
          if (before !== undefined) found[`${item}.${currency}`] = t('memberships.prices.cannot_clear');
          continue;
        }
        // The contract's own rule, as the server checks it: its message keys are worded under `validation`.
        const parsed = planPriceAmountSchema.safeParse(amountFromText(typed, money.separators));
        if (!parsed.success) found[`${item}.${currency}`] = fieldMessage(parsed.error.issues[0]?.message);
        else if (parsed.data !== before) changed.push({ item, currency, amount: parsed.data });
      }
    }
    setErrors(found);
    setUnchanged(false);
    if (Object.keys(found).length > 0) return;
    if (changed.length === 0) {
      setUnchanged(true);
      return;
    }
    save.mutate(changed, { onSuccess: () => toast.success(t('memberships.prices.saved')) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-plan-prices" className="space-y-4">
      {PRICED_ITEMS.map((item) => (
        <fieldset key={item} className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t(`memberships.items.${item}`)}
          </legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {SHOP_CURRENCIES.map((currency) => (
              <Field
                key={currency}
                label={currency}
                error={errors[`${item}.${currency}`]}
                {...(table[item][currency] === undefined ? { hint: t('memberships.prices.uses_usd') } : {})}
              >
                <Input
                  aria-label={t('memberships.prices.cell', { item: t(`memberships.items.${item}`), currency })}
                  inputMode="decimal"
                  autoComplete="off"
                  value={cells[item][currency] ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    setCells((current) => ({ ...current, [item]: { ...current[item], [currency]: value } }));
                  }}
                />
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      {unchanged && <Alert variant="info">{t('memberships.prices.nothing_changed')}</Alert>}
      {save.isError && (
        <Alert variant="error" title={t('memberships.prices.save_failed')}>
          <p>{errorText(save.error)}</p>
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        {t('memberships.prices.save')}
      </Button>
    </form>
  );
}

/** The memberships' and the course's prices, one per currency (never converted; USD where none is set). */
export function PlanPriceTable() {
  const { t } = useTranslation('admin');
  const table = usePriceTable();
  return (
    <section aria-labelledby="admin-plan-prices" className="space-y-4">
      <SectionHeading
        id="admin-plan-prices"
        title={t('memberships.prices.title')}
        intro={t('memberships.prices.intro')}
      />
      <Card>
        <AdminQueryState
          query={table}
          loadingLabel={t('memberships.prices.loading')}
          errorTitle={t('memberships.prices.load_failed')}
        >
          {(data) => <PriceForm table={data} />}
        </AdminQueryState>
      </Card>
    </section>
  );
}
