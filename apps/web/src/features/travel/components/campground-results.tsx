import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CampgroundAlongRoute, type CampgroundLoading, type CampgroundWithDistance } from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { CampgroundRow } from './campground-site-row.tsx';
import type { CampgroundUnits } from './campground-units.ts';
import { creditsOf, DataAttribution } from './data-attribution.tsx';

const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** What a campground search query gives the results card. */
interface SitesQuery<T> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data: T[] | undefined;
}

export interface CampgroundResultsProps<T extends CampgroundWithDistance | CampgroundAlongRoute> {
  title: string;
  /** Controls beside the title (e.g. the add-a-site button). */
  actions?: ReactNode;
  /** What the controls open, above the list. */
  children?: ReactNode;
  results: SitesQuery<T>;
  emptyText: string;
  listLabel: string;
  units: CampgroundUnits;
  /** Set while the bundled sites are still being loaded (a first start): more may appear. */
  loading?: CampgroundLoading | undefined;
}

/** A search's results: loading, failed, none, or the list of sites (nearest first, or in route order). */
export function CampgroundResults<T extends CampgroundWithDistance | CampgroundAlongRoute>({
  title,
  actions,
  children,
  results,
  emptyText,
  listLabel,
  units,
  loading,
}: CampgroundResultsProps<T>) {
  const { t, i18n } = useTranslation('wheels_campgrounds');
  const errorText = useErrorText();
  const count = new Intl.NumberFormat(i18n.language);
  const heading = <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">{title}</h3>;
  return (
    <Card>
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
      {loading && (
        <p role="status" className={`mt-3 ${muted}`}>
          {t('results.still_loading', {
            loaded: count.format(loading.loaded),
            total: count.format(loading.total),
          })}
        </p>
      )}
      {results.isPending && <Spinner label={t('results.loading')} />}
      {results.isError && <Alert variant="error">{errorText(results.error)}</Alert>}
      {results.isSuccess && results.data?.length === 0 && <p className={`mt-4 ${muted}`}>{emptyText}</p>}
      {results.isSuccess && results.data && results.data.length > 0 && (
        <ul aria-label={listLabel} className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {results.data.map((site) => (
            <CampgroundRow key={site.id} site={site} units={units} />
          ))}
        </ul>
      )}
      <DataAttribution label={t('results.data_from')} credits={creditsOf(results.data ?? [])} />
    </Card>
  );
}
