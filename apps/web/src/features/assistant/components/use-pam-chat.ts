import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  PamChatContext,
  PamChatResponse,
  PamDataTopic,
  PamFallbackCause,
  PamLocationContext,
  PamUiAction,
} from '@ww/contracts';
import { currentLanguage } from '#shared/i18n/i18n.ts';
import { refreshSession } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { subscribeSession } from '#shared/lib/session.ts';
import { settingsQueryKey } from '#shared/lib/settings.ts';
import { useOnlineStatus } from '#shared/lib/use-online-status.ts';
import { getPamLocationContext, rememberTypedLocation, requestLocationConsent } from '../location/location-context.ts';
import { sendFeedback } from '../api/queries.ts';
import {
  conversationHistory,
  forgetSession,
  loadConversation,
  recordFeedback,
  saveConversation,
  sessionIdFor,
  setSessionId,
  type ChatMessage,
} from '../lib/chat-storage.ts';
import { openOfflineQueue, type OfflineQueue, type QueuedPamMessage } from '../lib/offline-queue.ts';
import { createPamChatClient, type PamChatClient, type PamChatEvent, type PamFailure } from '../lib/pam-chat-client.ts';
import { createPamConnection, type PamConnection, type PamConnectionStatus } from '../lib/pam-connection.ts';
import {
  chatContext,
  noteMessage,
  pamSocketUrl,
  replyMessage,
  sessionTokens,
  withFinalMessage,
  withStreamChunk,
} from '../lib/pam-chat-messages.ts';
import { sendHttpChat } from '../lib/pam-http.ts';

/** What the chat shows as its state: the socket's, or 'http' while the HTTP fallback carries the messages. */
export type PamChatStatus = PamConnectionStatus | 'http';

/** Why the error card shows: a model that fell back (the reply's metadata) or the socket that could not connect. */
export type PamTrouble = PamFallbackCause | 'connection';

export interface PamChatOptions {
  /** 'http' never opens the socket (the fallback and Mock Mode pages). */
  transport?: 'auto' | 'http';
  /** Added to every message's context (Mock Mode asks for the built-in engine). */
  extraContext?: Partial<PamChatContext>;
  /** A reply changed the user's data: the app refreshes the open screens. */
  onDataChanged?: (topics: PamDataTopic[]) => void;
}

/**
 * The signed-in user's chat with Pam: the socket (or HTTP), the offline queue, the messages kept in local storage,
 * and what replies ask the app to do (refresh changed data, open the location prompt, apply settings).
 */
