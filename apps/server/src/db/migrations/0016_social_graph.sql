-- Social graph: friendships, follows, blocks and groups, and the small security-definer functions every social
-- policy asks (are these two friends? is either blocking the other? what is this user's role in that group? may
-- this viewer see that profile?). The functions run as the role app_social, which may read exactly the columns they
-- need and cannot log in; request code never reads another user's graph rows directly.
--
-- Admins and group moderators act through `app.moderator` (set by the server after it checked the caller is an
-- admin, as app.user_id is set after it checked the token): social_is_site_moderator() reads it.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'app_social') then
    begin
      create role app_social nologin nosuperuser nobypassrls;
    exception when duplicate_object or unique_violation then null; -- created meanwhile by a parallel migration
    end;
  end if;
  grant app_social to current_user;
exception when others then
  -- granting a role to itself or to a superuser can fail harmlessly; membership is only needed by non-superusers
  if sqlstate <> '0LP01' and sqlstate <> '42501' then raise; end if;
end $$;
grant usage, create on schema public to app_social;
grant execute on function current_app_user_id() to app_social;

-- A friend request (pending) or a friendship (accepted). One row per pair, whoever asked.
create table friendships (
  id uuid primary key default gen_random_uuid(),
  requester_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  addressee_id uuid not null references users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'accepted')),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  check (requester_id <> addressee_id),
  check ((status = 'accepted') = (responded_at is not null))
);
create unique index friendships_pair_key on friendships (least(requester_id, addressee_id), greatest(requester_id, addressee_id));
create index friendships_addressee_idx on friendships (addressee_id, status);
create index friendships_requester_idx on friendships (requester_id, status);

create table follows (
  follower_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  followee_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id),
  check (follower_id <> followee_id)
);
create index follows_followee_idx on follows (followee_id);

create table user_blocks (
  blocker_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  blocked_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index user_blocks_blocked_idx on user_blocks (blocked_id);

create table social_groups (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100),
  description text not null default '' check (length(description) <= 2000),
  rules text not null default '' check (length(rules) <= 4000),
  join_policy text not null default 'open' check (join_policy in ('open', 'request')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index social_groups_name_idx on social_groups (lower(name));

create table group_members (
  group_id uuid not null references social_groups (id) on delete cascade,
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'moderator', 'member')),
  status text not null default 'active' check (status in ('active', 'pending')),
  created_at timestamptz not null default now(),
  primary key (group_id, user_id),
  check (status = 'active' or role = 'member')
);
create index group_members_user_idx on group_members (user_id, status);

-- ---------------------------------------------------------------------------------------------------------------
-- Graph questions, answered as app_social (security definer) so policies can ask them about other users' rows.

grant select on friendships, follows, user_blocks, social_groups, group_members to app_social;
grant select (user_id, privacy_preferences) on user_settings to app_social;
grant select (user_id, privacy_settings) on user_profiles_extended to app_social;
grant select (id) on users to app_social;
create policy friendships_social on friendships for select to app_social using (true);
create policy follows_social on follows for select to app_social using (true);
create policy user_blocks_social on user_blocks for select to app_social using (true);
create policy social_groups_social on social_groups for select to app_social using (true);
create policy group_members_social on group_members for select to app_social using (true);
create policy user_settings_social on user_settings for select to app_social using (true);
create policy user_profiles_extended_social on user_profiles_extended for select to app_social using (true);
create policy users_social on users for select to app_social using (true);

-- Set by the server for a verified admin; moderators of a group are asked with social_group_role.
create function social_is_site_moderator() returns boolean
  language sql stable
  as $$ select coalesce(current_setting('app.moderator', true), '') = '1' $$;

