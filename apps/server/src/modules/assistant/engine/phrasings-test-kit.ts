// What the phrasing tests (phrasings.*.test.ts) read messages with and judge readings by.
import { expect } from 'vitest';
import { PAM_TOOL_NAMES, type PamToolName } from '@ww/contracts';
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

/** The tools that only read (or open a screen); a tool added later writes until it is listed here. */
const READS = new Set<PamToolName>([
  'spending_summary',
  'income_summary',
  'recent_expenses',
  'budget_status',
  'savings_progress',
  'distance_between',
  'plan_trip',
  'fuel_cost',
  'find_campgrounds',
  'weather',
  'maintenance_due',
  'find_storage_item',
  'find_records',
  'export_records',
  'list_vehicles',
  'fuel_stats',
  'list_trips',
  'open_trip',
  'export_trip',
  'list_checklists',
  'list_fuel_entries',
  'list_maintenance',
  'list_trip_shares',
  'read_trip_comments',
  'list_maintenance_schedules',
  'storage_weight',
  'travel_preferences',
  'read_feed',
  'read_messages',
  'list_friends',
  'list_friend_requests',
  'find_groups',
  'search_marketplace',
  'search_hustles',
  'location_sharing_status',
  'read_hustle_comments',
  'read_notifications',
  'list_group_members',
  'list_my_groups',
  'list_blocked',
  'group_rules',
  'group_reports',
  'find_products',
  'product_fit',
  'view_cart',
  'open_checkout',
  'order_status',
  'show_profile',
  'exchange_rates',
  'side_income_sources',
  'side_income_earnings',
  'convert_currency',
  'settings_summary',
  'open_bank_import',
  'list_my_campgrounds',
  'campground_reviews',
]);

/** The tools that write: a question or a plan must call none of them. */
export const WRITES = new Set<PamToolName>(PAM_TOOL_NAMES.filter((name) => !READS.has(name)));
