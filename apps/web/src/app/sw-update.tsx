import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Button } from '#shared/ui/button.tsx';
import { applyUpdate, subscribeToUpdate, updateAvailable } from './sw-update-registration.ts';

/**
 * 'Update available' with 'Reload' when a new version of the app has installed: a small bar at the bottom (left of
 * Pam's button), never a dialog, so it does not interrupt what the user is typing. 'Later' hides it until the next
 * start, when the new version is used anyway.
 */
export function SwUpdatePrompt() {
  const { t } = useTranslation('common');
  const available = useSyncExternalStore(subscribeToUpdate, updateAvailable, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-4 z-50 flex max-w-[calc(100%-6rem)] flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white py-2 pr-2 pl-4 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50"
    >
      <RefreshCw aria-hidden className="h-4 w-4 text-emerald-700 dark:text-emerald-400" />
      <span className="font-medium">{t('app_update.available')}</span>
      <Button size="sm" onClick={applyUpdate}>
        {t('app_update.reload')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
        {t('app_update.later')}
      </Button>
    </div>
  );
}