-- The graph itself, about any two users, only for the other security-definer functions (app_social): request code
-- asks the questions below, which answer only about the caller, so nobody learns whether two other travellers are
-- friends, which of them blocked the other, or who belongs to a group they are not in.
create function social_graph_friends(a uuid, b uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select exists (
    select 1 from friendships f
    where least(f.requester_id, f.addressee_id) = least(a, b) and greatest(f.requester_id, f.addressee_id) = greatest(a, b)
      and f.status = 'accepted') $$;

create function social_graph_blocked(a uuid, b uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select exists (
    select 1 from user_blocks ub
    where (ub.blocker_id = a and ub.blocked_id = b) or (ub.blocker_id = b and ub.blocked_id = a)) $$;

create function social_graph_role(g uuid, u uuid) returns text
  language sql stable security definer set search_path = public, pg_temp
  as $$ select gm.role from group_members gm where gm.group_id = g and gm.user_id = u and gm.status = 'active' $$;

do $$
declare f text;
begin
  foreach f in array array['social_graph_friends(uuid, uuid)', 'social_graph_blocked(uuid, uuid)',
                           'social_graph_role(uuid, uuid)'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
  end loop;
end $$;

-- Are these two friends? Only asked by one of them (anyone else is told no).
create function social_are_friends(a uuid, b uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select coalesce(current_app_user_id() in (a, b), false) and social_graph_friends(a, b) $$;

-- Either one blocks the other: a blocked user disappears everywhere, in both directions. Only asked by one of them.
create function social_blocked_between(a uuid, b uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select coalesce(current_app_user_id() in (a, b), false) and social_graph_blocked(a, b) $$;

-- The user's role in the group when an active member, else null. Asked about oneself, or by an active member (who
-- reads the member list anyway) or a site moderator.
create function social_group_role(g uuid, u uuid) returns text
  language sql stable security definer set search_path = public, pg_temp
  as $$ select social_graph_role(g, u)
        where u = current_app_user_id() or social_graph_role(g, current_app_user_id()) is not null
              or social_is_site_moderator() $$;

-- 'public', 'friends' or 'private' (user_settings.privacy_preferences; a user without settings yet is 'public', the
-- settings default).
create function social_profile_visibility(u uuid) returns text
  language sql stable security definer set search_path = public, pg_temp
  as $$ select coalesce((select s.privacy_preferences ->> 'profile_visibility' from user_settings s where s.user_id = u), 'public') $$;

-- Location sharing needs the user's opt-in: either setting turns it on (SPEC §6), both default off.
create function social_location_sharing(u uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select coalesce((select (s.privacy_preferences ->> 'location_sharing')::boolean from user_settings s where s.user_id = u), false)
            or coalesce((select (e.privacy_settings ->> 'location_sharing_enabled')::boolean from user_profiles_extended e where e.user_id = u), false) $$;

-- May `viewer` see `target` at all (profile, posts' author line, search, map)? Never across a block; a private
-- profile only by its owner; a friends-only profile by friends. Only the viewer asks (anyone else is told no).
create function social_can_see_user(viewer uuid, target uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select coalesce(viewer = current_app_user_id(), false) and (viewer = target or (
    not social_blocked_between(viewer, target) and (
      case social_profile_visibility(target)
        when 'public' then true
        when 'friends' then social_are_friends(viewer, target)
        else false
      end))) $$;

-- How another traveller is shown beside what they wrote (name and picture), to anyone not across a block from them;
-- their profile page itself follows social_can_see_user. Null fields when blocked or gone.
grant select (user_id, full_name, profile_image_url) on profiles to app_social;
create policy profiles_social on profiles for select to app_social using (true);
create function social_user_card(uid uuid, out display_name text, out avatar_url text)
  language sql stable security definer set search_path = public, pg_temp
  as $$ select nullif(btrim(p.full_name), ''), p.profile_image_url from profiles p
        where p.user_id = uid and (current_app_user_id() is null or not social_blocked_between(uid, current_app_user_id())) $$;

-- Suspended by a moderator (SPEC: warn, suspend): until `until` the user cannot post, comment, message or list.
create table user_suspensions (
  user_id uuid primary key references users (id) on delete cascade,
  reason text not null check (length(reason) between 1 and 1000),
  until timestamptz not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table user_suspensions enable row level security;
alter table user_suspensions force row level security;
grant select on user_suspensions to app_user, app_social;
-- The suspended user reads their own (to be told why); moderators read all; writes are moderation's (0023).
create policy user_suspensions_read on user_suspensions for select to app_user
  using (user_id = current_app_user_id() or social_is_site_moderator());
create policy user_suspensions_social on user_suspensions for select to app_social using (true);
-- Asked about oneself (or by a site moderator): another user's suspension is not theirs to know.
create function social_is_suspended(u uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select coalesce(u = current_app_user_id() or social_is_site_moderator(), false)
               and exists (select 1 from user_suspensions s where s.user_id = u and s.until > now()) $$;

do $$
declare f text;
begin
  foreach f in array array['social_are_friends(uuid, uuid)', 'social_blocked_between(uuid, uuid)',
                           'social_group_role(uuid, uuid)', 'social_profile_visibility(uuid)',
                           'social_location_sharing(uuid)', 'social_can_see_user(uuid, uuid)',
                           'social_user_card(uuid)', 'social_is_suspended(uuid)'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to app_user, app_social', f);
  end loop;
end $$;
grant execute on function social_is_site_moderator() to app_user, app_social;

-- ---------------------------------------------------------------------------------------------------------------
-- Row-level security for the graph tables.

do $$
declare t text;
begin
  foreach t in array array['friendships', 'follows', 'user_blocks', 'social_groups', 'group_members'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
  end loop;
end $$;

grant select, insert, update, delete on friendships to app_user;
-- Both sides see their request or friendship.
create policy friendships_read on friendships for select to app_user
  using (current_app_user_id() in (requester_id, addressee_id));
-- Only the requester sends, only as pending, never to someone across a block.
create policy friendships_send on friendships for insert to app_user
  with check (requester_id = current_app_user_id() and status = 'pending' and responded_at is null
              and not social_blocked_between(requester_id, addressee_id));
-- Only the addressee answers (accepts); who asked cannot be rewritten.
create policy friendships_answer on friendships for update to app_user
  using (addressee_id = current_app_user_id())
  with check (addressee_id = current_app_user_id() and not social_blocked_between(requester_id, addressee_id));
-- Either side ends it: decline, cancel, unfriend.
create policy friendships_end on friendships for delete to app_user
  using (current_app_user_id() in (requester_id, addressee_id));

grant select, insert, delete on follows to app_user;
create policy follows_read on follows for select to app_user
  using (current_app_user_id() in (follower_id, followee_id));
create policy follows_add on follows for insert to app_user
  with check (follower_id = current_app_user_id() and social_can_see_user(follower_id, followee_id));
create policy follows_remove on follows for delete to app_user using (follower_id = current_app_user_id());

-- Who blocked whom is known only to the blocker; policies ask social_blocked_between for the other direction.
grant select, insert, delete on user_blocks to app_user;
create policy user_blocks_own on user_blocks for all to app_user
  using (blocker_id = current_app_user_id()) with check (blocker_id = current_app_user_id());

-- Groups are listed for every signed-in user (name, description, rules, how to join); what is posted in them is not.
grant select, insert, update, delete on social_groups to app_user;
create policy social_groups_read on social_groups for select to app_user using (true);
create policy social_groups_create on social_groups for insert to app_user with check (owner_id = current_app_user_id());
create policy social_groups_edit on social_groups for update to app_user
  using (social_group_role(id, current_app_user_id()) in ('owner', 'moderator'))
  with check (social_group_role(id, current_app_user_id()) in ('owner', 'moderator'));
create policy social_groups_delete on social_groups for delete to app_user using (owner_id = current_app_user_id());

grant select, insert, update, delete on group_members to app_user;
-- Members see the member list of their groups; anyone sees their own membership or request; moderators see requests.
create policy group_members_read on group_members for select to app_user
  using (user_id = current_app_user_id() or social_group_role(group_id, current_app_user_id()) is not null
         or social_is_site_moderator());
-- Joining: an open group at once, a request group as pending; always as a plain member. The owner's own row is made
-- by the trigger below.
create policy group_members_join on group_members for insert to app_user
  with check (user_id = current_app_user_id() and role = 'member' and status = (
    select case g.join_policy when 'open' then 'active' else 'pending' end from social_groups g where g.id = group_id));
-- Owners and moderators approve requests and set roles (the service keeps the owner's row as it is).
create policy group_members_manage on group_members for update to app_user
  using (social_group_role(group_id, current_app_user_id()) in ('owner', 'moderator'))
  with check (social_group_role(group_id, current_app_user_id()) in ('owner', 'moderator'));
-- Leave (yourself) or remove (owners and moderators).
create policy group_members_leave on group_members for delete to app_user
  using (user_id = current_app_user_id() or social_group_role(group_id, current_app_user_id()) in ('owner', 'moderator'));

-- The creator of a group is its owner, in the same statement.
create function social_group_add_owner() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$ begin
    insert into group_members (group_id, user_id, role, status) values (new.id, new.owner_id, 'owner', 'active');
    return new;
  end $$;
grant insert on group_members to app_social;
create policy group_members_owner_row on group_members for insert to app_social with check (role = 'owner');
alter function social_group_add_owner() owner to app_social;
create trigger social_groups_owner_member after insert on social_groups
  for each row execute function social_group_add_owner();

-- A block ends the friendship, the pending request and the follows in both directions.
create function social_block_cuts_ties() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$ begin
    delete from friendships f
      where least(f.requester_id, f.addressee_id) = least(new.blocker_id, new.blocked_id)
        and greatest(f.requester_id, f.addressee_id) = greatest(new.blocker_id, new.blocked_id);
    delete from follows fo
      where (fo.follower_id = new.blocker_id and fo.followee_id = new.blocked_id)
         or (fo.follower_id = new.blocked_id and fo.followee_id = new.blocker_id);
    return new;
  end $$;
grant delete on friendships, follows to app_social;
create policy friendships_social_delete on friendships for delete to app_social using (true);
create policy follows_social_delete on follows for delete to app_social using (true);
alter function social_block_cuts_ties() owner to app_social;
create trigger user_blocks_cut_ties after insert on user_blocks
  for each row execute function social_block_cuts_ties();

-- ---------------------------------------------------------------------------------------------------------------
-- Notifications for another user (a reply, a mention, a friend request, a message, a moderation decision): the one
-- way request code writes into someone else's bell. Never to oneself, never across a block, only social kinds.

grant insert on notifications to app_social;
create policy notifications_social on notifications for insert to app_social
  with check (kind like 'social.%');
create function social_notify(recipient uuid, kind text, data jsonb) returns uuid
  language plpgsql security definer set search_path = public, pg_temp
  as $$
  declare nid uuid;
  begin
    if recipient is null or recipient = current_app_user_id() or kind not like 'social.%' then return null; end if;
    if current_app_user_id() is not null and social_blocked_between(recipient, current_app_user_id()) then return null; end if;
    -- The id is made here: RETURNING would need app_social to read the recipient's notifications.
    nid := gen_random_uuid();
    insert into notifications (id, user_id, kind, data) values (nid, recipient, kind, coalesce(data, '{}'::jsonb));
    return nid;
  end $$;
alter function social_notify(uuid, text, jsonb) owner to app_social;
revoke execute on function social_notify(uuid, text, jsonb) from public;
grant execute on function social_notify(uuid, text, jsonb) to app_user;
