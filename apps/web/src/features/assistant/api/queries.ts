import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@ww/contracts';
import { api } from '#shared/lib/api-client.ts';

/** The assistant feature's one query factory: every read, invalidation and cache write names its key from here. */
export const assistantQueries = {
  all: () => ['assistant'] as const,
  /** Which voice features the server has (its recogniser, its TTS engine); asked without a session: the test pages
   * show it signed out too. */
  health: () =>
    queryOptions({
      queryKey: [...assistantQueries.all(), 'health'] as const,
      queryFn: ({ signal }) => api('GET /pam/health', { signal, auth: false }),
      staleTime: 60_000,
    }),
  greeting: (language: Language) =>
    queryOptions({
      queryKey: [...assistantQueries.all(), 'greeting', language] as const,
      queryFn: async ({ signal }) => (await api('GET /pam/greeting', { query: { language }, signal })).data.greeting,
      staleTime: Infinity,
    }),
  conversations: {
    all: () => [...assistantQueries.all(), 'conversations'] as const,
    list: () =>
      queryOptions({
        queryKey: [...assistantQueries.conversations.all(), 'list'] as const,
        queryFn: async ({ signal }) => (await api('GET /pam/conversations', { signal })).data,
      }),
    messages: (sessionId: string) =>
      queryOptions({
        queryKey: [...assistantQueries.conversations.all(), 'messages', sessionId] as const,
        queryFn: async ({ signal }) =>
          (await api('GET /pam/conversations/{session_id}/messages', { params: { session_id: sessionId }, signal }))
            .data,
      }),
  },
};

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api('DELETE /pam/conversations/{session_id}', { params: { session_id: sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistantQueries.conversations.all() }),
  });
}

export function useDeleteAllConversations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /pam/conversations'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistantQueries.conversations.all() }),
  });
}

/** Sends a reply's rating; it is kept locally as well, so a failure here loses nothing the user sees. */
export function sendFeedback(messageId: string, rating: 1 | -1) {
  return api('POST /pam/feedback', { json: { message_id: messageId, rating } });
}
