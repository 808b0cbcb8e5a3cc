-- Wheels: vehicle maintenance records (SPEC §3: task, date, cost, mileage) and schedules repeating every N km
-- and/or N months. Odometers are stored in km. A record with a cost may have created a maintenance expense.

create table maintenance_records (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  vehicle_id uuid references vehicles (id) on delete set null,
  task text not null check (length(task) between 1 and 120),
  date date not null,
  cost numeric(12, 2) check (cost > 0),
  currency char(3) not null,
  odometer_km numeric(9, 1) check (odometer_km >= 0),
  notes text not null default '',
  expense_id uuid references expenses (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index maintenance_records_user_date_idx on maintenance_records (user_id, date desc, created_at desc);
create index maintenance_records_vehicle_idx on maintenance_records (vehicle_id, odometer_km);

create table maintenance_schedules (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  vehicle_id uuid references vehicles (id) on delete cascade,
  task text not null check (length(task) between 1 and 120),
  every_km numeric(9, 1) check (every_km > 0),
  every_months integer check (every_months between 1 and 240),
  last_done_on date,
  last_done_km numeric(9, 1) check (last_done_km >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (every_km is not null or every_months is not null)
);
create index maintenance_schedules_user_idx on maintenance_schedules (user_id, created_at);

do $$
declare t text;
begin
  foreach t in array array['maintenance_records', 'maintenance_schedules'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('grant select, insert, update, delete on %I to app_user', t);
    execute format('create policy %I on %I for all to app_user using (user_id = current_app_user_id()) with check (user_id = current_app_user_id())', t || '_own', t);
  end loop;
end $$;

-- The vehicle (and a record's expense) must be the same user's: RLS alone would only hide another user's row,
-- not stop a foreign key from pointing at it.
create or replace function check_same_owner_maintenance() returns trigger language plpgsql as $$
begin
  if new.vehicle_id is not null then
    perform 1 from vehicles where id = new.vehicle_id and user_id = new.user_id;
    if not found then
      raise exception 'permission denied: the referenced row belongs to another user' using errcode = '42501';
    end if;
  end if;
  -- Nested, not "and": PL/pgSQL may evaluate new.expense_id even on the schedules table, which has no such column.
  if tg_table_name = 'maintenance_records' then
    if new.expense_id is not null then
      perform 1 from expenses where id = new.expense_id and user_id = new.user_id;
      if not found then
        raise exception 'permission denied: the referenced row belongs to another user' using errcode = '42501';
      end if;
    end if;
  end if;
  return new;
end $$;
create trigger maintenance_records_same_owner before insert or update on maintenance_records
  for each row execute function check_same_owner_maintenance();
create trigger maintenance_schedules_same_owner before insert or update on maintenance_schedules
  for each row execute function check_same_owner_maintenance();
