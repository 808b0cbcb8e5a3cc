import clsx from 'clsx';
import { Link } from 'react-router';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { tapTargetClasses } from '#shared/ui/button.tsx';

interface Traveller {
  id: string;
  display_name: string | null;
  avatar_url: string | null;
}

/** A traveller's name linking to their profile page. */
export function TravellerLink({ user, className }: { user: Traveller; className?: string }) {
  const name = useTravellerName()(user);
  return (
    <Link
      to={`/social/travellers/${user.id}`}
      className={clsx(
        // On a phone the name is a finger-sized target (44 px), as every button is.
        tapTargetClasses,
        'max-sm:inline-flex max-sm:items-center pointer-coarse:inline-flex pointer-coarse:items-center',
        className ??
          'font-medium break-words text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700 dark:text-slate-100',
      )}
    >
      {name}
    </Link>
  );
}
