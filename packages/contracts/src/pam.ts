import { z } from 'zod';
import { LANGUAGES, PAM_LIMITS } from './constants.ts';

/** Pam: the chat frames, the HTTP chat, health and voice payloads (SPEC §3, §7). Tool parameters: pam-tools.ts. */

export const PAM_PRIORITIES = ['urgent', 'high', 'normal'] as const;
export type PamPriority = (typeof PAM_PRIORITIES)[number];

/** SPEC §3, Pam location context: where the user is, from the browser, a typed city or the settings. */
export const pamLocationContextSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().nonnegative().nullish(),
  city: z.string().max(200).nullish(),
  region: z.string().max(200).nullish(),
  country: z.string().max(200).nullish(),
  timezone: z.string().max(64).nullish(),
  source: z.enum(['gps', 'manual', 'ip', 'settings']).nullish(),
  timestamp: z.union([z.number(), z.string()]).nullish(),
});
export type PamLocationContext = z.infer<typeof pamLocationContextSchema>;

const historyTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(PAM_LIMITS.messageMaxChars),
  timestamp: z.union([z.number(), z.string()]).optional(),
});

/** What a client tells Pam about the moment of a message; every field optional (SPEC §7). */
export const pamChatContextSchema = z
  .object({
    language: z.enum(LANGUAGES).optional(),
    timezone: z.string().max(64).optional(),
    current_page: z.string().max(200).optional(),
    region: z.string().max(16).optional(),
    location: z.union([pamLocationContextSchema, z.object({ latitude: z.number(), longitude: z.number() })]).optional(),
    userLocation: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
    conversation_history: z.array(historyTurnSchema).max(10).optional(),
    /** 'builtin': answer with the built-in engine only, even when a model is configured (Mock Mode). */
    engine: z.enum(['builtin']).optional(),
  })
  .loose();
export type PamChatContext = z.infer<typeof pamChatContextSchema>;

const messageSchema = z
  .string({ error: 'required' })
  .max(PAM_LIMITS.messageMaxChars, { error: 'too_long' })
  .refine((m) => m.trim().length > 0, { error: 'required' });

/** POST /api/v1/pam-simple/chat (bearer). */
export const pamChatRequestSchema = z.object({
  message: messageSchema,
  session_id: z.string().min(1).max(200).optional(),
  context: pamChatContextSchema.optional(),
  /** Sent by the spec's clients; when present it must be the token's user. */
  user_id: z.uuid().optional(),
  type: z.string().max(40).optional(),
});
export type PamChatRequest = z.infer<typeof pamChatRequestSchema>;

/** What a reply asks the interface to do. */
export const pamUiActionSchema = z.discriminatedUnion('type', [
  /** Open the location-consent dialog (a location question arrived without a location). */
  z.object({ type: z.literal('request_location') }),
  /** Remember a city the user typed as their location. */
  z.object({ type: z.literal('set_location'), location: pamLocationContextSchema }),
  /** Show a page of the app. */
  z.object({ type: z.literal('navigate'), path: z.string().startsWith('/') }),
  /** Settings changed: apply them (language, theme, units, currency). */
  z.object({ type: z.literal('settings_changed') }),
]);
export type PamUiAction = z.infer<typeof pamUiActionSchema>;

/** Data areas a reply changed: open screens refetch them (also sent as the realtime event `data.changed`). */
export const PAM_DATA_TOPICS = [
  'expenses',
  'income',
  'budgets',
  'savings_goals',
  'fuel_log',
  'maintenance',
  'storage_items',
  'trips',
  'settings',
  'vehicles',
  'safety',
  'social',
  'location_sharing',
  'shop',
  'profile',
  'notifications',
  'campgrounds',
] as const;
export type PamDataTopic = (typeof PAM_DATA_TOPICS)[number];
export const DATA_CHANGED_EVENT = 'data.changed';
export const dataChangedPayloadSchema = z.object({ topics: z.array(z.enum(PAM_DATA_TOPICS)) });

export const PAM_ENGINES = ['builtin', 'llm'] as const;
export const PAM_FALLBACK_CAUSES = [
  'dns',
  'authentication',
  'network',
  'timeout',
  'invalid_response',
  'other',
] as const;
export type PamFallbackCause = (typeof PAM_FALLBACK_CAUSES)[number];

export const pamReplyMetadataSchema = z
  .object({
    /** Id of the stored reply: what feedback refers to. */
    message_id: z.string(),
    engine: z.enum(PAM_ENGINES),
    language: z.enum(LANGUAGES),
    /** The intent the built-in engine understood, or the tools the model called. */
    intent: z.string().nullable(),
    tools: z.array(z.object({ name: z.string(), ok: z.boolean() })),
    changed: z.array(z.enum(PAM_DATA_TOPICS)),
    /** A destructive action waits for the user's yes in the next message. */
    awaiting_confirmation: z.boolean(),
    /** Set when a configured model failed and the built-in engine answered instead. */
    fallback_cause: z.enum(PAM_FALLBACK_CAUSES).nullable(),
    processing_ms: z.number(),
    /** The same idempotency key was answered before: this is that answer again, nothing was done twice. */
    replayed: z.boolean(),
  })
  .loose();
