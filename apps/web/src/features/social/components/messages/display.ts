import { useCallback } from 'react';
import type { Conversation } from '@ww/contracts';
import { useTravellerName } from '#shared/lib/traveller-name.ts';

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
