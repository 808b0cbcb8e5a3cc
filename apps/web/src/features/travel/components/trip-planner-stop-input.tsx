import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#shared/ui/input.tsx';
import { useGeocode } from '../api/route-plan.ts';
import type { GeocodeBias } from '../api/queries.ts';

/** A stop being entered: the typed text and, once chosen from the suggestions or clicked on the map, its position. */
export interface PlannerStop {
  key: string;
  text: string;
  point: { lat: number; lon: number; name?: string } | null;
}

const DEBOUNCE_MS = 250;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/**
 * A place-name box with geocoder suggestions (a combobox) ranked by `bias` (the other stops, the user's country),
 * each named with its region and country; typing again forgets a chosen position. When the planner was told the
 * name is ambiguous (`ambiguous`), it says so and lists the candidates until one is chosen: never the first silently.
 */
export function TripPlannerStopInput({
  stop,
  label,
  onChange,
  bias,
  ambiguous = false,
}: {
  stop: PlannerStop;
  label: string;
  onChange: (stop: PlannerStop) => void;
  bias?: GeocodeBias;
  /** The server found several places of this name: list them until one is chosen. */
  ambiguous?: boolean;
}) {
  const { t } = useTranslation('wheels_trips');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const hintId = useId();
  const listed = (open || ambiguous) && !stop.point;
  const query = useDebounced(listed ? stop.text : '');
  const candidates = useGeocode(query, bias);
  const options = listed ? (candidates.data ?? []) : [];
  const optionText = (candidate: (typeof options)[number]) =>
    [candidate.name, candidate.region, candidate.country].filter(Boolean).join(', ');
  const choose = (candidate: (typeof options)[number]) => {
    onChange({
      ...stop,
      text: optionText(candidate),
      point: { lat: candidate.lat, lon: candidate.lon, name: candidate.name },
    });
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <Input
        aria-label={label}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={ambiguous || undefined}
        aria-describedby={ambiguous ? hintId : undefined}
        autoComplete="off"
        value={stop.text}
        placeholder={t('planner.place_placeholder')}
        onChange={(event) => {
          onChange({ ...stop, text: event.target.value, point: null });
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          if (options.length === 0) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + options.length) % options.length);
          } else if (event.key === 'Enter' && options[active]) {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {ambiguous && !stop.point ? (
        <p id={hintId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {t('planner.ambiguous', { place: stop.text })}
        </p>
      ) : null}
      {options.length > 0 ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('planner.suggestions', { place: label })}
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {options.map((candidate, index) => (
            // The keys (arrows, Enter, Escape) are the input's: the listbox follows aria-activedescendant.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${candidate.lat},${candidate.lon}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 ${index === active ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
              // Keeps the focus in the box, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(candidate)}
            >
              {optionText(candidate)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
