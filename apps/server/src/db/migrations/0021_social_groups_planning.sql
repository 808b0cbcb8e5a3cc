-- Groups (what 0016 leaves to the rules of roles) and Planning: a saved trip shared with friends or a group as a
-- snapshot, with comments and stop suggestions from those who see it.

-- ---------------------------------------------------------------------------------------------------------------
-- Groups

-- A group's size is shown to everyone who finds it, members or not; the member rows themselves are not.
create function social_group_member_count(g uuid) returns integer
  language sql stable security definer set search_path = public, pg_temp
  as $$ select count(*)::integer from group_members gm where gm.group_id = g and gm.status = 'active' $$;

-- Who decides on a join request (owner and moderators), asked by someone who has a row in the group (the pending
-- requester, or a member): a stranger does not learn who runs a group this way.
create function social_group_managers(g uuid) returns setof uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$ select gm.user_id from group_members gm
        where gm.group_id = g and gm.status = 'active' and gm.role in ('owner', 'moderator')
          and exists (select 1 from group_members me where me.group_id = g and me.user_id = current_app_user_id()) $$;

do $$
declare f text;
begin
  foreach f in array array['social_group_member_count(uuid)', 'social_group_managers(uuid)'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to app_user, app_social', f);
  end loop;
end $$;

-- Pending requests are seen by the requester and by the group's owner and moderators, not by every member.
create policy group_members_requests_read on group_members as restrictive for select to app_user
  using (status = 'active' or user_id = current_app_user_id()
         or social_group_role(group_id, current_app_user_id()) in ('owner', 'moderator') or social_is_site_moderator());
-- Nobody removes the owner (the group goes with its owner's delete of it; foreign-key cascades skip policies).
create policy group_members_keep_owner on group_members as restrictive for delete to app_user using (role <> 'owner');

-- 0016 lets owners and moderators update member rows; what they may change is narrower: moderators approve
-- requests, only the owner sets roles, and the owner's role moves only with the group's ownership.
create function social_group_members_guard() returns trigger
  language plpgsql set search_path = public, pg_temp
  as $$
  declare owner uuid;
  begin
    if new.group_id <> old.group_id or new.user_id <> old.user_id then
      raise exception 'permission denied: a membership cannot be moved' using errcode = '42501';
    end if;
    if old.status = 'active' and new.status <> 'active' then
      raise exception 'permission denied: an active member is not turned back into a request' using errcode = '42501';
    end if;
    if new.role is distinct from old.role then
      if social_group_role(new.group_id, current_app_user_id()) is distinct from 'owner' then
        raise exception 'permission denied: only the group owner sets roles' using errcode = '42501';
      end if;
      select g.owner_id into owner from social_groups g where g.id = new.group_id;
      if (new.role = 'owner') <> (owner = new.user_id) then
        raise exception 'permission denied: the owner role follows the group ownership' using errcode = '42501';
      end if;
    end if;
    return new;
  end $$;
create trigger group_members_guard before update on group_members
  for each row execute function social_group_members_guard();

-- Moderators may edit a group (0016); only its owner hands it over, and only to an active member.
create function social_groups_guard() returns trigger
  language plpgsql set search_path = public, pg_temp
  as $$ begin
    if new.owner_id <> old.owner_id and (old.owner_id <> current_app_user_id()
                                         or social_group_role(new.id, new.owner_id) is null) then
      raise exception 'permission denied: only the owner hands a group over, to a member' using errcode = '42501';
    end if;
    return new;
  end $$;
create trigger social_groups_guard before update on social_groups
  for each row execute function social_groups_guard();

-- ---------------------------------------------------------------------------------------------------------------
-- Planning: trip shares. Trips stay private (trips_own); a share carries a snapshot taken when shared, refreshed
-- only by its owner, so the audience never reads the trip itself.

create table trip_shares (
  id uuid primary key default gen_random_uuid(),
  trip_id uuid not null references trips (id) on delete cascade,
  owner_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  audience text not null check (audience in ('friends', 'group')),
  group_id uuid references social_groups (id) on delete cascade,
  -- {title, description, stops [{lat, lon, name}], geometry [[lon, lat]], distance_km, duration_min, days, estimated}
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((audience = 'group') = (group_id is not null))
);
-- One share of a trip per audience: sharing again is a refresh (PUT), not a second copy in everyone's list.
create unique index trip_shares_audience_key
  on trip_shares (trip_id, audience, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid));
create index trip_shares_owner_idx on trip_shares (owner_id, created_at desc);
create index trip_shares_group_idx on trip_shares (group_id, created_at desc) where group_id is not null;

create table trip_share_comments (
  id uuid primary key default gen_random_uuid(),
  share_id uuid not null references trip_shares (id) on delete cascade,
  author_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  body text not null check (length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_reason text,
  check ((hidden_at is null) = (hidden_reason is null))
);
create index trip_share_comments_share_idx on trip_share_comments (share_id, created_at desc, id desc);

create table trip_share_suggestions (
  id uuid primary key default gen_random_uuid(),
  share_id uuid not null references trip_shares (id) on delete cascade,
  author_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  note text not null default '' check (length(note) <= 1000),
  status text not null default 'open' check (status in ('open', 'accepted', 'dismissed')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'open') = (decided_at is null))
);
create index trip_share_suggestions_share_idx on trip_share_suggestions (share_id, created_at desc, id desc);

do $$
declare t text;
begin
  foreach t in array array['trip_shares', 'trip_share_comments', 'trip_share_suggestions'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
  end loop;
end $$;

grant select, insert, update, delete on trip_shares to app_user;
-- The owner; friends of the owner (audience friends) or the group's active members while the owner is one too
-- (audience group); never across a block. Site moderators read shares to judge what was reported on them.
create policy trip_shares_read on trip_shares for select to app_user
  using (owner_id = current_app_user_id() or social_is_site_moderator() or (
    not social_blocked_between(owner_id, current_app_user_id()) and (
      (audience = 'friends' and social_are_friends(owner_id, current_app_user_id()))
      or (audience = 'group' and social_group_role(group_id, current_app_user_id()) is not null
          and social_group_role(group_id, owner_id) is not null))));
-- Only one's own trip (trips_own decides what the subquery sees), to one's own group, when not suspended.
create policy trip_shares_create on trip_shares for insert to app_user
  with check (owner_id = current_app_user_id() and not social_is_suspended(current_app_user_id())
              and exists (select 1 from trips t where t.id = trip_id)
              and (audience = 'friends' or social_group_role(group_id, current_app_user_id()) is not null));
create policy trip_shares_refresh on trip_shares for update to app_user
  using (owner_id = current_app_user_id())
  with check (owner_id = current_app_user_id() and not social_is_suspended(current_app_user_id())
              and exists (select 1 from trips t where t.id = trip_id)
              and (audience = 'friends' or social_group_role(group_id, current_app_user_id()) is not null));
create policy trip_shares_unshare on trip_shares for delete to app_user using (owner_id = current_app_user_id());

grant select, delete on trip_share_comments to app_user;
-- Not created_at (the audience's order) nor the moderation columns.
grant insert (share_id, author_id, body) on trip_share_comments to app_user;
-- Whoever sees the share sees its comments, except those of a user across a block; a hidden comment only its author
-- and moderators (site moderators, or the group's owner and moderators for a share in a group).
create policy trip_share_comments_read on trip_share_comments for select to app_user
  using (social_is_site_moderator() or (
    (author_id = current_app_user_id() or not social_blocked_between(author_id, current_app_user_id()))
    and exists (select 1 from trip_shares s where s.id = share_id
                and (trip_share_comments.hidden_at is null or trip_share_comments.author_id = current_app_user_id()
                     or (s.group_id is not null
                         and social_group_role(s.group_id, current_app_user_id()) in ('owner', 'moderator'))))));
create policy trip_share_comments_write on trip_share_comments for insert to app_user
  with check (author_id = current_app_user_id() and hidden_at is null and hidden_reason is null
              and not social_is_suspended(current_app_user_id())
              and exists (select 1 from trip_shares s where s.id = share_id));
-- Its author, or the share's owner (their trip, their page).
create policy trip_share_comments_delete on trip_share_comments for delete to app_user
  using (author_id = current_app_user_id()
         or exists (select 1 from trip_shares s where s.id = share_id and s.owner_id = current_app_user_id()));

grant select on trip_share_suggestions to app_user;
grant insert (share_id, author_id, name, latitude, longitude, note) on trip_share_suggestions to app_user;
grant update (status, decided_at) on trip_share_suggestions to app_user;
create policy trip_share_suggestions_read on trip_share_suggestions for select to app_user
  using ((author_id = current_app_user_id() or not social_blocked_between(author_id, current_app_user_id()))
         and exists (select 1 from trip_shares s where s.id = share_id));
create policy trip_share_suggestions_write on trip_share_suggestions for insert to app_user
  with check (author_id = current_app_user_id() and status = 'open' and decided_at is null
              and not social_is_suspended(current_app_user_id())
              and exists (select 1 from trip_shares s where s.id = share_id));
-- Only the share's owner accepts or dismisses.
create policy trip_share_suggestions_decide on trip_share_suggestions for update to app_user
  using (exists (select 1 from trip_shares s where s.id = share_id and s.owner_id = current_app_user_id()))
  with check (exists (select 1 from trip_shares s where s.id = share_id and s.owner_id = current_app_user_id()));
