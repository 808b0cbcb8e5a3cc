import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#shared/lib/auth.tsx';
import { useProfile } from '#shared/lib/profile.ts';

/** SPEC §2: the profile image, else the first letter of the e-mail, else 'U'. */
export function avatarLetter(email: string | null | undefined): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

export function AvatarLink() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const { data: profile } = useProfile();
  const imageUrl = profile?.profile_image_url ?? null;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== failedUrl;

  return (
    <Link
      to="/profile"
      aria-label={t('header.profile')}
      title={t('header.profile')}
      className="flex h-9 w-9 max-sm:size-11 pointer-coarse:size-11 shrink-0 items-center justify-center overflow-hidden rounded-full bg-emerald-700 text-sm font-semibold text-white ring-2 ring-white hover:ring-emerald-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:ring-slate-800"
    >
      {showImage ? (
        <img src={imageUrl} alt="" className="h-full w-full object-cover" onError={() => setFailedUrl(imageUrl)} />
      ) : (
        <span aria-hidden>{avatarLetter(user?.email ?? profile?.email)}</span>
      )}
    </Link>
  );
}
