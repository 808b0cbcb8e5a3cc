import { useTranslation } from 'react-i18next';
import type { UnitPreferences } from '@ww/contracts';
import { UNIT_KINDS } from '#shared/lib/unit-names.ts';

/** The options of a unit select: every unit one preference can take, named in the interface language. */
export function UnitOptions({ preference }: { preference: keyof UnitPreferences }) {
  const { t } = useTranslation();
  return UNIT_KINDS[preference].units.map((unit) => (
    <option key={unit} value={unit}>
      {t(`units.names.${unit}`)}
    </option>
  ));
}
