import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '#shared/lib/use-online-status.ts';
import { SiteBanner } from './site-banner.tsx';

/** SPEC §2's banner itself; the prerendered landing page keeps a copy in each language to show when offline. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  return (
    <SiteBanner role="status" tone="warning" icon={WifiOff}>
      {t('offline.banner')}
    </SiteBanner>
  );
}

export function OfflineBanner() {
  const online = useOnlineStatus();
  return online ? null : <OfflineNotice />;
}
