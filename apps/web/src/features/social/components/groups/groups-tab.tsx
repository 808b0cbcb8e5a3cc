import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Users } from 'lucide-react';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Input } from '#shared/ui/input.tsx';
import { useCreateGroup, type GroupFilters, type GroupItem } from '../../api/groups.ts';
import { socialQueries } from '../../api/queries.ts';
import { ItemList, ItemsSection } from '../../lib/item-frame.tsx';
import { GroupBadges } from './group-badges.tsx';
import { GroupDetail } from './group-detail.tsx';
import { GroupForm } from './group-form.tsx';
import { useOpenItem } from '../../lib/open-item.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The Groups tab of /social: find and create groups; a group opened (?group=<id>) shows its detail in the tab. */
export default function GroupsTab() {
  const [groupId, openGroup] = useOpenItem('group');

  return groupId ? (
    <GroupDetail groupId={groupId} onBack={() => openGroup(null)} />
  ) : (
    <GroupBrowser onOpen={openGroup} />
  );
}

function GroupBrowser({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('social_groups');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [mine, setMine] = useState(false);
  const [creating, setCreating] = useState(false);
  const create = useCreateGroup();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const filters: GroupFilters = { ...(q ? { q } : {}), ...(mine ? { mine: true } : {}) };
  const groups = useInfiniteQuery(socialQueries.groups.list(filters));

  return (
    <ItemsSection
      id="groups-heading"
      title={t('list.title')}
      intro={t('list.intro')}
      newLabel={t('list.new_group')}
      onNew={creating ? undefined : () => setCreating(true)}
    >
      {creating && (
        <Card>
          <h3 className="mb-3 font-semibold text-slate-900 dark:text-slate-50">{t('form.create_title')}</h3>
          <GroupForm
            busy={create.isPending}
            onCancel={() => setCreating(false)}
            onSubmit={(input) =>
              create.mutateAsync(input).then((group) => {
                toast.success(t('form.created', { name: group.name }));
                setCreating(false);
                onOpen(group.id);
              })
            }
          />
        </Card>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Input
          type="search"
          aria-label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="sm:max-w-sm"
        />
        <div role="group" aria-label={t('list.scope_label')} className="flex gap-1">
          <Button variant={mine ? 'ghost' : 'secondary'} aria-pressed={!mine} onClick={() => setMine(false)}>
            {t('list.all_groups')}
          </Button>
          <Button variant={mine ? 'secondary' : 'ghost'} aria-pressed={mine} onClick={() => setMine(true)}>
            {t('list.my_groups')}
          </Button>
        </div>
      </div>
      <ItemList
        ns="social_groups"
        query={groups}
        empty={mine ? t('list.empty_mine') : q ? t('list.empty_search', { q }) : t('list.empty')}
        moreLabel={t('load_more')}
        className="grid gap-3 sm:grid-cols-2"
      >
        {(group) => <GroupCard key={group.id} group={group} onOpen={onOpen} />}
      </ItemList>
    </ItemsSection>
  );
}

function GroupCard({ group, onOpen }: { group: GroupItem; onOpen: (id: string) => void }) {
  const { t } = useTranslation('social_groups');
  return (
    <li>
      <Card className="flex h-full flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words text-slate-900 dark:text-slate-50">{group.name}</h3>
          <GroupBadges group={group} />
        </div>
        {group.description && (
          <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
            {group.description}
          </p>
        )}
        <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
          <Users aria-hidden className="h-4 w-4" />
          {t('members_count', { count: group.member_count })}
        </p>
        <div className="mt-auto pt-1">
          <Button
            variant="secondary"
            onClick={() => onOpen(group.id)}
            aria-label={t('list.open', { name: group.name })}
          >
            {t('list.open_short')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
