import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#platform/config.ts';
import { createProviders } from '#providers/providers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ww-providers-'));

describe('provider selection from configuration', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses the offline geocoder and estimated routing when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.openMeteoUrl).toBe('https://api.open-meteo.com');
    const providers = createProviders(config);
    expect(providers.geocoder.kind).toBe('offline');
    expect(providers.routing.estimated).toBe(true);
    expect(providers.campgrounds).toBeUndefined();
  });

  it('fetches camp sites from Overpass only when OVERPASS_URL is set', () => {
    const providers = createProviders(loadConfig({ DATA_DIR: dataDir, OVERPASS_URL: 'https://overpass.example' }));
    expect(providers.campgrounds).toBeDefined();
  });

  it('uses Nominatim, Photon and OSRM when their URLs are set', () => {
    const nominatim = createProviders(
      loadConfig({ DATA_DIR: dataDir, GEOCODER_URL: 'https://nominatim.example', OSRM_URL: 'http://osrm:5000' }),
    );
    expect(nominatim.geocoder.kind).toBe('nominatim');
    expect(nominatim.routing.estimated).toBe(false);
    const photon = createProviders(
      loadConfig({ DATA_DIR: dataDir, GEOCODER_URL: 'https://photon.example', GEOCODER_KIND: 'photon' }),
    );
    expect(photon.geocoder.kind).toBe('photon');
  });

  it('refuses malformed URLs and unknown geocoder kinds', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env });
        return [];
      } catch (err) {
        return err instanceof ConfigError ? err.problems : [String(err)];
      }
    };
    expect(problems({ OSRM_URL: 'osrm:5000' })).toEqual(['Invalid URL format: OSRM_URL']);
    expect(problems({ GEOCODER_URL: 'ftp://example.com' })).toEqual(['Invalid URL format: GEOCODER_URL']);
    expect(problems({ OPEN_METEO_URL: 'not a url' })).toEqual(['Invalid URL format: OPEN_METEO_URL']);
    expect(problems({ GEOCODER_KIND: 'google' })[0]).toMatch(/^Invalid value for GEOCODER_KIND/);
    expect(problems({ REGION_LOOKUP_URLS: 'https://ipapi.co/json/' })).toEqual([
      'Invalid URL format: REGION_LOOKUP_URLS',
    ]);
    expect(problems({ REGION_LOOKUP_URLS: 'ipapi.co/{ip}/json' })).toEqual(['Invalid URL format: REGION_LOOKUP_URLS']);
  });

  it('asks the embedded IP table first, then REGION_LOOKUP_URLS in the order given', () => {
    expect(createProviders(loadConfig({ DATA_DIR: dataDir })).ipCountry?.map((l) => l.name)).toEqual(['embedded']);
    const config = loadConfig({
      DATA_DIR: dataDir,
      REGION_LOOKUP_URLS:
        ' https://ipapi.co/{ip}/json/, https://geo.example/lookup?ip={ip},https://cdn.example/trace?ip={ip}',
    });
    expect(createProviders(config).ipCountry?.map((l) => l.name)).toEqual([
      'embedded',
      'https://ipapi.co',
      'https://geo.example',
      'https://cdn.example',
    ]);
  });
});
