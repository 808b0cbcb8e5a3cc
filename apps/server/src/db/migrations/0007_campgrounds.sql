-- Wheels: campgrounds and RV parks. Public data every signed-in user reads: OpenStreetMap sites (written only by the
-- importer and the Overpass fetch, as the role app_campground_import) and sites users add (each changeable only by
-- whoever added it). Amenities are true / false / null (the source does not say); lengths in metres.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'app_campground_import') then
    begin
      create role app_campground_import nologin nosuperuser nobypassrls;
    exception when duplicate_object or unique_violation then null; -- created meanwhile by a parallel migration
    end;
  end if;
  grant app_campground_import to current_user;
exception when others then
  -- granting a role to itself or to a superuser can fail harmlessly; membership is only needed by non-superusers
  if sqlstate <> '0LP01' and sqlstate <> '42501' then raise; end if;
end $$;
grant usage on schema public to app_campground_import;
grant execute on function current_app_user_id() to app_campground_import;

create table campgrounds (
  id uuid primary key default gen_random_uuid(),
  source text not null check (source in ('osm', 'user')),
  osm_id text unique check (osm_id ~ '^(node|way|relation)/[0-9]+$'),
  name text check (length(name) between 1 and 200),
  lat double precision not null check (lat between -90 and 90),
  lon double precision not null check (lon between -180 and 180),
  ele double precision,
  power boolean,
  water boolean,
  dump_station boolean,
  showers boolean,
  toilets boolean,
  pets boolean,
  free boolean,
  max_length_m double precision check (max_length_m > 0),
  caravans boolean,
  motorhome boolean,
  tents boolean,
  fee text,
  capacity integer check (capacity >= 0),
  website text,
  phone text,
  opening_hours text,
  address text,
  tags jsonb not null default '{}'::jsonb,
  created_by uuid default current_app_user_id() references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((source = 'osm') = (osm_id is not null)),
  check ((source = 'user') = (created_by is not null))
);
-- No PostGIS on PGlite: a radius search narrows to a latitude band by this index, then to the longitude range
-- within it, and computes the exact distance only for what is left.
create index campgrounds_lat_lon_idx on campgrounds (lat, lon);
create index campgrounds_created_by_idx on campgrounds (created_by) where created_by is not null;

alter table campgrounds enable row level security;
alter table campgrounds force row level security;
grant select, insert, update, delete on campgrounds to app_user;
grant select, insert, update on campgrounds to app_campground_import;
create policy campgrounds_read on campgrounds for select to app_user using (true);
create policy campgrounds_add on campgrounds for insert to app_user
  with check (source = 'user' and created_by = current_app_user_id());
create policy campgrounds_change_own on campgrounds for update to app_user
  using (created_by = current_app_user_id()) with check (source = 'user' and created_by = current_app_user_id());
create policy campgrounds_delete_own on campgrounds for delete to app_user using (created_by = current_app_user_id());
create policy campgrounds_import on campgrounds for all to app_campground_import
  using (source = 'osm') with check (source = 'osm' and created_by is null);

-- Overpass areas already fetched (1° tiles, keyed by their south-west corner), refetched when older than a week.
create table campground_tiles (
  tile_lat integer not null check (tile_lat between -90 and 89),
  tile_lon integer not null check (tile_lon between -180 and 179),
  fetched_at timestamptz not null default now(),
  site_count integer not null default 0,
  primary key (tile_lat, tile_lon)
);
alter table campground_tiles enable row level security;
alter table campground_tiles force row level security;
grant select, insert, update on campground_tiles to app_campground_import;
create policy campground_tiles_import on campground_tiles for all to app_campground_import using (true) with check (true);

create table campground_reviews (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  campground_id uuid not null references campgrounds (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  body text not null default '' check (length(body) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, campground_id)
);
create index campground_reviews_campground_idx on campground_reviews (campground_id, created_at);

alter table campground_reviews enable row level security;
alter table campground_reviews force row level security;
grant select, insert, update, delete on campground_reviews to app_user;
create policy campground_reviews_read on campground_reviews for select to app_user using (true);
create policy campground_reviews_add on campground_reviews for insert to app_user with check (user_id = current_app_user_id());
create policy campground_reviews_change_own on campground_reviews for update to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());
create policy campground_reviews_delete_own on campground_reviews for delete to app_user using (user_id = current_app_user_id());
