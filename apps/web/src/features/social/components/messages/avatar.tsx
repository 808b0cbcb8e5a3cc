import type { SocialUser } from '@ww/contracts';

/** A traveller's picture, or the first letter of their name on a coloured disc; decorative beside the name. */
export function Avatar({ user, name }: { user: Pick<SocialUser, 'avatar_url'> | undefined; name: string }) {
  if (user?.avatar_url) {
    return <img src={user.avatar_url} alt="" className="h-10 w-10 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
