import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Select } from '#shared/ui/select.tsx';
import {
  MARKET_RADII_KM,
  MARKET_SCOPES,
  useBrowserPosition,
  type MarketFilters,
  type MarketScope,
} from '../../lib/marketplace-filters.ts';
import { PositionProblem } from './listing-options.tsx';

/**
 * The marketplace filters about where: "near me" (the browser's position, with why it could not be had), its radius
 * and order, and whose listings; each applies at once.
 */
export function ListingPlaceFilters({
  filters,
  onChange,
}: {
  filters: MarketFilters;
  onChange: (filters: MarketFilters) => void;
}) {
  const { t } = useTranslation('social_market');
  const units = useUnitsFormat();
  const position = useBrowserPosition();

  const toggleNear = async () => {
    if (filters.near) {
      onChange({ ...filters, near: null, sort: 'newest' });
      return;
    }
    const near = await position.locate();
    if (near) onChange({ ...filters, near });
  };

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant={filters.near ? 'primary' : 'secondary'}
          aria-pressed={filters.near !== null}
          loading={position.state === 'locating'}
          onClick={() => void toggleNear()}
        >
          <LocateFixed aria-hidden className="h-4 w-4" />
          {t('filters.near_me')}
        </Button>
        {filters.near && (
          <>
            <Field label={t('filters.radius')} className="w-32 space-y-1.5">
              <Select
                value={String(filters.radiusKm)}
                onChange={(event) => onChange({ ...filters, radiusKm: Number(event.target.value) })}
              >
                {MARKET_RADII_KM.map((km) => (
                  <option key={km} value={km}>
                    {units.formatDistance(km)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('filters.sort')} className="w-40 space-y-1.5">
              <Select
                value={filters.sort}
                onChange={(event) =>
                  onChange({ ...filters, sort: event.target.value === 'distance' ? 'distance' : 'newest' })
                }
              >
                <option value="newest">{t('filters.sort_newest')}</option>
                <option value="distance">{t('filters.sort_nearest')}</option>
              </Select>
            </Field>
          </>
        )}
        <Field label={t('filters.scope')} className="w-44 space-y-1.5">
          <Select
            value={filters.scope}
            onChange={(event) => onChange({ ...filters, scope: event.target.value as MarketScope })}
          >
            {MARKET_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(`filters.scopes.${scope}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <PositionProblem state={position.state} />
    </>
  );
}
