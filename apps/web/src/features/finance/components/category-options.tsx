import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES } from '@ww/contracts';

/** The options of a category select, named in the interface language. */
export function CategoryOptions() {
  const { t } = useTranslation('wins');
  return EXPENSE_CATEGORIES.map((category) => (
    <option key={category} value={category}>
      {t(`categories.${category}`)}
    </option>
  ));
}
