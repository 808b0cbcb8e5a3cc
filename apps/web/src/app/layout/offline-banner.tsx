import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '#shared/lib/use-online-status.ts';

export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnlineStatus();
  if (online) return null;
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
