import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@ww/contracts';
import { api, type ApiRequestError } from './api-client.ts';
import { useAuth } from './auth.tsx';

/**
 * Prefix of every notifications query: invalidate it after anything that may have written a notification (an expense
 * save). It sits under the finance key family because every notification so far is a budget alert: refreshing the
 * finance data (after an import, say) refreshes the bell too.
 */
export const notificationsQueryKey = ['finance', 'notifications'] as const;

/** How often the bell asks for new notifications while the page is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export interface NotificationsList {
  data: AppNotification[];
  unread: number;
}

function userNotificationsKey(userId: string | undefined) {
  return [...notificationsQueryKey, userId ?? 'anonymous'] as const;
}

/** The signed-in user's last 50 notifications, newest first, with the unread count; polled and refreshed on focus. */
export function useNotifications() {
  const { status, user } = useAuth();
  return useQuery<NotificationsList, ApiRequestError>({
    queryKey: userNotificationsKey(user?.id),
    enabled: status === 'signed_in',
    queryFn: ({ signal }) => api('GET /notifications', { signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

function markRead(list: NotificationsList | undefined, ids: Set<string> | 'all'): NotificationsList | undefined {
  if (!list) return list;
  const now = new Date().toISOString();
  const data = list.data.map((n) =>
    n.read_at === null && (ids === 'all' || ids.has(n.id)) ? { ...n, read_at: now } : n,
  );
  const newlyRead = list.data.filter((n, i) => n.read_at === null && data[i]?.read_at !== null).length;
  return { data, unread: ids === 'all' ? 0 : Math.max(0, list.unread - newlyRead) };
}

/** Marks one notification read; the bell updates at once and the list is reloaded afterwards. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = userNotificationsKey(user?.id);
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('POST /notifications/{id}/read', { params: { id } }),
    onMutate: (id) => {
      queryClient.setQueryData<NotificationsList>(key, (list) => markRead(list, new Set([id])));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = userNotificationsKey(user?.id);
  return useMutation<void, ApiRequestError, void>({
    mutationFn: () => api('POST /notifications/read-all'),
    onMutate: () => {
      queryClient.setQueryData<NotificationsList>(key, (list) => markRead(list, 'all'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
