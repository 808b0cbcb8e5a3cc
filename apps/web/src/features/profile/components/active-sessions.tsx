import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Laptop } from 'lucide-react';
import type { ActiveSession } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useActiveSessions, useEndSession } from '../api/account-queries.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { useUserAgentLabel } from './user-agent-label.ts';

export function ActiveSessions() {
  const { t } = useTranslation('profile');
  const showError = useErrorToast();
  const sessions = useActiveSessions();
  const endSession = useEndSession();
  const { signOut } = useAuth();
  const { formatDateTime: formatTime } = useDateFormat();
  const userAgentLabel = useUserAgentLabel();
  const [signingOut, setSigningOut] = useState(false);

  const end = async (session: ActiveSession) => {
    if (session.is_current) {
      setSigningOut(true);
      try {
        await signOut();
      } catch {
        toast.error(t('sessions.sign_out_failed'));
      } finally {
        setSigningOut(false);
      }
      return;
    }
    endSession.mutate(session.id, {
      onSuccess: () => toast.success(t('sessions.ended')),
      onError: showError,
    });
  };

  return (
    <QueryState
      query={sessions}
      variant="inline"
      loadingLabel={t('sessions.loading')}
      errorTitle={t('sessions.load_failed')}
      retryLabel={t('actions.retry')}
      empty={t('sessions.empty')}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {data.map((session) => {
            const busy = session.is_current ? signingOut : endSession.isPending && endSession.variables === session.id;
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0 last:pb-0"
              >
                <div className="flex min-w-0 gap-3">
                  <Laptop aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                  <div className="min-w-0 space-y-0.5 text-sm">
                    <p className="font-medium text-slate-900 dark:text-slate-100">
                      {session.device_info || t('sessions.unknown_device')}
                      {session.is_current && (
                        <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
                          {t('sessions.this_device')}
                        </span>
                      )}
                    </p>
                    <p className="text-slate-600 dark:text-slate-300">{userAgentLabel(session.user_agent)}</p>
                    {(session.location_info || session.ip_address) && (
                      <p className="text-slate-500 dark:text-slate-400">
                        {[session.location_info, session.ip_address].filter(Boolean).join(' · ')}
                      </p>
                    )}
                    <p className="text-slate-500 dark:text-slate-400">
                      {t('sessions.last_activity', { time: formatTime(session.last_activity) })}
                    </p>
                  </div>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <Button variant="secondary" size="sm" loading={busy} onClick={() => void end(session)}>
                    {t('sessions.end')}
                  </Button>
                  {session.is_current && (
                    <span className="text-xs text-slate-500 dark:text-slate-400">{t('sessions.end_current_hint')}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
