import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '#shared/lib/api-client.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { PagedList, type PagedQuery } from '#shared/ui/paged-list.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { useTravellerName } from '#shared/lib/traveller-name.ts';

type AuditPage = ApiResponse<'GET /social/moderation/actions'>;
type AuditEntry = AuditPage['data'][number];

/** The audited state as it was or became: the content's hidden state, or the author's suspension. */
function useDescribeState() {
  const { t } = useTranslation('social_moderation');
  const dates = useDateFormat();
  return (state: AuditEntry['before']): string => {
    if (!state) return t('audit.state.none');
    if ('until' in state) {
      const until = typeof state.until === 'string' ? dates.formatDateTime(state.until) : '';
      return until
        ? t('audit.state.suspended', { date: until, reason: typeof state.reason === 'string' ? state.reason : '' })
        : t('audit.state.none');
    }
    if ('hidden_at' in state) {
      return state.hidden_at
        ? t('audit.state.hidden', { reason: typeof state.hidden_reason === 'string' ? state.hidden_reason : '' })
        : t('audit.state.visible');
    }
    return t('audit.state.none');
  };
}

/** The site admins' audit log: who did what to which content, when, and the state before and after. */
export function AuditLog({ query }: { query: PagedQuery<AuditEntry> }) {
  const { t } = useTranslation('social_moderation');
  const errorText = useErrorText();
  const dates = useDateFormat();
  const name = useTravellerName();
  const describe = useDescribeState();

  return (
    <HeadedSection id="moderation-audit" title={t('audit.heading')} className="space-y-3">
      <PagedList
        query={query}
        loadingLabel={t('audit.loading')}
        errorTitle={t('audit.load_failed')}
        errorDetail={errorText}
        retryLabel={t('tab.retry')}
        empty={t('audit.empty')}
        moreLabel={t('tab.load_more')}
        className="divide-y divide-slate-100 dark:divide-slate-800"
        card
      >
        {(entry) => (
          <li key={entry.id} className="space-y-0.5 px-4 py-3 text-sm">
            <p className="font-medium text-slate-900 dark:text-slate-100">
              {t('audit.line', {
                actor: entry.actor ? name(entry.actor) : t('audit.former_moderator'),
                action: t(`actions.names.${entry.action}`),
                what: t(`target_types.${entry.target_type}`),
              })}
            </p>
            <p className="break-words text-slate-700 dark:text-slate-300">
              {t('audit.reason', { reason: entry.reason })}
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              {t('audit.before', { state: describe(entry.before) })} ·{' '}
              {t('audit.after', { state: describe(entry.after) })}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <time dateTime={entry.created_at}>{dates.formatDateTime(entry.created_at)}</time>
            </p>
          </li>
        )}
      </PagedList>
    </HeadedSection>
  );
}
