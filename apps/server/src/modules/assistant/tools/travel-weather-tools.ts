import { addDays } from '@ww/contracts';
import { FORECAST_DAYS_AHEAD, WeatherUnavailableError, type DailyWeather } from '#providers/weather/weather.ts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { day, num, pick, speed, temperature, type Texts } from './format.ts';
import {
  compose,
  fail,
  findPlaces,
  needsLocation,
  ok,
  placeFromContext,
  tool,
  type Place,
  type ToolServices,
} from './kit.ts';
import { placeLabel } from './travel-kit.ts';

/** WMO weather codes, as Open-Meteo reports them. */
function sky(ctx: ToolContext, code: number): string {
  const t = (texts: Texts) => texts[ctx.language];
  if (code === 0) return t({ en: 'clear sky', es: 'cielo despejado', fr: 'ciel dégagé' });
  if (code <= 3) return t({ en: 'partly cloudy', es: 'parcialmente nublado', fr: 'partiellement nuageux' });
  if (code <= 48) return t({ en: 'fog', es: 'niebla', fr: 'brouillard' });
  if (code <= 57) return t({ en: 'drizzle', es: 'llovizna', fr: 'bruine' });
  if (code <= 67) return t({ en: 'rain', es: 'lluvia', fr: 'pluie' });
  if (code <= 77) return t({ en: 'snow', es: 'nieve', fr: 'neige' });
  if (code <= 82) return t({ en: 'rain showers', es: 'chubascos', fr: 'averses' });
  if (code <= 86) return t({ en: 'snow showers', es: 'chubascos de nieve', fr: 'averses de neige' });
  return t({ en: 'thunderstorms', es: 'tormentas', fr: 'orages' });
}

function weatherText(ctx: ToolContext, w: DailyWeather): string {
  const temp = (c: number) => temperature(ctx, c);
  const wind = speed(ctx, w.wind_max_kmh);
  const rain =
    w.precipitation_probability !== null
      ? pick(ctx, {
          en: `${num(ctx, w.precipitation_probability)} % chance of rain`,
          es: `${num(ctx, w.precipitation_probability)} % de probabilidad de lluvia`,
          fr: `${num(ctx, w.precipitation_probability)} % de risque de pluie`,
        })
      : pick(ctx, {
          en: `${num(ctx, w.precipitation_mm, 1)} mm of rain`,
          es: `${num(ctx, w.precipitation_mm, 1)} mm de lluvia`,
          fr: `${num(ctx, w.precipitation_mm, 1)} mm de pluie`,
        });
  return pick(ctx, {
    en: `${sky(ctx, w.weather_code)}, ${temp(w.temp_min_c)} to ${temp(w.temp_max_c)}, ${rain}, wind up to ${wind}`,
    es: `${sky(ctx, w.weather_code)}, de ${temp(w.temp_min_c)} a ${temp(w.temp_max_c)}, ${rain}, viento hasta ${wind}`,
    fr: `${sky(ctx, w.weather_code)}, de ${temp(w.temp_min_c)} à ${temp(w.temp_max_c)}, ${rain}, vent jusqu'à ${wind}`,
  });
}

/** The weather at a place or the user's location, and the city the user gives as their location. */
export function travelWeatherTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'weather',
      description:
        "Weather forecast at a place or the user's location for a date (default today, with the next two days). Never invented: says when the service is unreachable.",
      destructive: false,
      async run(args, ctx) {
        let place: Place | null;
        if (args.place && !args.use_my_location) {
          const found = await findPlaces(s, ctx, [args.place]);
          if (!found.ok) return found.outcome;
          place = found.places[0]!;
        } else {
          place = placeFromContext(ctx);
          if (!place) return needsLocation(ctx, true);
        }
        const date = args.date ?? ctx.today;
        const to = date === ctx.today ? addDays(date, 2) : date;
        const label = placeLabel(place);
        let days: DailyWeather[];
        try {
          days = await s.deps.providers.weather.daily(place, date, to);
        } catch (err) {
          if (!(err instanceof WeatherUnavailableError)) throw err;
          if (err.reason === 'out_of_range') {
            return fail(
              'out_of_range',
              pick(ctx, {
                en: `I only have forecasts for the next ${FORECAST_DAYS_AHEAD + 1} days, so nothing for ${label} on ${day(ctx, date)}.`,
                es: `Solo tengo pronósticos para los próximos ${FORECAST_DAYS_AHEAD + 1} días, así que nada para ${label} el ${day(ctx, date)}.`,
                fr: `Je n'ai de prévisions que pour les ${FORECAST_DAYS_AHEAD + 1} prochains jours, donc rien pour ${label} le ${day(ctx, date)}.`,
              }),
            );
          }
          return fail(
            'unavailable',
            pick(ctx, {
              en: `I can't reach the weather service right now, so I have no forecast for ${label}. Please try again later.`,
              es: `Ahora no puedo conectar con el servicio meteorológico, así que no tengo pronóstico para ${label}. Inténtalo más tarde.`,
              fr: `Je ne peux pas joindre le service météo pour le moment, je n'ai donc pas de prévisions pour ${label}. Réessayez plus tard.`,
            }),
            { place: label },
          );
        }
        const first = days.find((d) => d.date === date) ?? days[0]!;
        const whenText =
          first.date === ctx.today
            ? pick(ctx, { en: 'today', es: 'hoy', fr: "aujourd'hui" })
            : pick(ctx, {
                en: `on ${day(ctx, first.date)}`,
                es: `el ${day(ctx, first.date)}`,
                fr: `le ${day(ctx, first.date)}`,
              });
        const main = pick(ctx, {
          en: `Weather in ${label} ${whenText}: ${weatherText(ctx, first)}.`,
          es: `El tiempo en ${label} ${whenText}: ${weatherText(ctx, first)}.`,
          fr: `Météo à ${label} ${whenText} : ${weatherText(ctx, first)}.`,
        });
        const next = days.filter((d) => d.date > first.date).map((d) => `${day(ctx, d.date)}: ${weatherText(ctx, d)}`);
        return ok(compose(ctx, main, { detail: next.length ? `${next.join('. ')}.` : null }), {
          place: { name: place.name, region: place.region, country: place.country, lat: place.lat, lon: place.lon },
          days,
        });
      },
    }),

    tool({
      name: 'set_location',
      description: 'Remembers a city the user typed as their location for location questions.',
      destructive: false,
      async run(args, ctx) {
        const found = await findPlaces(s, ctx, [args.place]);
        if (!found.ok) return found.outcome;
        const p = found.places[0]!;
        const label = [p.name, p.region, p.country].filter(Boolean).join(', ');
        return ok(
          pick(ctx, {
            en: `Got it: I'll use ${label} as your location.`,
            es: `Entendido: usaré ${label} como tu ubicación.`,
            fr: `C'est noté : j'utiliserai ${label} comme position.`,
          }),
          { place: p },
          [],
          {
            type: 'set_location',
            location: {
              latitude: p.lat,
              longitude: p.lon,
              city: p.name,
              region: p.region,
              country: p.country,
              source: 'manual',
              timestamp: Date.now(),
            },
          },
        );
      },
    }),
  ];
}
