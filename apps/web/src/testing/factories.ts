import { sumAmounts, type Expense, type Trip, type Vehicle } from '@ww/contracts';

/**
 * Contract-typed rows as the API returns them, for component tests: each test names only what it is about and
 * takes the rest from here, instead of copying whole object literals between test files.
 */

/** The signed-in user of the finance tests. */
export const TEST_USER = { id: '00000000-0000-4000-8000-000000000031', email: 'robin@example.com' };

let counter = 0;
/** A fresh uuid-shaped id for a row that a test does not name. */
function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

/** An expense of the test user. */
export function makeExpense(overrides: Partial<Expense> = {}): Expense {
  const id = nextId();
  return {
    id,
    user_id: TEST_USER.id,
    amount: 10,
    currency: 'USD',
    category: 'food',
    date: '2026-11-20',
    description: `Expense ${counter}`,
    created_at: '2026-11-20T12:00:00Z',
    updated_at: '2026-11-20T12:00:00Z',
    ...overrides,
  };
}

/** A list page with totals computed from the rows, as GET /expenses and GET /income answer. */
export function listPage<T extends { amount: number; currency: string }>(rows: T[], nextCursor: string | null = null) {
  const totals = new Map<string, { currency: string; total: number; count: number }>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, total: 0, count: 0 };
    total.total = sumAmounts([total.total, row.amount]);
    total.count += 1;
    totals.set(row.currency, total);
  }
  return { data: rows, next_cursor: nextCursor, totals: [...totals.values()] };
}

/** A diesel motorhome with no sizes, masses or tank given. */
export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: nextId(),
    user_id: TEST_USER.id,
    name: 'Big Blue',
    kind: 'motorhome',
    tow_vehicle_id: null,
    height_m: null,
    length_m: null,
    width_m: null,
    gross_mass_kg: null,
    empty_mass_kg: null,
    fuel_type: 'diesel',
    tank_l: null,
    consumption_l_per_100km: null,
    created_at: '',
    updated_at: '',
    ...overrides,
  };
}

/** A planned trip with no stops, route, budget or costs yet. */
export function makeTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: nextId(),
    user_id: TEST_USER.id,
    name: 'Trip',
    status: 'planned',
    start_date: null,
    end_date: null,
    stops: [],
    geometry: [],
    total_distance_km: null,
    estimated: false,
    plan: null,
    budget: null,
    currency: 'USD',
    vehicle_id: null,
    actual_cost: [],
    created_at: '2026-06-01T10:00:00Z',
    updated_at: '2026-06-01T10:00:00Z',
    ...overrides,
  };
}
