import { useTranslation } from 'react-i18next';
import { OSM_ATTRIBUTION, RIDB_ATTRIBUTION } from '@ww/contracts';
import { PageContainer } from '#shared/ui/page.tsx';

/**
 * The open data the app ships and the licence of each (the ODbL asks for this notice; the others ask for credit):
 * the campgrounds (OpenStreetMap, RIDB), the place names (GeoNames), the basemap (Natural Earth) and the IP table
 * that guesses a visitor's region. Names and credits are the sources' own; what each is used for is translated.
 */
const SOURCES = [
  { key: 'osm', name: 'OpenStreetMap', credit: OSM_ATTRIBUTION, url: 'https://www.openstreetmap.org/copyright' },
  {
    key: 'ridb',
    name: 'Recreation Information Database',
    credit: RIDB_ATTRIBUTION,
    url: 'https://ridb.recreation.gov',
  },
  { key: 'geonames', name: 'GeoNames', credit: 'GeoNames, CC BY 4.0', url: 'https://www.geonames.org' },
  { key: 'natural_earth', name: 'Natural Earth', credit: 'Natural Earth', url: 'https://www.naturalearthdata.com' },
  {
    key: 'ip_table',
    name: 'ip-location-db (geo-whois-asn-country)',
    credit: '© NRO, CC BY 4.0',
    url: 'https://github.com/sapics/ip-location-db',
  },
] as const;

export default function DataLicencesPage() {
  const { t } = useTranslation('legal');
  const title = t('data.title');
  return (
    <PageContainer title={title} description={t('data.intro')}>
      <title>{title}</title>
      <dl className="max-w-3xl space-y-4">
        {SOURCES.map((source) => (
          <div key={source.key} className="rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
            <dt className="font-semibold text-slate-900 dark:text-slate-100">
              <a
                href={source.url}
                target="_blank"
                rel="noreferrer"
                className="text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
              >
                {source.name}
              </a>
            </dt>
            <dd className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">
              <p>{t(`data.sources.${source.key}.what`)}</p>
              <p className="mt-1">
                {t('data.licence', { licence: t(`data.sources.${source.key}.licence`) })}{' '}
                {t('data.credit', { credit: source.credit })}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </PageContainer>
  );
}
