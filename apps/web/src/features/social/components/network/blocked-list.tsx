import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useBlocks, useUnblock } from '../../api/network.ts';
import { useNetworkFormat } from '../../lib/network-format.ts';
import { TravellerAvatar } from '../traveller-avatar.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';

/** The travellers the user blocked, with "Unblock". Their profile is not linked: it stays hidden while blocked. */
export function BlockedList() {
  const { t } = useTranslation('social_network');
  const format = useNetworkFormat();
  const failed = useErrorToast({ ns: 'social_network' });
  const headingId = useId();
  const blocks = useBlocks();
  const unblock = useUnblock();
  const list = blocks.data?.pages.flatMap((page) => page.data);

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t('blocks.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('blocks.intro')}</p>
      </div>
      <QueryState
        query={{ ...blocks, data: list }}
        loadingLabel={t('blocks.loading')}
        errorTitle={t('blocks.failed')}
        retryLabel={t('actions.retry')}
        variant="inline"
        empty={t('blocks.empty')}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((block) => {
                const name = format.name(block.user);
                return (
                  <li key={block.user.id} className="flex flex-wrap items-center gap-3 py-3">
                    <TravellerAvatar user={block.user} name={name} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900 dark:text-slate-50">{name}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-300">
                        {t('blocks.since', { date: format.day(block.created_at) })}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('actions.unblock_named', { name })}
                      loading={unblock.isPending && unblock.variables === block.user.id}
                      onClick={() =>
                        unblock.mutate(block.user.id, {
                          onSuccess: () => toast.success(t('toasts.unblocked', { name })),
                          onError: failed,
                        })
                      }
                    >
                      {t('actions.unblock')}
                    </Button>
                  </li>
                );
              })}
            </ul>
            {blocks.hasNextPage && (
              <Button
                variant="secondary"
                loading={blocks.isFetchingNextPage}
                onClick={() => void blocks.fetchNextPage()}
              >
                {t('actions.show_more')}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
