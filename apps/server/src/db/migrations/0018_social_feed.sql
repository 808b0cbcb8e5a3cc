-- The social feed: photos a user uploaded, posts (public, friends-only or in a group), comments with one level of
-- replies, likes, and @mentions. Who may read a post is decided here, by row-level security asking the graph's
-- security-definer questions of 0016 (ADR 018); comments and likes are visible exactly when their post is.

-- ---------------------------------------------------------------------------------------------------------------
-- Photos: every upload is recorded for its owner, so a post (or a listing) can only carry pictures its author
-- uploaded; the stored file has an unguessable name and no metadata.
create table social_photos (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  url text not null unique check (url like '/uploads/social/%'),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now()
);
create index social_photos_owner_idx on social_photos (owner_id, created_at desc);
alter table social_photos enable row level security;
alter table social_photos force row level security;
grant select, insert, delete on social_photos to app_user;
create policy social_photos_own on social_photos for all to app_user
  using (owner_id = current_app_user_id()) with check (owner_id = current_app_user_id());

-- ---------------------------------------------------------------------------------------------------------------
create table posts (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  body text not null check (length(btrim(body)) between 1 and 5000),
  visibility text not null check (visibility in ('public', 'friends', 'group')),
  group_id uuid references social_groups (id) on delete cascade,
  -- [{url, width, height}], copied from the author's social_photos when the post is saved.
  photos jsonb not null default '[]' check (jsonb_typeof(photos) = 'array' and jsonb_array_length(photos) <= 4),
  place_name text check (length(place_name) between 1 and 200),
  place_lat double precision check (place_lat between -90 and 90),
  place_lon double precision check (place_lon between -180 and 180),
  -- A snapshot of the author's trip ({id, title, origin, destination, distance_km}): trips themselves are private.
  trip jsonb check (trip is null or jsonb_typeof(trip) = 'object'),
  mention_ids uuid[] not null default '{}' check (cardinality(mention_ids) <= 20),
  -- Kept by triggers below, so a feed page does not count every like and comment of its posts.
  like_count integer not null default 0,
  comment_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  edited_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text,
  check ((visibility = 'group') = (group_id is not null)),
  check ((place_name is null) = (place_lat is null) and (place_lat is null) = (place_lon is null))
);
-- The feed reads newest first and stops after a page: one index per way of reading it.
create index posts_feed_idx on posts (created_at desc, id desc);
create index posts_author_idx on posts (author_id, created_at desc, id desc);
create index posts_group_idx on posts (group_id, created_at desc, id desc) where group_id is not null;
create index posts_place_idx on posts (created_at desc, id desc) where place_lat is not null;

