-- The shop, memberships, the video course and the admin audit (decision 036).
--
-- Who may do what is decided here:
-- - The catalogue (active products and their prices) is read by anyone: visitors read it as app_user with no user id.
-- - A user's cart, orders, subscription, course progress are theirs alone (user_id = current_app_user_id()).
-- - Stock moves only through security-definer functions: a checkout takes what it can (never below zero, enforced by
--   a check), a cancellation or a timeout gives it back once.
-- - Site admins (app.moderator = '1', set by the server after its admin check) manage products, prices, orders,
--   memberships, lessons and admin rights. Every row they insert, change or delete is written to admin_audit_log by a
--   trigger in the same transaction, with the row before and after: no admin write escapes the audit.
-- - Payment webhooks and the reservation sweeper act for no signed-in user, as the role app_billing, whose policies
--   reach orders and subscriptions only.

do $$
declare r text;
begin
  foreach r in array array['app_billing', 'app_audit'] loop
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
grant usage on schema public to app_billing, app_audit;
grant execute on function current_app_user_id() to app_billing, app_audit;
grant execute on function social_is_site_moderator() to app_billing, app_audit;

-- ---------------------------------------------------------------------------------------------------------------
-- Admin audit

create table admin_audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references users (id) on delete set null,
  -- What the admin did, as the server named it (product.update, order.ship, user.grant_membership, ...).
  action text not null check (length(action) between 1 and 80),
  target_table text not null,
  target_id text,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index admin_audit_log_created_idx on admin_audit_log (created_at desc, id desc);
create index admin_audit_log_target_idx on admin_audit_log (target_table, target_id);

alter table admin_audit_log enable row level security;
alter table admin_audit_log force row level security;
grant select on admin_audit_log to app_user, app_admin;
create policy admin_audit_log_read on admin_audit_log for select to app_user using (social_is_site_moderator());
create policy admin_audit_log_admin on admin_audit_log for select to app_admin using (true);
grant insert on admin_audit_log to app_audit;
create policy admin_audit_log_write on admin_audit_log for insert to app_audit with check (true);

-- Fires on every admin-managed table; writes only when a verified admin is acting (the flag the server sets), so a
-- traveller's own checkout taking stock is not an admin action. Nobody may update or delete the log.
create function admin_audit() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_id text;
begin
  if not social_is_site_moderator() then return null; end if;
  if tg_op = 'UPDATE' and old_row = new_row then return null; end if;
  row_id := coalesce(new_row, old_row) ->> tg_argv[0];
  if tg_nargs > 1 then row_id := row_id || '/' || (coalesce(new_row, old_row) ->> tg_argv[1]); end if;
  insert into admin_audit_log (actor_id, action, target_table, target_id, before, after)
  values (current_app_user_id(),
          coalesce(nullif(current_setting('app.admin_action', true), ''), tg_table_name || '.' || lower(tg_op)),
          tg_table_name, row_id, old_row, new_row);
  return null;
end $$;
alter function admin_audit() owner to app_audit;
revoke execute on function admin_audit() from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Catalogue

create table shop_products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  category text not null check (category in ('rv_parts', 'camping_gear', 'electronics', 'accessories')),
  description text not null default '' check (length(description) <= 10000),
  -- [{label, value}] as the product page lists them.
  specs jsonb not null default '[]' check (jsonb_typeof(specs) = 'array' and jsonb_array_length(specs) <= 40),
  -- [{url, width, height}] from POST /admin/products/photos.
  photos jsonb not null default '[]' check (jsonb_typeof(photos) = 'array' and jsonb_array_length(photos) <= 8),
  stock integer not null default 0 check (stock >= 0 and stock <= 1000000),
  -- 'shop' when the shop sells and ships it; otherwise the seller platform's slug (the /thank-you/{slug} page) and
  -- the product's page there.
  seller text not null default 'shop' check (seller ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  external_url text check (external_url ~ '^https?://' and length(external_url) <= 2000),
  -- Rig limits the product names (a hitch rated to a mass, a cover for rigs up to a length): "Fits my rig".
  max_rig_length_m numeric(5, 2) check (max_rig_length_m > 0),
  max_rig_mass_kg numeric(8, 1) check (max_rig_mass_kg > 0),
  hitch text check (hitch in ('ball', 'fifth_wheel', 'gooseneck', 'pintle')),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_vector tsvector generated always as (to_tsvector('simple', market_fold(name || ' ' || description))) stored,
  check ((seller = 'shop') = (external_url is null))
);
create index shop_products_search_idx on shop_products using gin (search_vector);
create index shop_products_category_idx on shop_products (category, name, id) where active;
create index shop_products_name_idx on shop_products (name, id) where active;

