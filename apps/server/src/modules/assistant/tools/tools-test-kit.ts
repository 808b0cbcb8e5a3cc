import { todayIn, type Language, type PamLocationContext, type UserSettingsValues } from '@ww/contracts';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '#db/database.ts';
import { createTestApp, type TestApp } from '#test/harness.ts';
import type { Providers } from '#providers/providers.ts';
import type { ToolContext, ToolRegistry } from '../assistant.types.ts';

export type TestUser = Awaited<ReturnType<TestApp['signUp']>>;

/** The app's own registry, or one built with some providers replaced (by another composition root). */
export const registryFor = (t: TestApp, providers?: Partial<Providers>): ToolRegistry =>
  (providers ? t.servicesWith(providers) : t.services).pam.brain.registry;

/** What the assistant service would pass a tool for this user: their stored settings and today in their zone. */
/** The app of one describe on `kind` with its tool registry, created before its tests and closed after them. */
export function useToolsTestApp(kind: DatabaseKind) {
  const suite = {} as { t: TestApp; registry: ToolRegistry };
  beforeAll(async () => {
    suite.t = await createTestApp(kind);
    suite.registry = registryFor(suite.t);
  }, 60_000);
  afterAll(() => suite.t?.close());
  return suite;
}

export async function contextFor(
  t: TestApp,
  user: TestUser,
  options: { language?: Language; location?: PamLocationContext | null } = {},
): Promise<ToolContext> {
  const res = await t.request('GET', 'settings', { token: user.token });
  const { data: settings } = res.body as { data: UserSettingsValues };
  const timezone = settings.regional_preferences.timezone;
  return {
    userId: user.id,
    language: options.language ?? 'en',
    today: todayIn(timezone),
    timezone,
    settings,
    location: options.location ?? null,
  };
}

/** A reply's ok outcome, failing the test with the reply when it is not ok. */
export function expectOk<T extends { ok: boolean; reply: string }>(outcome: T): Extract<T, { ok: true }> {
  if (!outcome.ok) throw new Error(`tool failed: ${outcome.reply} ${JSON.stringify(outcome)}`);
  return outcome as Extract<T, { ok: true }>;
}
