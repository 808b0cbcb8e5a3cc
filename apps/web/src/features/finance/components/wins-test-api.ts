// The Wins tests' stubbed API: signed in, with no budgets, savings goals or exchange rates unless a test gives some.

import { jsonResponse, type ApiHandler } from '#testing/api-stub.ts';
import { expensesApi } from '#testing/fixtures/expenses.ts';

export function winsApi(handlers: Record<string, ApiHandler> = {}) {
  return expensesApi({
    'GET /budgets/status': () => jsonResponse(200, { data: [] }),
    'GET /savings-goals': () => jsonResponse(200, { data: [] }),
    'GET /exchange-rates': () => jsonResponse(200, { data: [] }),
    ...handlers,
  });
}