create table shop_product_prices (
  product_id uuid not null references shop_products (id) on delete cascade,
  currency char(3) not null check (currency in ('USD', 'AUD', 'NZD', 'CAD', 'GBP', 'EUR')),
  amount numeric(12, 2) not null check (amount >= 0),
  primary key (product_id, currency)
);
create index shop_product_prices_amount_idx on shop_product_prices (currency, amount);

-- Taxes and shipping per currency region (the region module maps a country to its currency).
create table shop_region_settings (
  currency char(3) primary key check (currency in ('USD', 'AUD', 'NZD', 'CAD', 'GBP', 'EUR')),
  tax_rate numeric(5, 4) not null default 0 check (tax_rate >= 0 and tax_rate < 1),
  -- Prices already include the tax (AU GST, NZ GST, UK and EU VAT), or it is added at checkout (US, CA).
  tax_included boolean not null default false,
  shipping_flat numeric(12, 2) not null default 0 check (shipping_flat >= 0),
  free_shipping_over numeric(12, 2) check (free_shipping_over >= 0),
  updated_at timestamptz not null default now()
);
insert into shop_region_settings (currency, tax_rate, tax_included, shipping_flat, free_shipping_over) values
  ('USD', 0, false, 9.95, 150), ('CAD', 0.05, false, 12.95, 200), ('AUD', 0.10, true, 14.95, 200),
  ('NZD', 0.15, true, 14.95, 200), ('GBP', 0.20, true, 6.95, 100), ('EUR', 0.20, true, 7.95, 120);

alter table shop_products enable row level security;
alter table shop_products force row level security;
alter table shop_product_prices enable row level security;
alter table shop_product_prices force row level security;
alter table shop_region_settings enable row level security;
alter table shop_region_settings force row level security;
grant select on shop_products, shop_product_prices, shop_region_settings to app_user, app_admin, app_billing;
grant insert, update, delete on shop_products, shop_product_prices, shop_region_settings to app_user;
-- Anyone (visitors too) reads what is on sale; admins read and manage everything.
create policy shop_products_read on shop_products for select to app_user using (active or social_is_site_moderator());
create policy shop_products_manage on shop_products for all to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy shop_product_prices_read on shop_product_prices for select to app_user using (true);
create policy shop_product_prices_manage on shop_product_prices for all to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy shop_region_settings_read on shop_region_settings for select to app_user using (true);
create policy shop_region_settings_manage on shop_region_settings for all to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy shop_products_admin on shop_products for select to app_admin using (true);
create policy shop_product_prices_admin on shop_product_prices for select to app_admin using (true);
create policy shop_region_settings_admin on shop_region_settings for select to app_admin using (true);
create policy shop_products_billing on shop_products for select to app_billing using (true);
create policy shop_product_prices_billing on shop_product_prices for select to app_billing using (true);
create policy shop_region_settings_billing on shop_region_settings for select to app_billing using (true);

create trigger shop_products_audit after insert or update or delete on shop_products
  for each row execute function admin_audit('id');
create trigger shop_product_prices_audit after insert or update or delete on shop_product_prices
  for each row execute function admin_audit('product_id', 'currency');
create trigger shop_region_settings_audit after insert or update or delete on shop_region_settings
  for each row execute function admin_audit('currency');

-- ---------------------------------------------------------------------------------------------------------------
-- Cart and orders

