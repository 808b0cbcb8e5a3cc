import type { PamChatContext, PamChatResponse, PamClientFrame, PamServerFrame, PamUiAction } from '@ww/contracts';
import { PAM_CONNECTION, PAM_QUEUE } from '@ww/contracts';
import type { PamConnection } from './pam-connection.ts';
import { processQueue, type OfflineQueue, type QueuedPamMessage, type QueueSendResult } from './offline-queue.ts';

/** Why a message got no reply from Pam; the panel words each with the spec's text (SPEC §8). */
export type PamFailure =
  | { kind: 'sign_in' }
  /** The socket's error frame: the backend's text, or "I'm currently unable to process your request." */
  | { kind: 'unavailable'; message: string | null }
  /** Neither the socket nor HTTP answered: 'PAM service unavailable'. */
  | { kind: 'service_unavailable' }
  /** 'I encountered an error: {message}. Please try again or contact support if this continues.' */
  | { kind: 'error'; message: string };

export type PamChatEvent =
  /** A message is on its way (before any answer to it). */
  | { type: 'sending'; requestId: string }
  | { type: 'stream'; requestId: string; content: string }
  | { type: 'reply'; requestId: string; reply: PamChatResponse }
  | { type: 'failed'; requestId: string; failure: PamFailure }
  | { type: 'queued'; requestId: string }
  | { type: 'ui_action'; action: PamUiAction }
  | { type: 'queue_changed' };

/** What the HTTP path answers: a reply, or a failure that says whether trying again later may help. */
export type HttpChatResult =
  { ok: true; reply: PamChatResponse } | { ok: false; failure: PamFailure; retry: boolean; offline: boolean };

export interface HttpChatRequest {
  message: string;
  session_id?: string;
  context?: PamChatContext;
}

export interface PamChatClientOptions {
  userId: string;
  /** The socket, or null where the page uses HTTP only (fallback and Mock Mode test pages). */
  connection: PamConnection | null;
  sendHttp(request: HttpChatRequest, idempotencyKey: string): Promise<HttpChatResult>;
  queue: OfflineQueue | null;
  /** The queue while it is still opening (a message written right after the app starts offline waits for it). */
  queueReady?: () => Promise<OfflineQueue | null>;
  isOnline(): boolean;
  onEvent(event: PamChatEvent): void;
  newId?: () => string;
}

export interface SendInput {
  message: string;
  sessionId: string;
  context: PamChatContext;
}

