import clsx from 'clsx';
import { MapPin, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@ww/contracts';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

/** A post's photos, each opening full size, described by their place among the author's photos. */
export function PostPhotos({ post, authorName }: { post: Post; authorName: string }) {
  const { t } = useTranslation('social_feed');
  if (post.photos.length === 0) return null;
  return (
    <ul className={clsx('grid gap-2', post.photos.length > 1 && 'grid-cols-2')}>
      {post.photos.map((photo, index) => (
        <li key={photo.url}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={photo.url}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              alt={t('post.photo_alt', { n: index + 1, count: post.photos.length, name: authorName })}
              className="h-auto max-h-96 w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Where a post was written and the trip it is about, when it names them. */
export function PostWhereabouts({ post }: { post: Post }) {
  const { t } = useTranslation('social_feed');
  const units = useUnitsFormat();
  if (!post.place && !post.trip) return null;
  return (
    <div className="space-y-1 text-sm text-slate-600 dark:text-slate-300">
      {post.place && (
        <p className="flex items-center gap-1.5 break-words">
          <MapPin aria-hidden className="h-4 w-4 shrink-0" />
          {t('post.place', { name: post.place.name })}
        </p>
      )}
      {post.trip && (
        <p className="flex flex-wrap items-center gap-1.5 break-words">
          <Route aria-hidden className="h-4 w-4 shrink-0" />
          <span>{t('post.trip', { title: post.trip.title })}</span>
          {post.trip.origin && post.trip.destination && (
            <span>{t('post.trip_route', { origin: post.trip.origin, destination: post.trip.destination })}</span>
          )}
          {post.trip.distance_km !== null && <span>{units.formatDistance(post.trip.distance_km)}</span>}
        </p>
      )}
    </div>
  );
}
