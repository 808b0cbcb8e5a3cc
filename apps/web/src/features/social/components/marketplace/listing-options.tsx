import { useTranslation } from 'react-i18next';
import { LISTING_CATEGORIES, LISTING_CONDITIONS } from '@ww/contracts';
import type { PositionState } from '../../lib/marketplace-filters.ts';

/** The categories a listing can have, as the options of a pick list (the form's and the search bar's). */
export function ListingCategoryOptions() {
  const { t } = useTranslation('social_market');
  return LISTING_CATEGORIES.map((category) => (
    <option key={category} value={category}>
      {t(`categories.${category}`)}
    </option>
  ));
}

/** The conditions a listing can be in, as the options of a pick list. */
export function ListingConditionOptions() {
  const { t } = useTranslation('social_market');
  return LISTING_CONDITIONS.map((condition) => (
    <option key={condition} value={condition}>
      {t(`conditions.${condition}`)}
    </option>
  ));
}

/** Why the browser gave no position ("near me", "use my position"), when it did not. */
export function PositionProblem({ state }: { state: PositionState }) {
  const { t } = useTranslation('social_market');
  if (state !== 'denied' && state !== 'unavailable') return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {state === 'denied' ? t('filters.position_denied') : t('filters.position_unavailable')}
    </p>
  );
}
