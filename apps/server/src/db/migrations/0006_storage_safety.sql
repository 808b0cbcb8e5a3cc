-- Wheels: RV storage (what is stored where, with weights against the rig's payload) and caravan safety checklists.
-- Built-in checklist templates live in code (contracts, keyed items so the web translates them); a user's own
-- checklists are rows here. A run snapshots its checklist's items, so editing or deleting a checklist later never
-- rewrites history; every tick is stored as it happens.

create table storage_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  vehicle_id uuid references vehicles (id) on delete set null,
  name text not null check (length(name) between 1 and 120),
  location text not null default '' check (length(location) <= 120),
  quantity integer not null default 1 check (quantity between 1 and 100000),
  unit_weight_kg numeric(8, 2) check (unit_weight_kg >= 0),
  notes text not null default '' check (length(notes) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index storage_items_user_idx on storage_items (user_id, location, name);

create table safety_checklists (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  name text not null check (length(name) between 1 and 120),
  -- The items' texts in order: a JSON array of strings.
  items jsonb not null check (jsonb_typeof(items) = 'array' and jsonb_array_length(items) between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index safety_checklists_user_idx on safety_checklists (user_id, created_at);

create table safety_checklist_runs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  -- Exactly one source: a built-in template's key, or the user's checklist (kept by name if it is deleted later).
  template_key text check (template_key ~ '^[a-z_]{1,40}$'),
  checklist_id uuid references safety_checklists (id) on delete set null,
  name text not null default '' check (length(name) <= 120),
  vehicle_id uuid references vehicles (id) on delete set null,
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  check (template_key is not null or length(name) > 0)
);
create index safety_checklist_runs_user_idx on safety_checklist_runs (user_id, started_at desc);

create table safety_run_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  run_id uuid not null references safety_checklist_runs (id) on delete cascade,
  position integer not null check (position >= 0),
  -- A template item's key (translated on the web) or a user checklist item's own text.
  item_key text check (item_key ~ '^[a-z0-9_]{1,60}$'),
  text text not null default '' check (length(text) <= 300),
  checked boolean not null default false,
  ticked_at timestamptz,
  unique (run_id, position),
  check (item_key is not null or length(text) > 0),
  check (checked = (ticked_at is not null))
);

do $$
declare t text;
begin
  foreach t in array array['storage_items', 'safety_checklists', 'safety_checklist_runs', 'safety_run_items'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('grant select, insert, update, delete on %I to app_user', t);
    execute format('create policy %I on %I for all to app_user using (user_id = current_app_user_id()) with check (user_id = current_app_user_id())', t || '_own', t);
  end loop;
end $$;

-- Every referenced row must be the same user's: RLS alone would only hide another user's row, not stop a foreign
-- key from pointing at it.
create or replace function raise_foreign_owner() returns void language plpgsql as $$
begin
  raise exception 'permission denied: the referenced row belongs to another user' using errcode = '42501';
end $$;

create or replace function check_same_owner_storage_safety() returns trigger language plpgsql as $$
begin
  -- Nested ifs per table: PL/pgSQL resolves new.<column> only when reached, and the tables differ in columns.
  if tg_table_name in ('storage_items', 'safety_checklist_runs') then
    if new.vehicle_id is not null then
      perform 1 from vehicles where id = new.vehicle_id and user_id = new.user_id;
      if not found then perform raise_foreign_owner(); end if;
    end if;
  end if;
  if tg_table_name = 'safety_checklist_runs' then
    if new.checklist_id is not null then
      perform 1 from safety_checklists where id = new.checklist_id and user_id = new.user_id;
      if not found then perform raise_foreign_owner(); end if;
    end if;
  end if;
  if tg_table_name = 'safety_run_items' then
    perform 1 from safety_checklist_runs where id = new.run_id and user_id = new.user_id;
    if not found then perform raise_foreign_owner(); end if;
  end if;
  return new;
end $$;
create trigger storage_items_same_owner before insert or update on storage_items
  for each row execute function check_same_owner_storage_safety();
create trigger safety_checklist_runs_same_owner before insert or update on safety_checklist_runs
  for each row execute function check_same_owner_storage_safety();
create trigger safety_run_items_same_owner before insert or update on safety_run_items
  for each row execute function check_same_owner_storage_safety();
