import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { errorMessageKey } from '#shared/lib/error-message.ts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';

/** Refusals of the messages API that the user can act on, worded in this namespace (decision 021). */
const KNOWN_CODES = ['blocked', 'suspended', 'participant_unavailable', 'idempotency_key_reused', 'not_found'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnownCode = (code: unknown): code is KnownCode => (KNOWN_CODES as readonly unknown[]).includes(code);

/** Words a failed messages request: the server's refusal by its code, anything else with SPEC §8's classified text. */
export function useMessageErrorText() {
  const { t } = useTranslation(['social_messages', 'common']);
  return useCallback(
    (failure: unknown) => {
      const code = failure instanceof ApiRequestError ? failure.code : failure;
      if (isKnownCode(code)) return t(`errors.${code}`);
      if (failure instanceof ApiRequestError) return t(errorMessageKey(failure), { ns: 'common' });
      return t(code === 'network' ? 'errors.network' : 'errors.other', { ns: 'common' });
    },
    [t],
  );
}

export function otherParticipants(conversation: Conversation, userId: string | undefined) {
  return conversation.participants.filter((p) => p.id !== userId);
}

/** What a conversation is called: a group's title, else the names of the others in it. */
export function useConversationName() {
  const name = useTravellerName();
  return useCallback(
    (conversation: Conversation, userId: string | undefined) => {
      if (conversation.title) return conversation.title;
      const others = otherParticipants(conversation, userId);
      return others.length > 0 ? others.map(name).join(', ') : name(undefined);
    },
    [name],
  );
}
