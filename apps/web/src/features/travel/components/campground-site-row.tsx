import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Phone, Star } from 'lucide-react';
import { toast } from 'sonner';
import {
  CAMPGROUND_AMENITIES,
  webLinkOrNull,
  type CampgroundAlongRoute,
  type CampgroundWithDistance,
} from '@ww/contracts';
import { useUserLocale } from '#shared/lib/dates.ts';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { RowActions } from '#shared/ui/row-actions.tsx';
import { useDeleteCampground } from '../api/campgrounds.ts';
import { CAMPGROUND_RIGS, CampgroundForm } from './campground-form.tsx';
import { useCampgroundName } from './campground-name.ts';
import { CampgroundReviews } from './campground-reviews.tsx';
import type { CampgroundUnits } from './campground-units.ts';

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

/** A phone number as a tel: link dials it: its digits and a leading +, without the "(0)" of a number written for both. */
function telLink(phone: string): string | null {
  const international = phone.trim().startsWith('+');
  const digits = (international ? phone.replace(/\(0\)/g, '') : phone).replace(/\D/g, '');
  return digits ? `tel:${international ? '+' : ''}${digits}` : null;
}

export function CampgroundRow({
  site,
  units,
}: {
  site: CampgroundWithDistance | CampgroundAlongRoute;
  units: Pick<CampgroundUnits, 'formatDistance' | 'formatLength' | 'formatCount'>;
}) {
  const { t } = useTranslation('wheels_campgrounds');
  const locale = useUserLocale();
  const campgroundName = useCampgroundName();
  const showError = useErrorToast();
  const remove = useDeleteCampground();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const name = campgroundName(site);
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
  const phone = site.phone ? telLink(site.phone) : null;
  const rigs = CAMPGROUND_RIGS.filter((r) => site[r] === true);
  const deleteSite = () => {
    if (!window.confirm(t('site.confirm_delete', { name }))) return;
    remove.mutate(site.id, { onSuccess: () => toast.success(t('site.deleted', { name })), onError: showError });
  };
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium text-slate-900 dark:text-slate-50">
            {name}
            {site.source === 'user' && (
              <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">
                {t('site.added_by_user')}
              </span>
            )}
          </p>
          <p className={muted}>
            {[
              siteDistanceText(t, site, units.formatDistance),
              fee,
              site.max_length_m !== null
                ? t('site.max_length', { length: units.formatLength(site.max_length_m) })
                : null,
              site.capacity !== null
                ? t('site.capacity', { count: site.capacity, pitches: units.formatCount(site.capacity) })
                : null,
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
          {rigs.length > 0 && (
            <p className={muted}>
              {t('site.welcomes', {
                rigs: new Intl.ListFormat(locale, { type: 'conjunction' }).format(rigs.map((r) => t(`site.rigs.${r}`))),
              })}
            </p>
          )}
          {site.opening_hours && <p className={muted}>{t('site.opening_hours', { hours: site.opening_hours })}</p>}
          {site.address && <p className={muted}>{site.address}</p>}
          {(website || site.phone) && (
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {site.phone &&
                (phone ? (
                  <a
                    href={phone}
                    aria-label={t('site.call', { phone: site.phone })}
                    className="inline-flex items-center gap-1 text-emerald-700 underline dark:text-emerald-300"
                  >
                    <Phone aria-hidden className="h-3.5 w-3.5" />
                    {site.phone}
                  </a>
                ) : (
                  <span className="text-slate-600 dark:text-slate-300">{site.phone}</span>
                ))}
              {website && (
                <a
                  href={website}
                  target="_blank"
                  rel="noreferrer nofollow"
                  className="text-emerald-700 underline dark:text-emerald-300"
                >
                  {t('site.website')}
                </a>
              )}
            </p>
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
          {site.mine && (
            <RowActions
              editLabel={t('site.edit', { name })}
              deleteLabel={t('site.delete', { name })}
              onEdit={() => setEditing((v) => !v)}
              onDelete={deleteSite}
              deleting={remove.isPending}
            />
          )}
        </div>
      </div>
      {editing && <CampgroundForm site={site} onDone={() => setEditing(false)} />}
      {open && <CampgroundReviews campgroundId={site.id} name={name} />}
    </li>
  );
}
