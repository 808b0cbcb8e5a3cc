import { sql } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { AppError } from '#platform/errors.ts';

/**
 * Suspended users read but do not write (decision 018): the policies refuse their writes, and the services say why
 * before trying, in one of two ways.
 */

const me = sql<string>`current_app_user_id()`;

/** Whether the caller is suspended now. */
export const isSuspended = async (tx: Tx) =>
  (await sql<{ suspended: boolean }>`select social_is_suspended(${me}) as suspended`.execute(tx)).rows[0]!.suspended;

/** The 403 of a suspended account, saying what it cannot do for now. */
export const suspendedFrom = (what: string) => () =>
  new AppError(403, 'rls_permission', `Your account is suspended: you can't ${what} for now.`, 'suspended');

/** Refuses a post or a comment while the caller is suspended, saying until when and why. */
export async function refuseSuspended(tx: Tx): Promise<void> {
  const suspension = await tx
    .selectFrom('user_suspensions')
    .select(['reason', 'until'])
    .where('user_id', '=', me)
    .where('until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (suspension) {
    throw new AppError(
      403,
      'other',
      `Your account is suspended until ${new Date(suspension.until).toISOString()}: ${suspension.reason}`,
      'suspended',
    );
  }
}
