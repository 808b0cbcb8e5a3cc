import { Link } from 'react-router';
import { useTravellerName } from '#shared/lib/traveller-name.ts';

interface Traveller {
  id: string;
  display_name: string | null;
  avatar_url: string | null;
}

/** The round picture of a traveller, or their initial when they have none. */
export function TravellerAvatar({ user, size = 'md' }: { user: Traveller; size?: 'sm' | 'md' }) {
  const name = useTravellerName()(user);
  const box = size === 'sm' ? 'h-8 w-8 text-xs' : 'h-10 w-10 text-sm';
  const px = size === 'sm' ? 32 : 40;
  return user.avatar_url ? (
    <img
      src={user.avatar_url}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      className={`${box} shrink-0 rounded-full object-cover`}
    />
  ) : (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** A traveller's name linking to their profile page. */
export function TravellerLink({ user, className }: { user: Traveller; className?: string }) {
  const name = useTravellerName()(user);
  return (
    <Link
      to={`/social/travellers/${user.id}`}
      className={
        className ??
        'font-medium break-words text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700 dark:text-slate-100'
      }
    >
      {name}
    </Link>
  );
}
