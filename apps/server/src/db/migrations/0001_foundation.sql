-- Foundation: accounts, sessions, profiles, settings, admin. Every table with a user's data has row-level
-- security enabled and forced. Requests run as app_user with app.user_id set (with-user-tx.ts); auth
-- bookkeeping runs as app_auth and admin aggregates as app_admin, each limited by its own policies.

do $$
declare r text;
begin
  foreach r in array array['app_user', 'app_auth', 'app_admin'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      begin
        execute format('create role %I nologin nosuperuser nobypassrls', r);
      exception when duplicate_object or unique_violation then null; -- created meanwhile by a parallel migration
      end;
    end if;
    execute format('grant %I to current_user', r);
  end loop;
exception when others then
  -- granting a role to itself or to a superuser can fail harmlessly; membership is only needed by non-superusers
  if sqlstate <> '0LP01' and sqlstate <> '42501' then raise; end if;
end $$;

create or replace function current_app_user_id() returns uuid
  language sql stable
  as $$ select nullif(current_setting('app.user_id', true), '')::uuid $$;

create or replace function current_app_session_id() returns uuid
  language sql stable
  as $$ select nullif(current_setting('app.session_id', true), '')::uuid $$;

grant usage on schema public to app_user, app_auth, app_admin;
grant execute on function current_app_user_id() to app_user, app_auth, app_admin;
grant execute on function current_app_session_id() to app_user, app_auth, app_admin;

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  email_confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_email_lower check (email = lower(email))
);
create unique index users_email_key on users (email);
create index users_created_at_idx on users (created_at);

create table profiles (
  user_id uuid primary key default current_app_user_id() references users (id) on delete cascade,
  full_name text,
  profile_image_url text,
  rig_type text,
  region text,
  onboarding_completed boolean not null default false,
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table user_profiles_extended (
  user_id uuid primary key default current_app_user_id() references users (id) on delete cascade,
  privacy_settings jsonb not null default '{"location_sharing_enabled": false}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table user_settings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique default current_app_user_id() references users (id) on delete cascade,
  notification_preferences jsonb not null,
  privacy_preferences jsonb not null,
  display_preferences jsonb not null,
  regional_preferences jsonb not null,
  pam_preferences jsonb not null,
  integration_preferences jsonb not null,
  location_preferences jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table user_login_history (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  ip_address text,
  user_agent text,
  device_info text,
  location_info text,
  login_method text not null check (login_method in ('password', 'oauth')),
  login_time timestamptz not null default now(),
  success boolean not null
);
create index user_login_history_user_time_idx on user_login_history (user_id, login_time desc);

create table user_active_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  session_id uuid not null unique,
  user_agent text,
  device_info text,
  location_info text,
  ip_address text,
  created_at timestamptz not null default now(),
  last_activity timestamptz not null default now(),
  expires_at timestamptz not null
);
create index user_active_sessions_user_idx on user_active_sessions (user_id);

create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references user_active_sessions (session_id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

create table auth_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('password_reset', 'email_confirmation')),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  error text
);

create table admin_users (
  user_id uuid primary key references users (id) on delete cascade,
  role text not null default 'admin',
  status text not null default 'active' check (status in ('active', 'inactive')),
  email text not null,
  created_at timestamptz not null default now()
);

-- Row-level security: enabled and forced everywhere.
do $$
declare t text;
begin
  foreach t in array array['users', 'profiles', 'user_profiles_extended', 'user_settings', 'user_login_history',
                           'user_active_sessions', 'refresh_tokens', 'auth_tokens', 'mail_outbox', 'admin_users'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
  end loop;
end $$;

-- app_user: a signed-in user's own rows.
grant select on users to app_user;
create policy users_own on users for select to app_user using (id = current_app_user_id());

grant select, insert, update on profiles, user_profiles_extended, user_settings to app_user;
create policy profiles_own on profiles for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());
create policy user_profiles_extended_own on user_profiles_extended for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());
create policy user_settings_own on user_settings for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

grant select, insert on user_login_history to app_user;
create policy user_login_history_own on user_login_history for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

grant select, insert, update, delete on user_active_sessions to app_user;
create policy user_active_sessions_own on user_active_sessions for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

grant select on admin_users to app_user;
create policy admin_users_own on admin_users for select to app_user using (user_id = current_app_user_id());

-- app_auth: sign-up, sign-in, token rotation, password reset and the mail outbox.
grant select, insert, update on users to app_auth;
create policy users_auth on users for all to app_auth using (true) with check (true);
grant select, insert, update, delete on refresh_tokens, auth_tokens to app_auth;
create policy refresh_tokens_auth on refresh_tokens for all to app_auth using (true) with check (true);
create policy auth_tokens_auth on auth_tokens for all to app_auth using (true) with check (true);
grant select, insert, update on mail_outbox to app_auth;
create policy mail_outbox_auth on mail_outbox for all to app_auth using (true) with check (true);
grant select, insert, update, delete on user_active_sessions to app_auth;
create policy user_active_sessions_auth on user_active_sessions for all to app_auth using (true) with check (true);
grant insert on user_login_history, profiles, user_profiles_extended to app_auth;
create policy user_login_history_auth on user_login_history for insert to app_auth with check (true);
create policy profiles_auth on profiles for insert to app_auth with check (true);
create policy user_profiles_extended_auth on user_profiles_extended for insert to app_auth with check (true);
grant select on admin_users to app_auth;
create policy admin_users_auth on admin_users for select to app_auth using (true);

-- app_admin: read-only aggregates for the admin dashboard, used only after the admin check.
grant select on users, user_active_sessions, admin_users, profiles to app_admin;
create policy users_admin on users for select to app_admin using (true);
create policy user_active_sessions_admin on user_active_sessions for select to app_admin using (true);
create policy admin_users_admin on admin_users for select to app_admin using (true);
create policy profiles_admin on profiles for select to app_admin using (true);
