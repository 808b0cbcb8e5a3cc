import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { TOW_KERB_RULE_PCT, towBallCheck } from '@ww/contracts';
import { parseAmount } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

const FIELDS = ['trailer_mass', 'ball_weight', 'kerb', 'ball_rating', 'towing_capacity'] as const;
type FieldName = (typeof FIELDS)[number];

/** Ball-weight and towing-mass guidance, worked out as the user types; nothing is stored. */
export function TowBallCalculator() {
  const { t } = useTranslation('wheels_safety');
  const units = useUnitsFormat();
  const headingId = useId();
  const [values, setValues] = useState<Record<FieldName, string>>({
    trailer_mass: '',
    ball_weight: '',
    kerb: '',
    ball_rating: '',
    towing_capacity: '',
  });
  const kg = (name: FieldName) => {
    const n = values[name].trim() === '' ? null : parseAmount(values[name], units.separators, 1);
    return n === null || n <= 0 ? null : units.weightToKg(n);
  };
  const invalid = (name: FieldName) => values[name].trim() !== '' && kg(name) === null;
  const mass = kg('trailer_mass');
  const ball = kg('ball_weight');
  const result =
    mass !== null && ball !== null
      ? towBallCheck({
          trailer_mass_kg: mass,
          ball_weight_kg: ball,
          tow_vehicle_kerb_kg: kg('kerb'),
          max_ball_rating_kg: kg('ball_rating'),
          max_towing_capacity_kg: kg('towing_capacity'),
        })
      : null;
  const pct = (n: number) => units.formatNumber(n, 1);

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {t('calculator.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('calculator.description')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {FIELDS.map((name) => (
          <Field
            key={name}
            label={t(`calculator.fields.${name}`, { unit: units.symbols.weight })}
            error={invalid(name) ? t('calculator.invalid') : undefined}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={values[name]}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            />
          </Field>
        ))}
      </div>
      {result === null ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('calculator.needs_inputs')}</p>
      ) : (
        <div className="mt-4 space-y-3" aria-live="polite">
          <p className="text-base font-semibold text-slate-900 dark:text-slate-50">
            {t('calculator.ball_pct', { pct: pct(result.ball_weight_pct) })}
          </p>
          <ul className="space-y-1 text-sm text-slate-800 dark:text-slate-200">
            {result.ranges.map((r) => (
              <li key={r.convention} className="flex items-start gap-2">
                {r.within ? (
                  <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                ) : (
                  <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
                )}
                <span>
                  {t(`calculator.range.${r.convention}`, {
                    min: pct(r.min_pct),
                    max: pct(r.max_pct),
                    min_weight: units.formatWeight(r.min_kg),
                    max_weight: units.formatWeight(r.max_kg),
                  })}{' '}
                  {t(r.within ? 'calculator.within' : 'calculator.outside')}
                </span>
              </li>
            ))}
            {result.kerb_ratio_pct !== null && result.kerb_rule_limit_kg !== null && (
              <li>
                {t('calculator.kerb', {
                  pct: pct(result.kerb_ratio_pct),
                  rule: TOW_KERB_RULE_PCT,
                  limit: units.formatWeight(result.kerb_rule_limit_kg),
                })}
              </li>
            )}
            {result.ball_rating_headroom_kg !== null && result.ball_rating_headroom_kg >= 0 && (
              <li>{t('calculator.ball_headroom', { weight: units.formatWeight(result.ball_rating_headroom_kg) })}</li>
            )}
            {result.towing_capacity_headroom_kg !== null && result.towing_capacity_headroom_kg >= 0 && (
              <li>
                {t('calculator.capacity_headroom', { weight: units.formatWeight(result.towing_capacity_headroom_kg) })}
              </li>
            )}
          </ul>
          {result.warnings.length > 0 && (
            <Alert variant="error" title={t('calculator.warnings_title')}>
              <ul className="list-disc space-y-1 pl-5">
                {result.warnings.map((w) => (
                  <li key={w}>{t(`calculator.warnings.${w}`, { rule: TOW_KERB_RULE_PCT })}</li>
                ))}
              </ul>
            </Alert>
          )}
        </div>
      )}
      <p className="mt-4 rounded-lg bg-slate-100 p-3 text-xs leading-relaxed text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {t('calculator.disclaimer')}
      </p>
    </Card>
  );
}
