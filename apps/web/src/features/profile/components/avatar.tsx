import clsx from 'clsx';

export interface AvatarProps {
  imageUrl: string | null;
  name: string | null;
  email: string | null;
  size?: 'md' | 'lg';
}

/** The profile image, else the first letter of the name or e-mail, else 'U' (as in the page header). */
export function Avatar({ imageUrl, name, email, size = 'lg' }: AvatarProps) {
  const sizeClasses = size === 'lg' ? 'h-24 w-24 text-3xl' : 'h-12 w-12 text-lg';
  if (imageUrl) {
    return <img src={imageUrl} alt="" className={clsx('shrink-0 rounded-full object-cover', sizeClasses)} />;
  }
  const initial = (name?.trim() || email?.trim() || 'U').charAt(0).toUpperCase();
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-emerald-700 font-semibold text-white dark:bg-emerald-600',
        sizeClasses,
      )}
    >
      {initial}
    </span>
  );
}
