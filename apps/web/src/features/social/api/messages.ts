import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  messageEventPayloadSchema,
  messageReadSchema,
  SOCIAL_EVENTS,
  type Conversation,
  type ConversationCreate,
  type Message,
  type MessageRead,
} from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useRealtimeEvent } from '#shared/lib/realtime-events.ts';

/** How many friends the new-conversation picker loads at a time (the API's page maximum). */
const FRIENDS_PAGE = 50;

interface Page<T> {
  data: T[];
  next_cursor: string | null;
}
export type ConversationPages = InfiniteData<Page<Conversation>, string | null>;
export type MessagePages = InfiniteData<Page<Message>, string | null>;

/** Messages reads, under ['social', 'messages']: `socialQueries.messages` in queries.ts. */
export const messagesQueries = {
  all: () => ['social', 'messages'] as const,
  conversations: () =>
    infiniteQueryOptions({
      queryKey: [...messagesQueries.all(), 'conversations'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/conversations', { query: { cursor: pageParam ?? undefined }, signal }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  conversation: (id: string) =>
    queryOptions({
      queryKey: [...messagesQueries.all(), 'conversation', id] as const,
      queryFn: async ({ signal }) => (await api('GET /social/conversations/{id}', { params: { id }, signal })).data,
    }),
  /** A thread's messages, newest first as the API pages them. */
  thread: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...messagesQueries.all(), 'thread', id] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/conversations/{id}/messages', {
          params: { id },
          query: { cursor: pageParam ?? undefined },
          signal,
        }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  unread: () =>
    queryOptions({
      queryKey: [...messagesQueries.all(), 'unread'] as const,
      queryFn: async ({ signal }) => (await api('GET /social/conversations/unread', { signal })).data.total,
    }),
  friends: () =>
    infiniteQueryOptions({
      queryKey: [...messagesQueries.all(), 'friends'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/friends', { query: { limit: FRIENDS_PAGE, cursor: pageParam ?? undefined }, signal }),
      getNextPageParam: (last) => last.next_cursor,
    }),
};

function useSignedIn(): boolean {
  return useAuth().status === 'signed_in';
}

export function useConversations() {
  return useInfiniteQuery({ ...messagesQueries.conversations(), enabled: useSignedIn() });
}

export function useConversation(id: string) {
  return useQuery({ ...messagesQueries.conversation(id), enabled: useSignedIn() });
}

export function useThread(id: string) {
  return useInfiniteQuery({ ...messagesQueries.thread(id), enabled: useSignedIn() });
}

export function useFriends(enabled: boolean) {
  return useInfiniteQuery({ ...messagesQueries.friends(), enabled: useSignedIn() && enabled });
}

/**
 * Unread messages in all the user's conversations (0 while signed out or not loaded), kept current by the live
 * `message.created` (from someone else) and `message.read` (the user read elsewhere) events.
 */
export function useUnreadMessages(): number {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { data } = useQuery({ ...messagesQueries.unread(), enabled: useSignedIn() });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messagesQueries.unread().queryKey });
  useRealtimeEvent(SOCIAL_EVENTS.messageCreated, (payload) => {
    const parsed = messageEventPayloadSchema.safeParse(payload);
    if (parsed.success && parsed.data.message.sender_id !== user?.id) refresh();
  });
  useRealtimeEvent(SOCIAL_EVENTS.messageRead, (payload) => {
    const parsed = messageReadSchema.safeParse(payload);
    if (parsed.success && parsed.data.user_id === user?.id) refresh();
  });
  return data ?? 0;
}

