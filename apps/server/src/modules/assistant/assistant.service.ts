import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  DATA_CHANGED_EVENT,
  LANGUAGES,
  PAM_CHAT_STORAGE,
  PAM_CONNECTION,
  PAM_LIMITS,
  PAM_TOOL_NAMES,
  pamLocationContextSchema,
  pamUiActionSchema,
  todayIn,
  type Language,
  type PamChatContext,
  type PamChatResponse,
  type PamConversation,
  type PamLocationContext,
  type PamReplyMetadata,
  type PamStoredMessage,
  type PamToolCall,
  type Region,
  type UserSettings,
  type UserSettingsValues,
} from '@ww/contracts';
import { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { AppError, notFound } from '#platform/errors.ts';
import type { Logger } from '#platform/logger.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { profileRegion } from '#modules/profile/index.ts';
import { readSettings } from '#modules/settings/index.ts';
import { createDecider } from './assistant.decide.ts';
import { assistantRepository as repo, type ConversationRow, type MessageRow } from './assistant.repository.ts';
import type { EngineContext, PamAgentResult, ToolContext, ToolRegistry, Understood } from './assistant.types.ts';
import { greetingText, pickGreetingHint, type GreetingFacts } from './greeting.ts';

export type ReplyPrefs = Pick<UserSettingsValues['pam_preferences'], 'response_style' | 'expertise_level'>;
export type HistoryTurn = { role: 'user' | 'assistant'; content: string };

export interface PamAgent {
  respond(input: {
    message: string;
    history: HistoryTurn[];
    ctx: ToolContext;
    onToken?: (token: string) => void;
    signal?: AbortSignal;
  }): Promise<PamAgentResult>;
}

/** Pam's understanding and abilities: the built-in engine, the tools, and the model when one is configured. */
export type PamBrain = {
  understand(text: string, ctx: EngineContext): Understood;
  engineReply(u: Understood, prefs: ReplyPrefs): string;
  registry: ToolRegistry;
  agent?: PamAgent;
};

/** Reads behind the proactive greeting, through the services the screens use. */
export type GreetingSources = {
  facts(userId: string, today: string): Promise<Omit<GreetingFacts, 'today'>>;
};

export type AssistantDeps = {
  db: Kysely<Database>;
  logger: Logger;
  brain: PamBrain;
  greetingSources: GreetingSources;
  limiter: RateLimiterAbstract;
  publishToUser?: (userId: string, event: string, payload: unknown) => Promise<void>;
  /** Default PAM_CONNECTION.messageTimeoutMs; tests shorten it. */
  messageTimeoutMs?: number;
};

export type ChatInput = {
  message: string;
  session_id?: string;
  context?: PamChatContext;
  idempotencyKey?: string;
  /** Pieces of a reply while a model streams it. */
  onToken?: (token: string) => void;
};

/** The stored tool call a confirmation runs, and the previous call a follow-up refines. */
const storedCallSchema = z.object({ name: z.enum(PAM_TOOL_NAMES), args: z.record(z.string(), z.unknown()) });
const storedSubjectSchema = z.object({ kind: z.string(), id: z.string(), label: z.string() });
const storedReplySchema = z.looseObject({
  call: storedCallSchema.optional(),
  ui_action: pamUiActionSchema.optional(),
  subject: storedSubjectSchema.optional(),
});
/** Stored with a reply for Pam's own use; not part of the reply's metadata sent to clients. */
const INTERNAL_METADATA_KEYS = ['call', 'ui_action', 'subject'] as const;

const IN_PROGRESS_POLL_MS = 100;
/** A message without a session id continues the user's conversation active this recently, else starts one. */
const CONVERSATION_IDLE_MS = 30 * 60_000;
const MAX_CONVERSATIONS = 100;
const MAX_MESSAGES = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const rateLimited = () =>
  new AppError(
    429,
    'other',
    `Too many messages: Pam answers up to ${PAM_LIMITS.messagesPerMinute} a minute. Please wait a moment and try again.`,
    'rate_limited',
  );
const stillAnswering = () =>
  new AppError(409, 'other', 'This message is still being answered. Please try again in a moment.', 'in_progress');

type Opened = {
  settings: UserSettings;
  region: Region | null;
  conversation: ConversationRow;
  recent: MessageRow[];
  asked: MessageRow;
};

const toIso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

function publicMetadata(stored: Record<string, unknown>, replayed: boolean): PamReplyMetadata {
  const copy: Record<string, unknown> = { ...stored };
  for (const key of INTERNAL_METADATA_KEYS) delete copy[key];
  return { ...(copy as PamReplyMetadata), replayed };
}

const replayedOf = (first: PamChatResponse): PamChatResponse => ({
  ...first,
  metadata: { ...first.metadata, replayed: true },
});

function locationOf(context: PamChatContext | undefined): PamLocationContext | null {
  const given = context?.location ?? context?.userLocation;
  if (!given) return null;
  const parsed = pamLocationContextSchema.safeParse(given);
  return parsed.success ? parsed.data : null;
}

function languageOf(value: unknown): Language | null {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

export function createAssistantService(deps: AssistantDeps) {
  const { brain } = deps;
  const timeoutMs = deps.messageTimeoutMs ?? PAM_CONNECTION.messageTimeoutMs;
  /** Messages being answered on this instance, by user and idempotency key: a resend waits for the same answer. */
  const inflight = new Map<string, Promise<PamChatResponse>>();
  const decide = createDecider({ brain, logger: deps.logger, timeoutMs });

  function responseOf(row: MessageRow, sessionId: string, replayed: boolean): PamChatResponse {
    const stored = (row.metadata ?? {}) as Record<string, unknown>;
    const parsed = storedReplySchema.safeParse(stored);
    const uiAction = parsed.success ? parsed.data.ui_action : undefined;
    return {
      response: row.content,
      session_id: sessionId,
      ...(uiAction ? { ui_action: uiAction } : {}),
      metadata: publicMetadata(stored, replayed),
    };
  }

  /**
   * The answer an idempotency key already got, waiting while another request (another instance's: this instance's
   * own are awaited in chat()) is still producing it.
   */
  async function answerOf(userId: string, key: string, sessionId: string): Promise<PamChatResponse> {
    const deadline = Date.now() + timeoutMs + 5_000;
    for (;;) {
      const found = await withUserTx(deps.db, { userId }, async (tx) => {
        const asked = await repo.byIdempotencyKey(tx, key);
        if (!asked) return { gone: true as const };
        const reply = await repo.replyTo(tx, asked.id);
        const conversation = reply ? await repo.sessionOf(tx, asked.conversation_id) : null;
        return { gone: false as const, reply, sessionId: conversation ?? sessionId };
      });
      if (found.gone) throw stillAnswering();
      if (found.reply) return responseOf(found.reply, found.sessionId, true);
      if (Date.now() > deadline) throw stillAnswering();
      await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_POLL_MS));
    }
  }

  async function answer(userId: string, input: ChatInput, started: number): Promise<PamChatResponse> {
    const key = input.idempotencyKey ?? null;

    const opened = await withUserTx(deps.db, { userId }, async (tx) => {
      const settings = await readSettings(tx);
      const region = await profileRegion(tx, userId);
      // A client that names no session (the HTTP fallback of the spec's clients) continues the conversation it was
      // just having, so "yes" answers the question Pam asked and "and last month?" refines the last answer.
      const sessionId =
        input.session_id ?? (await repo.latestSession(tx, new Date(Date.now() - CONVERSATION_IDLE_MS))) ?? randomUUID();
      const conversation = await repo.conversation(tx, sessionId);
      const recent = await repo.recent(tx, conversation.id, PAM_CHAT_STORAGE.historySent * 2 + 2);
      const asked = await repo.insertMessage(tx, {
        conversation_id: conversation.id,
        role: 'user',
        content: input.message,
        idempotency_key: key,
      });
      return { settings, region, conversation, recent, asked, sessionId };
    });
    const { sessionId } = opened;
    if (!opened.asked) return answerOf(userId, key!, sessionId);
    const asked = opened.asked;
    try {
      return await respond(userId, input, sessionId, started, { ...opened, asked });
    } catch (err) {
      // Nothing was answered: free the key so the client's retry is handled afresh instead of waiting forever.
      if (key) await withUserTx(deps.db, { userId }, (tx) => repo.releaseKey(tx, asked.id)).catch(() => undefined);
      throw err;
    }
  }

  async function respond(
    userId: string,
    input: ChatInput,
    sessionId: string,
    started: number,
    { settings, region, conversation, recent, asked }: Opened,
  ): Promise<PamChatResponse> {
    const timezone = settings.regional_preferences.timezone;
    const language = input.context?.language ?? settings.display_preferences.language;
    const location = locationOf(input.context);
    const today = todayIn(timezone);
    // Newest first, each reply's stored metadata read once: the latest call and the latest record talked about.
    const stored = recent.toReversed().flatMap((m) => {
      const parsed = storedReplySchema.safeParse(m.metadata ?? {});
      return parsed.success ? [parsed.data] : [];
    });
    const previous = stored.find((r) => r.call)?.call;
    const subject = stored.find((r) => r.subject)?.subject;
    const pendingCall = storedCallSchema.safeParse(conversation.pending_action);
    const pending =
      pendingCall.success && conversation.pending_expires_at && conversation.pending_expires_at.getTime() > Date.now()
        ? pendingCall.data
        : null;
    const storedHistory: HistoryTurn[] = recent
      .slice(-PAM_CHAT_STORAGE.historySent * 2)
      .map((m) => ({ role: m.role === 'pam' ? 'assistant' : 'user', content: m.content }));
    const clientHistory: HistoryTurn[] = (input.context?.conversation_history ?? [])
      .slice(-PAM_CHAT_STORAGE.historySent)
      .map((t) => ({ role: t.role, content: t.content }));

    const decision = await decide(
      input,
      {
        language,
        today,
        timezone,
        units: settings.regional_preferences.units,
        currency: settings.regional_preferences.currency,
        location,
        previous: (previous as PamToolCall | undefined) ?? null,
        subject: subject ?? null,
      },
      { userId, today, timezone, settings, region, location },
      settings.pam_preferences,
      pending,
      storedHistory.length ? storedHistory : clientHistory,
    );

    const replyId = randomUUID();
    const metadata: PamReplyMetadata = {
      message_id: replyId,
      engine: decision.engine,
      language: decision.language,
      intent: decision.intent,
      tools: decision.tools,
      changed: decision.changed,
      awaiting_confirmation: !!decision.awaiting,
      fallback_cause: decision.fallbackCause,
      processing_ms: Math.round(performance.now() - started),
      replayed: false,
    };
    await withUserTx(deps.db, { userId }, async (tx) => {
      await repo.insertMessage(tx, {
        id: replyId,
        conversation_id: conversation.id,
        role: 'pam',
        content: decision.reply,
        metadata: {
          ...metadata,
          ...(decision.call ? { call: decision.call } : {}),
          ...(decision.uiAction ? { ui_action: decision.uiAction } : {}),
          ...(decision.subject ? { subject: decision.subject } : {}),
        },
        reply_to: asked.id,
      });
      // Whatever this message was, a pending action is only ever confirmed by the very next one.
      if (decision.awaiting || pending || conversation.pending_action) {
        await repo.setPending(
          tx,
          conversation.id,
          decision.awaiting ?? null,
          new Date(Date.now() + PAM_LIMITS.confirmationTtlMs),
        );
      }
    });

    if (decision.changed.length && deps.publishToUser) {
      await deps.publishToUser(userId, DATA_CHANGED_EVENT, { topics: decision.changed }).catch((err: unknown) =>
        deps.logger.warn('pam data.changed not published', {
          error: err instanceof Error ? err.message : String(err),
        }),
      );
    }
    return {
      response: decision.reply,
      session_id: sessionId,
      ...(decision.uiAction ? { ui_action: decision.uiAction } : {}),
      metadata,
    };
  }

  return {
    async chat(userId: string, input: ChatInput): Promise<PamChatResponse> {
      const started = performance.now();
      if (!(await tryConsume(deps.limiter, userId))) throw rateLimited();
      const key = input.idempotencyKey;
      if (!key) return answer(userId, input, started);
      const slot = `${userId}:${key}`;
      const running = inflight.get(slot);
      if (running) return replayedOf(await running);
      const answering = answer(userId, input, started);
      inflight.set(slot, answering);
      try {
        return await answering;
      } finally {
        inflight.delete(slot);
      }
    },

    /** The greeting, naming the one most useful thing from the user's data when they want suggestions. */
    async greeting(userId: string, language?: Language): Promise<string> {
      const settings = await withUserTx(deps.db, { userId }, readSettings);
      const lang = languageOf(language) ?? settings.display_preferences.language;
      if (!settings.pam_preferences.proactive_suggestions) return greetingText(lang, null);
      const today = todayIn(settings.regional_preferences.timezone);
      try {
        const facts = await deps.greetingSources.facts(userId, today);
        return greetingText(lang, pickGreetingHint({ ...facts, today }));
      } catch (err) {
        deps.logger.warn('pam greeting could not read suggestions', {
          error: err instanceof Error ? err.message : String(err),
        });
        return greetingText(lang, null);
      }
    },

    conversations: (userId: string): Promise<PamConversation[]> =>
      withUserTx(deps.db, { userId }, async (tx) =>
        (await repo.conversations(tx, MAX_CONVERSATIONS)).map((c) => ({
          session_id: c.session_id,
          started_at: toIso(c.started_at),
          last_message_at: toIso(c.last_message_at),
          message_count: Number(c.message_count),
          preview: c.preview.slice(0, 200),
        })),
      ),

    messages: (userId: string, sessionId: string): Promise<PamStoredMessage[]> =>
      withUserTx(deps.db, { userId }, async (tx) => {
        const conversation = await repo.findConversation(tx, sessionId);
        if (!conversation) throw notFound();
        return (await repo.messages(tx, conversation.id, MAX_MESSAGES)).map((m) => ({
          id: m.id,
          role: m.role === 'pam' ? 'pam' : 'user',
          content: m.content,
          created_at: toIso(m.created_at),
          feedback: m.feedback === 1 || m.feedback === -1 ? m.feedback : null,
          metadata: m.metadata ? publicMetadata(m.metadata as Record<string, unknown>, false) : null,
        }));
      }),

    deleteConversation: (userId: string, sessionId: string) =>
      withUserTx(deps.db, { userId }, async (tx) => {
        if (!(await repo.deleteConversation(tx, sessionId))) throw notFound();
      }),

    deleteAll: (userId: string) => withUserTx(deps.db, { userId }, (tx) => repo.deleteAll(tx)),

    feedback: (userId: string, messageId: string, rating: 1 | -1) =>
      withUserTx(deps.db, { userId }, async (tx) => {
        if (!UUID.test(messageId) || !(await repo.setFeedback(tx, messageId, rating))) throw notFound();
      }),
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
