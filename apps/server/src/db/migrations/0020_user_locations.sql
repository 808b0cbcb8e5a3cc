-- The community map's positions (SPEC §3 user location row). Private by default: the owner reads and writes their
-- row; a friend reads the exact row while the owner shares, is active and has a profile that is not private, never
-- across a block. Everyone else sees a position only through the security-definer functions below, which snap it to
-- the centre of a ~1 km grid cell inside the database, so the exact coordinates of a non-friend never leave it
-- (decision 022).

create table user_locations (
  user_id uuid primary key default current_app_user_id() references users (id) on delete cascade,
  current_latitude double precision check (current_latitude between -90 and 90),
  current_longitude double precision check (current_longitude between -180 and 180),
  destination_latitude double precision check (destination_latitude between -90 and 90),
  destination_longitude double precision check (destination_longitude between -180 and 180),
  status text not null default 'offline' check (status in ('active', 'offline')),
  updated_at timestamptz not null default now(),
  check ((current_latitude is null) = (current_longitude is null)),
  check ((destination_latitude is null) = (destination_longitude is null)),
  -- Active means "on the map": there is a position to draw.
  check (status = 'offline' or current_latitude is not null)
);
-- No PostGIS on PGlite: radius and box searches narrow to a latitude band by this index first.
create index user_locations_active_idx on user_locations (current_latitude, current_longitude) where status = 'active';

alter table user_locations enable row level security;
alter table user_locations force row level security;
grant select, insert, update, delete on user_locations to app_user;
-- The owner: everything on their own row, but on the map ('active') only while sharing is on (SPEC §6).
create policy user_locations_own on user_locations for all to app_user
  using (user_id = current_app_user_id())
  with check (user_id = current_app_user_id() and (status = 'offline' or social_location_sharing(user_id)));
-- A friend: the exact row while it is on the map and its owner lets friends see them.
create policy user_locations_friends on user_locations for select to app_user
  using (status = 'active' and user_id <> current_app_user_id()
         and social_are_friends(user_id, current_app_user_id())
         and social_location_sharing(user_id)
         and social_profile_visibility(user_id) <> 'private'
         and not social_blocked_between(user_id, current_app_user_id()));

grant select on user_locations to app_social;
create policy user_locations_social on user_locations for select to app_social using (true);

-- ---------------------------------------------------------------------------------------------------------------
-- Approximate positions for everyone who is not a friend.

-- The centre of the grid cell holding the point: cells are SOCIAL_LIMITS.approximateGridM (1,000 m) tall, and as
-- wide at the cell's own latitude (the longitude step grows as 1/cos(latitude), from the snapped latitude, so the
-- step itself says nothing finer than the cell). Deterministic: the same point always gives the same centre, so
-- repeated reads cannot be averaged into the exact one. Five decimals are a metre, far below the cell.
create function location_snap(lat double precision, lon double precision,
                              out latitude double precision, out longitude double precision)
  language sql immutable strict
  as $$
    select round(c.lat_c::numeric, 5)::double precision,
           round(least(180, greatest(-180, -180 + (floor((lon + 180) / c.dlon) + 0.5) * c.dlon))::numeric, 5)::double precision
    from (select s.lat_c, s.dlat / greatest(cos(radians(s.lat_c)), s.dlat / 360) as dlon
          from (select greatest(-90, least(90, (floor(lat / g.dlat) + 0.5) * g.dlat)) as lat_c, g.dlat
                from (select 1000 / 111320.0::double precision as dlat) g) s) c $$;

-- Great-circle distance in km (haversine on the mean earth radius).
create function location_distance_km(lat1 double precision, lon1 double precision,
                                     lat2 double precision, lon2 double precision) returns double precision
  language sql immutable strict
  as $$ select 2 * 6371.0088 * asin(least(1, sqrt(
           sin(radians(lat2 - lat1) / 2) ^ 2
           + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lon2 - lon1) / 2) ^ 2))) $$;