export type PamReplyMetadata = z.infer<typeof pamReplyMetadataSchema>;

export const pamChatResponseSchema = z.object({
  response: z.string(),
  session_id: z.string(),
  ui_action: pamUiActionSchema.optional(),
  metadata: pamReplyMetadataSchema,
});
export type PamChatResponse = z.infer<typeof pamChatResponseSchema>;

/** Frames a client sends on /api/v1/pam/ws/{userId} (SPEC §7). */
export const pamClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat'),
    message: messageSchema,
    user_id: z.uuid().optional(),
    session_id: z.string().min(1).max(200).optional(),
    context: pamChatContextSchema.optional(),
    idempotency_key: z.string().min(8).max(200).optional(),
  }),
  z.object({ type: z.literal('ping'), timestamp: z.number().optional() }),
  z.object({ type: z.literal('pong'), timestamp: z.number().optional() }),
]);
export type PamClientFrame = z.infer<typeof pamClientFrameSchema>;

/** Frames the server sends on Pam's socket. */
export const pamServerFrameSchema = z.discriminatedUnion('type', [
  /** Part of a reply while it streams (LLM path); the final `response` frame carries the whole text. */
  z.object({ type: z.literal('stream'), session_id: z.string(), content: z.string() }),
  z.object({
    type: z.literal('response'),
    response: z.string(),
    message: z.string(),
    content: z.string(),
    session_id: z.string(),
    ui_action: pamUiActionSchema.optional(),
    metadata: pamReplyMetadataSchema,
    idempotency_key: z.string().optional(),
  }),
  z.object({ type: z.literal('ui_action'), session_id: z.string(), ui_action: pamUiActionSchema }),
  z.object({
    type: z.literal('error'),
    message: z.string(),
    code: z.string().optional(),
    session_id: z.string().optional(),
    idempotency_key: z.string().optional(),
  }),
  z.object({ type: z.literal('ping'), timestamp: z.number() }),
  z.object({ type: z.literal('pong'), timestamp: z.number().optional() }),
]);
export type PamServerFrame = z.infer<typeof pamServerFrameSchema>;

/** GET /api/v1/pam/health */
export const pamHealthSchema = z.object({
  status: z.enum(['healthy', 'degraded']),
  modules: z.record(z.string(), z.enum(['ok', 'unavailable', 'not_configured'])),
  features: z.object({
    builtin_engine: z.boolean(),
    llm: z.boolean(),
    llm_provider: z.string().nullable(),
    websocket: z.boolean(),
    tts: z.boolean(),
    tts_engine: z.string().nullable(),
    stt: z.boolean(),
    languages: z.array(z.enum(LANGUAGES)),
  }),
});
export type PamHealth = z.infer<typeof pamHealthSchema>;

/** POST /api/v1/pam/tts */
export const pamTtsRequestSchema = z.object({
  text: z
    .string({ error: 'required' })
    .max(PAM_LIMITS.ttsMaxChars, { error: 'too_long' })
    .refine((t) => t.trim().length > 0, { error: 'required' }),
  language: z.enum(LANGUAGES).optional(),
  priority: z.enum(PAM_PRIORITIES).optional(),
});
/** SPEC §3, TTS audio payload. */
export const pamTtsPayloadSchema = z.object({
  audio_data: z.string(),
  format: z.enum(['wav', 'mp3']),
  engine_used: z.string(),
  voice_used: z.string(),
});
export type PamTtsPayload = z.infer<typeof pamTtsPayloadSchema>;

/** POST /api/v1/pam/stt (the recording as the body) → the words heard. */
export const pamSttResponseSchema = z.object({ text: z.string(), language: z.string().nullable() });

/** A conversation kept on the server (row-level security: its owner only). */
export const pamConversationSchema = z.object({
  session_id: z.string(),
  started_at: z.string(),
  last_message_at: z.string(),
  message_count: z.number().int(),
  preview: z.string(),
});
export type PamConversation = z.infer<typeof pamConversationSchema>;
export const pamStoredMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'pam']),
  content: z.string(),
  created_at: z.string(),
  feedback: z.union([z.literal(1), z.literal(-1)]).nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type PamStoredMessage = z.infer<typeof pamStoredMessageSchema>;
export const pamFeedbackSchema = z.object({
  message_id: z.string(),
  rating: z.union([z.literal(1), z.literal(-1)]),
});
