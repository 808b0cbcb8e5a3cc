-- Wheels: the user's rigs. Every measure is stored metric (metres, kilograms, litres, L/100 km); the web converts
-- to the units setting. A caravan or fifth wheel may name the tow vehicle that pulls it (another row of the user).

create table vehicles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 120),
  kind text not null check (kind in ('motorhome', 'campervan', 'caravan', 'fifth_wheel', 'tow_vehicle')),
  tow_vehicle_id uuid references vehicles (id) on delete set null,
  height_m numeric(4, 2) check (height_m > 0),
  length_m numeric(5, 2) check (length_m > 0),
  width_m numeric(4, 2) check (width_m > 0),
  -- Gross vehicle mass (the most it may weigh loaded) and its empty weight: the difference is the payload.
  gross_mass_kg numeric(8, 1) check (gross_mass_kg > 0),
  empty_mass_kg numeric(8, 1) check (empty_mass_kg > 0),
  fuel_type text not null default 'diesel' check (fuel_type in ('diesel', 'petrol', 'lpg', 'electric', 'none')),
  tank_l numeric(6, 1) check (tank_l > 0),
  consumption_l_per_100km numeric(5, 2) check (consumption_l_per_100km > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (tow_vehicle_id is null or tow_vehicle_id <> id)
);
create index vehicles_user_idx on vehicles (user_id, created_at);

alter table vehicles enable row level security;
alter table vehicles force row level security;
grant select, insert, update, delete on vehicles to app_user;
create policy vehicles_own on vehicles for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

-- A tow vehicle must be the same user's.
create or replace function check_same_owner_vehicle() returns trigger language plpgsql as $$
begin
  if new.tow_vehicle_id is not null then
    perform 1 from vehicles where id = new.tow_vehicle_id and user_id = new.user_id;
    if not found then
      raise exception 'permission denied: the referenced row belongs to another user' using errcode = '42501';
    end if;
  end if;
  return new;
end $$;
create trigger vehicles_same_owner before insert or update on vehicles
  for each row execute function check_same_owner_vehicle();
