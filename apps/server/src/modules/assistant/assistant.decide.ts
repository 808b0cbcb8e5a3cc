import {
  PAM_TOOL_PARAMETERS,
  type Language,
  type PamDataTopic,
  type PamFallbackCause,
  type PamUiAction,
} from '@ww/contracts';
import type { Logger } from '#platform/logger.ts';
import type { ChatInput, HistoryTurn, PamBrain, ReplyPrefs } from './assistant.service.ts';
import type {
  EngineContext,
  PamAgentResult,
  PamSubject,
  ToolContext,
  ToolOutcome,
  Understood,
} from './assistant.types.ts';

/** What Pam answers to one message, with what it ran and what it waits for. */
type Decision = {
  reply: string;
  engine: 'builtin' | 'llm';
  intent: string | null;
  tools: { name: string; ok: boolean }[];
  changed: PamDataTopic[];
  uiAction?: PamUiAction;
  awaiting?: { name: string; args: unknown };
  fallbackCause: PamFallbackCause | null;
  call?: { name: string; args: unknown };
  subject?: PamSubject;
  language: Language;
};

function fromOutcome(outcome: ToolOutcome, name: string, language: Language): Decision {
  return {
    reply: outcome.reply,
    engine: 'builtin',
    intent: name,
    tools: [{ name, ok: outcome.ok }],
    changed: outcome.ok ? outcome.changed : [],
    uiAction: outcome.uiAction,
    fallbackCause: null,
    ...(outcome.ok && outcome.subject ? { subject: outcome.subject } : {}),
    language,
  };
}

/**
 * Pam's decision on one message: a confirmation or cancellation of the pending action, a tool call the built-in engine
 * understood (asking first when it deletes), or the model's answer when the engine understood nothing.
 */
export function createDecider(deps: { brain: PamBrain; logger: Logger; timeoutMs: number }) {
  const { brain, timeoutMs } = deps;

  async function runAgent(
    message: string,
    history: HistoryTurn[],
    ctx: ToolContext,
    onToken?: (token: string) => void,
  ): Promise<PamAgentResult> {
    const agent = brain.agent!;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<PamAgentResult>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ ok: false, cause: 'timeout', detail: `No answer within ${timeoutMs} ms.` });
      }, timeoutMs);
    });
    try {
      return await Promise.race([
        agent
          .respond({ message, history, ctx, onToken, signal: controller.signal })
          .catch((err: unknown): PamAgentResult => ({
            ok: false,
            cause: 'other',
            detail: err instanceof Error ? err.message : String(err),
          })),
        timedOut,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** What Pam does with one message, given the conversation's pending action and previous call. */
  async function decide(
    input: ChatInput,
    engineCtx: EngineContext,
    toolCtx: Omit<ToolContext, 'language'>,
    prefs: ReplyPrefs,
    pending: { name: string; args: unknown } | null,
    history: HistoryTurn[],
  ): Promise<Decision> {
    const u = brain.understand(input.message, engineCtx);
    const language = u.language;
    const ctx: ToolContext = { ...toolCtx, language };
    const plain = (understood: Understood, extra: Partial<Decision> = {}): Decision => ({
      reply: brain.engineReply(understood, prefs),
      engine: 'builtin',
      intent: understood.kind,
      tools: [],
      changed: [],
      fallbackCause: null,
      language,
      ...extra,
    });

    if (pending) {
      if (u.kind === 'confirm') {
        const outcome = await brain.registry.run(pending, ctx);
        return { ...fromOutcome(outcome, pending.name, language), call: pending };
      }
      if (u.kind === 'cancel') return plain(u);
    }

    switch (u.kind) {
      case 'tool': {
        const tool = brain.registry.get(u.call.name);
        if (!tool) return plain({ kind: 'unknown', language });
        if (tool.destructive) {
          const args = PAM_TOOL_PARAMETERS[u.call.name].safeParse(u.call.args);
          if (!args.success || !tool.confirmation) {
            const outcome = await brain.registry.run(u.call, ctx);
            return fromOutcome(
              outcome.ok ? { ...outcome, ok: false, code: 'invalid' } : outcome,
              u.call.name,
              language,
            );
          }
          const asked = await tool.confirmation(args.data, ctx);
          if ('prompt' in asked) {
            return {
              reply: asked.prompt,
              engine: 'builtin',
              intent: u.call.name,
              tools: [],
              changed: [],
              // The confirmation's own args pin the very row its prompt named.
              awaiting: asked.handover ?? { name: u.call.name, args: asked.args ?? args.data },
              fallbackCause: null,
              call: u.call,
              language,
            };
          }
          return { ...fromOutcome(asked, u.call.name, language), call: u.call };
        }
        const outcome = await brain.registry.run(u.call, ctx);
        return { ...fromOutcome(outcome, u.call.name, language), call: u.call };
      }
      case 'needs_location':
        return plain(u, { uiAction: { type: 'request_location' } });
      case 'unknown': {
        // Mock Mode (/pam-dev-test) asks for the built-in engine alone, model or not.
        if (!brain.agent || input.context?.engine === 'builtin') return plain(u);
        const answer = await runAgent(input.message, history, ctx, input.onToken);
        if (!answer.ok) {
          deps.logger.warn('pam model failed; the built-in engine answered', {
            cause: answer.cause,
            detail: answer.detail,
          });
          return plain(u, { fallbackCause: answer.cause });
        }
        const awaiting = answer.pendingConfirmation?.call;
        return {
          reply: answer.pendingConfirmation?.prompt ?? answer.reply,
          engine: 'llm',
          intent: answer.tools.length ? answer.tools.map((t) => t.name).join(',') : null,
          tools: answer.tools,
          changed: answer.changed,
          uiAction: answer.uiAction,
          awaiting,
          fallbackCause: null,
          language,
        };
      }
      default:
        return plain(u);
    }
  }

  return decide;
}
