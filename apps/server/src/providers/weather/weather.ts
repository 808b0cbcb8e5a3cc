import { DAY_MS, type LatLon } from '@ww/contracts';
import { z } from 'zod';
import { getJson, HttpJsonError, serviceUrl } from '#providers/geocoding/http-json.ts';

export interface DailyWeather {
  date: string;
  temp_max_c: number;
  temp_min_c: number;
  precipitation_mm: number;
  precipitation_probability: number | null;
  wind_max_kmh: number;
  weather_code: number;
}

export interface WeatherProvider {
  daily(point: LatLon, from: string, to: string): Promise<DailyWeather[]>;
}

/**
 * No forecast can be given. 'out_of_range': the dates are beyond the forecast horizon (or too far back);
 * 'unreachable': the service failed or answered something unusable. There is no offline weather, so the
 * caller says which of the two happened instead of showing any figures.
 */
export class WeatherUnavailableError extends Error {
  constructor(
    readonly reason: 'out_of_range' | 'unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'WeatherUnavailableError';
  }
}

export const DEFAULT_OPEN_METEO_URL = 'https://api.open-meteo.com';
/** Open-Meteo forecasts today plus 15 days; it keeps ~3 months of past days on the same endpoint. */
export const FORECAST_DAYS_AHEAD = 15;
export const FORECAST_DAYS_BACK = 92;
const CACHE_MS = 60 * 60 * 1000;
const DAILY =
  'temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,weather_code';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** A daily variable: one value per day, null past the model's horizon. */
const dailyValues = z.array(z.number().finite().nullable());
const openMeteoAnswerSchema = z.object({
  daily: z.object({
    time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
    temperature_2m_max: dailyValues.optional(),
    temperature_2m_min: dailyValues.optional(),
    precipitation_sum: dailyValues.optional(),
    precipitation_probability_max: dailyValues.optional(),
    wind_speed_10m_max: dailyValues.optional(),
    weather_code: z.array(z.number().int().nonnegative().nullable()).optional(),
  }),
});
/** Open-Meteo's error answer: {"error": true, "reason": "..."}. */
const openMeteoErrorSchema = z.object({ reason: z.string() });

/**
 * Open-Meteo daily forecast (https://open-meteo.com/en/docs), in the place's own time zone. Answers are
 * kept for an hour per (point rounded to 0.01°, ~1 km, dates), since forecasts change only a few times a day.
 */
export function createOpenMeteoWeather(
  options: { baseUrl?: string; timeoutMs?: number; now?: () => number } = {},
): WeatherProvider {
  const baseUrl = options.baseUrl ?? DEFAULT_OPEN_METEO_URL;
  const timeoutMs = options.timeoutMs ?? 5000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; days: Promise<DailyWeather[]> }>();

  const fetchDays = async (lat: number, lon: number, from: string, to: string): Promise<DailyWeather[]> => {
    const url = serviceUrl(baseUrl, '/v1/forecast', {
      latitude: String(lat),
      longitude: String(lon),
      daily: DAILY,
      timezone: 'auto',
      start_date: from,
      end_date: to,
    });
    let body: unknown;
    try {
      body = await getJson(url, { timeoutMs });
    } catch (err) {
      if (!(err instanceof HttpJsonError)) throw err;
      const parsed = err.failure.kind === 'status' ? openMeteoErrorSchema.safeParse(err.failure.body) : undefined;
      const reason = parsed?.success ? parsed.data.reason : undefined;
      // Open-Meteo answers 400 {"error":true,"reason":"Parameter 'start_date' is out of allowed range ..."} for dates it does not cover.
      if (reason !== undefined && /out of allowed range/i.test(reason))
        throw new WeatherUnavailableError('out_of_range', `Weather service: ${reason}`);
      throw new WeatherUnavailableError('unreachable', `Weather service: ${reason ?? err.message}`);
    }
    const answer = openMeteoAnswerSchema.safeParse(body);
    if (!answer.success) {
      throw new WeatherUnavailableError(
        'unreachable',
        `Weather service: malformed answer (${answer.error.issues[0]?.path.join('.') || 'daily'}).`,
      );
    }
    const d = answer.data.daily;
    const days: DailyWeather[] = [];
    d.time.forEach((date, i) => {
      const max = d.temperature_2m_max?.[i];
      const min = d.temperature_2m_min?.[i];
      const code = d.weather_code?.[i];
      // Days past the model's horizon come back as nulls; they are not a forecast.
      if (max == null || min == null || code == null) return;
      days.push({
        date,
        temp_max_c: max,
        temp_min_c: min,
        precipitation_mm: d.precipitation_sum?.[i] ?? 0,
        precipitation_probability: d.precipitation_probability_max?.[i] ?? null,
        wind_max_kmh: d.wind_speed_10m_max?.[i] ?? 0,
        weather_code: code,
      });
    });
    if (days.length === 0)
      throw new WeatherUnavailableError('out_of_range', `Weather service: no forecast for ${from} to ${to}.`);
    return days;
  };

  return {
    async daily(point, from, to) {
      if (
        !ISO_DATE.test(from) ||
        !ISO_DATE.test(to) ||
        Number.isNaN(dayNumber(from)) ||
        Number.isNaN(dayNumber(to)) ||
        from > to
      ) {
        throw new RangeError(`Invalid date range ${from} to ${to}`);
      }
      const today = Math.floor(now() / DAY_MS);
      // One day of slack either side: "today" at the place may differ from today in UTC.
      if (dayNumber(to) > today + FORECAST_DAYS_AHEAD + 1 || dayNumber(from) < today - FORECAST_DAYS_BACK) {
        throw new WeatherUnavailableError(
          'out_of_range',
          `No forecast for ${from} to ${to}: forecasts cover the next ${FORECAST_DAYS_AHEAD + 1} days.`,
        );
      }
      const lat = Math.round(point.lat * 100) / 100;
      const lon = Math.round(point.lon * 100) / 100;
      const key = `${lat},${lon},${from},${to}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < CACHE_MS) return cached.days;
      for (const [k, v] of cache) if (now() - v.at >= CACHE_MS) cache.delete(k);
      const days = fetchDays(lat, lon, from, to);
      cache.set(key, { at: now(), days });
      // Failures are not kept: the next call tries again.
      days.catch(() => cache.delete(key));
      return days;
    },
  };
}
