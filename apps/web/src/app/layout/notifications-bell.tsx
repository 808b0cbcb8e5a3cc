import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Popover } from 'radix-ui';
import clsx from 'clsx';
import { Bell } from 'lucide-react';
import type { TFunction } from 'i18next';
import {
  EXPENSE_CATEGORIES,
  MODERATION_ACTIONS,
  REPORT_TARGET_TYPES,
  SOCIAL_EVENTS,
  type AppNotification,
} from '@ww/contracts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { useDateFormat, type DateFormatter } from '#shared/lib/dates.ts';
import { isOneOf } from '#shared/lib/one-of.ts';
import { useMoneyFormat, type MoneyFormat } from '#shared/lib/money.ts';
import {
  notificationsQueryKey,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '#shared/lib/notifications.ts';
import { useRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { Button } from '#shared/ui/button.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';

/** A budget alert's title and detail, from the alert's own figures. */
function describeBudgetAlert(data: Record<string, unknown>, t: TFunction<'common'>, money: MoneyFormat) {
  const category = isOneOf(EXPENSE_CATEGORIES, data.category) ? data.category : null;
  const currency = typeof data.currency === 'string' ? data.currency : money.currency;
  const budget = t(`notifications.budgets.${category ?? 'overall'}`);
  const threshold = Number(data.threshold);
  return {
    title: t(threshold >= 100 ? 'notifications.budget_alert_100' : 'notifications.budget_alert_80', {
      budget,
      threshold: money.formatPercent(threshold),
    }),
    detail: t('notifications.budget_alert_detail', {
      spent: money.formatMoney(Number(data.spent), currency),
      amount: money.formatMoney(Number(data.amount), currency),
      period: t(data.period === 'weekly' ? 'notifications.weekly' : 'notifications.monthly'),
    }),
  };
}

const has = (data: Record<string, unknown>, key: string) => typeof data[key] === 'string' && data[key] !== '';

/**
 * A social notice's sentence. Its data holds ids only (never another user's name or text, see social-notify.ts), so
 * it says what happened without saying who; a moderation notice carries the moderator's reason, which is shown.
 */
function describeSocialNotice(
  kind: string,
  data: Record<string, unknown>,
  t: TFunction<'common'>,
  dates: DateFormatter,
) {
  switch (kind) {
    case 'social.friend_request':
      return t('notifications.social.friend_request');
    case 'social.friend_accepted':
      return t('notifications.social.friend_accepted');
    case 'social.comment':
      if (has(data, 'suggestion_id')) return t('notifications.social.suggestion_trip');
      if (has(data, 'share_id')) return t('notifications.social.comment_trip');
      if (has(data, 'hustle_id')) return t('notifications.social.comment_hustle');
      return t('notifications.social.comment_post');
    case 'social.reply':
      return t('notifications.social.reply');
    case 'social.mention':
      return t(has(data, 'comment_id') ? 'notifications.social.mention_comment' : 'notifications.social.mention_post');
    case 'social.message':
      return t('notifications.social.message');
    case 'social.group_request':
      return t('notifications.social.group_request');
    case 'social.trip_shared':
      return t('notifications.social.trip_shared');
    case 'social.moderation': {
      const action = isOneOf(MODERATION_ACTIONS, data.action) ? data.action : null;
      const what = t(
        `notifications.social.targets.${isOneOf(REPORT_TARGET_TYPES, data.target_type) ? data.target_type : 'post'}`,
      );
      const reason = typeof data.reason === 'string' ? data.reason.trim() : '';
      if (action === 'hide') {
        return reason
          ? t('notifications.social.moderation.hide_reason', { what, reason })
          : t('notifications.social.moderation.hide', { what });
      }
      if (action === 'restore') return t('notifications.social.moderation.restore', { what });
      if (action === 'warn') {
        return reason
          ? t('notifications.social.moderation.warn_reason', { reason })
          : t('notifications.social.moderation.warn');
      }
      if (action === 'suspend' && typeof data.until === 'string') {
        const date = dates.formatDateTime(data.until);
        return reason
          ? t('notifications.social.moderation.suspend_reason', { date, reason })
          : t('notifications.social.moderation.suspend', { date });
      }
      return null;
    }
    default:
      return null;
  }
}

/** Where opening a notification leads: the budgets for an alert, the /social tab the notice is about otherwise. */
function notificationTarget(notification: Pick<AppNotification, 'kind' | 'data'>): string | null {
  const { kind, data } = notification;
  switch (kind) {
    case 'budget_alert':
      return '/wins?tab=budgets';
    case 'social.friend_request':
    case 'social.friend_accepted':
      return '/social?tab=network';
    case 'social.message':
      return '/social?tab=messages';
    case 'social.group_request':
      return '/social?tab=groups';
    case 'social.trip_shared':
      return '/social?tab=planning';
    case 'social.comment':
      // Comments also land on hustle ideas and shared trips, which live in their own tabs.
      if (has(data, 'share_id')) return '/social?tab=planning';
      if (has(data, 'hustle_id')) return '/social?tab=hustle-board';
      return '/social?tab=feed';
    case 'social.reply':
    case 'social.mention':
      return '/social?tab=feed';
    case 'social.moderation':
      if (data.target_type === 'listing') return '/social?tab=marketplace';
      if (data.target_type === 'hustle' || data.target_type === 'hustle_comment') return '/social?tab=hustle-board';
      if (data.target_type === 'trip_comment') return '/social?tab=planning';
      if (data.target_type === 'message') return '/social?tab=messages';
      return '/social?tab=feed';
    default:
      return null;
  }
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (n: AppNotification) => void;
}) {
  const { t } = useTranslation('common');
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const when = dates.formatDateTime(notification.created_at);
  const unread = notification.read_at === null;
  const { title, detail } =
    notification.kind === 'budget_alert'
      ? describeBudgetAlert(notification.data, t, money)
      : {
          title: describeSocialNotice(notification.kind, notification.data, t, dates) ?? t('notifications.generic'),
          detail: null,
        };

  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={clsx(
          'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800',
          unread && 'bg-amber-50/60 dark:bg-amber-950/30',
        )}
      >
        <span
          aria-hidden
          className={clsx('mt-1.5 h-2 w-2 shrink-0 rounded-full', unread ? 'bg-amber-500' : 'bg-transparent')}
        />
        <span className="min-w-0 space-y-0.5">
          <span className={clsx('block text-sm text-slate-900 dark:text-slate-100', unread && 'font-semibold')}>
            {unread && <span className="sr-only">{t('notifications.unread')}: </span>}
            {title}
          </span>
          {detail && <span className="block text-sm text-slate-700 dark:text-slate-300">{detail}</span>}
          <span className="block text-xs text-slate-500 dark:text-slate-400">{when}</span>
        </span>
      </button>
    </li>
  );
}