-- Who the current viewer sees approximately: on the map, sharing, a public profile, not across a block, not a friend
-- (friends read the exact row) and not the viewer. Coordinates are snapped before anything else looks at them.
create function location_public_points()
  returns table (user_id uuid, latitude double precision, longitude double precision, updated_at timestamptz)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select l.user_id, s.latitude, s.longitude, l.updated_at
    from user_locations l
    cross join lateral location_snap(l.current_latitude, l.current_longitude) s
    where current_app_user_id() is not null and l.status = 'active' and l.user_id <> current_app_user_id()
      and social_location_sharing(l.user_id)
      and social_profile_visibility(l.user_id) = 'public'
      and not social_blocked_between(l.user_id, current_app_user_id())
      and not social_are_friends(l.user_id, current_app_user_id()) $$;

-- "Nearby travellers" who are not friends: the radius and the distance are measured from the snapped point, never
-- the exact one, so moving the search centre about cannot trilaterate a traveller.
create function location_public_nearby(p_lat double precision, p_lon double precision, p_radius_km double precision,
                                       p_limit integer)
  returns table (user_id uuid, latitude double precision, longitude double precision, distance_km double precision,
                 updated_at timestamptz)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select p.user_id, p.latitude, p.longitude, d.km, p.updated_at
    from location_public_points() p
    cross join lateral (select location_distance_km(p_lat, p_lon, p.latitude, p.longitude) as km) d
    where p.latitude between p_lat - p_radius_km / 111.2 - 0.01 and p_lat + p_radius_km / 111.2 + 0.01
      and d.km <= p_radius_km
    order by d.km, p.user_id
    limit p_limit $$;

-- What a map of the box shows of non-friends (snapped points inside it), most recently updated first. A box whose
-- west edge is east of its east edge crosses the antimeridian.
create function location_public_in_box(p_west double precision, p_south double precision, p_east double precision,
                                       p_north double precision, p_limit integer)
  returns table (user_id uuid, latitude double precision, longitude double precision, updated_at timestamptz)
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select p.user_id, p.latitude, p.longitude, p.updated_at
    from location_public_points() p
    where p.latitude between p_south and p_north
      and (case when p_west <= p_east then p.longitude between p_west and p_east
                else p.longitude >= p_west or p.longitude <= p_east end)
    order by p.updated_at desc, p.user_id
    limit p_limit $$;

-- Whose sockets must not receive the current user's position events: everyone across a block from them, in either
-- direction (the user may read only their own blocks). Only ever about the current user.
create function location_blocked_audience() returns setof uuid
  language sql stable security definer set search_path = public, pg_temp
  as $$
    select case when ub.blocker_id = current_app_user_id() then ub.blocked_id else ub.blocker_id end
    from user_blocks ub
    where current_app_user_id() is not null
      and (ub.blocker_id = current_app_user_id() or ub.blocked_id = current_app_user_id()) $$;

do $$
declare f text;
begin
  foreach f in array array['location_public_points()',
                           'location_public_nearby(double precision, double precision, double precision, integer)',
                           'location_public_in_box(double precision, double precision, double precision, double precision, integer)',
                           'location_blocked_audience()'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to app_user, app_social', f);
  end loop;
end $$;
grant execute on function location_snap(double precision, double precision) to app_user, app_social;
grant execute on function location_distance_km(double precision, double precision, double precision, double precision)
  to app_user, app_social;

-- ---------------------------------------------------------------------------------------------------------------
-- Turning sharing off takes the traveller off every map at once, whichever setting turned it off and whoever wrote
-- it: the row goes offline in the same transaction (the server then tells the open maps).

create function user_locations_follow_sharing() returns trigger
  language plpgsql
  as $$ begin
    if not social_location_sharing(new.user_id) then
      update user_locations set status = 'offline', updated_at = now() where user_id = new.user_id and status = 'active';
    end if;
    return null;
  end $$;
create trigger user_settings_location_sharing after update of privacy_preferences on user_settings
  for each row execute function user_locations_follow_sharing();
create trigger user_profiles_extended_location_sharing after update of privacy_settings on user_profiles_extended
  for each row execute function user_locations_follow_sharing();
