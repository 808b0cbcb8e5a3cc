-- Wins: expenses, income, budgets with alerts, savings goals, exchange rates, import rules, side-income sources and
-- in-app notifications. All user tables: row-level security enabled and forced, own rows only for app_user.

create table expenses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  amount numeric(12, 2) not null check (amount > 0),
  currency char(3) not null,
  category text not null check (category in ('fuel', 'food', 'campground', 'maintenance', 'entertainment', 'other')),
  date date not null,
  description text not null default '',
  -- Fingerprint of an imported bank line (date, amount, currency, description, occurrence); re-imports skip it.
  import_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index expenses_user_date_idx on expenses (user_id, date desc, created_at desc, id desc);
create index expenses_user_category_date_idx on expenses (user_id, category, date);
create unique index expenses_user_import_key_idx on expenses (user_id, import_key) where import_key is not null;

create table side_income_sources (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  name text not null,
  kind text not null check (kind in ('remote_work', 'workamping', 'seasonal', 'crafts', 'content', 'other')),
  notes text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index side_income_sources_user_idx on side_income_sources (user_id);

create table income (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  source text not null,
  amount numeric(12, 2) not null check (amount > 0),
  currency char(3) not null,
  date date not null,
  recurrence text not null default 'none' check (recurrence in ('none', 'weekly', 'fortnightly', 'monthly')),
  side_income_source_id uuid references side_income_sources (id) on delete set null,
  import_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index income_user_date_idx on income (user_id, date desc, created_at desc, id desc);
create unique index income_user_import_key_idx on income (user_id, import_key) where import_key is not null;

create table budgets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  category text check (category in ('fuel', 'food', 'campground', 'maintenance', 'entertainment', 'other')),
  period text not null check (period in ('monthly', 'weekly')),
  amount numeric(12, 2) not null check (amount > 0),
  currency char(3) not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One budget per category (or overall) and period kind.
create unique index budgets_user_category_period_idx on budgets (user_id, coalesce(category, ''), period);

create table budget_alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  budget_id uuid not null references budgets (id) on delete cascade,
  period_start date not null,
  threshold int not null check (threshold in (80, 100)),
  created_at timestamptz not null default now(),
  unique (budget_id, period_start, threshold)
);

create table savings_goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  name text not null,
  target_amount numeric(12, 2) not null check (target_amount > 0),
  currency char(3) not null,
  target_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index savings_goals_user_idx on savings_goals (user_id);

create table savings_contributions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  goal_id uuid not null references savings_goals (id) on delete cascade,
  amount numeric(12, 2) not null check (amount > 0),
  date date not null,
  note text not null default '',
  created_at timestamptz not null default now()
);
create index savings_contributions_goal_idx on savings_contributions (goal_id, date desc);

create table exchange_rates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  base char(3) not null,
  quote char(3) not null,
  rate numeric(18, 8) not null check (rate > 0),
  updated_at timestamptz not null default now(),
  unique (user_id, base, quote),
  check (base <> quote)
);

create table category_rules (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  -- Normalised description (lower case, digits and punctuation collapsed) the rule matches.
  pattern text not null,
  category text not null check (category in ('fuel', 'food', 'campground', 'maintenance', 'entertainment', 'other')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, pattern)
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  kind text not null,
  data jsonb not null default '{}',
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_created_idx on notifications (user_id, created_at desc);

do $$
declare t text;
begin
  foreach t in array array['expenses', 'side_income_sources', 'income', 'budgets', 'budget_alerts', 'savings_goals',
                           'savings_contributions', 'exchange_rates', 'category_rules', 'notifications'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('grant select, insert, update, delete on %I to app_user', t);
    execute format('create policy %I on %I for all to app_user using (user_id = current_app_user_id()) with check (user_id = current_app_user_id())', t || '_own', t);
  end loop;
end $$;

-- A contribution or an income line may only point at the same user's goal or source.
create or replace function check_same_owner() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'savings_contributions' then
    perform 1 from savings_goals where id = new.goal_id and user_id = new.user_id;
  elsif new.side_income_source_id is not null then
    perform 1 from side_income_sources where id = new.side_income_source_id and user_id = new.user_id;
  else
    return new;
  end if;
  if not found then
    raise exception 'permission denied: the referenced row belongs to another user' using errcode = '42501';
  end if;
  return new;
end $$;
create trigger savings_contributions_same_owner before insert or update on savings_contributions
  for each row execute function check_same_owner();
create trigger income_same_owner before insert or update on income
  for each row execute function check_same_owner();
