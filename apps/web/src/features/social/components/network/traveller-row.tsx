import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SocialUser } from '@ww/contracts';
import { tapTargetClasses } from '#shared/ui/button.tsx';
import { TravellerAvatar } from '../traveller-avatar.tsx';

/** Where a traveller's public profile is. */
export function travellerPath(userId: string): string {
  return `/social/travellers/${encodeURIComponent(userId)}`;
}

/** One traveller in a list: avatar and name (linking to the profile), a line about them, and the actions. */
export function TravellerRow({
  user,
  name,
  detail,
  children,
}: {
  user: SocialUser;
  name: string;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <TravellerAvatar user={user} name={name} />
      <div className="min-w-0 flex-1">
        <Link
          to={travellerPath(user.id)}
          className={clsx(
            tapTargetClasses,
            'block truncate font-medium text-slate-900 hover:underline max-sm:leading-[2.75rem] pointer-coarse:leading-[2.75rem] dark:text-slate-50',
          )}
        >
          {name}
        </Link>
        {detail && <div className="text-sm text-slate-600 dark:text-slate-300">{detail}</div>}
      </div>
      {children}
    </li>
  );
}
