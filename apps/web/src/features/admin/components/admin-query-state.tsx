import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '#shared/lib/error-message.ts';
import { QueryState, type QueryStateQuery } from '#shared/ui/query-state.tsx';
import { useDeniedOnRefusal } from '../lib/admin-access.ts';

/** QueryState with the console's texts; a refused read turns the page to Access Denied (lib/admin-access). */
export function AdminQueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  isEmpty,
  children,
}: {
  query: QueryStateQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  useDeniedOnRefusal(query.error);
  return (
    <QueryState
      query={query}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
      errorDetail={(err) => errorText(err)}
      retryLabel={t('common.retry')}
      {...(empty !== undefined && isEmpty ? { empty, isEmpty } : {})}
    >
      {children}
    </QueryState>
  );
}
