import type { Config } from '#platform/config.ts';
import { createOverpassSource, type CampgroundSource } from '#providers/campgrounds/overpass.ts';
import type { Geocoder } from '#providers/geocoding/geocoder.ts';
import { createThreadedOfflineGeocoder } from '#providers/geocoding/gazetteer-thread.ts';
import { createNominatimGeocoder, createPhotonGeocoder } from '#providers/geocoding/remote-geocoder.ts';
import { createLlmProvider } from '#providers/llm/create-llm-provider.ts';
import type { LlmProvider } from '#providers/llm/llm.ts';
import type { PaymentsProvider } from '#providers/payments/payments.ts';
import { createStripePayments } from '#providers/payments/stripe-payments.ts';
import { createEstimatedRouting, createOsrmRouting, type RoutingProvider } from '#providers/routing/routing.ts';
import { createOpenMeteoWeather, type WeatherProvider } from '#providers/weather/weather.ts';
import { sharedEmbeddedIpDatabase } from '#providers/ip-location/embedded-ip-database.ts';
import type { CountryLookup } from '#providers/ip-location/ip-location.ts';
import { createRemoteCountryLookups } from '#providers/ip-location/remote-ip-location.ts';
import type { SttProvider, TtsProvider } from '#providers/speech/speech.ts';
import { createSpeechProviders } from '#providers/speech/speech-providers.ts';

/** The outside-world services, each a real client when configured and an honest offline default otherwise. */
export type Providers = {
  geocoder: Geocoder;
  routing: RoutingProvider;
  weather: WeatherProvider;
  /** Fetches OSM camp sites of an area on demand; absent (no network use) unless OVERPASS_URL is set. */
  campgrounds?: CampgroundSource;
  /** Pam's voice: PAM_TTS_URL's server, else (and whenever it fails) the embedded eSpeak NG, which needs no network. */
  tts: TtsProvider;
  /** Pam's ears on the server: only with PAM_STT_URL (otherwise the browser's own recogniser listens). */
  stt?: SttProvider;
  /** Pam's model for what the built-in engine does not understand; absent unless PAM_LLM_PROVIDER is set. */
  llm?: LlmProvider;
  /**
   * Who knows a visitor's country, asked in order until one answers: the embedded IP table, then REGION_LOOKUP_URLS's
   * services (SPEC §7). Absent: the embedded table alone.
   */
  ipCountry?: readonly CountryLookup[];
  /** Card payments (Stripe), only when STRIPE_SECRET_KEY is set; without, orders are paid on collection or by transfer. */
  payments?: PaymentsProvider;
};

export function createProviders(
  config: Pick<Config, 'geocoderUrl' | 'geocoderKind' | 'osrmUrl' | 'openMeteoUrl' | 'overpassUrl'> &
    Partial<Pick<Config, 'pam' | 'regionLookupUrls' | 'stripe'>>,
): Providers {
  const llm = config.pam && createLlmProvider(config.pam.llm);
  const geocoder = !config.geocoderUrl
    ? createThreadedOfflineGeocoder()
    : config.geocoderKind === 'photon'
      ? createPhotonGeocoder({ baseUrl: config.geocoderUrl })
      : createNominatimGeocoder({ baseUrl: config.geocoderUrl });
  return {
    geocoder,
    routing: config.osrmUrl ? createOsrmRouting({ baseUrl: config.osrmUrl }) : createEstimatedRouting(),
    // No offline weather exists; without network the client reports 'unreachable'.
    weather: createOpenMeteoWeather({ baseUrl: config.openMeteoUrl }),
    ...(config.overpassUrl ? { campgrounds: createOverpassSource({ baseUrl: config.overpassUrl }) } : {}),
    ...createSpeechProviders(config.pam),
    ...(llm ? { llm } : {}),
    ipCountry: [sharedEmbeddedIpDatabase(), ...createRemoteCountryLookups(config.regionLookupUrls ?? [])],
    ...(config.stripe ? { payments: createStripePayments(config.stripe) } : {}),
  };
}
