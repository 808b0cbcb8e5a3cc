import { describe, expect, it } from 'vitest';
import { toAppError } from '#platform/errors.ts';

/** What the pg driver and PGlite throw: an Error with the SQLSTATE in `code`. */
const pgError = (code: string, message = 'database said no') => Object.assign(new Error(message), { code });

describe('database errors as answers', () => {
  it.each([
    [
      '23503',
      'insert or update on table "fuel_log" violates foreign key constraint "fuel_log_vehicle_id_fkey"',
      409,
      /no longer exists/,
    ],
    [
      '23503',
      'update or delete on table "vehicles" violates foreign key constraint "x" on table "fuel_log"',
      409,
      /still used/,
    ],
    ['23505', 'duplicate key value violates unique constraint', 409, /already exists/],
    ['23514', 'new row violates check constraint', 400, /outside what is allowed/],
    ['23502', 'null value in column violates not-null constraint', 400, /outside what is allowed/],
    ['22P02', 'invalid input syntax for type uuid', 400, /not in a valid form/],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00', 400, /not in a valid form/],
    ['22001', 'value too long for type character varying(3)', 400, /too long/],
    ['22003', 'numeric field overflow', 400, /too large/],
    ['22007', 'invalid input syntax for type date', 400, /date or time/],
    ['22008', 'date/time field value out of range', 400, /date or time/],
    ['22012', 'division by zero', 400, /Invalid data/],
    ['54000', 'index row size exceeds maximum', 400, /too large to store/],
  ])('%s (%s) is a %i with a message a user understands', (code, message, status, text) => {
    const err = toAppError(pgError(code, message));
    expect(err.status).toBe(status);
    expect(err.errorClass).toBe('validation');
    expect(err.message).toMatch(text);
    expect(err.message).not.toContain(message);
  });

  it('keeps row-level security refusals a 403 and anything unknown a 500', () => {
    expect(toAppError(pgError('42501')).status).toBe(403);
    expect(toAppError(pgError('57P01')).status).toBe(500);
    expect(toAppError(new Error('boom')).status).toBe(500);
  });
});
