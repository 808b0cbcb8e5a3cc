import { describe, expect, it } from 'vitest';
import { routeWrite } from './index.ts';

describe('routeWrite', () => {
  it('makes a write from a typed route: the params filled in and the query added as api() does', () => {
    expect(
      routeWrite('DELETE /fuel-log/{id}', { params: { id: 'fill 1' }, query: { delete_expense: 'false' } }),
    ).toEqual({ method: 'DELETE', path: '/fuel-log/fill%201?delete_expense=false' });
    expect(
      routeWrite('POST /social/conversations/{id}/messages', { params: { id: 'c1' }, json: { body: 'On my way' } }),
    ).toEqual({ method: 'POST', path: '/social/conversations/c1/messages', json: { body: 'On my way' } });
  });

  it('refuses at compile time a body, a param or a method the route does not have', () => {
    // @ts-expect-error an amount is a number
    routeWrite('POST /expenses', { json: { amount: 'ten', category: 'fuel', date: '2026-11-29' } });
    // @ts-expect-error the row's id is missing
    expect(() => routeWrite('PATCH /fuel-log/{id}', { params: {}, json: {} })).toThrow(/path parameter id/);
    // @ts-expect-error no such route
    routeWrite('PUT /expenses', { json: {} });
  });
});