interface Pending {
  request: SendInput;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Routes each message the best way there is (SPEC §4, §7): the socket when it is connected, HTTP when the socket
 * cannot connect, the offline queue when the browser is offline. Every message has one id from the moment it is
 * typed, sent as its idempotency key on every path, so a resend after a drop, a timeout or a reload is answered and
 * acted on once, and shown once.
 */
export function createPamChatClient(options: PamChatClientOptions) {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const pending = new Map<string, Pending>();
  const answered = new Set<string>();
  let httpOnly = options.connection === null;
  let queueTimer: ReturnType<typeof setInterval> | null = null;
  let processing = false;
  let closed = false;

  const emit = (event: PamChatEvent) => {
    if (!closed) options.onEvent(event);
  };

  const settle = (requestId: string, event: PamChatEvent) => {
    const entry = pending.get(requestId);
    if (entry) clearTimeout(entry.timer);
    pending.delete(requestId);
    if (answered.has(requestId)) return;
    answered.add(requestId);
    emit(event);
  };

  const chatFrame = (id: string, request: SendInput): PamClientFrame => ({
    type: 'chat',
    message: request.message,
    user_id: options.userId,
    session_id: request.sessionId,
    context: request.context,
    idempotency_key: id,
  });

  const enqueue = async (id: string, request: SendInput) => {
    const queue = options.queue ?? (await options.queueReady?.()) ?? null;
    if (!queue) {
      settle(id, { type: 'failed', requestId: id, failure: { kind: 'service_unavailable' } });
      return;
    }
    await queue.enqueue({
      id,
      message: request.message,
      userId: options.userId,
      context: request.context,
      sessionId: request.sessionId,
    });
    pending.delete(id);
    emit({ type: 'queued', requestId: id });
    emit({ type: 'queue_changed' });
  };

  const viaHttp = async (id: string, request: SendInput) => {
    const result = await options.sendHttp(
      { message: request.message, session_id: request.sessionId, context: request.context },
      id,
    );
    if (result.ok) settle(id, { type: 'reply', requestId: id, reply: result.reply });
    else if (result.offline) await enqueue(id, request);
    else settle(id, { type: 'failed', requestId: id, failure: result.failure });
  };

  const viaSocket = (id: string, request: SendInput): boolean => {
    const connection = options.connection;
    if (!connection || connection.status !== 'connected') return false;
    if (!connection.send(chatFrame(id, request))) return false;
    const previous = pending.get(id);
    if (previous) clearTimeout(previous.timer);
    // No answer within the message timeout: ask over HTTP with the same key; the server answers what it did once.
    const timer = setTimeout(() => {
      if (pending.has(id)) void viaHttp(id, request);
    }, PAM_CONNECTION.messageTimeoutMs);
    pending.set(id, { request, timer });
    return true;
  };

  const requestFor = (requestId: string | undefined): string | undefined =>
    requestId && pending.has(requestId) ? requestId : pending.keys().next().value;

  const sendQueued = async (message: QueuedPamMessage): Promise<QueueSendResult> => {
    const result = await options.sendHttp(
      {
        message: message.message,
        context: message.context,
        ...(message.sessionId ? { session_id: message.sessionId } : {}),
      },
      message.id,
    );
    if (result.ok) {
      settle(message.id, { type: 'reply', requestId: message.id, reply: result.reply });
      return { ok: true };
    }
    if (!result.retry) settle(message.id, { type: 'failed', requestId: message.id, failure: result.failure });
    return { ok: false, retry: result.retry, error: result.failure.kind };
  };

  const client = {
    /** Sends a message; resolves with its id (the idempotency key) once it is on its way or queued. */
    async send(request: SendInput): Promise<string> {
      const id = newId();
      emit({ type: 'sending', requestId: id });
      if (!options.isOnline()) await enqueue(id, request);
      else if (!httpOnly && viaSocket(id, request)) return id;
      else await viaHttp(id, request);
      return id;
    },

    /** A frame from the socket (the connection answers pings itself). */
    handleFrame(frame: PamServerFrame) {
      if (frame.type === 'stream') {
        const requestId = requestFor(undefined);
        if (requestId) emit({ type: 'stream', requestId, content: frame.content });
      } else if (frame.type === 'response') {
        const requestId = requestFor(frame.idempotency_key);
        if (!requestId) return;
        const { response, session_id, ui_action, metadata } = frame;
        settle(requestId, {
          type: 'reply',
          requestId,
          reply: { response, session_id, metadata, ...(ui_action ? { ui_action } : {}) },
        });
      } else if (frame.type === 'error') {
        const requestId = requestFor(frame.idempotency_key);
        if (requestId) {
          settle(requestId, { type: 'failed', requestId, failure: { kind: 'unavailable', message: frame.message } });
        }
      } else if (frame.type === 'ui_action') {
        emit({ type: 'ui_action', action: frame.ui_action });
      }
    },

    /** The socket is open again: what was sent and not answered is sent again under the same key. */
    resendPending() {
      for (const [id, entry] of [...pending]) {
        clearTimeout(entry.timer);
        pending.delete(id);
        if (!viaSocket(id, entry.request)) void viaHttp(id, entry.request);
      }
    },

    /** The socket gave up (or the page forces it): messages go over HTTP until `useSocket`. */
    useHttp() {
      httpOnly = true;
      for (const [id, entry] of [...pending]) {
        clearTimeout(entry.timer);
        void viaHttp(id, entry.request);
      }
    },
    useSocket() {
      httpOnly = options.connection === null;
    },
    get httpOnly() {
      return httpOnly;
    },

    /** Sends the due queued messages now (also every 5 s while online). */
    async processQueue() {
      if (!options.queue || processing || !options.isOnline()) return;
      processing = true;
      try {
        const { sent, failed } = await processQueue(options.queue, options.userId, sendQueued);
        if (sent + failed > 0) emit({ type: 'queue_changed' });
      } finally {
        processing = false;
      }
    },

    startQueue() {
      if (queueTimer !== null || !options.queue) return;
      queueTimer = setInterval(() => void client.processQueue(), PAM_QUEUE.processIntervalMs);
      void client.processQueue();
    },

    close() {
      closed = true;
      if (queueTimer !== null) clearInterval(queueTimer);
      for (const entry of pending.values()) clearTimeout(entry.timer);
      pending.clear();
    },
  };
  return client;
}

export type PamChatClient = ReturnType<typeof createPamChatClient>;
