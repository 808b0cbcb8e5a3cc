-- Diagnostics (decision 030): web vitals that browsers report, and the site QA log admins keep.
--
-- web_vitals holds no user data: a route pattern, a metric, its value and rating, the navigation and connection type;
-- no user id, no address. Visitors write and read it through the role app_diagnostics (the server sets it for the
-- beacon and the percentile summary), whose policies allow inserting, reading, and deleting only rows older than the
-- 30 days kept. app_user has no access at all.
--
-- qa_checks are written and read in full only by a verified admin: the server sets app.moderator after its admin
-- check (admin_users or the confirmed OWNER_EMAIL, as the admin module decides), as it sets app.user_id after
-- checking the token. Everyone else sees the per-page summary, read as app_diagnostics, whose column grants cover
-- page, result and created_at only: notes, screenshots and authors are out of its reach.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'app_diagnostics') then
    begin
      create role app_diagnostics nologin nosuperuser nobypassrls;
    exception when duplicate_object or unique_violation then null; -- created meanwhile by a parallel migration
    end;
  end if;
  grant app_diagnostics to current_user;
exception when others then
  -- granting a role to itself or to a superuser can fail harmlessly; membership is only needed by non-superusers
  if sqlstate <> '0LP01' and sqlstate <> '42501' then raise; end if;
end $$;
grant usage on schema public to app_diagnostics;

create table web_vitals (
  id bigint generated always as identity primary key,
  route text not null check (char_length(route) between 1 and 200 and left(route, 1) = '/'),
  metric text not null check (metric in ('FCP', 'LCP', 'INP', 'CLS', 'TTFB', 'FID')),
  value double precision not null check (value >= 0 and value <= 600000),
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  navigation_type text check (char_length(navigation_type) <= 32),
  connection_type text check (char_length(connection_type) <= 16),
  created_at timestamptz not null default now()
);
create index web_vitals_created_at on web_vitals (created_at);
create index web_vitals_route_metric on web_vitals (route, metric, created_at);

alter table web_vitals enable row level security;
alter table web_vitals force row level security;
grant select, delete on web_vitals to app_diagnostics;
-- created_at is not granted: a report is stamped now, never back- or forward-dated.
grant insert (route, metric, value, rating, navigation_type, connection_type) on web_vitals to app_diagnostics;
create policy web_vitals_report on web_vitals for insert to app_diagnostics with check (true);
create policy web_vitals_read on web_vitals for select to app_diagnostics using (true);
create policy web_vitals_expire on web_vitals for delete to app_diagnostics
  using (created_at < now() - interval '30 days');

create table qa_checks (
  id uuid primary key default gen_random_uuid(),
  -- The history outlives an admin's account.
  created_by uuid references users (id) on delete set null,
  page text not null check (char_length(page) between 1 and 200),
  device text not null check (char_length(device) between 1 and 100),
  result text not null check (result in ('pass', 'fail', 'blocked')),
  note text not null default '' check (char_length(note) <= 2000),
  -- A file name under DATA_DIR/qa-screenshots, served only to admins by the API.
  screenshot_path text check (screenshot_path ~ '^[0-9a-f-]{36}\.webp$'),
  created_at timestamptz not null default now()
);
create index qa_checks_created on qa_checks (created_at desc, id desc);
create index qa_checks_page on qa_checks (page, created_at desc);

alter table qa_checks enable row level security;
alter table qa_checks force row level security;
grant select on qa_checks to app_user;
grant insert (created_by, page, device, result, note, screenshot_path) on qa_checks to app_user;
create policy qa_checks_admin_read on qa_checks for select to app_user
  using (coalesce(current_setting('app.moderator', true), '') = '1');
create policy qa_checks_admin_insert on qa_checks for insert to app_user
  with check (coalesce(current_setting('app.moderator', true), '') = '1' and created_by = current_app_user_id());

grant select (page, result, created_at) on qa_checks to app_diagnostics;
create policy qa_checks_summary on qa_checks for select to app_diagnostics using (true);
