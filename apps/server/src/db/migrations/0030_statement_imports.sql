-- Wins: a bank import is written in batches (decision 044). On PGlite the database is one connection on the server's
-- own thread, so the thousands of lines of a statement are committed a few hundred at a time and other requests'
-- queries run in between. Each batch's rows carry their import's id: an import that fails after its first batches is
-- undone as a whole, and one a stopped server left 'writing' is undone before the user's next import, so no statement
-- stays half-imported.

create table statement_imports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  status text not null default 'writing' check (status in ('writing', 'done')),
  format text not null check (format in ('csv', 'ofx')),
  expenses integer not null default 0 check (expenses >= 0),
  income integer not null default 0 check (income >= 0),
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create index statement_imports_user_status_idx on statement_imports (user_id, status, started_at);

alter table statement_imports enable row level security;
alter table statement_imports force row level security;
grant select, insert, update, delete on statement_imports to app_user;
create policy statement_imports_own on statement_imports for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

-- The import a row came from (null: entered by hand, or imported before this migration). Only a marker for undoing
-- an import, so no foreign key: a row never points at another user's import through it.
alter table expenses add column import_id uuid;
alter table income add column import_id uuid;
create index expenses_import_idx on expenses (import_id) where import_id is not null;
create index income_import_idx on income (import_id) where import_id is not null;
