-- Wheels: the fuel log. Volumes in litres, odometers in km, money numeric(12,2) with its currency. A fill-up may
-- have created a fuel expense (expense_id); consumption is computed between full-tank fills.

create table fuel_log (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  vehicle_id uuid references vehicles (id) on delete set null,
  filled_on date not null,
  odometer_km numeric(9, 1) check (odometer_km >= 0),
  volume_l numeric(8, 2) not null check (volume_l > 0),
  price_per_l numeric(8, 3) not null check (price_per_l >= 0),
  total_cost numeric(12, 2) not null check (total_cost >= 0),
  currency char(3) not null,
  full_tank boolean not null default true,
  place text not null default '' check (length(place) <= 200),
  expense_id uuid references expenses (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index fuel_log_user_date_idx on fuel_log (user_id, filled_on desc, created_at desc);
create index fuel_log_vehicle_idx on fuel_log (vehicle_id, odometer_km);

alter table fuel_log enable row level security;
alter table fuel_log force row level security;
grant select, insert, update, delete on fuel_log to app_user;
create policy fuel_log_own on fuel_log for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

-- The vehicle and the expense must be the same user's: RLS alone would only hide another user's row, not stop a
-- foreign key from pointing at it.
create or replace function check_same_owner_fuel_log() returns trigger language plpgsql as $$
begin
  if new.vehicle_id is not null then
    perform 1 from vehicles where id = new.vehicle_id and user_id = new.user_id;
    if not found then
      raise exception 'permission denied: the referenced row belongs to another user' using errcode = '42501';
    end if;
  end if;
  if new.expense_id is not null then
    perform 1 from expenses where id = new.expense_id and user_id = new.user_id;
    if not found then
      raise exception 'permission denied: the referenced row belongs to another user' using errcode = '42501';
    end if;
  end if;
  return new;
end $$;
create trigger fuel_log_same_owner before insert or update on fuel_log
  for each row execute function check_same_owner_fuel_log();
