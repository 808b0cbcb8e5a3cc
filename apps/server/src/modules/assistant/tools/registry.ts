import { PAM_TOOL_PARAMETERS, type PamToolName } from '@ww/contracts';
import type { PamTool, ToolContext, ToolDeps, ToolOutcome, ToolRegistry } from '../assistant.types.ts';
import { financeTools } from './finance-tools.ts';
import { pick } from './format.ts';
import { fail, invalidArgs, outcomeOfError, type PamToolServices, type ToolServices } from './kit.ts';
import { namingStops } from './plan-refusals.ts';
import { recordTools } from './record-tools.ts';
import { settingsTools } from './settings-tools.ts';
import { shopTools } from './shop-tools.ts';
import { socialTools } from './social-tools.ts';
import { travelTools } from './travel-tools.ts';
import { vehicleTools } from './vehicle-tools.ts';

const isToolName = (name: string): name is PamToolName => Object.hasOwn(PAM_TOOL_PARAMETERS, name);

/**
 * Pam's tools, one per name of PAM_TOOL_PARAMETERS, shared by the built-in engine and a model. Each calls the services
 * the screens use with ctx.userId, so it reads and writes only inside the user's row-level-security transaction.
 */
export function createToolRegistry(deps: ToolDeps, pamServices: PamToolServices): ToolRegistry {
  // The planner's refusals keep the names of the stops, so Pam says which leg crosses the sea (plan-refusals.ts).
  const services: ToolServices = {
    ...pamServices,
    planner: namingStops(pamServices.planner),
    router: namingStops(pamServices.router),
    deps,
  };
  const all = [
    ...financeTools(services),
    ...travelTools(services),
    ...vehicleTools(services),
    ...settingsTools(services),
    ...recordTools(services),
    ...socialTools(services),
    ...shopTools(services),
  ];
  const byName = new Map<string, PamTool>(all.map((t) => [t.name, t]));

  const failed = (ctx: ToolContext, name: string, err: unknown): ToolOutcome => {
    const outcome = outcomeOfError(ctx, err);
    if (outcome) return outcome;
    deps.logger.error('Pam tool failed', { tool: name, error: err instanceof Error ? err.message : String(err) });
    return fail(
      'failed',
      pick(ctx, {
        en: 'Something went wrong on my side and nothing was changed. Please try again.',
        es: 'Algo falló por mi parte y no se cambió nada. Inténtalo de nuevo.',
        fr: "Un problème est survenu de mon côté et rien n'a été modifié. Veuillez réessayer.",
      }),
    );
  };

  return {
    tools: () => all,
    get: (name) => byName.get(name),
    async run(call, ctx) {
      const tool = byName.get(call.name);
      if (!tool || !isToolName(call.name)) {
        return fail(
          'unknown_tool',
          pick(ctx, {
            en: "I can't do that yet.",
            es: 'Todavía no puedo hacer eso.',
            fr: 'Je ne sais pas encore faire cela.',
          }),
          { tool: call.name },
        );
      }
      const parsed = PAM_TOOL_PARAMETERS[call.name].safeParse(call.args ?? {});
      if (!parsed.success) return invalidArgs(ctx, parsed.error);
      try {
        return await tool.run(parsed.data, ctx);
      } catch (err) {
        return failed(ctx, call.name, err);
      }
    },
  };
}
