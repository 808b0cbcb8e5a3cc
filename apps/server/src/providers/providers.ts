import type { Config } from '#platform/config.ts';
import { createOverpassSource, type CampgroundSource } from '#providers/campgrounds/overpass.ts';
import type { Geocoder } from '#providers/geocoding/geocoder.ts';
import { createOfflineGeocoder } from '#providers/geocoding/offline-geocoder.ts';
import { createNominatimGeocoder, createPhotonGeocoder } from '#providers/geocoding/remote-geocoder.ts';
import { createEstimatedRouting, createOsrmRouting, type RoutingProvider } from '#providers/routing/routing.ts';
import { createOpenMeteoWeather, type WeatherProvider } from '#providers/weather/weather.ts';

/** The outside-world services, each a real client when configured and an honest offline default otherwise. */
export type Providers = {
  geocoder: Geocoder;
  routing: RoutingProvider;
  weather: WeatherProvider;
  /** Fetches OSM camp sites of an area on demand; absent (no network use) unless OVERPASS_URL is set. */
  campgrounds?: CampgroundSource;
};

export function createProviders(
  config: Pick<Config, 'geocoderUrl' | 'geocoderKind' | 'osrmUrl' | 'openMeteoUrl' | 'overpassUrl'>,
): Providers {
  const geocoder = !config.geocoderUrl
    ? createOfflineGeocoder()
    : config.geocoderKind === 'photon'
      ? createPhotonGeocoder({ baseUrl: config.geocoderUrl })
      : createNominatimGeocoder({ baseUrl: config.geocoderUrl });
  return {
    geocoder,
    routing: config.osrmUrl ? createOsrmRouting({ baseUrl: config.osrmUrl }) : createEstimatedRouting(),
    // No offline weather exists; without network the client reports 'unreachable'.
    weather: createOpenMeteoWeather({ baseUrl: config.openMeteoUrl }),
    ...(config.overpassUrl ? { campgrounds: createOverpassSource({ baseUrl: config.overpassUrl }) } : {}),
  };
}
