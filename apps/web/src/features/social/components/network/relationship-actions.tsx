import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Relationship, SocialUser } from '@ww/contracts';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import {
  useAcceptFriendRequest,
  useBlock,
  useCancelFriendRequest,
  useDeclineFriendRequest,
  useFollow,
  useSendFriendRequest,
  useUnfollow,
  useUnfriend,
} from '../../api/network.ts';
import { useErrorToast } from '#shared/lib/error-message.ts';

/** What the actions need to know of how the user stands with the traveller. */
export type RelationshipState = Pick<Relationship, 'friend' | 'request' | 'request_id' | 'following'>;

/** Where "Message" goes: the Messages tab, opening a conversation with the traveller. */
export function messageLink(userId: string): string {
  return `/social?${new URLSearchParams({ tab: 'messages', to: userId }).toString()}`;
}

export interface RelationshipActionsProps {
  user: SocialUser;
  /** The name as shown ('A traveller' when none), for labels and toasts. */
  name: string;
  relationship: RelationshipState;
  /** The full set of a profile page: "Message", and "Unfriend" (with a confirmation) for a friend. */
  full?: boolean;
  /** "Block", with a confirmation; `onBlocked` runs once the block is made. */
  onBlocked?: () => void;
}

/** The answers to a friend request: accept or decline one received, cancel one sent. */
export function FriendRequestButtons({
  direction,
  requestId,
  name,
}: {
  direction: 'incoming' | 'outgoing';
  requestId: string;
  /** The other traveller's name as shown, for labels and toasts. */
  name: string;
}) {
  const { t } = useTranslation('social_network');
  const failed = useErrorToast({ ns: 'social_network' });
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const cancel = useCancelFriendRequest();
  if (direction === 'outgoing') {
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('actions.cancel_request_named', { name })}
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(requestId, { onSuccess: () => toast.success(t('toasts.cancelled')), onError: failed })
        }
      >
        {t('actions.cancel_request')}
      </Button>
    );
  }
  return (
    <>
      <Button
        size="sm"
        aria-label={t('actions.accept_named', { name })}
        loading={accept.isPending}
        onClick={() =>
          accept.mutate(requestId, {
            onSuccess: () => toast.success(t('toasts.now_friends', { name })),
            onError: failed,
          })
        }
      >
        {t('actions.accept')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('actions.decline_named', { name })}
        loading={decline.isPending}
        onClick={() =>
          decline.mutate(requestId, { onSuccess: () => toast.success(t('toasts.declined')), onError: failed })
        }
      >
        {t('actions.decline')}
      </Button>
    </>
  );
}

/** Add friend; cancel a sent request; accept or decline a received one: whichever the relationship allows. */
function FriendRequestActions({
  user,
  name,
  relationship,
}: Pick<RelationshipActionsProps, 'user' | 'name' | 'relationship'>) {
  const { t } = useTranslation('social_network');
  const failed = useErrorToast({ ns: 'social_network' });
  const send = useSendFriendRequest();
  const requestId = relationship.request_id;
  if (relationship.request !== null && requestId) {
    return <FriendRequestButtons direction={relationship.request} requestId={requestId} name={name} />;
  }
  if (relationship.friend || relationship.request !== null) return null;
  return (
    <Button
      size="sm"
      aria-label={t('actions.add_friend_named', { name })}
      loading={send.isPending}
      onClick={() =>
        send.mutate(user.id, {
          onSuccess: (answer) => {
            // They had already asked the user: the server accepted their request instead.
            const accepted = answer.data.status === 'accepted';
            toast.success(t(accepted ? 'toasts.now_friends' : 'toasts.request_sent', { name }));
          },
          onError: failed,
        })
      }
    >
      {t('actions.add_friend')}
    </Button>
  );
}

/**
 * The buttons for one traveller: add friend, cancel a sent request, accept or decline a received one, follow or
 * unfollow, and (on a profile) unfriend, message and block.
 */
export function RelationshipActions({ user, name, relationship, full = false, onBlocked }: RelationshipActionsProps) {
  const { t } = useTranslation('social_network');
  const failed = useErrorToast({ ns: 'social_network' });
  const unfriend = useUnfriend();
  const follow = useFollow();
  const unfollow = useUnfollow();
  const block = useBlock();
  return (
    <div className="flex flex-wrap gap-2">
      <FriendRequestActions user={user} name={name} relationship={relationship} />
      {relationship.following ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('actions.unfollow_named', { name })}
          loading={unfollow.isPending}
          onClick={() =>
            unfollow.mutate(user.id, {
              onSuccess: () => toast.success(t('toasts.unfollowed', { name })),
              onError: failed,
            })
          }
        >
          {t('actions.unfollow')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('actions.follow_named', { name })}
          loading={follow.isPending}
          onClick={() =>
            follow.mutate(user.id, { onSuccess: () => toast.success(t('toasts.following', { name })), onError: failed })
          }
        >
          {t('actions.follow')}
        </Button>
      )}
      {full && (
        <Link
          to={messageLink(user.id)}
          aria-label={t('actions.message_named', { name })}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('actions.message')}
        </Link>
      )}
      {full && relationship.friend && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('actions.unfriend_named', { name })}
          loading={unfriend.isPending}
          onClick={() => {
            if (!window.confirm(t('confirm.unfriend', { name }))) return;
            unfriend.mutate(user.id, {
              onSuccess: () => toast.success(t('toasts.unfriended', { name })),
              onError: failed,
            });
          }}
        >
          {t('actions.unfriend')}
        </Button>
      )}
      {onBlocked && (
        <Button
          size="sm"
          variant="danger"
          loading={block.isPending}
          onClick={() => {
            if (!window.confirm(t('confirm.block', { name }))) return;
            block.mutate(user.id, {
              onSuccess: () => {
                toast.success(t('toasts.blocked', { name }));
                onBlocked();
              },
              onError: failed,
            });
          }}
        >
          {t('actions.block')}
        </Button>
      )}
    </div>
  );
}