/** Starts (or, for a direct conversation the two already have, reopens) a conversation. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation<Conversation, ApiRequestError, ConversationCreate>({
    mutationFn: async (input) => (await api('POST /social/conversations', { json: input })).data,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagesQueries.conversation(conversation.id).queryKey, conversation);
      void queryClient.invalidateQueries({ queryKey: messagesQueries.conversations().queryKey });
    },
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation<MessageRead, ApiRequestError, string>({
    mutationFn: async (id) => (await api('POST /social/conversations/{id}/read', { params: { id } })).data,
    onSuccess: (read) => {
      if (user) applyRead(queryClient, read, user.id);
    },
  });
}

export async function sendTyping(conversationId: string): Promise<void> {
  await api('POST /social/conversations/{id}/typing', { params: { id: conversationId } });
}

function withConversation(
  pages: ConversationPages,
  id: string,
  change: (c: Conversation) => Conversation,
): ConversationPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, data: page.data.map((c) => (c.id === id ? change(c) : c)) })),
  };
}

/**
 * A message that arrived (live, or the answer to the user's own send): added to its thread once, and its conversation
 * moves to the top of the list with it as the last message. `unread` counts it as unread there (the total follows
 * through `useUnreadMessages`).
 */
export function applyNewMessage(queryClient: QueryClient, message: Message, unread: boolean): void {
  const threadKey = messagesQueries.thread(message.conversation_id).queryKey;
  queryClient.setQueryData<MessagePages>(threadKey, (pages) => {
    if (!pages || pages.pages.some((page) => page.data.some((m) => m.id === message.id))) return pages;
    const [first, ...rest] = pages.pages;
    return first ? { ...pages, pages: [{ ...first, data: [message, ...first.data] }, ...rest] } : pages;
  });

  const bump = (c: Conversation): Conversation =>
    c.last_message?.id === message.id
      ? c
      : {
          ...c,
          last_message: message,
          last_message_at: message.created_at,
          unread_count: c.unread_count + (unread ? 1 : 0),
        };
  queryClient.setQueryData<Conversation>(messagesQueries.conversation(message.conversation_id).queryKey, (c) =>
    c ? bump(c) : c,
  );

  const listKey = messagesQueries.conversations().queryKey;
  const list = queryClient.getQueryData<ConversationPages>(listKey);
  const found = list?.pages.flatMap((page) => page.data).find((c) => c.id === message.conversation_id);
  if (!list || !found) {
    // A conversation the list has not loaded (new, or further down): the server knows its place and participants.
    void queryClient.invalidateQueries({ queryKey: listKey });
  } else {
    const moved = bump(found);
    queryClient.setQueryData<ConversationPages>(listKey, {
      ...list,
      pages: list.pages.map((page, index) => {
        const others = page.data.filter((c) => c.id !== moved.id);
        return { ...page, data: index === 0 ? [moved, ...others] : others };
      }),
    });
  }
}

/**
 * A read mark moved (`message.read`, or the user's own POST .../read): the reader's receipts on the messages up to
 * it, their mark on the participant list, and, when the reader is the user, nothing unread left there.
 */
export function applyRead(queryClient: QueryClient, read: MessageRead, userId: string): void {
  const { conversation_id: id, user_id: reader, last_read_at: mark } = read;
  const upTo = mark ? Date.parse(mark) : Number.NEGATIVE_INFINITY;
  queryClient.setQueryData<MessagePages>(messagesQueries.thread(id).queryKey, (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            data: page.data.map((m) =>
              m.sender_id !== reader && !m.read_by.includes(reader) && Date.parse(m.created_at) <= upTo
                ? { ...m, read_by: [...m.read_by, reader] }
                : m,
            ),
          })),
        }
      : pages,
  );
  const change = (c: Conversation): Conversation => ({
    ...c,
    participants: c.participants.map((p) => (p.id === reader ? { ...p, last_read_at: mark } : p)),
    ...(reader === userId ? { unread_count: 0 } : {}),
  });
  queryClient.setQueryData<Conversation>(messagesQueries.conversation(id).queryKey, (c) => (c ? change(c) : c));
  queryClient.setQueryData<ConversationPages>(messagesQueries.conversations().queryKey, (pages) =>
    pages ? withConversation(pages, id, change) : pages,
  );
  if (reader === userId) void queryClient.invalidateQueries({ queryKey: messagesQueries.unread().queryKey });
}
