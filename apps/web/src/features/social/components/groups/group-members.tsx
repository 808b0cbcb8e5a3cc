import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '#shared/lib/auth.tsx';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { SectionHeading } from '#shared/ui/section-heading.tsx';
import { Select } from '#shared/ui/select.tsx';
import {
  useApproveMember,
  useDeclineMember,
  useRemoveMember,
  useSetMemberRole,
  useTransferGroup,
  type GroupItem,
  type GroupMemberItem,
} from '../../api/groups.ts';
import { socialQueries } from '../../api/queries.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';
import { TravellerLink } from '../feed/traveller-chip.tsx';
import { TravellerAvatar } from '../traveller-avatar.tsx';

const row =
  'flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700';

/** Join requests waiting for the owner's or a moderator's answer. */
export function JoinRequests({ group }: { group: GroupItem }) {
  const { t } = useTranslation('social_groups');
  const { formatDateTime } = useDateFormat();
  const name = useTravellerName();
  const showError = useErrorToast({ ns: 'social_groups' });
  const requests = useInfiniteQuery(socialQueries.groups.members(group.id, 'pending'));
  const approve = useApproveMember(group.id);
  const decline = useDeclineMember(group.id);

  return (
    <section aria-labelledby="group-requests" className="space-y-2">
      <SectionHeading id="group-requests" title={t('requests.title')} />
      <QueryState
        query={requests}
        variant="inline"
        loadingLabel={t('requests.loading')}
        errorTitle={t('requests.load_failed')}
        retryLabel={t('retry')}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={t('requests.empty')}
      >
        {(data) => (
          <ul>
            {data.pages.flatMap((page) =>
              page.data.map((request) => (
                <li key={request.user.id} className={row}>
                  <PersonLine
                    member={request}
                    note={t('requests.asked', { when: formatDateTime(request.created_at) })}
                  />
                  <div className="flex gap-2">
                    <Button
                      loading={approve.isPending && approve.variables === request.user.id}
                      aria-label={t('requests.approve_label', { name: name(request.user) })}
                      onClick={() =>
                        approve.mutate(request.user.id, {
                          onSuccess: () => toast.success(t('requests.approved', { name: name(request.user) })),
                          onError: showError,
                        })
                      }
                    >
                      {t('requests.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      loading={decline.isPending && decline.variables === request.user.id}
                      aria-label={t('requests.decline_label', { name: name(request.user) })}
                      onClick={() =>
                        decline.mutate(request.user.id, {
                          onSuccess: () => toast.success(t('requests.declined', { name: name(request.user) })),
                          onError: showError,
                        })
                      }
                    >
                      {t('requests.decline')}
                    </Button>
                  </div>
                </li>
              )),
            )}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The group's active members with their roles; the owner sets roles and hands over, managers remove. */
export function GroupMembers({ group }: { group: GroupItem }) {
  const { t } = useTranslation('social_groups');
  const errorText = useErrorText();
  const members = useInfiniteQuery(socialQueries.groups.members(group.id, 'active'));
  return (
    <section aria-labelledby="group-members" className="space-y-2">
      <SectionHeading id="group-members" title={t('members.title')} />
      <QueryState
        query={members}
        loadingLabel={t('members.loading')}
        errorTitle={t('members.load_failed')}
        errorDetail={errorText}
        retryLabel={t('retry')}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={t('members.empty')}
      >
        {(data) => (
          <div className="space-y-2">
            <ul>
              {data.pages.flatMap((page) =>
                page.data.map((member) => <MemberRow key={member.user.id} group={group} member={member} />),
              )}
            </ul>
            {members.hasNextPage && (
              <Button
                variant="secondary"
                loading={members.isFetchingNextPage}
                onClick={() => void members.fetchNextPage()}
              >
                {t('load_more')}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function PersonLine({ member, note }: { member: GroupMemberItem; note: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <TravellerAvatar user={member.user} size="sm" />
      <div className="min-w-0">
        <TravellerLink user={member.user} />
        <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>
      </div>
    </div>
  );
}

function MemberRow({ group, member }: { group: GroupItem; member: GroupMemberItem }) {
  const { t } = useTranslation('social_groups');
  const { user } = useAuth();
  const name = useTravellerName();
  const showError = useErrorToast({ ns: 'social_groups' });
  const setRole = useSetMemberRole(group.id);
  const remove = useRemoveMember(group.id);
  const transfer = useTransferGroup(group.id);
  const isSelf = member.user.id === user?.id;
  const isOwner = group.my_role === 'owner';
  const canRemove =
    !isSelf && member.role !== 'owner' && (isOwner || (group.my_role === 'moderator' && member.role === 'member'));
  const who = name(member.user);

  return (
    <li className={row}>
      <PersonLine member={member} note={t(`roles.${member.role}`)} />
      {(isOwner || canRemove) && !isSelf && member.role !== 'owner' && (
        <div className="flex flex-wrap items-center gap-2">
          {isOwner && (
            <>
              <Select
                aria-label={t('members.role_label', { name: who })}
                value={member.role}
                disabled={setRole.isPending}
                className="w-auto"
                onChange={(event) =>
                  setRole.mutate(
                    { userId: member.user.id, role: event.target.value === 'moderator' ? 'moderator' : 'member' },
                    {
                      onSuccess: (saved) =>
                        toast.success(t('members.role_saved', { name: who, role: t(`roles.${saved.role}`) })),
                      onError: showError,
                    },
                  )
                }
              >
                <option value="moderator">{t('roles.moderator')}</option>
                <option value="member">{t('roles.member')}</option>
              </Select>
              <Button
                variant="secondary"
                loading={transfer.isPending}
                aria-label={t('members.transfer_label', { name: who })}
                onClick={() => {
                  if (!window.confirm(t('members.confirm_transfer', { name: who, group: group.name }))) return;
                  transfer.mutate(member.user.id, {
                    onSuccess: () => toast.success(t('members.transferred', { name: who })),
                    onError: showError,
                  });
                }}
              >
                {t('members.transfer')}
              </Button>
            </>
          )}
          {canRemove && (
            <Button
              variant="ghost"
              loading={remove.isPending}
              aria-label={t('members.remove_label', { name: who })}
              onClick={() => {
                if (!window.confirm(t('members.confirm_remove', { name: who }))) return;
                remove.mutate(member.user.id, {
                  onSuccess: () => toast.success(t('members.removed', { name: who })),
                  onError: showError,
                });
              }}
            >
              {t('members.remove')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
