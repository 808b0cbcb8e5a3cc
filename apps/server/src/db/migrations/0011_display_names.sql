-- Public display names: a campground review or a user-added site shows who wrote it by the name on their profile,
-- never by their account id. Profiles stay readable only by their owner (row-level security); the one thing others
-- see goes through public_display_name(), which runs as the role app_directory: it may read profiles' user_id and
-- full_name (column grants), nothing else, and only inside this function (the role cannot log in).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'app_directory') then
    begin
      create role app_directory nologin nosuperuser nobypassrls;
    exception when duplicate_object or unique_violation then null; -- created meanwhile by a parallel migration
    end;
  end if;
  grant app_directory to current_user;
exception when others then
  -- granting a role to itself or to a superuser can fail harmlessly; membership is only needed by non-superusers
  if sqlstate <> '0LP01' and sqlstate <> '42501' then raise; end if;
end $$;
grant usage, create on schema public to app_directory;
grant select (user_id, full_name) on profiles to app_directory;
create policy profiles_directory on profiles for select to app_directory using (true);

-- The trimmed full name, or null when the user gave none (the web then shows 'A traveller' in the user's language).
create function public_display_name(uid uuid) returns text
  language sql stable security definer
  set search_path = public, pg_temp
  as $$ select nullif(btrim(p.full_name), '') from profiles p where p.user_id = uid $$;
alter function public_display_name(uuid) owner to app_directory;
revoke execute on function public_display_name(uuid) from public;
grant execute on function public_display_name(uuid) to app_user;
