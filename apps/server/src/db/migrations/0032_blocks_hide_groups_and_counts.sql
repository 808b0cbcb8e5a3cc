-- A block hides everything across it (issue 22, finding 8; decision 018's "never across a block", carried to groups
-- and counts). After A blocks C, C no longer sees the groups A owns, nor A the groups C owns. The block ends either
-- one's membership of, or request to join, a group the other owns. The counts C reads (a post's likes and comments,
-- a hustle's votes, a group's members, a profile's friends) leave out what users across a block from C did, as the lists beside them
-- already do.

-- Everyone across a block from `viewer`, in either direction. Only the definer functions below may ask (app_social),
-- as with social_graph_blocked: request code asks about one pair at a time.
create function social_graph_across_block(viewer uuid) returns setof uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$ select ub.blocked_id from user_blocks ub where ub.blocker_id = viewer
        union
        select ub.blocker_id from user_blocks ub where ub.blocked_id = viewer $$;
alter function social_graph_across_block(uuid) owner to app_social;
revoke execute on function social_graph_across_block(uuid) from public;

-- ---------------------------------------------------------------------------------------------------------------
-- Groups: listed for every signed-in user, except those whose owner is across a block from them.
drop policy social_groups_read on social_groups;
create policy social_groups_read on social_groups for select to app_user
  using (owner_id = current_app_user_id() or social_is_site_moderator()
         or not social_blocked_between(owner_id, current_app_user_id()));

-- A block ends the friendship, the pending request and the follows in both directions (0016), and now also a
-- membership or join request in a group the other one owns.
grant delete on group_members to app_social;
create policy group_members_social_block on group_members for delete to app_social using (role <> 'owner');
create or replace function social_block_cuts_ties() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$ begin
    delete from friendships f
      where least(f.requester_id, f.addressee_id) = least(new.blocker_id, new.blocked_id)
        and greatest(f.requester_id, f.addressee_id) = greatest(new.blocker_id, new.blocked_id);
    delete from follows fo
      where (fo.follower_id = new.blocker_id and fo.followee_id = new.blocked_id)
         or (fo.follower_id = new.blocked_id and fo.followee_id = new.blocker_id);
    delete from group_members gm using social_groups g
      where g.id = gm.group_id and gm.role <> 'owner'
        and ((g.owner_id = new.blocker_id and gm.user_id = new.blocked_id)
          or (g.owner_id = new.blocked_id and gm.user_id = new.blocker_id));
    return new;
  end $$;

-- Blocks made before this migration: the same memberships end now. Row-level security is forced on the table even
-- for its owner, who has no policy of its own; it is lifted for this one statement.
alter table group_members no force row level security;
delete from group_members gm using social_groups g, user_blocks ub
  where g.id = gm.group_id and gm.role <> 'owner'
    and ((ub.blocker_id = g.owner_id and ub.blocked_id = gm.user_id)
      or (ub.blocked_id = g.owner_id and ub.blocker_id = gm.user_id));
alter table group_members force row level security;

-- A group's size as the caller sees its member list: without members across a block from the caller.
create or replace function social_group_member_count(g uuid) returns integer
  language sql stable security definer set search_path = public, pg_temp
  as $$ select count(*)::integer from group_members gm
        where gm.group_id = g and gm.status = 'active'
          and gm.user_id not in (select social_graph_across_block(current_app_user_id())) $$;

-- ---------------------------------------------------------------------------------------------------------------
-- What to take off a page's counters for the caller: per post, the likes and the visible comments of users across a
-- block from the caller, and the replies under their comments (the thread hides those too). One call per page; it
-- answers only about posts the caller may read (or a site moderator), and nothing at all to a caller with no block.
grant select (post_id, user_id) on post_reactions to app_social;
create policy post_reactions_social on post_reactions for select to app_social using (true);
grant select (parent_id) on post_comments to app_social;

create function social_post_hidden_activity(post_ids uuid[])
  returns table (post_id uuid, likes integer, comments integer)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    with across as (select social_graph_across_block(current_app_user_id()) as id),
    shown as (
      select p.id from posts p
      where p.id = any(post_ids) and exists (select 1 from across)
        and (social_is_site_moderator()
             or social_post_visible_any(current_app_user_id(), p.author_id, p.visibility, p.group_id)))
    select s.id,
           (select count(*) from post_reactions r
            where r.post_id = s.id and r.user_id in (select id from across))::integer,
           ((select count(*) from post_comments c
             where c.post_id = s.id and c.hidden_at is null and c.author_id in (select id from across))
            + (select count(*) from post_comments top
               join post_comments reply on reply.parent_id = top.id
               where top.post_id = s.id and top.author_id in (select id from across)
                 and reply.hidden_at is null and reply.author_id not in (select id from across)))::integer
    from shown s $$;
