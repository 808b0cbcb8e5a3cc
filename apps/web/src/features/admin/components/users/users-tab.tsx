import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { SearchForm } from '#shared/ui/search-form.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { noPageHoldsAnything } from '#shared/ui/paged-list.tsx';
import type { AdminUserRow } from '../../api/queries.ts';
import { useAdminUsers } from '../../api/user-admin.ts';
import { useAdminFormat } from '../../lib/format.ts';
import { AdminQueryState } from '../admin-query-state.tsx';
import { UserActions } from './user-actions.tsx';

function UserCard({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const membership =
    user.plan === null
      ? t('users.no_membership')
      : t('users.membership_value', {
          plan: t(`users.plans.${user.plan === 'monthly' || user.plan === 'annual' ? user.plan : 'trial'}`),
          status: t(`users.statuses.${isStatus(user.membership_status) ? user.membership_status : 'unknown'}`),
        });
  const facts = [
    { label: t('users.joined'), value: format.dateTime(user.created_at) },
    {
      label: t('users.last_active'),
      value: user.last_active_at ? format.dateTime(user.last_active_at) : t('users.never_active'),
    },
    { label: t('users.membership'), value: membership },
    { label: t('users.course'), value: user.course_access ? t('users.course_open') : t('users.course_closed') },
  ];

  return (
    <li>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-all text-slate-900 dark:text-slate-50">{user.email}</h3>
            {user.full_name && (
              <p className="break-words text-sm text-slate-600 dark:text-slate-300">{user.full_name}</p>
            )}
          </div>
          <div className="flex flex-wrap gap-1">
            {user.is_admin && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                {t('users.admin_badge')}
              </span>
            )}
            {user.suspended_until && (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
                {t('users.suspended_until', { date: format.dateTime(user.suspended_until) })}
              </span>
            )}
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {facts.map(({ label, value }) => (
            <div key={label} className="flex justify-between gap-3 sm:block">
              <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="text-right text-slate-800 sm:text-left dark:text-slate-200">{value}</dd>
            </div>
          ))}
        </dl>
        <UserActions user={user} />
      </Card>
    </li>
  );
}

const STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
function isStatus(status: string | null): status is (typeof STATUSES)[number] {
  return status !== null && (STATUSES as readonly string[]).includes(status);
}

/** Accounts by e-mail or name, with their membership, rights and suspension, and what an admin can change. */
export default function UsersTab() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const users = useAdminUsers(q);
  const rows = users.data?.pages.flatMap((page) => page.data) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;

  return (
    <HeadedSection id="admin-users" title={t('users.title')} intro={t('users.intro')}>
      <SearchForm
        label={t('users.search')}
        value={text}
        onValueChange={setText}
        onSearch={setQ}
        submitLabel={t('users.search_button')}
      />
      <AdminQueryState
        query={users}
        loadingLabel={t('users.loading')}
        errorTitle={t('users.load_failed')}
        isEmpty={noPageHoldsAnything}
        empty={q ? t('users.none_found', { q }) : t('users.empty')}
      >
        {() => (
          <div className="space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {t('users.count', { count: total, shown: format.number(rows.length), total: format.number(total) })}
            </p>
            <ul className="space-y-3">
              {rows.map((user) => (
                <UserCard key={user.id} user={user} />
              ))}
            </ul>
            {users.hasNextPage && (
              <Button variant="secondary" loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
                {t('common.load_more')}
              </Button>
            )}
          </div>
        )}
      </AdminQueryState>
    </HeadedSection>
  );
}
