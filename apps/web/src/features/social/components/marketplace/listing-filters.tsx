import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { amountFromText } from '#shared/lib/form.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import type { MarketFilters } from '../../lib/marketplace-filters.ts';
import { ListingCategoryOptions, ListingConditionOptions } from './listing-options.tsx';
import { ListingPlaceFilters } from './listing-place-filters.tsx';

/** A price bound as typed in the user's locale: '' is none; what is no amount stays an error on its box. */
function readPrice(text: string, separators: ReturnType<typeof useMoneyFormat>['separators']) {
  if (text.trim() === '') return { value: null };
  const value = amountFromText(text, separators);
  return Number.isFinite(value) && value >= 0 ? { value } : { error: true as const };
}

/**
 * The marketplace's search bar. Words and prices apply when searched; the pick lists, "near me" and the order apply
 * at once. Prices mean the user's currency (no conversion, ADR 024).
 */
export function ListingFilters({
  filters,
  onChange,
}: {
  filters: MarketFilters;
  onChange: (filters: MarketFilters) => void;
}) {
  const { t } = useTranslation('social_market');
  const money = useMoneyFormat();
  const [q, setQ] = useState(filters.q);
  const [minText, setMinText] = useState(filters.minPrice === null ? '' : money.amountText(filters.minPrice));
  const [maxText, setMaxText] = useState(filters.maxPrice === null ? '' : money.amountText(filters.maxPrice));
  const [priceError, setPriceError] = useState<'min' | 'max' | 'range' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = readPrice(minText, money.separators);
    const max = readPrice(maxText, money.separators);
    if ('error' in min) return setPriceError('min');
    if ('error' in max) return setPriceError('max');
    if (min.value !== null && max.value !== null && min.value > max.value) return setPriceError('range');
    setPriceError(null);
    onChange({ ...filters, q, minPrice: min.value, maxPrice: max.value });
  };

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex gap-2">
        <Field label={t('filters.q')} className="min-w-0 flex-1 space-y-1.5">
          <Input
            type="search"
            value={q}
            maxLength={100}
            placeholder={t('filters.q_placeholder')}
            onChange={(event) => setQ(event.target.value)}
          />
        </Field>
        <Button type="submit" className="self-end">
          <Search aria-hidden className="h-4 w-4" />
          {t('filters.search')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field label={t('filters.category')}>
          <Select
            value={filters.category}
            onChange={(event) => onChange({ ...filters, category: event.target.value as MarketFilters['category'] })}
          >
            <option value="">{t('filters.any_category')}</option>
            <ListingCategoryOptions />
          </Select>
        </Field>
        <Field label={t('filters.condition')}>
          <Select
            value={filters.condition}
            onChange={(event) => onChange({ ...filters, condition: event.target.value as MarketFilters['condition'] })}
          >
            <option value="">{t('filters.any_condition')}</option>
            <ListingConditionOptions />
          </Select>
        </Field>
        <Field
          label={t('filters.min_price', { currency: money.currency })}
          error={priceError === 'min' ? t('validation.invalid_amount') : undefined}
        >
          <Input inputMode="decimal" autoComplete="off" value={minText} onChange={(e) => setMinText(e.target.value)} />
        </Field>
        <Field
          label={t('filters.max_price', { currency: money.currency })}
          error={
            priceError === 'max'
              ? t('validation.invalid_amount')
              : priceError === 'range'
                ? t('validation.range_reversed')
                : undefined
          }
        >
          <Input inputMode="decimal" autoComplete="off" value={maxText} onChange={(e) => setMaxText(e.target.value)} />
        </Field>
      </div>
      <ListingPlaceFilters filters={filters} onChange={onChange} />
    </form>
  );
}
