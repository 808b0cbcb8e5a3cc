import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAMPGROUND_AMENITIES, type CampgroundAmenity } from '@ww/contracts';
import { Checkbox } from '#shared/ui/checkbox.tsx';

/** Every amenity unticked: the boxes' starting values. */
export const NO_AMENITIES = Object.fromEntries(CAMPGROUND_AMENITIES.map((a) => [a, false])) as Record<
  CampgroundAmenity,
  boolean
>;

/** A box per campground amenity (power, water, …) in a fieldset named by `legend`, for a form with a field each. */
export function AmenityCheckboxes<T extends FieldValues & Record<CampgroundAmenity, boolean>>({
  legend,
  register,
}: {
  legend: string;
  register: UseFormRegister<T>;
}) {
  const { t } = useTranslation('wheels_campgrounds');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {CAMPGROUND_AMENITIES.map((a) => (
          <Checkbox key={a} label={t(`amenities.${a}`)} {...register(a as Path<T>)} />
        ))}
      </div>
    </fieldset>
  );
}
