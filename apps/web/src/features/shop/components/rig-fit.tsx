import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { shopQueries, type Product, type Rig } from '../api/queries.ts';

/** The kinds of rig whose hitch the server can tell (the rest cannot be checked against a product's hitch). */
const HITCH_OF_KIND: Partial<Record<Rig['kind'], NonNullable<Product['hitch']>>> = {
  caravan: 'ball',
  fifth_wheel: 'fifth_wheel',
};

type RigResult = NonNullable<Product['rig_fit']>['rigs'][number];
type Line = { key: string; tone: 'fits' | 'over' | 'unknown'; text: string };

const icons = { fits: CheckCircle2, over: XCircle, unknown: CircleHelp } as const;
const tones = {
  fits: 'text-emerald-800 dark:text-emerald-300',
  over: 'text-red-700 dark:text-red-400',
  unknown: 'text-slate-700 dark:text-slate-300',
} as const;

/**
 * Whether the product fits each of the signed-in user's rigs (the server's `rig_fit`): fits, over which limit, or
 * which measurement to add before it can tell. What is missing is read from the user's rigs, only when needed.
 */
export function RigFit({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const fit = product.rig_fit;
  const needsRigs = fit?.rigs.some((rig) => rig.fits === null) ?? false;
  const rigs = useQuery({ ...shopQueries.rigs(), enabled: needsRigs });
  if (!fit || fit.rigs.length === 0) return null;
  const hitch = product.hitch ? t(`rig_fit.hitches.${product.hitch}`) : '';

  const linesFor = (result: RigResult): Line[] => {
    const { name } = result;
    if (result.fits === true) return [{ key: 'fits', tone: 'fits', text: t('rig_fit.fits', { name }) }];
    const over: Line[] = result.over.map((limit) => ({
      key: limit,
      tone: 'over',
      text:
        limit === 'length'
          ? t('rig_fit.over_length', { name })
          : limit === 'mass'
            ? t('rig_fit.over_mass', { name })
            : t('rig_fit.over_hitch', { name, hitch }),
    }));
    if (result.fits === false) return over;
    const rig = rigs.data?.find((r) => r.id === result.vehicle_id);
    if (!rig) return [...over, { key: 'details', tone: 'unknown', text: t('rig_fit.add_details', { name }) }];
    const missing: Line[] = [];
    if (product.max_rig_length_m !== null && rig.length_m === null) {
      missing.push({ key: 'length', tone: 'unknown', text: t('rig_fit.add_length', { name }) });
    }
    if (product.max_rig_mass_kg !== null && rig.gross_mass_kg === null) {
      missing.push({ key: 'mass', tone: 'unknown', text: t('rig_fit.add_mass', { name }) });
    }
    if (product.hitch !== null && HITCH_OF_KIND[rig.kind] === undefined) {
      missing.push({ key: 'hitch', tone: 'unknown', text: t('rig_fit.hitch_unknown', { name, hitch }) });
    }
    return [...over, ...missing];
  };

  const lines = fit.rigs.flatMap((result) =>
    linesFor(result).map((line) => ({ ...line, key: `${result.vehicle_id}-${line.key}` })),
  );
  const canImprove = lines.some((line) => line.tone === 'unknown');
  return (
    <section aria-labelledby="rig-fit-title" className="space-y-2">
      <h3 id="rig-fit-title" className="font-semibold text-slate-900 dark:text-slate-50">
        {t('rig_fit.title')}
      </h3>
      <ul className="space-y-1.5">
        {lines.map((line) => {
          const Icon = icons[line.tone];
          return (
            <li key={line.key} className={`flex items-start gap-2 text-sm ${tones[line.tone]}`}>
              <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">{line.text}</span>
            </li>
          );
        })}
      </ul>
      {canImprove && (
        <Link
          to="/wheels?tab=fuel-log"
          className="inline-flex min-h-11 items-center text-sm font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300"
        >
          {t('rig_fit.edit_rigs')}
        </Link>
      )}
    </section>
  );
}
