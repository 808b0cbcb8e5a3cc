// A plan's days: the nights the traveller chose, each day's ends and campground, and the weather where it ends.
import {
  addDays,
  type OvernightSuggestion,
  type planRequestSchema,
  type PlanResponse,
  type LatLon,
} from '@ww/contracts';
import type { z } from 'zod';
import { AppError } from '#platform/errors.ts';
import { WeatherUnavailableError, type WeatherProvider } from '#providers/weather/weather.ts';
import type { RawDay } from './route-plan.compute.ts';
import type { PlanDaysInput } from './route-plan.tasks.ts';

/** A chosen night as the day split takes it (a stop's index in the visiting order, or a campground's position). */
export type ChosenNight = { place: PlanDaysInput['nights'][number]; site: OvernightSuggestion | null };

/**
 * The nights the traveller chose: a stop (its first visit after the start in `ordered`) or a campground among
 * `sites`; a night naming neither is refused (400).
 */
export function chooseNights(
  nights: z.output<typeof planRequestSchema>['nights'],
  stopCount: number,
  ordered: readonly { input_index: number }[],
  sites: readonly OvernightSuggestion[],
): ChosenNight[] {
  return nights.map((night, n) => {
    if ('stop_index' in night) {
      const at = ordered.findIndex((s, k) => k > 0 && s.input_index === night.stop_index);
      if (night.stop_index >= stopCount || at < 0) {
        throw new AppError(400, 'validation', `Night ${n + 1} names a stop the plan does not have.`, 'invalid', {
          [`nights.${n}`]: 'not_found',
        });
      }
      return { place: { stopIndex: at }, site: null };
    }
    const site = sites.find((c) => c.id === night.campground_id);
    if (!site) {
      throw new AppError(400, 'validation', `Night ${n + 1} names a campground that does not exist.`, 'invalid', {
        [`nights.${n}`]: 'not_found',
      });
    }
    return { place: { site: { lat: site.lat, lon: site.lon } }, site };
  });
}

export type DayParts = {
  rawDays: readonly RawDay[];
  chosenNights: readonly ChosenNight[];
  /** The campgrounds near each day's end, nearest first. */
  suggestions: readonly OvernightSuggestion[][];
  startDate: string | undefined;
  /** A point's name: its stop's, else the place there. */
  nameOf: (p: LatLon & { stopIndex: number | null }) => Promise<string>;
  /** Gives other requests a turn (time-slice.ts). */
  slice: () => Promise<void>;
};

/** The days as the plan answers them, each with its dates, ends and the campground for its night. */
export async function buildDays({ rawDays, chosenNights, suggestions, startDate, nameOf, slice }: DayParts) {
  const days: PlanResponse['days'] = [];
  for (const [i, d] of rawDays.entries()) {
    await slice();
    // A day starts where the previous one ended, so only day 1's start needs a name of its own.
    const start = i === 0 ? { lat: d.start.lat, lon: d.start.lon, name: await nameOf(d.start) } : days[i - 1]!.end;
    const last = i === rawDays.length - 1;
    // The night's campground: the one chosen, else the nearest to where the day ends.
    const site = last
      ? null
      : d.night !== null
        ? (chosenNights[d.night]!.site ?? suggestions[i]?.[0] ?? null)
        : (suggestions[i]?.[0] ?? null);
    const chosenSite = d.night !== null ? chosenNights[d.night]!.site : null;
    // A day cut at the limit, or at a chosen campground, ends at the campground itself.
    const end =
      site && d.end.stopIndex === null && (d.reason === 'limit' || chosenSite)
        ? { lat: site.lat, lon: site.lon, name: site.name ?? (await nameOf(d.end)) }
        : { lat: d.end.lat, lon: d.end.lon, name: await nameOf(d.end) };
    days.push({
      day: i + 1,
      date: startDate ? addDays(startDate, i) : null,
      start,
      end,
      end_stop_index: d.end.stopIndex,
      distance_km: d.distance_km,
      duration_min: d.duration_min,
      overnight: last ? null : end,
      end_reason: d.reason,
      overnight_site: site,
      overnight_suggestions: suggestions[i] ?? [],
    });
  }
  return days;
}

/** Weather where each night is spent and at the destination, on that day's date; never made up. */
export function weatherAlong(weather: WeatherProvider, days: PlanResponse['days']): Promise<PlanResponse['weather']> {
  return Promise.all(
    days.map(async (d, i) => {
      const last = i === days.length - 1;
      const base = {
        place: d.end.name,
        lat: d.end.lat,
        lon: d.end.lon,
        kind: last ? ('destination' as const) : ('overnight' as const),
        day: d.day,
        date: d.date,
      };
      if (!d.date) return { ...base, available: false, daily: null, reason: 'no_date' as const };
      try {
        const forecast = (await weather.daily(d.end, d.date, d.date)).find((w) => w.date === d.date);
        if (!forecast) return { ...base, available: false, daily: null, reason: 'out_of_range' as const };
        const { date: _date, ...daily } = forecast;
        return { ...base, available: true, daily };
      } catch (err) {
        if (err instanceof WeatherUnavailableError)
          return { ...base, available: false, daily: null, reason: err.reason };
        throw err;
      }
    }),
  );
}
