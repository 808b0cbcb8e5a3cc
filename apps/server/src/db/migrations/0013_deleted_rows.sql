-- Wins: a deleted expense or income line is moved here, whole, in the same statement that deletes it, so the delete
-- is decided on the server at once and an undo puts the very same row back (same id, created_at, import key).
-- Lists, totals, budgets and imports read the live tables only and never see these rows. Rows older than the
-- restore window (FINANCE_LIMITS.restoreWindowMs) can no longer be restored and are purged with the user's next
-- delete or restore; an account's rows go with it (on delete cascade).

create table deleted_rows (
  id uuid primary key,
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  source text not null check (source in ('expenses', 'income')),
  "row" jsonb not null,
  deleted_at timestamptz not null default now()
);
create index deleted_rows_user_deleted_idx on deleted_rows (user_id, deleted_at);

alter table deleted_rows enable row level security;
alter table deleted_rows force row level security;
grant select, insert, delete on deleted_rows to app_user;
create policy deleted_rows_own on deleted_rows for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());
