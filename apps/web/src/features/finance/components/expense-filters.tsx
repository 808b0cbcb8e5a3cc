import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpenseCategory } from '@ww/contracts';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { CategoryOptions } from './category-options.tsx';
import { PERIOD_PRESETS, type PeriodPreset } from './period-range.ts';

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

export interface ExpenseFilterValues {
  preset: PeriodPreset;
  /** Bounds of the custom period. */
  customFrom: string;
  customTo: string;
  category: ExpenseCategory | '';
  q: string;
}

export const INITIAL_EXPENSE_FILTERS: ExpenseFilterValues = {
  preset: 'all',
  customFrom: '',
  customTo: '',
  category: '',
  q: '',
};

export function ExpenseFiltersBar({
  value,
  onChange,
}: {
  value: ExpenseFilterValues;
  onChange: (next: ExpenseFilterValues) => void;
}) {
  const { t } = useTranslation('wins');
  const [search, setSearch] = useState(value.q);

  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === value.q) return;
    const timer = setTimeout(() => onChange({ ...value, q: trimmed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);

  return (
    <fieldset className="grid gap-3 sm:grid-cols-4">
      <legend className="sr-only">{t('filters.legend')}</legend>
      <Field label={t('filters.period')}>
        <Select value={value.preset} onChange={(e) => onChange({ ...value, preset: e.target.value as PeriodPreset })}>
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`filters.presets.${preset}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.category')}>
        <Select
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.target.value as ExpenseCategory | '' })}
        >
          <option value="">{t('filters.all_categories')}</option>
          <CategoryOptions />
        </Select>
      </Field>
      <Field label={t('filters.search')} className="space-y-1.5 sm:col-span-2">
        <Input
          type="search"
          value={search}
          placeholder={t('filters.search_placeholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </Field>
      {value.preset === 'custom' && (
        <>
          <Field label={t('filters.from')}>
            <Input
              type="date"
              value={value.customFrom}
              onChange={(e) => onChange({ ...value, customFrom: e.target.value })}
            />
          </Field>
          <Field label={t('filters.to')}>
            <Input
              type="date"
              value={value.customTo}
              onChange={(e) => onChange({ ...value, customTo: e.target.value })}
            />
          </Field>
        </>
      )}
    </fieldset>
  );
}
