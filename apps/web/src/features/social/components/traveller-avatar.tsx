import clsx from 'clsx';
import type { SocialUser } from '@ww/contracts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';

const SIZES = {
  sm: { box: 'h-8 w-8 text-xs', px: 32 },
  md: { box: 'h-10 w-10 text-sm', px: 40 },
  lg: { box: 'h-20 w-20 text-2xl', px: 80 },
} as const;

/**
 * A traveller's round picture, or the first letter of `name` (by default the name they show) on a coloured disc.
 * Decorative: the name is always written beside it.
 */
export function TravellerAvatar({
  user,
  name,
  size = 'md',
}: {
  user: Pick<SocialUser, 'avatar_url' | 'display_name'> | undefined;
  name?: string;
  size?: keyof typeof SIZES;
}) {
  const shown = useTravellerName()(user);
  const { box, px } = SIZES[size];
  return user?.avatar_url ? (
    <img
      src={user.avatar_url}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      className={clsx(box, 'shrink-0 rounded-full object-cover')}
    />
  ) : (
    <span
      aria-hidden
      className={clsx(
        box,
        'flex shrink-0 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
      )}
    >
      {(name ?? shown).trim().charAt(0).toUpperCase()}
    </span>
  );
}