create table shop_cart_items (
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  product_id uuid not null references shop_products (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 99),
  added_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
alter table shop_cart_items enable row level security;
alter table shop_cart_items force row level security;
grant select, insert, update, delete on shop_cart_items to app_user;
create policy shop_cart_items_own on shop_cart_items for all to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

create table shop_orders (
  id uuid primary key default gen_random_uuid(),
  -- What the buyer and the admin call it: #1001, #1002, ...
  number bigint generated always as identity (start with 1001) unique,
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  status text not null default 'awaiting_payment'
    check (status in ('awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')),
  method text not null check (method in ('stripe', 'manual')),
  currency char(3) not null check (currency in ('USD', 'AUD', 'NZD', 'CAD', 'GBP', 'EUR')),
  subtotal numeric(12, 2) not null check (subtotal >= 0),
  tax numeric(12, 2) not null check (tax >= 0),
  tax_included boolean not null,
  shipping numeric(12, 2) not null check (shipping >= 0),
  total numeric(12, 2) not null check (total >= 0),
  -- {name, line1, line2?, city, region?, postcode, country}
  shipping_address jsonb check (jsonb_typeof(shipping_address) = 'object'),
  email text not null,
  -- The buyer's language when ordering: the receipt is written in it.
  language text not null default 'en' check (language in ('en', 'es', 'fr')),
  checkout_session_id text unique,
  payment_intent_id text,
  -- Stock stays taken until then; an unpaid order past it is cancelled and its stock given back.
  reserved_until timestamptz not null,
  -- Set once its stock has been given back, so nothing is released twice.
  stock_released_at timestamptz,
  paid_at timestamptz,
  shipped_at timestamptz,
  delivered_at timestamptz,
  cancelled_at timestamptz,
  refunded_at timestamptz,
  receipt_sent_at timestamptz,
  added_to_storage_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index shop_orders_user_idx on shop_orders (user_id, created_at desc, id desc);
create index shop_orders_created_idx on shop_orders (created_at desc, id desc);
create index shop_orders_reserved_idx on shop_orders (reserved_until) where status = 'awaiting_payment';

create table shop_order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references shop_orders (id) on delete cascade,
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  product_id uuid references shop_products (id) on delete set null,
  name text not null,
  category text not null,
  unit_amount numeric(12, 2) not null check (unit_amount >= 0),
  quantity integer not null check (quantity between 1 and 99),
  unique (order_id, product_id)
);
create index shop_order_items_order_idx on shop_order_items (order_id);
create index shop_order_items_product_idx on shop_order_items (product_id);

alter table shop_orders enable row level security;
alter table shop_orders force row level security;
alter table shop_order_items enable row level security;
alter table shop_order_items force row level security;
grant select on shop_orders, shop_order_items to app_user, app_admin, app_billing;
grant insert (user_id, method, currency, subtotal, tax, tax_included, shipping, total, shipping_address, email,
              language, reserved_until) on shop_orders to app_user;
grant insert (order_id, user_id, product_id, name, category, unit_amount, quantity) on shop_order_items to app_user;
-- The buyer only ever sets their order's checkout session, cancels it while unpaid, or marks it added to storage;
-- the rest of its life is the webhook's (paid, refunded) and the admins' (paid by hand, shipped, delivered).
grant update (checkout_session_id, status, cancelled_at, receipt_sent_at, added_to_storage_at, updated_at,
              paid_at, shipped_at, delivered_at, refunded_at, payment_intent_id) on shop_orders to app_user;
create policy shop_orders_own on shop_orders for select to app_user
  using (user_id = current_app_user_id() or social_is_site_moderator());
create policy shop_orders_place on shop_orders for insert to app_user
  with check (user_id = current_app_user_id() and status = 'awaiting_payment');
create policy shop_orders_buyer on shop_orders for update to app_user
  using (user_id = current_app_user_id())
  with check (user_id = current_app_user_id() and status in ('awaiting_payment', 'cancelled', 'delivered'));
create policy shop_orders_manage on shop_orders for update to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy shop_order_items_own on shop_order_items for select to app_user
  using (user_id = current_app_user_id() or social_is_site_moderator());
create policy shop_order_items_place on shop_order_items for insert to app_user
  with check (user_id = current_app_user_id()
              and exists (select 1 from shop_orders o where o.id = order_id and o.user_id = current_app_user_id()
                                                        and o.status = 'awaiting_payment'));
create policy shop_orders_admin on shop_orders for select to app_admin using (true);
create policy shop_order_items_admin on shop_order_items for select to app_admin using (true);
grant update (status, paid_at, cancelled_at, refunded_at, payment_intent_id, checkout_session_id, receipt_sent_at,
              updated_at) on shop_orders to app_billing;
create policy shop_orders_billing on shop_orders for select to app_billing using (true);
create policy shop_orders_billing_update on shop_orders for update to app_billing using (true) with check (true);
create policy shop_order_items_billing on shop_order_items for select to app_billing using (true);

-- The buyer's own cancellation updates these columns too; the trigger writes only for admins.
create trigger shop_orders_audit after update on shop_orders
  for each row execute function admin_audit('id');

-- Takes `quantity` of a product on sale, all or nothing: false when there is not enough. Row locks serialize
-- buyers of one product; the check keeps stock from going below zero whatever happens.
create function shop_take_stock(p_product uuid, p_quantity integer) returns boolean
  language sql security definer set search_path = public, pg_temp
  as $$
    with taken as (
      update shop_products set stock = stock - p_quantity
      where id = p_product and active and seller = 'shop' and stock >= p_quantity and p_quantity > 0
      returning 1)
    select exists (select 1 from taken) $$;

-- Gives an order's stock back, once: only the billing role calls this one (a webhook, the sweeper).
create function shop_give_back_stock(p_order uuid) returns boolean
  language plpgsql security definer set search_path = public, pg_temp
  as $$
begin
  update shop_orders set stock_released_at = now() where id = p_order and stock_released_at is null;
  if not found then return false; end if;
  update shop_products p set stock = p.stock + i.quantity
  from shop_order_items i where i.order_id = p_order and i.product_id = p.id;
  return true;
end $$;

-- The same for a request: the order must be the caller's own, or the caller a verified admin.
create function shop_release_stock(p_order uuid) returns boolean
  language plpgsql security definer set search_path = public, pg_temp
  as $$
begin
  if not exists (select 1 from shop_orders o where o.id = p_order
                 and (o.user_id = current_app_user_id() or social_is_site_moderator())) then
    return false;
  end if;
  return shop_give_back_stock(p_order);
end $$;

grant update (stock) on shop_products to app_billing;
grant update (stock_released_at) on shop_orders to app_billing;
create policy shop_products_billing_stock on shop_products for update to app_billing using (true) with check (true);
do $$
declare f text;
begin
  foreach f in array array['shop_take_stock(uuid, integer)', 'shop_give_back_stock(uuid)',
                           'shop_release_stock(uuid)'] loop
    execute format('alter function %s owner to app_billing', f);
    execute format('revoke execute on function %s from public', f);
  end loop;
end $$;
grant execute on function shop_take_stock(uuid, integer) to app_user;
grant execute on function shop_release_stock(uuid) to app_user;

-- ---------------------------------------------------------------------------------------------------------------
-- Memberships

-- The prices admins set per plan and currency; 'course' is the video course bought on its own.
create table billing_plan_prices (
  plan text not null check (plan in ('monthly', 'annual', 'course')),
  currency char(3) not null check (currency in ('USD', 'AUD', 'NZD', 'CAD', 'GBP', 'EUR')),
  amount numeric(12, 2) not null check (amount > 0),
  updated_at timestamptz not null default now(),
  primary key (plan, currency)
);
-- The defaults are the landing page's regional prices (contracts REGIONAL_PRICES: the annual plan is its monthly
-- figure × 12); the monthly plan's price is decision 036's.
insert into billing_plan_prices (plan, currency, amount) values
  ('monthly', 'USD', 9.99), ('annual', 'USD', 99.00), ('course', 'USD', 97.00),
  ('monthly', 'AUD', 14.99), ('annual', 'AUD', 150.00), ('course', 'AUD', 149.00),
  ('monthly', 'NZD', 16.99), ('annual', 'NZD', 165.00), ('course', 'NZD', 159.00),
  ('monthly', 'CAD', 13.99), ('annual', 'CAD', 135.00), ('course', 'CAD', 129.00),
  ('monthly', 'GBP', 7.99), ('annual', 'GBP', 78.00), ('course', 'GBP', 77.00),
  ('monthly', 'EUR', 8.99), ('annual', 'EUR', 90.00), ('course', 'EUR', 89.00);
