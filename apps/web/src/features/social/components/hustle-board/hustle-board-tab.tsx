import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import { Button, tapTargetClasses } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { useCreateHustle, useUpdateHustle, type Hustle, type HustleSearch } from '../../api/hustles.ts';
import { ItemList, ItemsSection } from '../../lib/item-frame.tsx';
import { useOfferEditor } from '../../lib/offer-editor.ts';
import { socialQueries } from '../../api/queries.ts';
import { HustleDetail } from './hustle-detail.tsx';
import { HustleForm } from './hustle-form.tsx';
import { CommentCount, EarningsText, VoteButton } from './hustle-parts.tsx';
import { useOpenItem } from '../../lib/open-item.ts';

type Sort = 'top' | 'newest';
interface BoardFilters {
  q: string;
  tag: string;
  sort: Sort;
}

function boardSearch(filters: BoardFilters): HustleSearch {
  return {
    sort: filters.sort,
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
  };
}

function HustleCard({
  hustle,
  onOpen,
  onTag,
}: {
  hustle: Hustle;
  onOpen: (id: string) => void;
  onTag: (tag: string) => void;
}) {
  const { t } = useTranslation('social_hustles');
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="shrink-0">
        <VoteButton hustle={hustle} />
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <h3 className="font-semibold break-words text-slate-900 dark:text-slate-50">
          <button
            type="button"
            onClick={() => onOpen(hustle.id)}
            className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            {hustle.title}
          </button>
        </h3>
        {hustle.earnings && (
          <p className="text-sm">
            <EarningsText earnings={hustle.earnings} />
          </p>
        )}
        {hustle.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5">
            {hustle.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onTag(tag)}
                  aria-label={t('filters.tag_button', { tag })}
                  className={clsx(
                    tapTargetClasses,
                    'min-h-8 rounded-full bg-slate-100 px-2.5 text-xs text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
                  )}
                >
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <CommentCount count={hustle.comment_count} />
          {hustle.side_income_source_id && (
            <span className="text-sm text-emerald-800 dark:text-emerald-300">{t('try.in_tracker')}</span>
          )}
        </div>
      </div>
    </li>
  );
}

function HustleList({
  filters,
  onOpen,
  onTag,
}: {
  filters: BoardFilters;
  onOpen: (id: string) => void;
  onTag: (tag: string) => void;
}) {
  const { t } = useTranslation('social_hustles');
  const query = useInfiniteQuery(socialQueries.hustles.list(boardSearch(filters)));
  return (
    <ItemList
      ns="social_hustles"
      query={query}
      empty={t('list.empty')}
      label={t('list.label')}
      moreLabel={t('list.more')}
      className="space-y-3"
    >
      {(hustle) => <HustleCard key={hustle.id} hustle={hustle} onOpen={onOpen} onTag={onTag} />}
    </ItemList>
  );
}

/**
 * The Hustle Board tab (issue 12 point 7): ideas for earning on the road, most voted or newest first, searched by
 * words or a tag; upvotes, comments, and "try this" into the Make Money tracker in /wins.
 */
export default function HustleBoardTab() {
  const { t } = useTranslation('social_hustles');
  const [openId, open] = useOpenItem('hustle');
  const [filters, setFilters] = useState<BoardFilters>({ q: '', tag: '', sort: 'top' });
  const [q, setQ] = useState('');
  const editor = useOfferEditor({
    create: useCreateHustle(),
    update: useUpdateHustle(),
    open,
    published: t('form.published'),
    saved: t('form.saved'),
  });

  if (editor.form) {
    const { key, item, ...form } = editor.form;
    return <HustleForm key={key} {...(item ? { hustle: item } : {})} {...form} />;
  }
  if (openId) return <HustleDetail id={openId} onBack={() => open(null)} onEdit={editor.startEdit} />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, q });
  };

  return (
    <ItemsSection
      id="hustle-board-title"
      title={t('title')}
      intro={t('intro')}
      newLabel={t('new_hustle')}
      onNew={editor.startNew}
    >
      <form
        role="search"
        aria-label={t('filters.label')}
        onSubmit={search}
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <Field label={t('filters.q')} className="min-w-0 flex-1 basis-48 space-y-1.5">
          <Input type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
        </Field>
        <Button type="submit">
          <Search aria-hidden className="h-4 w-4" />
          {t('filters.search')}
        </Button>
        <Field label={t('filters.sort')} className="w-40 space-y-1.5">
          <Select
            value={filters.sort}
            onChange={(event) => setFilters({ ...filters, sort: event.target.value === 'newest' ? 'newest' : 'top' })}
          >
            <option value="top">{t('filters.sort_top')}</option>
            <option value="newest">{t('filters.sort_newest')}</option>
          </Select>
        </Field>
        {filters.tag && (
          <Button variant="secondary" onClick={() => setFilters({ ...filters, tag: '' })}>
            {t('filters.tag_active', { tag: filters.tag })}
            <X aria-hidden className="h-4 w-4" />
          </Button>
        )}
      </form>
      <HustleList filters={filters} onOpen={open} onTag={(tag) => setFilters({ ...filters, tag })} />
    </ItemsSection>
  );
}
