// What the phrasing tests (phrasings.*.test.ts) read messages with and judge readings by.
import { expect } from 'vitest';
import type { PamToolName } from '@ww/contracts';
import type { Understood } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

// Wednesday 18 March 2026; the user's settings: English, metric, US dollars; no location known.
export const ctx = engineContext();

export type Expected =
  | { name: PamToolName; args: Record<string, unknown> }
  | { kind: Exclude<Understood['kind'], 'tool'>; reason?: string; intent?: string; missing?: string };
export const call = (name: PamToolName, args: Record<string, unknown>): Expected => ({ name, args });

/** The tool call (an expense's free-text description left out: its wording is asserted elsewhere), or the other reading. */
export function reading(text: string): Expected | Understood {
  const u = understand(text, ctx);
  if (u.kind !== 'tool') return u;
  const args: Record<string, unknown> = { ...u.call.args };
  if (u.call.name === 'log_expense') delete args.description;
  return { name: u.call.name, args };
}

export function expectReading(text: string, expected: Expected) {
  const got = reading(text);
  if ('name' in expected) expect(got).toEqual(expected);
  else expect(got).toMatchObject(expected);
}

/** The tools that write: a question or a plan must call none of them. */
export const WRITES = new Set<PamToolName>([
  'log_expense',
  'log_income',
  'set_budget',
  'create_savings_goal',
  'contribute_savings_goal',
  'set_location',
  'log_maintenance',
  'log_fuel',
  'update_settings',
  'delete_expense',
]);
