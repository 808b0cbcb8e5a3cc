import { AppError } from '#platform/errors.ts';
import type { ToolContext, ToolOutcome } from '../assistant.types.ts';
import { pick, type Texts } from './format.ts';
import { fail } from './kit.ts';

/** A service's refusal with a known code, said in the user's language; anything else goes on to the registry. */
export async function refusalsSaid<T>(
  ctx: ToolContext,
  work: () => Promise<T>,
  said: Record<string, Texts>,
): Promise<{ ok: true; value: T } | { ok: false; outcome: ToolOutcome }> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    if (err instanceof AppError && err.code && said[err.code]) {
      return { ok: false, outcome: fail('conflict', pick(ctx, said[err.code]!), { code: err.code }) };
    }
    throw err;
  }
}
