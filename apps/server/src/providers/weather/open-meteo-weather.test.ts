import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeHttp, type FakeRequest } from '#test/fakes/fake-http.ts';
import { createOpenMeteoWeather, WeatherUnavailableError } from './weather.ts';

const bristol = { lat: 51.4545, lon: -2.5879 };
/** "Now" for these tests: 2026-11-22 10:00 UTC. */
const NOW = Date.parse('2026-11-22T10:00:00Z');

/** /v1/forecast answer in Open-Meteo's shape (https://open-meteo.com/en/docs). */
function forecast(req: FakeRequest) {
  const start = req.query.get('start_date')!;
  if (start === '2026-11-25') {
    return {
      status: 400,
      json: { error: true, reason: "Parameter 'start_date' is out of allowed range from 2026-08-22 to 2026-12-08" },
    };
  }
  if (start === '2026-11-26') return { status: 502, body: '<html>Bad Gateway</html>' };
  const time = start === '2026-11-24' ? ['2026-11-24'] : ['2026-11-22', '2026-11-23'];
  return {
    json: {
      latitude: 51.46,
      longitude: -2.58,
      generationtime_ms: 0.0689,
      utc_offset_seconds: 0,
      timezone: 'Europe/London',
      timezone_abbreviation: 'GMT',
      elevation: 21,
      daily_units: {
        time: 'iso8601',
        temperature_2m_max: '°C',
        temperature_2m_min: '°C',
        precipitation_sum: 'mm',
        precipitation_probability_max: '%',
        wind_speed_10m_max: 'km/h',
        weather_code: 'wmo code',
      },
      daily:
        start === '2026-11-24'
          ? {
              time,
              temperature_2m_max: [null],
              temperature_2m_min: [null],
              precipitation_sum: [null],
              precipitation_probability_max: [null],
              wind_speed_10m_max: [null],
              weather_code: [null],
            }
          : {
              time,
              temperature_2m_max: [9.4, 11.2],
              temperature_2m_min: [3.1, 6.8],
              precipitation_sum: [0, 7.9],
              precipitation_probability_max: [13, null],
              wind_speed_10m_max: [18.7, 41.4],
              weather_code: [3, 63],
            },
    },
  };
}

