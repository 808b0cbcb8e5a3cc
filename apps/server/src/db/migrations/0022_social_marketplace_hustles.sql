-- The Marketplace (listings travellers sell: parts, gear, a used awning) and the Hustle Board (ideas for earning on
-- the road, with upvotes and comments, that a user can add to their Make Money tracker). Who may read what is decided
-- here by row-level security, asking the graph's security-definer questions of 0016: never across a block, hidden
-- content only to its author and to moderators, suspended users cannot list, post or comment.

-- Text as searched: lower case without accents, so 'Auvent ÉTÉ' is found by 'auvent ete' and 'Été' by 'ete'.
create function market_fold(t text) returns text
  language sql immutable parallel safe
  as $$ select replace(replace(replace(translate(lower(t),
    'àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžøđłıħ',
    'aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzodlih'),
    'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe') $$;

-- ---------------------------------------------------------------------------------------------------------------
-- Marketplace

create table listings (
  id uuid primary key default gen_random_uuid(),
  seller_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 120),
  description text not null default '' check (length(description) <= 5000),
  price numeric(12, 2) not null check (price >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  category text not null check (category in ('rv_parts', 'camping_gear', 'electronics', 'towing', 'solar_power',
                                             'furniture', 'vehicles', 'tools', 'outdoor_recreation', 'other')),
  condition text not null check (condition in ('new', 'like_new', 'good', 'fair', 'for_parts')),
  -- [{url, width, height}], copied from the seller's social_photos when the listing is saved.
  photos jsonb not null default '[]' check (jsonb_typeof(photos) = 'array' and jsonb_array_length(photos) <= 8),
  place_name text check (length(place_name) between 1 and 200),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  status text not null default 'active' check (status in ('active', 'sold')),
  sold_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_reason text,
  search_text text generated always as (market_fold(title || ' ' || description)) stored,
  check ((place_name is null) = (latitude is null) and (latitude is null) = (longitude is null)),
  check ((status = 'sold') = (sold_at is not null))
);
-- Newest first, overall, per category and per seller; the position index narrows a distance search to its box.
create index listings_newest_idx on listings (created_at desc, id desc);
create index listings_category_idx on listings (category, created_at desc, id desc);
create index listings_seller_idx on listings (seller_id, created_at desc, id desc);
create index listings_position_idx on listings (latitude, longitude) where latitude is not null;

alter table listings enable row level security;
alter table listings force row level security;
grant select, delete on listings to app_user;
grant insert (seller_id, title, description, price, currency, category, condition, photos, place_name, latitude,
              longitude) on listings to app_user;
-- The seller edits and marks sold; who sells it and the moderation columns are not theirs to set.
grant update (title, description, price, currency, category, condition, photos, place_name, latitude, longitude,
              status, sold_at, updated_at) on listings to app_user;

-- Active and sold listings for every signed-in user not across a block from the seller; a hidden one only to its
-- seller and to site moderators.
create policy listings_read on listings for select to app_user
  using (seller_id = current_app_user_id()
         or social_is_site_moderator()
         or (hidden_at is null and current_app_user_id() is not null
             and not social_blocked_between(seller_id, current_app_user_id())));
create policy listings_write on listings for insert to app_user
  with check (seller_id = current_app_user_id() and not social_is_suspended(current_app_user_id()));
create policy listings_edit on listings for update to app_user
  using (seller_id = current_app_user_id())
  with check (seller_id = current_app_user_id() and not social_is_suspended(current_app_user_id()));
create policy listings_delete on listings for delete to app_user using (seller_id = current_app_user_id());

-- ---------------------------------------------------------------------------------------------------------------
-- Hustle Board

-- At most 10 tags, each 1 to 30 characters in lower case, no repeats.
create function hustle_tags_valid(tags text[]) returns boolean
  language sql immutable parallel safe
  as $$ select cardinality(tags) <= 10
            and coalesce((select bool_and(length(t) between 1 and 30 and t = lower(t)) from unnest(tags) t), true)
            and cardinality(tags) = (select count(distinct t) from unnest(tags) t) $$;

create table hustles (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 120),
  description text not null default '' check (length(description) <= 5000),
  -- Typical earnings, optional as a whole: a lower figure, an optional upper one, their currency and period.
  earnings_min numeric(12, 2) check (earnings_min >= 0),
  earnings_max numeric(12, 2) check (earnings_max >= 0),
  currency char(3) check (currency ~ '^[A-Z]{3}$'),
  period text check (period in ('hour', 'day', 'week', 'month')),
  tags text[] not null default '{}' check (hustle_tags_valid(tags)),
  -- Kept by the trigger below, so the board sorted by votes reads an index instead of counting every vote.
  vote_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_reason text,
  search_text text generated always as (market_fold(title || ' ' || description)) stored,
  check ((earnings_min is null) = (currency is null) and (currency is null) = (period is null)),
  check (earnings_max is null or (earnings_min is not null and earnings_max >= earnings_min))
);
create index hustles_newest_idx on hustles (created_at desc, id desc);
create index hustles_top_idx on hustles (vote_count desc, created_at desc, id desc);
create index hustles_author_idx on hustles (author_id);
create index hustles_tags_idx on hustles using gin (tags);

alter table hustles enable row level security;
alter table hustles force row level security;
grant select, delete on hustles to app_user;
grant insert (author_id, title, description, earnings_min, earnings_max, currency, period, tags) on hustles to app_user;
grant update (title, description, earnings_min, earnings_max, currency, period, tags, updated_at) on hustles to app_user;

create policy hustles_read on hustles for select to app_user
  using (author_id = current_app_user_id()
         or social_is_site_moderator()
         or (hidden_at is null and current_app_user_id() is not null
             and not social_blocked_between(author_id, current_app_user_id())));
create policy hustles_write on hustles for insert to app_user
  with check (author_id = current_app_user_id() and not social_is_suspended(current_app_user_id()));
create policy hustles_edit on hustles for update to app_user
  using (author_id = current_app_user_id())
  with check (author_id = current_app_user_id() and not social_is_suspended(current_app_user_id()));
create policy hustles_delete on hustles for delete to app_user using (author_id = current_app_user_id());

create table hustle_votes (
  hustle_id uuid not null references hustles (id) on delete cascade,
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (hustle_id, user_id)
);
create index hustle_votes_user_idx on hustle_votes (user_id);

alter table hustle_votes enable row level security;
alter table hustle_votes force row level security;
grant select, insert, delete on hustle_votes to app_user;
-- One's own votes, and the votes on a hustle one can read (the subquery reads hustles under their own policy).
create policy hustle_votes_read on hustle_votes for select to app_user
  using (user_id = current_app_user_id() or exists (select 1 from hustles h where h.id = hustle_id));
create policy hustle_votes_write on hustle_votes for insert to app_user
  with check (user_id = current_app_user_id() and exists (select 1 from hustles h where h.id = hustle_id));
create policy hustle_votes_delete on hustle_votes for delete to app_user using (user_id = current_app_user_id());

create table hustle_comments (
  id uuid primary key default gen_random_uuid(),
  hustle_id uuid not null references hustles (id) on delete cascade,
  author_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  body text not null check (length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_reason text
);
create index hustle_comments_hustle_idx on hustle_comments (hustle_id, created_at, id);
create index hustle_comments_author_idx on hustle_comments (author_id);

alter table hustle_comments enable row level security;
alter table hustle_comments force row level security;
grant select, delete on hustle_comments to app_user;
grant insert (hustle_id, author_id, body) on hustle_comments to app_user;

-- Visible with its hustle, never across a block; a hidden comment only to its author and to site moderators.
create policy hustle_comments_read on hustle_comments for select to app_user
  using (author_id = current_app_user_id()
         or social_is_site_moderator()
         or (hidden_at is null and not social_blocked_between(author_id, current_app_user_id())
             and exists (select 1 from hustles h where h.id = hustle_id)));
-- On a hustle one can read (so never across a block from its author), not while suspended.
create policy hustle_comments_write on hustle_comments for insert to app_user
  with check (author_id = current_app_user_id() and not social_is_suspended(current_app_user_id())
              and exists (select 1 from hustles h where h.id = hustle_id));
-- Its author, or the author of the hustle it was written under.
create policy hustle_comments_delete on hustle_comments for delete to app_user
  using (author_id = current_app_user_id()
         or exists (select 1 from hustles h where h.id = hustle_id and h.author_id = current_app_user_id()));

-- The vote counter, kept as app_social (a voter cannot update someone else's hustle).
grant select (id, vote_count), update (vote_count) on hustles to app_social;
create policy hustles_social_read on hustles for select to app_social using (true);
create policy hustles_social_count on hustles for update to app_social using (true) with check (true);

create function hustle_count_votes() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$ begin
    if tg_op = 'INSERT' then
      update hustles set vote_count = vote_count + 1 where id = new.hustle_id;
    else
      update hustles set vote_count = greatest(vote_count - 1, 0) where id = old.hustle_id;
    end if;
    return null;
  end $$;
alter function hustle_count_votes() owner to app_social;
create trigger hustle_votes_count after insert or delete on hustle_votes
  for each row execute function hustle_count_votes();

-- ---------------------------------------------------------------------------------------------------------------
-- "Try this": a side income source in the user's Make Money tracker remembers the hustle it came from, once per
-- hustle and user. The source stays the user's own when the hustle is deleted.
alter table side_income_sources add column hustle_id uuid references hustles (id) on delete set null;
create unique index side_income_sources_hustle_key on side_income_sources (user_id, hustle_id)
  where hustle_id is not null;
