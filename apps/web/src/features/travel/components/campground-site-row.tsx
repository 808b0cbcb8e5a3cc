import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Star } from 'lucide-react';
import {
  CAMPGROUND_AMENITIES,
  webLinkOrNull,
  type CampgroundAlongRoute,
  type CampgroundWithDistance,
} from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { useCampgroundName } from './campground-name.ts';
import { CampgroundReviews } from './campground-reviews.tsx';

const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** '1 mi away', or for a route search '2 mi off the route · 45 mi from the start'. */
export function siteDistanceText(
  t: TFunction<'wheels_campgrounds'>,
  site: CampgroundWithDistance | CampgroundAlongRoute,
  formatDistance: (km: number) => string,
): string {
  if ('route_position_km' in site) {
    return `${t('site.off_route', { distance: formatDistance(site.distance_km) })} · ${t('site.along_route', { distance: formatDistance(site.route_position_km) })}`;
  }
  return t('site.distance', { distance: formatDistance(site.distance_km) });
}

export function CampgroundRow({
  site,
  formatDistance,
  formatLength,
}: {
  site: CampgroundWithDistance | CampgroundAlongRoute;
  formatDistance: (km: number) => string;
  formatLength: (m: number) => string;
}) {
  const { t } = useTranslation('wheels_campgrounds');
  const campgroundName = useCampgroundName();
  const [open, setOpen] = useState(false);
  const has = CAMPGROUND_AMENITIES.filter((a) => a !== 'free' && site[a] === true);
  const fee =
    site.free === true
      ? t('site.free')
      : site.fee && site.fee !== 'yes'
        ? t('site.fee', { fee: site.fee })
        : site.free === false
          ? t('site.paid')
          : null;
  const website = webLinkOrNull(site.website);
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium text-slate-900 dark:text-slate-50">
            {campgroundName(site)}
            {site.source === 'user' && (
              <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">
                {t('site.added_by_user')}
              </span>
            )}
          </p>
          <p className={muted}>
            {[
              siteDistanceText(t, site, formatDistance),
              fee,
              site.max_length_m !== null ? t('site.max_length', { length: formatLength(site.max_length_m) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {has.length > 0 && (
            <ul aria-label={t('site.amenities_label')} className="flex flex-wrap gap-1.5">
              {has.map((a) => (
                <li
                  key={a}
                  className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
                >
                  {t(`amenities.${a}`)}
                </li>
              ))}
            </ul>
          )}
          {site.address && <p className={muted}>{site.address}</p>}
          {website && (
            <a
              href={website}
              target="_blank"
              rel="noreferrer nofollow"
              className="text-sm text-emerald-700 underline dark:text-emerald-300"
            >
              {t('site.website')}
            </a>
          )}
        </div>
        <div className="flex items-center gap-3">
          {site.rating_avg !== null && (
            <span
              className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200"
              aria-label={t('site.rating', { rating: site.rating_avg, count: site.review_count })}
            >
              <Star aria-hidden className="h-4 w-4 fill-amber-400 text-amber-400" />
              {site.rating_avg} ({site.review_count})
            </span>
          )}
          <Button variant="ghost" size="sm" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            {open ? t('reviews.hide') : t('reviews.show')}
          </Button>
        </div>
      </div>
      {open && <CampgroundReviews campgroundId={site.id} name={campgroundName(site)} />}
    </li>
  );
}
