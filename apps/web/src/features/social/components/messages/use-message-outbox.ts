import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@ww/contracts';
import type { ApiRequestError } from '#shared/lib/api-client.ts';
import { useErrorToast } from '#shared/lib/error-message.ts';
import {
  discardEntry,
  entryError,
  resendEntry,
  useOutboxEntries,
  useOutboxWrite,
  type OutboxEntry,
} from '#shared/lib/outbox/index.ts';
import { applyNewMessage } from '../../api/messages.ts';
import { messageWrite, waitingMessage } from '../../lib/outbox-writes.ts';

/** A message the server does not have yet, as the thread shows it under the delivered ones. */
export interface WaitingMessage {
  key: string;
  conversationId: string;
  body: string;
  /** 'pending': waiting to be sent (offline, or tried again after a back-off); 'failed': refused, waiting for the user. */
  status: 'pending' | 'failed';
  /** Why the server refused it, worded by `useMessageErrorText`. */
  error?: ApiRequestError;
}

export interface MessageOutboxState {
  /** Messages not delivered yet, oldest first. */
  entries: WaitingMessage[];
  send: (conversationId: string, body: string) => void;
  retry: (key: string) => Promise<void>;
  discard: (key: string) => Promise<void>;
}

function toWaiting(entry: OutboxEntry): WaitingMessage | null {
  const message = waitingMessage(entry);
  if (!message) return null;
  const error = entryError(entry);
  return {
    key: entry.key,
    ...message,
    status: entry.status === 'pending' ? 'pending' : 'failed',
    ...(error ? { error } : {}),
  };
}

/**
 * The user's messages through the shell outbox (decision 033): each is kept in IndexedDB under the Idempotency-Key it
 * is sent with until the server has it, so a reload, a dropped connection or a long time offline delivers it once.
 * Sent at once when online (the answer lands in the thread); otherwise the shell replays it when the connection
 * returns, whatever page is open. A message the server refused outright says why in a toast.
 */
export function useMessageOutbox(): MessageOutboxState {
  const queryClient = useQueryClient();
  const showError = useErrorToast({ ns: 'social_messages' });
  const outboxEntries = useOutboxEntries('message');
  const entries = useMemo(() => outboxEntries.flatMap((entry) => toWaiting(entry) ?? []), [outboxEntries]);

  const write = useOutboxWrite<{ conversationId: string; body: string }, { data: Message }>({
    toWrite: ({ conversationId, body }) => messageWrite(conversationId, body),
    onSent: ({ data }) => applyNewMessage(queryClient, data, false),
  });
  const { mutate } = write;

  const send = useCallback(
    (conversationId: string, body: string) => mutate({ conversationId, body }, { onError: showError }),
    [mutate, showError],
  );
  const retry = useCallback((key: string) => resendEntry(key), []);
  const discard = useCallback((key: string) => discardEntry(key), []);

  return useMemo(() => ({ entries, send, retry, discard }), [entries, send, retry, discard]);
}
