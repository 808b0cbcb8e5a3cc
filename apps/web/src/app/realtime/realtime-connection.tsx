import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DATA_CHANGED_EVENT, dataChangedPayloadSchema } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { attachRealtimeTransport, emitRealtimeEvent, wantedRealtimeChannels } from '#shared/lib/realtime-events.ts';
import { getSession, setSession } from '#shared/lib/session.ts';
import { invalidateDataTopics } from './data-changed.ts';
import { connectRealtime } from './realtime-client.ts';

const OWN_SIGN_OUT_GRACE_MS = 1_500;

const hubUrl = (token: string) => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/v1/ws?token=${encodeURIComponent(token)}`;
};

/**
 * Keeps the signed-in user's realtime connection open. When their session is ended elsewhere (signed out on another
 * device, ended from /profile), this browser signs out at once with the session-expired message, instead of at its
 * next request. Events reach the features through `shared/lib/realtime-events.ts`, which also says which public
 * channels to follow. Renders nothing.
 */
export default function RealtimeConnection() {
  const { status, user } = useAuth();
  const userId = status === 'signed_in' ? (user?.id ?? null) : null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const connection = connectRealtime({
      url: hubUrl,
      getToken: () => getSession()?.access_token ?? null,
      onSessionEnded: () => {
        // Signing out here or in another tab ends the session too, and that sign-out clears the stored session
        // itself moments later; only a session still stored after the grace was ended elsewhere.
        setTimeout(() => {
          if (getSession()) setSession(null, 'expired');
        }, OWN_SIGN_OUT_GRACE_MS);
      },
      channels: wantedRealtimeChannels,
      onEvent: (frame) => {
        // Features listen through the shared event bus (they do not import the app); data changes are handled here.
        emitRealtimeEvent(frame);
        if (frame.event !== DATA_CHANGED_EVENT) return;
        // Data changed by Pam, another tab or another device: the open screens show it without a reload.
        const payload = dataChangedPayloadSchema.safeParse(frame.payload);
        if (payload.success) void invalidateDataTopics(queryClient, payload.data.topics);
      },
    });
    const detach = attachRealtimeTransport((frame) => connection.send(frame));
    return () => {
      detach();
      connection.close();
    };
  }, [userId, queryClient]);
  return null;
}