alter table billing_plan_prices enable row level security;
alter table billing_plan_prices force row level security;
grant select on billing_plan_prices to app_user, app_admin, app_billing;
grant insert, update, delete on billing_plan_prices to app_user;
create policy billing_plan_prices_read on billing_plan_prices for select to app_user using (true);
create policy billing_plan_prices_manage on billing_plan_prices for all to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy billing_plan_prices_admin on billing_plan_prices for select to app_admin using (true);
create policy billing_plan_prices_billing on billing_plan_prices for select to app_billing using (true);
create trigger billing_plan_prices_audit after insert or update or delete on billing_plan_prices
  for each row execute function admin_audit('plan', 'currency');

create table subscriptions (
  user_id uuid primary key references users (id) on delete cascade,
  plan text not null default 'trial' check (plan in ('trial', 'monthly', 'annual')),
  -- As stored; a trial or a grant past its end reads as 'expired' (billing_status below).
  status text not null default 'trialing' check (status in ('trialing', 'active', 'past_due', 'canceled', 'expired')),
  source text not null default 'trial' check (source in ('trial', 'stripe', 'admin_grant')),
  trial_ends_at timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  currency char(3) check (currency in ('USD', 'AUD', 'NZD', 'CAD', 'GBP', 'EUR')),
  stripe_customer_id text unique,
  stripe_subscription_id text unique,
  -- The newest Stripe event applied: an older one arriving late changes nothing.
  stripe_event_at timestamptz,
  canceled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscriptions_status_idx on subscriptions (status, plan);

create function billing_status(s subscriptions) returns text
  language sql stable
  as $$ select case
    when s.status = 'trialing' and s.trial_ends_at <= now() then 'expired'
    when s.status = 'active' and s.source = 'admin_grant' and s.current_period_end <= now() then 'expired'
    when s.status = 'active' and s.cancel_at_period_end and s.current_period_end <= now() then 'expired'
    else s.status end $$;
grant execute on function billing_status(subscriptions) to app_user, app_admin, app_billing;

alter table subscriptions enable row level security;
alter table subscriptions force row level security;
grant select on subscriptions to app_user, app_admin, app_billing;
-- The member ends their own trial (/cancel-trial); everything else is Stripe's (webhooks) or an admin's grant.
grant update (plan, status, source, trial_ends_at, current_period_end, cancel_at_period_end, currency, canceled_at,
              updated_at) on subscriptions to app_user;
create policy subscriptions_own on subscriptions for select to app_user
  using (user_id = current_app_user_id() or social_is_site_moderator());
create policy subscriptions_cancel_trial on subscriptions for update to app_user
  using (user_id = current_app_user_id() and plan = 'trial')
  with check (user_id = current_app_user_id() and plan = 'trial' and status = 'canceled');
create policy subscriptions_manage on subscriptions for update to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy subscriptions_admin on subscriptions for select to app_admin using (true);
grant insert, update on subscriptions to app_billing;
create policy subscriptions_billing on subscriptions for select to app_billing using (true);
create policy subscriptions_billing_write on subscriptions for insert to app_billing with check (true);
create policy subscriptions_billing_update on subscriptions for update to app_billing using (true) with check (true);
create trigger subscriptions_audit after update on subscriptions
  for each row execute function admin_audit('user_id');

-- A new account starts its 30-day trial, no card asked (SPEC §1, §9).
create function billing_start_trial() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$
begin
  insert into subscriptions (user_id, plan, status, source, trial_ends_at)
  values (new.id, 'trial', 'trialing', 'trial', new.created_at + interval '30 days')
  on conflict (user_id) do nothing;
  return null;
end $$;
alter function billing_start_trial() owner to app_billing;
revoke execute on function billing_start_trial() from public;
create trigger users_start_trial after insert on users for each row execute function billing_start_trial();
insert into subscriptions (user_id, plan, status, source, trial_ends_at)
select id, 'trial', 'trialing', 'trial', created_at + interval '30 days' from users
on conflict (user_id) do nothing;

-- Every Stripe event handled once: a replay finds its id here.
create table payment_events (
  id text primary key,
  type text not null,
  created timestamptz not null,
  received_at timestamptz not null default now()
);
alter table payment_events enable row level security;
alter table payment_events force row level security;
grant select, insert on payment_events to app_billing;
create policy payment_events_billing on payment_events for all to app_billing using (true) with check (true);

-- ---------------------------------------------------------------------------------------------------------------
-- The video course: everyone sees what it holds; the videos open to annual members and course buyers only.

create table course_access (
  user_id uuid primary key references users (id) on delete cascade,
  source text not null check (source in ('purchase', 'grant')),
  checkout_session_id text unique,
  granted_at timestamptz not null default now()
);
alter table course_access enable row level security;
alter table course_access force row level security;
grant select on course_access to app_user, app_admin, app_billing;
grant insert, delete on course_access to app_user;
grant insert on course_access to app_billing;
create policy course_access_own on course_access for select to app_user
  using (user_id = current_app_user_id() or social_is_site_moderator());
create policy course_access_manage on course_access for all to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy course_access_admin on course_access for select to app_admin using (true);
create policy course_access_billing on course_access for select to app_billing using (true);
create policy course_access_billing_write on course_access for insert to app_billing with check (true);
create trigger course_access_audit after insert or update or delete on course_access
  for each row execute function admin_audit('user_id');

-- Whether the caller may watch: an annual membership that has not ended, or the course bought or granted.
create function billing_course_open() returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select social_is_site_moderator()
            or exists (select 1 from course_access a where a.user_id = current_app_user_id())
            or exists (select 1 from subscriptions s where s.user_id = current_app_user_id() and s.plan = 'annual'
                                                     and billing_status(s) in ('active', 'past_due')) $$;
alter function billing_course_open() owner to app_billing;
revoke execute on function billing_course_open() from public;
grant execute on function billing_course_open() to app_user;

create table course_lessons (
  id uuid primary key default gen_random_uuid(),
  position integer not null check (position >= 1),
  title text not null check (length(btrim(title)) between 1 and 200),
  summary text not null default '' check (length(summary) <= 2000),
  duration_minutes integer check (duration_minutes between 1 and 600),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index course_lessons_position_idx on course_lessons (position, created_at);
-- The video link of each lesson, out of reach of whoever may not watch.
create table course_lesson_videos (
  lesson_id uuid primary key references course_lessons (id) on delete cascade,
  video_url text not null check (video_url ~ '^https?://' and length(video_url) <= 2000)
);
create table course_progress (
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  lesson_id uuid not null references course_lessons (id) on delete cascade,
  completed_at timestamptz not null default now(),
  primary key (user_id, lesson_id)
);
alter table course_lessons enable row level security;
alter table course_lessons force row level security;
alter table course_lesson_videos enable row level security;
alter table course_lesson_videos force row level security;
alter table course_progress enable row level security;
alter table course_progress force row level security;
grant select on course_lessons, course_lesson_videos to app_user, app_admin;
grant insert, update, delete on course_lessons, course_lesson_videos to app_user;
grant select, insert, delete on course_progress to app_user;
grant select on course_progress to app_admin;
create policy course_lessons_read on course_lessons for select to app_user using (true);
create policy course_lessons_manage on course_lessons for all to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy course_lesson_videos_read on course_lesson_videos for select to app_user using (billing_course_open());
create policy course_lesson_videos_manage on course_lesson_videos for all to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy course_progress_own on course_progress for select to app_user using (user_id = current_app_user_id());
create policy course_progress_mark on course_progress for insert to app_user
  with check (user_id = current_app_user_id() and billing_course_open());
create policy course_progress_unmark on course_progress for delete to app_user using (user_id = current_app_user_id());
create policy course_lessons_admin on course_lessons for select to app_admin using (true);
create policy course_lesson_videos_admin on course_lesson_videos for select to app_admin using (true);
create policy course_progress_admin on course_progress for select to app_admin using (true);
create trigger course_lessons_audit after insert or update or delete on course_lessons
  for each row execute function admin_audit('id');
create trigger course_lesson_videos_audit after insert or update or delete on course_lesson_videos
  for each row execute function admin_audit('lesson_id');

-- ---------------------------------------------------------------------------------------------------------------
-- Admin rights and suspensions, now managed from the console, are audited the same way.

grant insert (user_id, email, role, status), update (role, status) on admin_users to app_user;
create policy admin_users_manage_insert on admin_users for insert to app_user with check (social_is_site_moderator());
create policy admin_users_manage_update on admin_users for update to app_user
  using (social_is_site_moderator()) with check (social_is_site_moderator());
create policy admin_users_manage_read on admin_users for select to app_user using (social_is_site_moderator());
create trigger admin_users_audit after insert or update or delete on admin_users
  for each row execute function admin_audit('user_id');
create trigger user_suspensions_audit after insert or update or delete on user_suspensions
  for each row execute function admin_audit('user_id');

-- ---------------------------------------------------------------------------------------------------------------
-- What the console's read-only figures read (app_admin, after the admin check): counts and sums only, so the
-- columns granted are those the figures need, never a message's text or a report's reason.
grant select (role, metadata, feedback, created_at) on pam_messages to app_admin;
create policy pam_messages_admin on pam_messages for select to app_admin using (true);
grant select (status, created_at) on content_reports to app_admin;
create policy content_reports_admin on content_reports for select to app_admin using (true);
grant select (result, created_at) on qa_checks to app_admin;
create policy qa_checks_admin on qa_checks for select to app_admin using (true);
grant select (user_id, until) on user_suspensions to app_admin;
create policy user_suspensions_admin on user_suspensions for select to app_admin using (true);
