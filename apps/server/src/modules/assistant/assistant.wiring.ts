import type { AppDeps } from '#platform/app-env.ts';
import { createBudgetsService } from '#modules/finance/index.ts';
import { createMaintenanceService, createTripsService } from '#modules/travel/index.ts';
import {
  createAssistantService,
  type AssistantService,
  type GreetingSources,
  type PamBrain,
} from './assistant.service.ts';
import { understand } from './engine/index.ts';
import { engineReply } from './engine/replies.ts';
import { createLlmAgent } from './llm-agent.ts';
import { createPamMessageLimiter } from './pam-rate-limit.ts';
import { createToolRegistry } from './tools/registry.ts';

/** The built-in engine, the tools and (when configured) the model, as the server runs them. */
export function createPamBrain(deps: Pick<AppDeps, 'db' | 'providers' | 'logger'>): PamBrain {
  const registry = createToolRegistry({ db: deps.db, providers: deps.providers, logger: deps.logger });
  const llm = deps.providers.llm;
  return {
    understand,
    engineReply,
    registry,
    agent: llm ? createLlmAgent({ llm, registry, logger: deps.logger }) : undefined,
  };
}

export function greetingSources(deps: Pick<AppDeps, 'db'>): GreetingSources {
  const budgets = createBudgetsService(deps);
  const maintenance = createMaintenanceService(deps);
  const trips = createTripsService(deps);
  return {
    facts: async (userId, today) => {
      const [budgetStatus, reminders, tripList] = await Promise.all([
        budgets.status(userId, today),
        maintenance.reminders(userId, today),
        trips.list(userId),
      ]);
      return { budgets: budgetStatus, reminders, trips: tripList };
    },
  };
}

/**
 * One assistant per app: the HTTP routes and the WebSocket share it, and with it the per-user message limit and the
 * messages being answered (a key resent on another transport waits for the same answer).
 */
const services = new WeakMap<AppDeps, AssistantService>();

export function assistantServiceFor(deps: AppDeps): AssistantService {
  let service = services.get(deps);
  if (!service) {
    service = createAssistantService({
      db: deps.db,
      logger: deps.logger,
      brain: createPamBrain(deps),
      greetingSources: greetingSources(deps),
      limiter: createPamMessageLimiter(deps.redis),
      // Read when a reply is sent: server.ts sets it once the pub/sub exists.
      publishToUser: (userId, event, payload) => deps.publishToUser?.(userId, event, payload) ?? Promise.resolve(),
    });
    services.set(deps, service);
  }
  return service;
}
