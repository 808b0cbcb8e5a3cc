import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Pencil, Trash2, Users } from 'lucide-react';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import { useDeleteGroup, useJoinGroup, useLeaveGroup, useUpdateGroup, type GroupItem } from '../../api/groups.ts';
import { socialQueries } from '../../api/queries.ts';
import { ItemDetailFrame } from '../../lib/item-frame.tsx';
import { PostList } from '../feed/post-list.tsx';
import { TravellerLink } from '../feed/traveller-chip.tsx';
import { GroupBadges } from './group-badges.tsx';
import { GroupForm } from './group-form.tsx';
import { GroupMembers, JoinRequests } from './group-members.tsx';

/** One group in the Groups tab: who runs it, its rules, joining and leaving, its feed and its members. */
export function GroupDetail({ groupId, onBack }: { groupId: string; onBack: () => void }) {
  const group = useQuery(socialQueries.groups.detail(groupId));
  return (
    <ItemDetailFrame ns="social_groups" query={group} onBack={onBack}>
      {(data) => <GroupView group={data} onDeleted={onBack} />}
    </ItemDetailFrame>
  );
}

function GroupView({ group, onDeleted }: { group: GroupItem; onDeleted: () => void }) {
  const { t } = useTranslation('social_groups');
  const showError = useErrorToast({ ns: 'social_groups' });
  const [editing, setEditing] = useState(false);
  const update = useUpdateGroup(group.id);
  const remove = useDeleteGroup(group.id);
  const isMember = group.my_status === 'active';
  const isManager = group.my_role === 'owner' || group.my_role === 'moderator';

  const onDelete = () => {
    if (!window.confirm(t('detail.confirm_delete', { name: group.name }))) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('detail.deleted', { name: group.name }));
        onDeleted();
      },
      onError: showError,
    });
  };

  return (
    <div className="space-y-6">
      <Card className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 className="text-xl font-semibold break-words text-slate-900 dark:text-slate-50">{group.name}</h2>
            <GroupBadges group={group} />
          </div>
          <MembershipActions group={group} />
        </div>
        {group.description && (
          <p className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{group.description}</p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <span className="flex items-center gap-1.5">
            <Users aria-hidden className="h-4 w-4" />
            {t('members_count', { count: group.member_count })}
          </span>
          <span>
            {t('detail.owner')} <TravellerLink user={group.owner} />
          </span>
        </p>
        {isManager && !editing && (
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="h-4 w-4" />
              {t('detail.edit')}
            </Button>
            {group.my_role === 'owner' && (
              <Button variant="danger" loading={remove.isPending} onClick={onDelete}>
                <Trash2 aria-hidden className="h-4 w-4" />
                {t('detail.delete')}
              </Button>
            )}
          </div>
        )}
        {editing && (
          <div className="border-t border-slate-200 pt-3 dark:border-slate-700">
            <GroupForm
              group={group}
              busy={update.isPending}
              onCancel={() => setEditing(false)}
              onSubmit={(input) =>
                update.mutateAsync(input).then(() => {
                  toast.success(t('detail.saved'));
                  setEditing(false);
                })
              }
            />
          </div>
        )}
      </Card>

      <section aria-labelledby="group-rules" className="space-y-2">
        <SectionHeading id="group-rules" title={t('detail.rules')} />
        {group.rules ? (
          <p className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{group.rules}</p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('detail.no_rules')}</p>
        )}
      </section>

      {isManager && <JoinRequests group={group} />}

      <section aria-labelledby="group-feed" className="space-y-3">
        <SectionHeading id="group-feed" title={t('detail.feed')} />
        {isMember ? (
          <PostList filters={{ group_id: group.id }} emptyText={t('detail.feed_empty')} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('detail.feed_members_only')}</p>
        )}
      </section>

      {isMember && <GroupMembers group={group} />}
    </div>
  );
}

/** Join, ask to join, withdraw a request, or leave; the owner's refusal to leave is the server's own words. */
function MembershipActions({ group }: { group: GroupItem }) {
  const { t } = useTranslation('social_groups');
  const showError = useErrorToast({ ns: 'social_groups' });
  const join = useJoinGroup(group.id);
  const leave = useLeaveGroup(group.id);

  if (group.my_status === 'active') {
    return (
      <Button
        variant="secondary"
        loading={leave.isPending}
        onClick={() => {
          if (!window.confirm(t('detail.confirm_leave', { name: group.name }))) return;
          leave.mutate(undefined, {
            onSuccess: () => toast.success(t('detail.left', { name: group.name })),
            onError: showError,
          });
        }}
      >
        {t('detail.leave')}
      </Button>
    );
  }
  if (group.my_status === 'pending') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600 dark:text-slate-300">{t('detail.request_waiting')}</span>
        <Button
          variant="secondary"
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: () => toast.success(t('detail.request_withdrawn')),
              onError: showError,
            })
          }
        >
          {t('detail.withdraw')}
        </Button>
      </div>
    );
  }
  return (
    <Button
      loading={join.isPending}
      onClick={() =>
        join.mutate(undefined, {
          onSuccess: (joined) =>
            toast.success(
              joined.my_status === 'active'
                ? t('detail.joined', { name: group.name })
                : t('detail.requested', { name: group.name }),
            ),
          onError: showError,
        })
      }
    >
      {group.join_policy === 'open' ? t('detail.join') : t('detail.ask_to_join')}
    </Button>
  );
}