alter function social_post_hidden_activity(uuid[]) owner to app_social;
revoke execute on function social_post_hidden_activity(uuid[]) from public;
grant execute on function social_post_hidden_activity(uuid[]) to app_user;

-- A page of hustles likewise: per hustle, the votes of users across a block from the caller.
grant select (hustle_id, user_id) on hustle_votes to app_social;
create policy hustle_votes_social on hustle_votes for select to app_social using (true);
grant select (author_id) on hustles to app_social;
create function social_hustle_hidden_votes(hustle_ids uuid[]) returns table (hustle_id uuid, votes integer)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    with across as (select social_graph_across_block(current_app_user_id()) as id)
    select h.id, (select count(*) from hustle_votes v
                  where v.hustle_id = h.id and v.user_id in (select id from across))::integer
    from hustles h
    where h.id = any(hustle_ids) and exists (select 1 from across)
      and (h.author_id = current_app_user_id() or social_is_site_moderator()
           or not social_graph_blocked(h.author_id, current_app_user_id())) $$;
alter function social_hustle_hidden_votes(uuid[]) owner to app_social;
revoke execute on function social_hustle_hidden_votes(uuid[]) from public;
grant execute on function social_hustle_hidden_votes(uuid[]) to app_user;

-- A profile's friends as the caller sees them: without friends across a block from the caller.
create or replace function social_public_profile(target uuid)
  returns table (display_name text, avatar_url text, rig_type text, region text, bio text,
                 member_since timestamptz, friend_count bigint)
  language sql stable security definer set search_path = public, pg_temp
  as $$ select nullif(btrim(p.full_name), ''), p.profile_image_url, p.rig_type, p.region, nullif(btrim(p.bio), ''),
               u.created_at,
               (select count(*) from friendships f
                 where f.status = 'accepted' and (f.requester_id = target or f.addressee_id = target)
                   and (case when f.requester_id = target then f.addressee_id else f.requester_id end)
                       not in (select social_graph_across_block(current_app_user_id())))
        from users u left join profiles p on p.user_id = u.id
        where u.id = target and current_app_user_id() is not null
          and social_can_see_user(current_app_user_id(), target) $$;

-- ---------------------------------------------------------------------------------------------------------------
-- Posts' places (decision 040) are shown to strangers as the centre of their 1 km cell, as live positions are, and
-- "near me" measures every post from it. location_snap (0020) ran as a function of its own for each post, about a
-- third of a millisecond on PGlite, for every post a near-me search looked at. The same arithmetic, written as plain
-- expressions the planner inlines, now makes location_snap, so there is still one formula.
create function location_snap_cell_latitude(lat double precision) returns double precision
  language sql immutable parallel safe
  as $$ select greatest(-90, least(90, (floor(lat / (1000 / 111320.0::double precision)) + 0.5)
                                    * (1000 / 111320.0::double precision))) $$;
create function location_snap_lon_step(lat double precision) returns double precision
  language sql immutable parallel safe
  as $$ select (1000 / 111320.0::double precision)
               / greatest(cos(radians(location_snap_cell_latitude(lat))), (1000 / 111320.0::double precision) / 360) $$;
create function location_snap_latitude(lat double precision) returns double precision
  language sql immutable parallel safe
  as $$ select round(location_snap_cell_latitude(lat)::numeric, 5)::double precision $$;
create function location_snap_longitude(lat double precision, lon double precision) returns double precision
  language sql immutable parallel safe
  as $$ select round(least(180, greatest(-180, -180 + (floor((lon + 180) / location_snap_lon_step(lat)) + 0.5)
                                                       * location_snap_lon_step(lat)))::numeric, 5)::double precision $$;
create or replace function location_snap(lat double precision, lon double precision,
                                         out latitude double precision, out longitude double precision)
  language sql immutable strict
  as $$ select location_snap_latitude(lat), location_snap_longitude(lat, lon) $$;
grant execute on function location_snap_cell_latitude(double precision), location_snap_lon_step(double precision),
  location_snap_latitude(double precision), location_snap_longitude(double precision, double precision)
  to app_user, app_social;

