-- Wheels: saved trips and the user's travel preferences. Distances in km, fuel prices per litre; the web
-- converts to the units setting. A trip's plan is the route planner's answer it was saved from (null when the
-- trip came from a GPX import).

create table trips (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 120),
  status text not null default 'planned' check (status in ('planned', 'active', 'completed')),
  start_date date,
  end_date date,
  -- Ordered [{lat, lon, name}].
  stops jsonb not null check (jsonb_typeof(stops) = 'array'),
  -- [[lon, lat], ...] along the route.
  geometry jsonb not null default '[]' check (jsonb_typeof(geometry) = 'array'),
  total_distance_km numeric(9, 1) check (total_distance_km >= 0),
  estimated boolean not null default false,
  plan jsonb,
  budget numeric(12, 2) check (budget >= 0),
  currency char(3) not null,
  vehicle_id uuid references vehicles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date is null or start_date is null or end_date >= start_date)
);
create index trips_user_idx on trips (user_id, created_at desc);

alter table trips enable row level security;
alter table trips force row level security;
grant select, insert, update, delete on trips to app_user;
create policy trips_own on trips for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

-- A trip's vehicle must be the same user's.
create or replace function check_same_owner_trip() returns trigger language plpgsql as $$
begin
  if new.vehicle_id is not null then
    perform 1 from vehicles where id = new.vehicle_id and user_id = new.user_id;
    if not found then
      raise exception 'permission denied: the referenced row belongs to another user' using errcode = '42501';
    end if;
  end if;
  return new;
end $$;
create trigger trips_same_owner before insert or update on trips
  for each row execute function check_same_owner_trip();

-- One row per user; a missing row means every default applies.
create table travel_preferences (
  user_id uuid primary key default current_app_user_id() references users (id) on delete cascade,
  daily_limit_km numeric(6, 1) check (daily_limit_km > 0),
  fuel_price_per_l numeric(8, 3) check (fuel_price_per_l > 0),
  fuel_price_currency char(3),
  updated_at timestamptz not null default now(),
  check ((fuel_price_per_l is null) = (fuel_price_currency is null))
);

alter table travel_preferences enable row level security;
alter table travel_preferences force row level security;
grant select, insert, update, delete on travel_preferences to app_user;
create policy travel_preferences_own on travel_preferences for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());