describe('Open-Meteo weather client', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttp>>;
  beforeAll(async () => {
    fake = await startFakeHttp(forecast);
  });
  afterAll(() => fake.close());

  it('asks for the daily variables in local time and maps each day', async () => {
    const weather = createOpenMeteoWeather({ baseUrl: fake.url, now: () => NOW });
    const days = await weather.daily(bristol, '2026-11-22', '2026-11-23');
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v1/forecast');
    expect(Object.fromEntries(req.query)).toEqual({
      latitude: '51.45',
      longitude: '-2.59',
      daily:
        'temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,weather_code',
      timezone: 'auto',
      start_date: '2026-11-22',
      end_date: '2026-11-23',
    });
    expect(days).toEqual([
      {
        date: '2026-11-22',
        temp_max_c: 9.4,
        temp_min_c: 3.1,
        precipitation_mm: 0,
        precipitation_probability: 13,
        wind_max_kmh: 18.7,
        weather_code: 3,
      },
      {
        date: '2026-11-23',
        temp_max_c: 11.2,
        temp_min_c: 6.8,
        precipitation_mm: 7.9,
        precipitation_probability: null,
        wind_max_kmh: 41.4,
        weather_code: 63,
      },
    ]);
  });

  it('serves the same point and dates from its cache for an hour', async () => {
    let now = NOW;
    const weather = createOpenMeteoWeather({ baseUrl: fake.url, now: () => now });
    const before = fake.requests.length;
    const first = await weather.daily(bristol, '2026-11-22', '2026-11-23');
    now += 59 * 60 * 1000;
    // A point a few hundred metres away rounds to the same 0.01° cell.
    expect(await weather.daily({ lat: 51.4531, lon: -2.5912 }, '2026-11-22', '2026-11-23')).toEqual(first);
    expect(fake.requests.length - before).toBe(1);
    now += 2 * 60 * 1000;
    await weather.daily(bristol, '2026-11-22', '2026-11-23');
    expect(fake.requests.length - before).toBe(2);
  });

  it('reports out_of_range beyond the 16-day horizon without asking, and when the service says so', async () => {
    const weather = createOpenMeteoWeather({ baseUrl: fake.url, now: () => NOW });
    const before = fake.requests.length;
    await expect(weather.daily(bristol, '2026-12-20', '2026-12-22')).rejects.toMatchObject({
      name: 'WeatherUnavailableError',
      reason: 'out_of_range',
    });
    expect(fake.requests.length).toBe(before);
    await expect(weather.daily(bristol, '2026-11-25', '2026-11-26')).rejects.toMatchObject({
      reason: 'out_of_range',
      message: expect.stringContaining('out of allowed range'),
    });
    // Days past the model's horizon come back as nulls: no forecast, not zeros.
    await expect(weather.daily(bristol, '2026-11-24', '2026-11-24')).rejects.toMatchObject({ reason: 'out_of_range' });
  });

  it('reports unreachable for a server error, a closed port or a timeout, and does not cache failures', async () => {
    const weather = createOpenMeteoWeather({ baseUrl: fake.url, now: () => NOW });
    const before = fake.requests.length;
    await expect(weather.daily(bristol, '2026-11-26', '2026-11-27')).rejects.toMatchObject({
      reason: 'unreachable',
      message: expect.stringContaining('HTTP 502'),
    });
    await expect(weather.daily(bristol, '2026-11-26', '2026-11-27')).rejects.toBeInstanceOf(WeatherUnavailableError);
    expect(fake.requests.length - before).toBe(2);

    await expect(
      createOpenMeteoWeather({ baseUrl: await closedPortUrl(), now: () => NOW }).daily(
        bristol,
        '2026-11-22',
        '2026-11-23',
      ),
    ).rejects.toMatchObject({
      reason: 'unreachable',
    });

    const slow = await startFakeHttp(() => ({ delayMs: 2000, json: {} }));
    try {
      await expect(
        createOpenMeteoWeather({ baseUrl: slow.url, timeoutMs: 100, now: () => NOW }).daily(
          bristol,
          '2026-11-22',
          '2026-11-23',
        ),
      ).rejects.toMatchObject({
        reason: 'unreachable',
        message: expect.stringContaining('no answer within 100 ms'),
      });
    } finally {
      await slow.close();
    }
  });

  it.each([
    ['no daily values', { latitude: 51.45, longitude: -2.59 }],
    [
      'temperatures as text',
      { daily: { time: ['2026-11-22'], temperature_2m_max: ['9.1'], temperature_2m_min: [3.2], weather_code: [3] } },
    ],
    [
      'a date that is not a date',
      { daily: { time: ['tomorrow'], temperature_2m_max: [9.1], temperature_2m_min: [3.2], weather_code: [3] } },
    ],
    ['a list instead of an object', [1, 2, 3]],
  ])('reports unreachable for an answer with %s, never a crash or made-up figures', async (_name, json) => {
    const malformed = await startFakeHttp(() => ({ json }));
    try {
      await expect(
        createOpenMeteoWeather({ baseUrl: malformed.url, now: () => NOW }).daily(bristol, '2026-11-22', '2026-11-22'),
      ).rejects.toMatchObject({
        name: 'WeatherUnavailableError',
        reason: 'unreachable',
        message: expect.stringContaining('Weather service: malformed answer'),
      });
    } finally {
      await malformed.close();
    }
  });

  it('refuses malformed date ranges', async () => {
    const weather = createOpenMeteoWeather({ baseUrl: fake.url, now: () => NOW });
    await expect(weather.daily(bristol, '2026-11-23', '2026-11-22')).rejects.toBeInstanceOf(RangeError);
    await expect(weather.daily(bristol, '22/11/2026', '2026-11-23')).rejects.toBeInstanceOf(RangeError);
  });
});
