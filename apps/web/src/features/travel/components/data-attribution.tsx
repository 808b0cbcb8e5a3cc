import { Fragment } from 'react';
import { OSM_ATTRIBUTION, RIDB_ATTRIBUTION } from '@ww/contracts';

/** Where each source's credit links to: its licence or copyright page. */
const CREDIT_LINKS: Record<string, string> = {
  [OSM_ATTRIBUTION]: 'https://www.openstreetmap.org/copyright',
  [RIDB_ATTRIBUTION]: 'https://ridb.recreation.gov',
};

/** Each source's credit once, in the order the sites show them (users' own sites have none). */
export function creditsOf(sites: ReadonlyArray<{ attribution: string | null }>): string[] {
  return [...new Set(sites.map((s) => s.attribution).filter((a): a is string => a !== null))];
}

/**
 * The credit each data source asks for wherever its sites are shown ("© OpenStreetMap contributors, ODbL",
 * "Recreation.gov RIDB"), after a label such as "Campground data:"; nothing when no shown site needs one.
 */
export function DataAttribution({
  label,
  credits,
  className = 'mt-4',
}: {
  label: string;
  credits: readonly string[];
  className?: string;
}) {
  if (credits.length === 0) return null;
  return (
    <p className={`${className} text-xs text-slate-500 dark:text-slate-400`}>
      {label}{' '}
      {credits.map((credit, i) => (
        <Fragment key={credit}>
          {i > 0 && '; '}
          {CREDIT_LINKS[credit] ? (
            <a href={CREDIT_LINKS[credit]} target="_blank" rel="noreferrer" className="underline">
              {credit}
            </a>
          ) : (
            credit
          )}
        </Fragment>
      ))}
    </p>
  );
}