/** The header's bell: how many notifications are unread, and the latest ones in a popover. */
export function NotificationsBell() {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // A social notice is pushed as it is written: the bell reads its list again at once instead of at the next poll.
  useRealtimeEvent(SOCIAL_EVENTS.notificationCreated, () => {
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  });
  const { data, error, isPending } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unread ?? 0;

  const openNotification = (notification: AppNotification) => {
    if (notification.read_at === null) markRead.mutate(notification.id, { onError: showError });
    setOpen(false);
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={unread > 0 ? t('notifications.open_unread', { count: unread }) : t('notifications.open')}
        className="relative flex h-9 w-9 max-sm:size-11 pointer-coarse:size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Bell aria-hidden className="h-5 w-5" />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="notifications-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-500 px-1 text-[11px] leading-none font-bold text-slate-950"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('notifications.title')}
          className="z-50 w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <h2 className="font-semibold text-slate-900 dark:text-slate-50">{t('notifications.title')}</h2>
            {unread > 0 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => markAll.mutate(undefined, { onError: showError })}
                disabled={markAll.isPending}
              >
                {t('notifications.mark_all')}
              </Button>
            )}
          </div>
          <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
            {isPending && (
              <div className="p-4">
                <Spinner label={t('notifications.loading')} />
              </div>
            )}
            {!data && error && (
              <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-400">
                {t('notifications.load_failed')} {errorText(error)}
              </p>
            )}
            {data && data.data.length === 0 && (
              <p className="p-4 text-sm text-slate-600 dark:text-slate-400">{t('notifications.empty')}</p>
            )}
            {data && data.data.length > 0 && (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.data.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={openNotification} />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
