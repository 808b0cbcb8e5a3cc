import type { AppDeps } from '#platform/app-env.ts';
import type { TravelServices } from '#modules/travel/index.ts';
import { createAssistantService, type GreetingSources, type PamBrain } from './assistant.service.ts';
import type { ToolDeps, ToolRegistry } from './assistant.types.ts';
import { understand } from './engine/index.ts';
import { engineReply } from './engine/replies.ts';
import { createLlmAgent } from './llm-agent.ts';
import { createPamMessageLimiter } from './pam-rate-limit.ts';
import type { PamToolServices } from './tools/kit.ts';
import { createToolRegistry } from './tools/registry.ts';
import { createVoiceService } from './voice.service.ts';

/** What Pam uses of the other modules: the composition root's instances of the services the screens use. */
export type PamUses = { tools: PamToolServices; trips: Pick<TravelServices['trips'], 'list'> };

/** The built-in engine, the tools and (when configured) the model, as the server runs them. */
function createPamBrain(deps: Pick<AppDeps, 'providers' | 'logger'>, registry: ToolRegistry): PamBrain {
  const llm = deps.providers.llm;
  return {
    understand,
    engineReply: (u, prefs) => engineReply(u, prefs, registry.tools()),
    registry,
    agent: llm ? createLlmAgent({ llm, registry, logger: deps.logger }) : undefined,
  };
}

function greetingSources(uses: {
  budgets: PamToolServices['budgets'];
  maintenance: PamToolServices['maintenance'];
  trips: PamUses['trips'];
}): GreetingSources {
  return {
    facts: async (userId, today) => {
      const [budgets, reminders, trips] = await Promise.all([
        uses.budgets.status(userId, today),
        uses.maintenance.reminders(userId, today),
        uses.trips.list(userId),
      ]);
      return { budgets, reminders, trips };
    },
  };
}

/** Pam's services, built once by the composition root (src/services.ts). */
export function createPamServices(
  deps: Pick<AppDeps, 'db' | 'providers' | 'logger' | 'redis' | 'publishToUser'>,
  uses: PamUses,
) {
  const toolDeps: ToolDeps = { db: deps.db, providers: deps.providers, logger: deps.logger };
  const brain = createPamBrain(deps, createToolRegistry(toolDeps, uses.tools));
  const greeting = greetingSources({ ...uses.tools, trips: uses.trips });
  return {
    brain,
    greeting,
    /**
     * One per app: the HTTP routes and the WebSocket share it, and with it the per-user message limit and the
     * messages being answered (a key resent on another transport waits for the same answer).
     */
    assistant: createAssistantService({
      db: deps.db,
      logger: deps.logger,
      brain,
      greetingSources: greeting,
      limiter: createPamMessageLimiter(deps.redis),
      // Read when a reply is sent: server.ts sets it once the pub/sub exists.
      publishToUser: (userId, event, payload) => deps.publishToUser?.(userId, event, payload) ?? Promise.resolve(),
    }),
    voice: createVoiceService(deps),
  };
}
export type PamServices = ReturnType<typeof createPamServices>;