export function usePamChat(options: PamChatOptions = {}) {
  const { t } = useTranslation('pam');
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const transport = options.transport ?? 'auto';

  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    userId ? (loadConversation(userId)?.messages ?? []) : [],
  );
  const [socketStatus, setSocketStatus] = useState<PamConnectionStatus>('disconnected');
  const [httpFallback, setHttpFallback] = useState(transport === 'http');
  const [waking, setWaking] = useState(false);
  const [trouble, setTrouble] = useState<PamTrouble | null>(null);
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(new Set());
  const [queued, setQueued] = useState<QueuedPamMessage[]>([]);
  const clientRef = useRef<PamChatClient | null>(null);
  const connectionRef = useRef<PamConnection | null>(null);
  const queueRef = useRef<OfflineQueue | null>(null);
  const sessionRef = useRef<string | null>(null);
  const optionsRef = useRef(options);
  const messagesRef = useRef(messages);

  const failureText = useCallback(
    (failure: PamFailure) => {
      switch (failure.kind) {
        case 'sign_in':
          return t('messages.sign_in');
        case 'unavailable':
          return failure.message?.trim() ? failure.message : t('messages.unavailable');
        case 'service_unavailable':
          return t('messages.service_unavailable');
        case 'error':
          return t('messages.chat_error', { message: failure.message });
      }
    },
    [t],
  );

  const applyUiAction = useCallback(
    (action: PamUiAction) => {
      if (action.type === 'request_location') requestLocationConsent();
      else if (action.type === 'set_location') rememberTypedLocation(action.location);
      else if (action.type === 'settings_changed') void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      else void navigate(action.path);
    },
    [navigate, queryClient],
  );

  const refreshQueue = useCallback(async () => {
    if (queueRef.current && userId) setQueued(await queueRef.current.list(userId));
  }, [userId]);

  const handleEvent = useCallback(
    (event: PamChatEvent) => {
      const done = (requestId: string) =>
        setInFlight((prev) => {
          const next = new Set(prev);
          next.delete(requestId);
          return next;
        });
      if (event.type === 'sending') {
        setInFlight((prev) => new Set(prev).add(event.requestId));
      } else if (event.type === 'stream') {
        setMessages((prev) => withStreamChunk(prev, event.requestId, event.content));
      } else if (event.type === 'reply') {
        done(event.requestId);
        const reply: PamChatResponse = event.reply;
        const message = replyMessage(event.requestId, reply, t('messages.fallback_reply'));
        setMessages((prev) => withFinalMessage(prev, event.requestId, message));
        if (userId && reply.session_id !== sessionRef.current) {
          sessionRef.current = reply.session_id;
          setSessionId(userId, reply.session_id);
        }
        if (reply.metadata.fallback_cause) setTrouble(reply.metadata.fallback_cause);
        if (reply.metadata.changed.length > 0) optionsRef.current.onDataChanged?.(reply.metadata.changed);
        if (reply.ui_action) applyUiAction(reply.ui_action);
      } else if (event.type === 'failed') {
        done(event.requestId);
        const note = noteMessage(event.requestId, 'error', failureText(event.failure));
        setMessages((prev) => withFinalMessage(prev, event.requestId, note));
      } else if (event.type === 'queued') {
        done(event.requestId);
        setMessages((prev) => [...prev, noteMessage(event.requestId, 'queued', t('messages.queued'))]);
      } else if (event.type === 'ui_action') {
        applyUiAction(event.action);
      } else {
        void refreshQueue();
      }
    },
    [applyUiAction, failureText, refreshQueue, t, userId],
  );

  const handleEventRef = useRef(handleEvent);
  // Callbacks handed to the connection and the client read the latest render's values through these.
  useLayoutEffect(() => {
    optionsRef.current = options;
    messagesRef.current = messages;
    handleEventRef.current = handleEvent;
  });

  useEffect(() => {
    if (!userId) return;
    sessionRef.current = sessionIdFor(userId);
    let cancelled = false;
    let queue: OfflineQueue | null = null;
    let client: PamChatClient | null = null;
    const connection =
      transport === 'auto'
        ? createPamConnection({
            userId,
            url: pamSocketUrl,
            getSession: sessionTokens,
            refreshSession: async () => {
              const session = await refreshSession();
              return session ? { access_token: session.access_token, expires_at: session.expires_at } : null;
            },
            onStatus: (status) => {
              setSocketStatus(status);
              if (status === 'connected') {
                client?.useSocket();
                setHttpFallback(false);
                setTrouble((prev) => (prev === 'connection' ? null : prev));
                client?.resendPending();
              }
            },
            onFrame: (frame) => client?.handleFrame(frame),
            onWaking: setWaking,
            onGaveUp: () => {
              client?.useHttp();
              setHttpFallback(true);
              setTrouble('connection');
            },
          })
        : null;
    connectionRef.current = connection;
    // IndexedDB can be missing (some private modes): the chat then works online only.
    const opening = openOfflineQueue().then(
      (opened) => {
        if (cancelled) {
          opened.close();
          return null;
        }
        queue = opened;
        queueRef.current = opened;
        return opened;
      },
      () => null,
    );
    client = createPamChatClient({
      userId,
      connection,
      sendHttp: sendHttpChat,
      get queue() {
        return queue;
      },
      queueReady: () => opening,
      isOnline: () => navigator.onLine,
      onEvent: (event) => handleEventRef.current(event),
    });
    clientRef.current = client;
    const started = client;
    void opening.then((opened) => {
      if (!opened) return;
      started.startQueue();
      void opened.list(userId).then((list) => !cancelled && setQueued(list));
    });
    const unsubscribe = subscribeSession(() => connection?.tokenChanged());
    return () => {
      cancelled = true;
      unsubscribe();
      started.close();
      connection?.close();
      queue?.close();
      clientRef.current = null;
      connectionRef.current = null;
      queueRef.current = null;
    };
  }, [userId, transport]);

  useEffect(() => {
    if (!online) return;
    void clientRef.current?.processQueue();
    if (connectionRef.current?.status === 'disconnected') connectionRef.current.restart();
  }, [online]);

  useEffect(() => {
    if (userId && sessionRef.current) saveConversation(userId, messages, sessionRef.current);
  }, [messages, userId]);

  const status: PamChatStatus = socketStatus === 'connected' ? 'connected' : httpFallback ? 'http' : socketStatus;
  /** SPEC §4: input and send only when connected, except offline, when messages go to the queue. */
  const canSend = Boolean(userId) && (!online || status === 'connected' || status === 'http');

  const send = useCallback(async (text: string) => {
    const client = clientRef.current;
    const sessionId = sessionRef.current;
    if (!text.trim() || !client || !sessionId) return;
    const userMessage: ChatMessage = { id: `user-${Date.now()}`, content: text, sender: 'user', timestamp: Date.now() };
    const history = conversationHistory(messagesRef.current);
    setMessages((prev) => [...prev, userMessage]);
    let location: PamLocationContext | null = null;
    try {
      location = navigator.onLine ? await getPamLocationContext() : null;
    } catch {
      location = null;
    }
    const context = chatContext(currentLanguage(), history, location, optionsRef.current.extraContext);
    await client.send({ message: text, sessionId, context });
  }, []);

  const rate = useCallback(
    (message: ChatMessage, rating: 1 | -1) => {
      if (!userId || !message.responseId) return;
      setMessages((prev) => prev.map((m) => (m.id === message.id ? { ...m, feedback: rating } : m)));
      recordFeedback(userId, { response_id: message.responseId, rating, timestamp: Date.now() });
      sendFeedback(message.responseId, rating).catch(() => {
        // Kept locally; the server copy is a nicety for the conversation history.
      });
    },
    [userId],
  );

  const restart = useCallback(() => {
    setTrouble(null);
    setHttpFallback(transport === 'http');
    clientRef.current?.useSocket();
    connectionRef.current?.restart();
  }, [transport]);

  const newConversation = useCallback(() => {
    if (!userId) return;
    forgetSession(userId);
    sessionRef.current = sessionIdFor(userId);
    setMessages([]);
  }, [userId]);

  const clearSent = useCallback(async () => {
    if (!queueRef.current || !userId) return;
    await queueRef.current.clearSent(userId);
    await refreshQueue();
  }, [refreshQueue, userId]);

  return useMemo(
    () => ({
      userId,
      messages,
      send,
      rate,
      status,
      online,
      canSend,
      waking,
      thinking: inFlight.size > 0,
      trouble,
      dismissTrouble: () => setTrouble(null),
      restart,
      newConversation,
      queued,
      clearSent,
      refreshQueue,
    }),
    [
      userId,
      messages,
      send,
      rate,
      status,
      online,
      canSend,
      waking,
      inFlight,
      trouble,
      restart,
      newConversation,
      queued,
      clearSent,
      refreshQueue,
    ],
  );
}

export type PamChat = ReturnType<typeof usePamChat>;
