import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '#shared/lib/use-online-status.ts';

/** SPEC §2's banner itself; the prerendered landing page keeps a copy in each language to show when offline. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-50"
    >
      <WifiOff aria-hidden className="h-4 w-4" />
      {t('offline.banner')}
    </div>
  );
}

export function OfflineBanner() {
  const online = useOnlineStatus();
  return online ? null : <OfflineNotice />;
}