-- May `viewer` read a post of `author` with this visibility? Never across a block; friends-only posts by the author's
-- friends; group posts by the group's active members. Hidden posts are decided by the policy (the moderator flag is
-- the current request's). About any viewer: for the functions below only (app_social).
create function social_post_visible_any(viewer uuid, author uuid, visibility text, grp uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select viewer = author or (
    viewer is not null and not social_graph_blocked(author, viewer) and (
      case visibility
        when 'public' then true
        when 'friends' then social_graph_friends(author, viewer)
        when 'group' then social_graph_role(grp, viewer) is not null
        else false
      end)) $$;
alter function social_post_visible_any(uuid, uuid, text, uuid) owner to app_social;
revoke execute on function social_post_visible_any(uuid, uuid, text, uuid) from public;

-- The same, asked by the viewer themselves (policies): anyone else is told no, so it is no oracle of the graph.
-- Its cost tells the planner that it is worth walking the feed's index in order and stopping after a page, rather
-- than asking this of every post a filter (near me) leaves and sorting them afterwards.
create function social_post_visible_to(viewer uuid, author uuid, visibility text, grp uuid) returns boolean
  language sql stable security definer cost 500 set search_path = public, pg_temp
  as $$ select coalesce(viewer = current_app_user_id(), false)
               and social_post_visible_any(viewer, author, visibility, grp) $$;

-- The users among `ids` who may read a post of `author` with this visibility (who may be @mentioned in it). Asked
-- by someone who may read such a post themselves (its author, a commenter), else empty.
create function social_post_readers_among(ids uuid[], author uuid, visibility text, grp uuid) returns setof uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$ select u.id from users u
        where u.id = any(ids) and social_post_visible_any(current_app_user_id(), author, visibility, grp)
          and social_post_visible_any(u.id, author, visibility, grp) $$;

do $$
declare f text;
begin
  foreach f in array array['social_post_visible_to(uuid, uuid, text, uuid)',
                           'social_post_readers_among(uuid[], uuid, text, uuid)'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to app_user, app_social', f);
  end loop;
end $$;

alter table posts enable row level security;
alter table posts force row level security;
grant select, delete on posts to app_user;
grant insert (author_id, body, visibility, group_id, photos, place_name, place_lat, place_lon, trip, mention_ids)
  on posts to app_user;
-- The author edits what they wrote; who wrote it, the counters and the moderation columns are not theirs to set.
grant update (body, visibility, group_id, photos, place_name, place_lat, place_lon, trip, mention_ids, updated_at,
              edited_at) on posts to app_user;

create policy posts_read on posts for select to app_user
  using (author_id = current_app_user_id()
         or social_is_site_moderator()
         or ((hidden_at is null or social_group_role(group_id, current_app_user_id()) in ('owner', 'moderator'))
             and social_post_visible_to(current_app_user_id(), author_id, visibility, group_id)));
-- A suspended user cannot post; a group post needs active membership.
create policy posts_write on posts for insert to app_user
  with check (author_id = current_app_user_id() and not social_is_suspended(current_app_user_id())
              and (visibility <> 'group' or social_group_role(group_id, current_app_user_id()) is not null));
create policy posts_edit on posts for update to app_user
  using (author_id = current_app_user_id())
  with check (author_id = current_app_user_id() and not social_is_suspended(current_app_user_id())
              and (visibility <> 'group' or social_group_role(group_id, current_app_user_id()) is not null));
create policy posts_delete on posts for delete to app_user using (author_id = current_app_user_id());

-- ---------------------------------------------------------------------------------------------------------------
create table post_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references posts (id) on delete cascade,
  author_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  -- A reply answers a top-level comment of the same post (one level; the service attaches replies to replies to it).
  parent_id uuid,
  body text not null check (length(btrim(body)) between 1 and 2000),
  mention_ids uuid[] not null default '{}' check (cardinality(mention_ids) <= 20),
  created_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_reason text,
  unique (id, post_id),
  foreign key (parent_id, post_id) references post_comments (id, post_id) on delete cascade,
  check (parent_id is null or parent_id <> id)
);
create index post_comments_post_idx on post_comments (post_id, created_at, id);
create index post_comments_parent_idx on post_comments (parent_id) where parent_id is not null;
create index post_comments_author_idx on post_comments (author_id);

alter table post_comments enable row level security;
alter table post_comments force row level security;
grant select, delete on post_comments to app_user;
grant insert (post_id, author_id, parent_id, body, mention_ids) on post_comments to app_user;

-- Visible with its post (the subquery reads posts under their own policy), never across a block; a hidden comment
-- only to its author, site moderators and the moderators of the post's group.
create policy post_comments_read on post_comments for select to app_user
  using (author_id = current_app_user_id()
         or social_is_site_moderator()
         or (not social_blocked_between(author_id, current_app_user_id())
             and exists (select 1 from posts p where p.id = post_comments.post_id
                         and (post_comments.hidden_at is null
                              or social_group_role(p.group_id, current_app_user_id()) in ('owner', 'moderator')))));
create policy post_comments_write on post_comments for insert to app_user
  with check (author_id = current_app_user_id() and not social_is_suspended(current_app_user_id())
              and exists (select 1 from posts p where p.id = post_comments.post_id));
-- Its author, or the author of the post it was written under.
create policy post_comments_delete on post_comments for delete to app_user
  using (author_id = current_app_user_id()
         or exists (select 1 from posts p where p.id = post_comments.post_id and p.author_id = current_app_user_id()));

-- ---------------------------------------------------------------------------------------------------------------
create table post_reactions (
  post_id uuid not null references posts (id) on delete cascade,
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  kind text not null default 'like' check (kind = 'like'),
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index post_reactions_user_idx on post_reactions (user_id);

alter table post_reactions enable row level security;
alter table post_reactions force row level security;
grant select, insert, delete on post_reactions to app_user;
create policy post_reactions_read on post_reactions for select to app_user
  using (user_id = current_app_user_id() or exists (select 1 from posts p where p.id = post_reactions.post_id));
create policy post_reactions_write on post_reactions for insert to app_user
  with check (user_id = current_app_user_id() and exists (select 1 from posts p where p.id = post_reactions.post_id));
create policy post_reactions_delete on post_reactions for delete to app_user using (user_id = current_app_user_id());

-- ---------------------------------------------------------------------------------------------------------------
-- The counters on posts, kept as app_social (the liker or commenter cannot update someone else's post). A hidden
-- comment is not counted.
grant select (id, like_count, comment_count), update (like_count, comment_count) on posts to app_social;
create policy posts_social_read on posts for select to app_social using (true);
create policy posts_social_count on posts for update to app_social using (true) with check (true);

create function social_count_likes() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$ begin
    if tg_op = 'INSERT' then
      update posts set like_count = like_count + 1 where id = new.post_id;
    else
      update posts set like_count = greatest(like_count - 1, 0) where id = old.post_id;
    end if;
    return null;
  end $$;
alter function social_count_likes() owner to app_social;
create trigger post_reactions_count after insert or delete on post_reactions
  for each row execute function social_count_likes();

create function social_count_comments() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$
  declare delta integer := 0;
  begin
    if tg_op = 'INSERT' then
      delta := case when new.hidden_at is null then 1 else 0 end;
    elsif tg_op = 'DELETE' then
      delta := case when old.hidden_at is null then -1 else 0 end;
    elsif (old.hidden_at is null) <> (new.hidden_at is null) then
      delta := case when new.hidden_at is null then 1 else -1 end;
    end if;
    if delta <> 0 then
      update posts set comment_count = greatest(comment_count + delta, 0) where id = coalesce(new.post_id, old.post_id);
    end if;
    return null;
  end $$;
alter function social_count_comments() owner to app_social;
create trigger post_comments_count after insert or delete or update of hidden_at on post_comments
  for each row execute function social_count_comments();

-- ---------------------------------------------------------------------------------------------------------------
-- Realtime: who is told (ids only) that a post or one of its comments was written. Asked by the writer, who may
-- read the post but not the author's friendships, blocks or a group's member list; answered only about a post the
-- current user can read.
grant select (author_id, visibility, group_id) on posts to app_social;

-- A friends-only post: its author and the author's friends; a group post: the group's active members; never anyone
-- across a block from the author. Empty for a public post, which goes on the public channel instead.
create function social_post_audience(post uuid) returns setof uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$
    with p as (
      select p.author_id, p.visibility, p.group_id from posts p
      where p.id = post and social_post_visible_to(current_app_user_id(), p.author_id, p.visibility, p.group_id)
    )
    select p.author_id from p where p.visibility <> 'public'
    union
    select case when f.requester_id = p.author_id then f.addressee_id else f.requester_id end
      from p join friendships f on p.author_id in (f.requester_id, f.addressee_id) and f.status = 'accepted'
      where p.visibility = 'friends'
    union
    select gm.user_id from p join group_members gm on gm.group_id = p.group_id and gm.status = 'active'
      where p.visibility = 'group' and not social_graph_blocked(p.author_id, gm.user_id) $$;

-- Everyone across a block from the current user, in either direction, and when the current user wrote the post, from
-- its author: the hub leaves their sockets out of a public event about the post. Another user's blocks are not told
-- (who blocked whom is the blocker's to know), so a comment's event may reach someone across a block from the post's
-- author: it carries ids only, and the post itself stays unreadable to them.
create function social_post_blocked(post uuid) returns setof uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$
    with p as (
      select p.author_id from posts p
      where p.id = post and social_post_visible_to(current_app_user_id(), p.author_id, p.visibility, p.group_id)
    ), who as (select current_app_user_id() as u from p)
    select ub.blocked_id from user_blocks ub join who on ub.blocker_id = who.u
    union
    select ub.blocker_id from user_blocks ub join who on ub.blocked_id = who.u $$;

do $$
declare f text;
begin
  foreach f in array array['social_post_audience(uuid)', 'social_post_blocked(uuid)'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to app_user', f);
  end loop;
end $$;
