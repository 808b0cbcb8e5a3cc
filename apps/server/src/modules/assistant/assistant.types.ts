import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  Language,
  PAM_TOOL_PARAMETERS,
  PamDataTopic,
  PamFallbackCause,
  PamLocationContext,
  PamToolCall,
  PamToolName,
  PamUiAction,
  Region,
  UserSettingsValues,
} from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import type { Logger } from '#platform/logger.ts';
import type { Providers } from '#providers/providers.ts';

/** What the built-in engine knows about the moment of a message. */
export type EngineContext = {
  /** The user's language setting (or the client's); the engine answers in the language the message is written in. */
  language: Language;
  /** Today in the user's time zone, YYYY-MM-DD: every relative date is resolved against it. */
  today: string;
  timezone: string;
  /** The summary of the user's distance unit (imperial: miles); each figure's own unit is in the tools' settings. */
  units: 'metric' | 'imperial';
  /** The user's currency setting, e.g. 'USD'. */
  currency: string;
  /** Where the user is, when the client knows (browser position or a typed city). */
  location: PamLocationContext | null;
  /** The last tool call of this conversation, for follow-ups such as "and last month?". */
  previous: PamToolCall | null;
  /**
   * The record the conversation is about: the one the latest tool that named a record created, changed, found or
   * opened. "Make that 45", "delete it", "share that trip with Sam" refer to it.
   */
  subject?: PamSubject | null;
};

/** A record a reply was about, kept with the reply so the next message can refer to it. */
export type PamSubject = {
  /** The record's kind as the tools name it: 'expense', 'income', 'fuel_entry', 'maintenance', 'trip', 'post', ... */
  kind: string;
  id: string;
  /** How the record was named to the user ("the $12 museum ticket of 27 Nov"). */
  label: string;
};

/** What the built-in engine made of a message. */
export type Understanding =
  | { kind: 'tool'; call: PamToolCall }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'help' }
  /** "yes" / "sí" / "oui" to a pending destructive action. */
  | { kind: 'confirm' }
  | { kind: 'cancel' }
  | { kind: 'refuse'; reason: 'other_users_data' | 'bulk_delete' }
  /** A location question with no place named and no location known (SPEC §4). */
  | { kind: 'needs_location' }
  /** Understood the task but a required detail is missing. */
  | { kind: 'clarify'; intent: PamToolName; missing: 'amount' | 'category' | 'place' | 'destination' | 'goal' | 'item' }
  | { kind: 'unknown' };

/** The engine's answer: what it understood and the language the message was written in (replies use it). */
export type Understood = Understanding & { language: Language };

export type ToolArgsOut<K extends PamToolName> = z.output<(typeof PAM_TOOL_PARAMETERS)[K]>;

/** Everything a tool may know about who asks and when; the user id never comes from the message or the model. */
export type ToolContext = {
  userId: string;
  /** The language to reply in. */
  language: Language;
  today: string;
  timezone: string;
  /** Each kind of figure is written in the user's own unit for it (regional_preferences, decision 050). */
  settings: UserSettingsValues;
  /** The profile's region, for how dates and money are written (en-GB, en-AU...); the currency's region when null. */
  region?: Region | null;
  location: PamLocationContext | null;
};

export type ToolOutcome =
  | {
      ok: true;
      /** The reply for the user in ctx.language, every figure in it computed from the user's data. */
      reply: string;
      /** The result as JSON for a model to read (no other user's data, no secrets). */
      data: unknown;
      /** Data areas written: open screens refetch them. */
      changed: PamDataTopic[];
      uiAction?: PamUiAction;
      /** The one record this call created, changed, found or opened: what "it" means in the next message. */
      subject?: PamSubject;
    }
  | {
      ok: false;
      reply: string;
      /** not_found, invalid, unavailable (a provider), needs_location, ambiguous, ... */
      code: string;
      data?: unknown;
      uiAction?: PamUiAction;
    };

export interface PamTool<K extends PamToolName = PamToolName> {
  name: K;
  /** For a model: what the tool does, in English. */
  description: string;
  /** Deletes or changes many things: runs only after the user confirms in the next message. */
  destructive: boolean;
  /**
   * What the tool does, as one line of Pam's help in each language with an example request ("post to the feed
   * (\"post: arrived in Moab!\")"). Pam's help lists these, so it says what the registry holds.
   */
  help?: Record<Language, string>;
  run(args: ToolArgsOut<K>, ctx: ToolContext): Promise<ToolOutcome>;
  /**
   * Destructive tools: the question put to the user (naming exactly what would be done), or why it cannot be done.
   * `args`, when given, are the arguments to run with once confirmed: they pin the very row the prompt named.
   * `handover`, when given, is the call to run instead once confirmed: the words named a record of another tool
   * ("delete my Jayco" names no expense but a rig).
   */
  confirmation?(
    args: ToolArgsOut<K>,
    ctx: ToolContext,
  ): Promise<{ prompt: string; args?: ToolArgsOut<K>; handover?: PamToolCall } | ToolOutcome>;
}

export interface ToolRegistry {
  tools(): PamTool[];
  get(name: string): PamTool | undefined;
  /** Validates the arguments with the tool's schema (a model's call may be anything), then runs it. */
  run(call: { name: string; args: unknown }, ctx: ToolContext): Promise<ToolOutcome>;
}

export type ToolDeps = { db: Kysely<Database>; providers: Providers; logger: Logger };

/** What a model made of a message: a reply (and what its tools did), or why it could not answer. */
export type PamAgentResult =
  | {
      ok: true;
      reply: string;
      tools: { name: string; ok: boolean }[];
      changed: PamDataTopic[];
      uiAction?: PamUiAction;
      /** A destructive tool the model asked for: not run; the prompt is put to the user, who confirms next turn. */
      pendingConfirmation?: { call: { name: string; args: unknown }; prompt: string };
    }
  | { ok: false; cause: PamFallbackCause; detail: string };
