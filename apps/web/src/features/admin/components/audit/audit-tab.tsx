import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { Select } from '#shared/ui/select.tsx';
import { useAuditLog } from '../../api/audit.ts';
import type { AuditEntry } from '../../api/queries.ts';
import { auditChanges } from '../../lib/audit-diff.ts';
import { useAdminFormat } from '../../lib/format.ts';
import { AdminQueryState } from '../admin-query-state.tsx';

/** The tables whose rows admins change (each has the audit trigger, decision 036). */
const AUDITED_TABLES = [
  'shop_products',
  'shop_region_settings',
  'shop_orders',
  'billing_plan_prices',
  'subscriptions',
  'course_access',
  'course_lessons',
  'course_lesson_videos',
  'admin_users',
  'user_suspensions',
] as const;
type AuditedTable = (typeof AUDITED_TABLES)[number];

function isAuditedTable(table: string): table is AuditedTable {
  return (AUDITED_TABLES as readonly string[]).includes(table);
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const changes = auditChanges(entry.before, entry.after);
  const table = isAuditedTable(entry.target_table) ? t(`audit.tables.${entry.target_table}`) : entry.target_table;

  return (
    <li className="space-y-2 px-4 py-3 text-sm">
      <p className="text-slate-900 dark:text-slate-100">
        <span className="font-semibold break-all">{entry.actor_email ?? t('audit.unknown_actor')}</span>{' '}
        <code className="rounded bg-slate-100 px-1 text-xs dark:bg-slate-800">{entry.action}</code>
      </p>
      <p className="break-all text-slate-600 dark:text-slate-300">
        {entry.target_id ? t('audit.target', { table, id: entry.target_id }) : table}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <time dateTime={entry.created_at}>{format.dateTime(entry.created_at)}</time>
      </p>
      {changes.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('audit.no_changes')}</p>
      ) : (
        <details open={changes.length <= 6}>
          <summary className="cursor-pointer font-medium text-emerald-800 dark:text-emerald-300">
            {t('audit.changes', { count: changes.length })}
          </summary>
          <dl className="mt-2 space-y-1.5">
            {changes.map((change) => (
              <div key={change.field} className="rounded-md bg-slate-50 p-2 dark:bg-slate-800/60">
                <dt className="font-mono text-xs font-semibold text-slate-700 dark:text-slate-200">{change.field}</dt>
                <dd className="space-y-0.5 font-mono text-xs break-all">
                  {change.before !== null && (
                    <p className="text-red-800 dark:text-red-300">
                      <span className="font-sans font-medium">{t('audit.before')} </span>
                      <del>{change.before}</del>
                    </p>
                  )}
                  {change.after !== null && (
                    <p className="text-emerald-800 dark:text-emerald-300">
                      <span className="font-sans font-medium">{t('audit.after')} </span>
                      <ins className="no-underline">{change.after}</ins>
                    </p>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}

/** Every admin action, newest first: who did what to which row, when, and the fields it changed. */
export default function AuditTab() {
  const { t } = useTranslation('admin');
  const [table, setTable] = useState<AuditedTable | undefined>();
  const log = useAuditLog(table);

  return (
    <HeadedSection id="admin-audit" title={t('audit.title')} intro={t('audit.intro')}>
      <Field label={t('audit.filter')} className="w-full space-y-1.5 sm:w-72">
        <Select
          value={table ?? ''}
          onChange={(event) => setTable(AUDITED_TABLES.find((x) => x === event.target.value))}
        >
          <option value="">{t('audit.all_tables')}</option>
          {AUDITED_TABLES.map((name) => (
            <option key={name} value={name}>
              {t(`audit.tables.${name}`)}
            </option>
          ))}
        </Select>
      </Field>
      <AdminQueryState
        query={log}
        loadingLabel={t('audit.loading')}
        errorTitle={t('audit.load_failed')}
        isEmpty={(data) => data.pages.every((page) => page.length === 0)}
        empty={t('audit.empty')}
      >
        {(data) => (
          <Card className="p-0">
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.pages.flat().map((entry) => (
                <AuditItem key={entry.id} entry={entry} />
              ))}
            </ul>
            {log.hasNextPage && (
              <div className="p-3">
                <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                  {t('common.load_more')}
                </Button>
              </div>
            )}
          </Card>
        )}
      </AdminQueryState>
    </HeadedSection>
  );
}
