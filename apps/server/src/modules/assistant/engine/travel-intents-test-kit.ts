// How the travel intent tests (travel-*intents.test.ts) ask the whole engine and state what it should make of a message.
import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { EngineContext, Understanding } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

export const ctx = engineContext({ today: '2026-03-11', units: 'imperial' });
export const located: EngineContext = {
  ...ctx,
  location: { latitude: 38.57, longitude: -109.55, city: 'Moab', source: 'gps' },
};

/** What the whole engine (finance and conversation matchers included) makes of a message. */
export function best(text: string, context: EngineContext = ctx): Understanding {
  const { language: _language, ...understanding } = understand(text, context);
  return understanding;
}

export const call = (c: PamToolCall): Understanding => ({ kind: 'tool', call: c });
export type Case = [string, Understanding];
export const cases = (name: string, table: Case[], context: EngineContext = ctx) =>
  describe(name, () => {
    it.each(table)('%s', (text, expected) => {
      expect(best(text, context)).toEqual(expected);
    });
  });
