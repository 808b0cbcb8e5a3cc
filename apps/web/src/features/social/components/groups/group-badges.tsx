import { useTranslation } from 'react-i18next';
import type { GroupItem } from '../../api/groups.ts';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

/** Open or by request, and the caller's role or waiting request, as small labels. */
export function GroupBadges({ group }: { group: GroupItem }) {
  const { t } = useTranslation('social_groups');
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={`${badge} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200`}>
        {t(`policy.${group.join_policy}`)}
      </span>
      {group.my_role ? (
        <span className={`${badge} bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100`}>
          {t(`roles.${group.my_role}`)}
        </span>
      ) : group.my_status === 'pending' ? (
        <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100`}>
          {t('status.pending')}
        </span>
      ) : null}
    </span>
  );
}
