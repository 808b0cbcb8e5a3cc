-- Offline writes replayed safely (decision 028). The web's outbox sends every queued write with an Idempotency-Key;
-- the first answer to a user's key is kept here for 24 hours, so a replay after a lost answer gets that answer again
-- and changes nothing. status_code is null while the first request is still running.
--
-- Expired keys are removed by idempotency_keys_expire(), which runs as the role app_maintenance: it may see and delete
-- only rows older than 24 hours (of any user, so a traveller who never comes back leaves nothing behind) and cannot
-- log in; request code calls it, at most once a minute per server process.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'app_maintenance') then
    begin
      create role app_maintenance nologin nosuperuser nobypassrls;
    exception when duplicate_object or unique_violation then null; -- created meanwhile by a parallel migration
    end;
  end if;
  grant app_maintenance to current_user;
exception when others then
  -- granting a role to itself or to a superuser can fail harmlessly; membership is only needed by non-superusers
  if sqlstate <> '0LP01' and sqlstate <> '42501' then raise; end if;
end $$;
-- create: a non-superuser migrating role may hand the function below to app_maintenance only then.
grant usage, create on schema public to app_maintenance;

create table idempotency_keys (
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  key text not null check (length(key) between 1 and 200),
  method text not null check (method in ('POST', 'PUT', 'PATCH', 'DELETE')),
  path text not null check (length(path) <= 2000),
  -- sha256 (hex) of the method, the path with its query and the raw body bytes: the same key with another request
  -- is refused instead of answered with the first one's result.
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  status_code integer check (status_code between 200 and 299),
  response_body text,
  response_type text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (user_id, key),
  check ((status_code is null) = (completed_at is null))
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);

alter table idempotency_keys enable row level security;
alter table idempotency_keys force row level security;
grant select, insert, update, delete on idempotency_keys to app_user;
create policy idempotency_keys_own on idempotency_keys for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

grant select (created_at), delete on idempotency_keys to app_maintenance;
create policy idempotency_keys_expired on idempotency_keys for all to app_maintenance
  using (created_at < now() - interval '24 hours');

create function idempotency_keys_expire() returns integer
  language sql volatile security definer set search_path = public, pg_temp
  as $$
    with gone as (delete from idempotency_keys where created_at < now() - interval '24 hours' returning 1)
    select count(*)::integer from gone $$;
alter function idempotency_keys_expire() owner to app_maintenance;
revoke execute on function idempotency_keys_expire() from public;
grant execute on function idempotency_keys_expire() to app_user;

-- A checklist tick queued offline is sent with If-Match: its row's last change, like every other editable row.
alter table safety_run_items add column updated_at timestamptz not null default now();
