import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_MIN_CHARS, SOCIAL_LIMITS, type UserSearchResult } from '@ww/contracts';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { useFollowing, useFriendRequests, useUserSearch } from '../../api/network.ts';
import { useNetworkFormat } from '../../lib/network-format.ts';
import { RelationshipActions, type RelationshipState } from './relationship-actions.tsx';
import { TravellerRow } from './traveller-row.tsx';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Search by name (debounced, from USER_SEARCH_MIN_CHARS characters). The search answer says only who is a friend;
 * pending requests and follows come from their own lists, so each result offers the right action.
 */
export function UserSearch() {
  const { t } = useTranslation('social_network');
  const format = useNetworkFormat();
  const headingId = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(q);
  const incoming = useFriendRequests('incoming');
  const outgoing = useFriendRequests('outgoing');
  const following = useFollowing();
  const ready = q.length >= USER_SEARCH_MIN_CHARS;

  const relationshipOf = (user: UserSearchResult): RelationshipState => {
    const received = incoming.data?.find((r) => r.user.id === user.id);
    const sent = outgoing.data?.find((r) => r.user.id === user.id);
    const request = received ?? sent;
    return {
      friend: user.is_friend,
      request: user.is_friend ? null : (request?.direction ?? null),
      request_id: user.is_friend ? null : (request?.id ?? null),
      following: following.data?.some((f) => f.user.id === user.id) ?? false,
    };
  };

  const labelFor = (relationship: RelationshipState) => {
    if (relationship.friend) return t('relationship.friend');
    if (relationship.request === 'outgoing') return t('relationship.request_sent');
    if (relationship.request === 'incoming') return t('relationship.request_received');
    if (relationship.following) return t('relationship.following');
    return undefined;
  };

  return (
    <HeadedSection id={headingId} title={t('search.title')} className="space-y-3">
      <Field label={t('search.label')} hint={t('search.hint', { min: USER_SEARCH_MIN_CHARS })}>
        <Input
          type="search"
          value={text}
          maxLength={SOCIAL_LIMITS.searchMaxChars}
          placeholder={t('search.placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      {ready && (
        <QueryState
          query={search}
          loadingLabel={t('search.loading')}
          errorTitle={t('search.failed')}
          retryLabel={t('actions.retry')}
          variant="inline"
          empty={t('search.empty', { q })}
          isEmpty={(users) => users.length === 0}
        >
          {(users) => (
            <ul aria-label={t('search.results_label')} className="divide-y divide-slate-200 dark:divide-slate-800">
              {users.map((user) => {
                const name = format.name(user);
                const relationship = relationshipOf(user);
                return (
                  <TravellerRow key={user.id} user={user} name={name} detail={labelFor(relationship)}>
                    <RelationshipActions user={user} name={name} relationship={relationship} />
                  </TravellerRow>
                );
              })}
            </ul>
          )}
        </QueryState>
      )}
    </HeadedSection>
  );
}
