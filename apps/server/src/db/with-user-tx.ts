import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

export type Tx = Transaction<Database>;
export type RequestScope = {
  userId: string;
  sessionId?: string;
  /** Only after the caller was verified as an admin: social policies then let them see and moderate hidden content. */
  moderator?: boolean;
};

/**
 * The one way request code touches user data: a transaction as the non-superuser role app_user with
 * the user's id set, so row-level security decides what the handler can see and write.
 */
export function withUserTx<T>(db: Kysely<Database>, scope: RequestScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await sql`select set_config('app.user_id', ${scope.userId}, true), set_config('app.session_id', ${scope.sessionId ?? ''}, true), set_config('app.moderator', ${scope.moderator ? '1' : ''}, true), set_config('role', 'app_user', true)`.execute(
      tx,
    );
    return fn(tx);
  });
}

/** Auth bookkeeping (sign-up, sign-in, token rotation, reset, outbox) under the app_auth role's policies. */
export function withAuthTx<T>(db: Kysely<Database>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`set local role app_auth`.execute(tx);
    return fn(tx);
  });
}

/** Read-only aggregates for the admin dashboard; call only after the caller was verified as an admin. */
export function withAdminTx<T>(db: Kysely<Database>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`set local role app_admin`.execute(tx);
    await sql`set transaction read only`.execute(tx);
    return fn(tx);
  });
}

/**
 * A visitor's request (no account): app_user with no user id, so only what policies show to anyone is visible (the
 * shop's catalogue) and every user's own rows stay out of reach.
 */
export function withVisitorTx<T>(db: Kysely<Database>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.user_id', '', true), set_config('app.moderator', '', true), set_config('role', 'app_user', true)`.execute(
      tx,
    );
    return fn(tx);
  });
}

/** Payment webhooks and the reservation sweeper, which act for no signed-in user: orders and subscriptions only. */
export function withBillingTx<T>(db: Kysely<Database>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`set local role app_billing`.execute(tx);
    return fn(tx);
  });
}

/**
 * A verified admin's change (call only after the admin check): app_user with the admin flag, and `action` named for
 * the audit trigger, which writes every row the transaction changes to admin_audit_log with its before and after.
 */
export function withAdminActionTx<T>(
  db: Kysely<Database>,
  scope: { userId: string; action: string },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.user_id', ${scope.userId}, true), set_config('app.moderator', '1', true), set_config('app.admin_action', ${scope.action}, true), set_config('role', 'app_user', true)`.execute(
      tx,
    );
    return fn(tx);
  });
}
