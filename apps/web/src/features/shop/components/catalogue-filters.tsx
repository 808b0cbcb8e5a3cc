import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import clsx from 'clsx';
import { FINANCE_LIMITS, SHOP_CATEGORIES, SHOP_LIMITS, SHOP_SORTS, type ShopCurrency } from '@ww/contracts';
import { amountFromText } from '#shared/lib/form.ts';
import { numberInputText, useMoneyFormat } from '#shared/lib/money.ts';
import { tapTargetClasses } from '#shared/ui/button.tsx';
import { Checkbox } from '#shared/ui/checkbox.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { filtersFromParams, priceFromUrl, type CatalogueFilters } from '../lib/catalogue-filters.ts';
import { useUrlText } from '../lib/use-url-text.ts';

type ParamName = 'category' | 'q' | 'min_price' | 'max_price' | 'in_stock' | 'sort';

/** Writes catalogue parameters into the URL in place: filtering is not a page of its own for Back. */
function useParamWriter() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: ParamName, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
}

const chipClasses = (active: boolean) =>
  clsx(
    'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors',
    tapTargetClasses,
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
    active
      ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-500 dark:bg-emerald-600'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  );

/** The departments (SPEC §2) as chips; the chosen one is kept in ?category=. */
export function DepartmentChips({ filters }: { filters: CatalogueFilters }) {
  const { t } = useTranslation('shop');
  const write = useParamWriter();
  return (
    <div role="group" aria-label={t('browse.departments')} className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={filters.category === null}
        className={chipClasses(filters.category === null)}
        onClick={() => write('category', '')}
      >
        {t('browse.all')}
      </button>
      {SHOP_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={filters.category === category}
          className={chipClasses(filters.category === category)}
          onClick={() => write('category', category)}
        >
          {t(`categories.${category}`)}
        </button>
      ))}
    </div>
  );
}

/** A price bound typed in the reader's format. */
function PriceField({
  label,
  price,
  error,
}: {
  label: string;
  price: { text: string; setText: (text: string) => void };
  error: string | undefined;
}) {
  return (
    <Field label={label} error={error}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={price.text}
        onChange={(event) => price.setText(event.target.value)}
      />
    </Field>
  );
}

/**
 * The search box, price bounds, "In stock only" and the order. Words and prices follow the URL a moment after the
 * last key (?q=, ?min_price=, ?max_price=); the box and the pick list at once. Prices mean the currency the shop
 * prices in for this reader.
 */
export function CatalogueFilterBar({ currency }: { currency: ShopCurrency }) {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const filters = filtersFromParams(params);
  const write = useParamWriter();
  const money = useMoneyFormat();

  const writeQ = useCallback((value: string) => write('q', value), [write]);
  const writeMin = useCallback((value: string) => write('min_price', value), [write]);
  const writeMax = useCallback((value: string) => write('max_price', value), [write]);
  const priceToUrl = (text: string) => {
    if (text.trim() === '') return '';
    const value = amountFromText(text, money.separators);
    return Number.isFinite(value) && value >= 0 && value <= FINANCE_LIMITS.maxAmount ? String(value) : null;
  };
  const priceFromUrlText = (value: string) => {
    const n = priceFromUrl(value);
    return n === null ? '' : numberInputText(n, money.locale, 2);
  };

  const q = useUrlText({ urlValue: params.get('q') ?? '', toUrl: (text) => text, write: writeQ });
  const min = useUrlText({
    urlValue: params.get('min_price') ?? '',
    toUrl: priceToUrl,
    fromUrl: priceFromUrlText,
    write: writeMin,
  });
  const max = useUrlText({
    urlValue: params.get('max_price') ?? '',
    toUrl: priceToUrl,
    fromUrl: priceFromUrlText,
    write: writeMax,
  });
  const reversed = filters.minPrice !== null && filters.maxPrice !== null && filters.minPrice > filters.maxPrice;

  return (
    <form
      role="search"
      aria-label={t('browse.filters')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <Field label={t('browse.search')}>
        <Input
          type="search"
          value={q.text}
          maxLength={SHOP_LIMITS.searchMaxChars}
          placeholder={t('browse.search_placeholder')}
          onChange={(event) => q.setText(event.target.value)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <PriceField
          label={t('browse.min_price', { currency })}
          price={min}
          error={min.invalid ? t('browse.invalid_price') : undefined}
        />
        <PriceField
          label={t('browse.max_price', { currency })}
          price={max}
          error={max.invalid ? t('browse.invalid_price') : reversed ? t('browse.range_reversed') : undefined}
        />
        <Field label={t('browse.sort')} className="col-span-2 space-y-1.5 sm:col-span-1">
          <Select
            value={filters.sort}
            onChange={(event) => write('sort', event.target.value === 'name' ? '' : event.target.value)}
          >
            {SHOP_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`browse.sorts.${sort}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox
          label={t('browse.in_stock')}
          className="col-span-2 min-h-11 sm:col-span-1 sm:self-end"
          checked={filters.inStock}
          onChange={(event) => write('in_stock', event.target.checked ? '1' : '')}
        />
      </div>
    </form>
  );
}
