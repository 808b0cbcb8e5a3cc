import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Flag, Plus, type LucideIcon } from 'lucide-react';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { PagedList, type PagedListProps } from '#shared/ui/paged-list.tsx';
import { QueryState, type QueryStateQuery } from '#shared/ui/query-state.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import type { ReportTargetType } from '@ww/contracts';
import { ReportDialog } from '../components/moderation/report-dialog.tsx';

/** The /social tabs whose items open in full (?listing=, ?hustle=, ?share=, ?group=): each words its own frame. */
export type ItemNamespace = 'social_market' | 'social_hustles' | 'social_planning' | 'social_groups';

/**
 * One item opened from a tab's list: the way back to the list, then the item once loaded (or why it could not be,
 * with a retry). The words are the tab's own (`detail.back`, `detail.loading`, `detail.load_failed`, `retry`).
 */
export function ItemDetailFrame<T>({
  ns,
  query,
  onBack,
  children,
}: {
  ns: ItemNamespace;
  query: QueryStateQuery<T>;
  onBack: () => void;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const errorText = useErrorText();
  return (
    <div className="space-y-4">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t('detail.back')}
      </Button>
      <QueryState
        query={query}
        loadingLabel={t('detail.loading')}
        errorTitle={t('detail.load_failed')}
        errorDetail={errorText}
        retryLabel={t('retry')}
      >
        {children}
      </QueryState>
    </div>
  );
}

/** A tab's list of items a page at a time (the kit's PagedList), worded by the tab (`list.loading`, …, `retry`). */
export function ItemList<T>({
  ns,
  ...props
}: { ns: ItemNamespace } & Omit<PagedListProps<T>, 'loadingLabel' | 'errorTitle' | 'errorDetail' | 'retryLabel'>) {
  const { t } = useTranslation(ns);
  const errorText = useErrorText();
  return (
    <PagedList
      loadingLabel={t('list.loading')}
      errorTitle={t('list.load_failed')}
      errorDetail={errorText}
      retryLabel={t('retry')}
      {...props}
    />
  );
}

/** Report an item or a comment to the moderators: the flag button and its dialog. */
export function ReportButton({
  targetType,
  targetId,
  label,
  iconOnly = false,
}: {
  targetType: ReportTargetType;
  targetId: string;
  label: string;
  /** A small flag named by `label` (in a comment), instead of the flag and its words. */
  iconOnly?: boolean;
}) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        {...(iconOnly ? { size: 'sm', 'aria-label': label } : {})}
        onClick={() => setReporting(true)}
      >
        <Flag aria-hidden className="h-4 w-4" />
        {!iconOnly && label}
      </Button>
      <ReportDialog targetType={targetType} targetId={targetId} open={reporting} onOpenChange={setReporting} />
    </>
  );
}

/** A tab's list of items under its heading, with the button that starts a new one (when it may be pressed). */
export function ItemsSection({
  id,
  title,
  intro,
  newLabel,
  newIcon: NewIcon = Plus,
  onNew,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  newLabel: string;
  newIcon?: LucideIcon;
  /** Absent while a new item is being written in the section itself. */
  onNew: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <HeadedSection
      id={id}
      title={title}
      intro={intro}
      actions={
        onNew && (
          <Button onClick={onNew}>
            <NewIcon aria-hidden className="h-4 w-4" />
            {newLabel}
          </Button>
        )
      }
    >
      {children}
    </HeadedSection>
  );
}
