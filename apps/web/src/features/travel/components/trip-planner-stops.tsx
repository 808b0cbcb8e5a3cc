import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { TRIP_LIMITS } from '@ww/contracts';
import { Button, IconButton } from '#shared/ui/button.tsx';
import { centreOf, newStop } from '../lib/trip-plan.ts';
import { TripPlannerStopInput, type PlannerStop } from './trip-planner-stop-input.tsx';

const muted = 'text-sm text-slate-600 dark:text-slate-300';

/**
 * The planner's stop boxes: origin, stops and destination, each moved up or down or removed (two always stay), a
 * stop added before the destination; `ambiguous` boxes list their places, `error` says what is wrong with the stops.
 */
export function TripPlannerStops({
  stops,
  setStops,
  ambiguous,
  error,
}: {
  stops: PlannerStop[];
  setStops: Dispatch<SetStateAction<PlannerStop[]>>;
  ambiguous: ReadonlySet<string>;
  error: string | null;
}) {
  const { t } = useTranslation('wheels_trips');
  const updateStop = (index: number, stop: PlannerStop) =>
    setStops((current) => current.map((s, i) => (i === index ? stop : s)));
  const moveStop = (index: number, by: -1 | 1) =>
    setStops((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const removeStop = (index: number) => setStops((current) => current.filter((_, i) => i !== index));
  const addStop = () => setStops((current) => [...current.slice(0, -1), newStop(), current[current.length - 1]!]);
  const stopLabel = (index: number) =>
    index === 0
      ? t('planner.origin')
      : index === stops.length - 1
        ? t('planner.destination')
        : t('planner.stop', { number: index });

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('planner.stops')}</legend>
      <ol className="space-y-2">
        {stops.map((stop, index) => (
          <li key={stop.key} className="flex items-start gap-1">
            <span className="mt-2 w-5 shrink-0 text-right text-sm text-slate-500 dark:text-slate-400">
              {index + 1}.
            </span>
            <div className="min-w-0 flex-1">
              <TripPlannerStopInput
                stop={stop}
                label={stopLabel(index)}
                onChange={(next) => updateStop(index, next)}
                ambiguous={ambiguous.has(stop.key)}
                // The server adds the user's country (profile region, else currency's) to the ranking.
                bias={{
                  near: centreOf(stops.flatMap((s) => (s.key !== stop.key && s.point ? [s.point] : []))),
                }}
              />
            </div>
            <IconButton
              label={t('planner.move_up', { place: stopLabel(index) })}
              icon={ArrowUp}
              type="button"
              disabled={index === 0}
              onClick={() => moveStop(index, -1)}
            />
            <IconButton
              label={t('planner.move_down', { place: stopLabel(index) })}
              icon={ArrowDown}
              type="button"
              disabled={index === stops.length - 1}
              onClick={() => moveStop(index, 1)}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('planner.remove', { place: stopLabel(index) })}
              disabled={stops.length <= 2}
              onClick={() => removeStop(index)}
            >
              <X aria-hidden className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ol>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={addStop}
        disabled={stops.length >= TRIP_LIMITS.maxStops}
      >
        <Plus aria-hidden className="h-4 w-4" />
        {t('planner.add_stop')}
      </Button>
      <p className={muted}>{t('planner.map_hint')}</p>
    </fieldset>
  );
}
