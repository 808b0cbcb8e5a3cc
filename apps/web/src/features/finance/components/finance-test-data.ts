import type { Expense } from '@ww/contracts';

export const TEST_USER = { id: '00000000-0000-4000-8000-000000000031', email: 'robin@example.com' };

let counter = 0;

/** An expense of the test user as the API returns it. */
export function testExpense(overrides: Partial<Expense> = {}): Expense {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
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

/** A list page with totals computed from the rows, as GET /expenses answers. */
export function listPage<T extends { amount: number; currency: string }>(rows: T[], nextCursor: string | null = null) {
  const totals = new Map<string, { currency: string; total: number; count: number }>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, total: 0, count: 0 };
    total.total = Math.round((total.total + row.amount) * 100) / 100;
    total.count += 1;
    totals.set(row.currency, total);
  }
  return { data: rows, next_cursor: nextCursor, totals: [...totals.values()] };
}
