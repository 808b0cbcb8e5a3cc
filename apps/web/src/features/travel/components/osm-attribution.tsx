import { OSM_ATTRIBUTION } from '@ww/contracts';

/** The ODbL attribution OpenStreetMap data needs wherever its sites are shown, after a label such as "Campground data:". */
export function OsmAttribution({ label, className = 'mt-4' }: { label: string; className?: string }) {
  return (
    <p className={`${className} text-xs text-slate-500 dark:text-slate-400`}>
      {label}{' '}
      <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer" className="underline">
        {OSM_ATTRIBUTION}
      </a>
    </p>
  );
}
