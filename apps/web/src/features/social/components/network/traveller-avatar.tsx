import clsx from 'clsx';
import type { SocialUser } from '@ww/contracts';

/** A traveller's photo, or the first letter of the name they show on a coloured disc. */
export function TravellerAvatar({ user, name, size = 'md' }: { user: SocialUser; name: string; size?: 'md' | 'lg' }) {
  const sizeClasses = size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-10 w-10 text-base';
  if (user.avatar_url) {
    return <img src={user.avatar_url} alt="" className={clsx('shrink-0 rounded-full object-cover', sizeClasses)} />;
  }
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-emerald-700 font-semibold text-white dark:bg-emerald-600',
        sizeClasses,
      )}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
