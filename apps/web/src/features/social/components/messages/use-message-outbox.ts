import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { applyNewMessage, sendMessage } from '../../api/messages.ts';
import {
  flushOutbox,
  openMessageOutbox,
  type MessageOutbox,
  type OutboxMessage,
  type OutboxSendResult,
} from '../../lib/message-outbox.ts';

/** Failures that may pass by waiting: no network, a server hiccup, the per-minute limit, an expiring session. */
function isRetryable(err: unknown): boolean {
  if (!(err instanceof ApiRequestError)) return true;
  return err.errorClass === 'network' || err.status >= 500 || err.status === 429 || err.status === 401;
}

async function attempt(message: OutboxMessage): Promise<OutboxSendResult<Message>> {
  try {
    return { ok: true, value: await sendMessage(message.conversationId, message.body, message.key) };
  } catch (err) {
    if (isRetryable(err)) return { ok: false, retry: true };
    return { ok: false, retry: false, code: (err instanceof ApiRequestError && err.code) || 'other' };
  }
}

export interface MessageOutboxState {
  /** Messages not delivered yet, oldest first: waiting ('pending') or refused ('failed'). */
  entries: OutboxMessage[];
  /** The key being sent right now, if any. */
  sendingKey: string | null;
  send: (conversationId: string, body: string) => Promise<void>;
  retry: (key: string) => Promise<void>;
  discard: (key: string) => Promise<void>;
}

/**
 * The user's messages outbox while the Messages tab is open: every send is written to IndexedDB first, then sent with
 * its key; what could not be sent is tried again when the browser comes back online, after a back-off, and when the
 * tab opens again (a reload). `onRefused` is told of a message the server refused for good.
 */
export function useMessageOutbox(onRefused: (code: string) => void): MessageOutboxState {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  const [outbox, setOutbox] = useState<MessageOutbox | null>(null);
  const [entries, setEntries] = useState<OutboxMessage[]>([]);
  const [sendingKey, setSendingKey] = useState<string | null>(null);
  // One run at a time: two overlapping runs would send the same message twice (harmless for the server, but wasteful).
  const running = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The back-off timer calls the newest flush (it is set from inside flush, before flush itself can be named).
  const flushLater = useRef<(force: boolean) => Promise<void>>(() => Promise.resolve());
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  }, [onRefused]);

  // A message sent while the outbox is still opening waits for it rather than skipping it (offline it would be lost).
  const opening = useRef<Promise<MessageOutbox | null>>(Promise.resolve(null));
  useEffect(() => {
    let open: MessageOutbox | null = null;
    let cancelled = false;
    opening.current = openMessageOutbox().then(
      (opened) => {
        if (cancelled) {
          opened.close();
          return null;
        }
        open = opened;
        setOutbox(opened);
        return opened;
      },
      // Without IndexedDB (a private window in some browsers) messages are sent directly, without an outbox.
      () => null,
    );
    return () => {
      cancelled = true;
      // Closed once a run in progress has finished with it, not under its feet.
      void running.current.then(() => open?.close());
    };
  }, []);

  const flush = useCallback(
    (force: boolean, box: MessageOutbox | null = outbox) => {
      if (!box || !userId) return Promise.resolve();
      const run = async () => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        if (navigator.onLine) {
          const delivered = await flushOutbox(
            box,
            userId,
            async (message) => {
              setSendingKey(message.key);
              const result = await attempt(message);
              setSendingKey(null);
              if (!result.ok && !result.retry) refused.current(result.code);
              return result;
            },
            { force },
          );
          for (const { value } of delivered) applyNewMessage(queryClient, value, false);
        }
        const left = await box.list(userId);
        setEntries(left);
        const next = left.filter((m) => m.status === 'pending').map((m) => m.nextAttemptAt);
        if (next.length > 0 && navigator.onLine) {
          timer.current = setTimeout(() => void flushLater.current(false), Math.max(0, Math.min(...next) - Date.now()));
        }
      };
      // A run that fails (storage gone, the tab closing) leaves every message where it was: the next run sends it.
      const guarded = () => run().catch(() => undefined);
      running.current = running.current.then(guarded);
      return running.current;
    },
    [outbox, userId, queryClient],
  );

  // A reload (or the tab opening) sends what an earlier visit left waiting; coming back online sends it at once.
  useEffect(() => {
    flushLater.current = flush;
    void flush(true);
    const online = () => void flush(true);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [flush]);

  const send = useCallback(
    async (conversationId: string, body: string) => {
      const key = crypto.randomUUID();
      const box = outbox ?? (await opening.current);
      if (box && userId) {
        await box.add({ key, userId, conversationId, body });
        await flush(true, box);
        return;
      }
      const result = await attempt({
        key,
        userId: userId ?? '',
        conversationId,
        body,
        createdAt: Date.now(),
        attempts: 0,
        nextAttemptAt: 0,
        status: 'pending',
      });
      if (result.ok) applyNewMessage(queryClient, result.value, false);
      else refused.current(result.retry ? 'network' : result.code);
    },
    [outbox, userId, flush, queryClient],
  );

  const retry = useCallback(
    async (key: string) => {
      if (!outbox) return;
      await outbox.retry(key);
      await flush(true);
    },
    [outbox, flush],
  );

  const discard = useCallback(
    async (key: string) => {
      if (!outbox || !userId) return;
      await outbox.remove(key);
      setEntries(await outbox.list(userId));
    },
    [outbox, userId],
  );

  return { entries, sendingKey, send, retry, discard };
}
