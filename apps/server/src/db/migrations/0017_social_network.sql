-- Network: a traveller's public profile (what they chose to show), search by name, and the cards of users one
-- blocked. Profiles stay readable only by their owner (row-level security); another user's profile is read through
-- the security-definer functions below, which run as app_social and answer only what social_can_see_user allows.

-- A few words about oneself, shown on the public profile. Plain text; null when the traveller wrote none.
alter table profiles add column bio text check (bio is null or length(bio) <= 500);

grant select (rig_type, region, bio, created_at) on profiles to app_social;
grant select (created_at) on users to app_social;

-- Names compared without case or accents ("José" is found by "jose", "ÉMILIE" by "emilie") and with runs of spaces
-- as one. Done in SQL rather than with the unaccent extension, which PGlite does not load by default; lower() alone
-- folds only ASCII under the C locale, so accented capitals are mapped explicitly first.
create function social_fold_name(s text) returns text
  language sql immutable parallel safe
  as $$ select btrim(regexp_replace(
    replace(replace(replace(lower(translate(s,
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
      'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzz')),
      'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'),
    '\s+', ' ', 'g')) $$;

-- Does this account exist? (Blocking is allowed for anyone, whatever their profile shows.)
create function social_user_exists(uid uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select exists (select 1 from users u where u.id = uid) $$;

-- Another traveller's public profile as the current user may see it: no row when the account does not exist, is
-- across a block, or its visibility (public / friends / private) keeps the viewer out.
create function social_public_profile(target uuid)
  returns table (display_name text, avatar_url text, rig_type text, region text, bio text,
                 member_since timestamptz, friend_count bigint)
  language sql stable security definer set search_path = public, pg_temp
  as $$ select nullif(btrim(p.full_name), ''), p.profile_image_url, p.rig_type, p.region, nullif(btrim(p.bio), ''),
               u.created_at,
               (select count(*) from friendships f
                 where f.status = 'accepted' and (f.requester_id = target or f.addressee_id = target))
        from users u left join profiles p on p.user_id = u.id
        where u.id = target and current_app_user_id() is not null
          and social_can_see_user(current_app_user_id(), target) $$;

-- Search by name for the current user: only profiles they may see (never across a block, never a private profile,
-- friends-only profiles only for friends), never themselves; friends first, then by name.
create function social_search_users(q text, max_results integer)
  returns table (id uuid, display_name text, avatar_url text, is_friend boolean)
  language sql stable security definer set search_path = public, pg_temp
  as $$ select p.user_id, nullif(btrim(p.full_name), ''), p.profile_image_url,
               social_are_friends(current_app_user_id(), p.user_id)
        from profiles p
        where current_app_user_id() is not null and p.user_id <> current_app_user_id()
          and social_fold_name(q) <> ''
          and strpos(social_fold_name(p.full_name), social_fold_name(q)) > 0
          and social_can_see_user(current_app_user_id(), p.user_id)
        order by 4 desc, social_fold_name(p.full_name), p.user_id
        limit least(greatest(max_results, 0), 50) $$;

-- The name and picture of a user the current user blocked, for their own list of blocks (social_user_card shows
-- nothing across a block, in either direction).
create function social_blocked_user_card(uid uuid, out display_name text, out avatar_url text)
  language sql stable security definer set search_path = public, pg_temp
  as $$ select nullif(btrim(p.full_name), ''), p.profile_image_url from profiles p
        where p.user_id = uid
          and exists (select 1 from user_blocks ub where ub.blocker_id = current_app_user_id() and ub.blocked_id = uid) $$;

do $$
declare f text;
begin
  foreach f in array array['social_user_exists(uuid)', 'social_public_profile(uuid)',
                           'social_search_users(text, integer)', 'social_blocked_user_card(uuid)'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to app_user', f);
  end loop;
end $$;

-- Answering a friend request changes its status and nothing else: without this the addressee could rewrite who asked
-- (requester_id) and so make a friendship with someone who never asked for it.
revoke update on friendships from app_user;
grant update (status, responded_at) on friendships to app_user;
