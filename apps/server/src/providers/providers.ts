import type { Config } from '../platform/config.ts';
import type { Geocoder } from './geocoding/geocoder.ts';
import { createOfflineGeocoder } from './geocoding/offline-geocoder.ts';
import { createNominatimGeocoder, createPhotonGeocoder } from './geocoding/remote-geocoder.ts';
import { createEstimatedRouting, createOsrmRouting, type RoutingProvider } from './routing/routing.ts';
import { createOpenMeteoWeather, type WeatherProvider } from './weather/weather.ts';

/** The outside-world services, each a real client when configured and an honest offline default otherwise. */
export type Providers = { geocoder: Geocoder; routing: RoutingProvider; weather: WeatherProvider };

export function createProviders(config: Pick<Config, 'geocoderUrl' | 'geocoderKind' | 'osrmUrl' | 'openMeteoUrl'>): Providers {
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
  };
}
