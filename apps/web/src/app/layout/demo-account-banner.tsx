import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { useProfile } from '#shared/lib/profile.ts';

/** The seeded demo account says so on every page, so its contents are never mistaken for real data. */
export function DemoAccountBanner() {
  const { t } = useTranslation('common');
  const { data: profile } = useProfile();
  if (!profile?.is_demo) return null;
  return (
    <div
      role="note"
      className="flex items-center justify-center gap-2 bg-sky-100 px-4 py-1.5 text-sm text-sky-900 dark:bg-sky-900 dark:text-sky-50"
    >
      <Info aria-hidden className="h-4 w-4" />
      {t('demo_account.banner')}
    </div>
  );
}
