-- Moderation: reports of content (or of a user), the moderators' actions on them, and the audit of every action.
-- Who may act is decided here, not by handler code: a site moderator (app.moderator, set by the server after its
-- admin check) on anything, a group's owner or moderator on what was written inside their group. Every action is
-- applied and audited by one security-definer function, so an action without its audit row cannot happen.

-- ---------------------------------------------------------------------------------------------------------------
-- What each reportable kind of content is, read as app_social: its author, the group it lives in (a post's group, a
-- comment's post's group, a trip comment's share's group), its text and its hidden state. Only for the functions
-- below, never for request code: it answers about rows the caller may not see.

create function social_content_target(p_type text, p_id uuid, out author_id uuid, out group_id uuid,
                                      out body text, out hidden_at timestamptz, out hidden_reason text)
  language plpgsql stable security definer set search_path = public, pg_temp
  as $$ begin
    case p_type
      when 'post' then
        select p.author_id, p.group_id, p.body, p.hidden_at, p.hidden_reason
          into author_id, group_id, body, hidden_at, hidden_reason from posts p where p.id = p_id;
      when 'comment' then
        select c.author_id, p.group_id, c.body, c.hidden_at, c.hidden_reason
          into author_id, group_id, body, hidden_at, hidden_reason
          from post_comments c join posts p on p.id = c.post_id where c.id = p_id;
      when 'message' then
        select m.sender_id, null::uuid, m.body, m.hidden_at, m.hidden_reason
          into author_id, group_id, body, hidden_at, hidden_reason from messages m where m.id = p_id;
      when 'listing' then
        select l.seller_id, null::uuid, concat_ws(E'\n', l.title, l.description), l.hidden_at, l.hidden_reason
          into author_id, group_id, body, hidden_at, hidden_reason from listings l where l.id = p_id;
      when 'hustle' then
        select h.author_id, null::uuid, concat_ws(E'\n', h.title, h.description), h.hidden_at, h.hidden_reason
          into author_id, group_id, body, hidden_at, hidden_reason from hustles h where h.id = p_id;
      when 'hustle_comment' then
        select c.author_id, null::uuid, c.body, c.hidden_at, c.hidden_reason
          into author_id, group_id, body, hidden_at, hidden_reason from hustle_comments c where c.id = p_id;
      when 'trip_comment' then
        select c.author_id, s.group_id, c.body, c.hidden_at, c.hidden_reason
          into author_id, group_id, body, hidden_at, hidden_reason
          from trip_share_comments c join trip_shares s on s.id = c.share_id where c.id = p_id;
      when 'user' then
        select u.id into author_id from users u where u.id = p_id;
      else
        null;
    end case;
  end $$;

-- Sets or clears the hidden state of one piece of content (no permission check: only social_moderate calls it).
create function social_set_hidden(p_type text, p_id uuid, p_hidden_at timestamptz, p_reason text) returns void
  language plpgsql volatile security definer set search_path = public, pg_temp
  as $$ begin
    case p_type
      when 'post' then update posts set hidden_at = p_hidden_at, hidden_reason = p_reason where id = p_id;
      when 'comment' then update post_comments set hidden_at = p_hidden_at, hidden_reason = p_reason where id = p_id;
      when 'message' then update messages set hidden_at = p_hidden_at, hidden_reason = p_reason where id = p_id;
      when 'listing' then update listings set hidden_at = p_hidden_at, hidden_reason = p_reason where id = p_id;
      when 'hustle' then update hustles set hidden_at = p_hidden_at, hidden_reason = p_reason where id = p_id;
      when 'hustle_comment' then
        update hustle_comments set hidden_at = p_hidden_at, hidden_reason = p_reason where id = p_id;
      when 'trip_comment' then
        update trip_share_comments set hidden_at = p_hidden_at, hidden_reason = p_reason where id = p_id;
    end case;
  end $$;

-- The columns those two read and write, and nothing else of the content tables.
do $$
declare
  t text[];
begin
  foreach t slice 1 in array array[
    ['posts', 'id, author_id, group_id, body, hidden_at, hidden_reason'],
    ['post_comments', 'id, post_id, author_id, body, hidden_at, hidden_reason'],
    ['messages', 'id, sender_id, body, hidden_at, hidden_reason'],
    ['listings', 'id, seller_id, title, description, hidden_at, hidden_reason'],
    ['hustles', 'id, author_id, title, description, hidden_at, hidden_reason'],
    ['hustle_comments', 'id, author_id, body, hidden_at, hidden_reason'],
    ['trip_share_comments', 'id, share_id, author_id, body, hidden_at, hidden_reason']] loop
    execute format('grant select (%s), update (hidden_at, hidden_reason) on %I to app_social', t[2], t[1]);
    execute format('create policy %I on %I for select to app_social using (true)', t[1] || '_moderation_read', t[1]);
    execute format('create policy %I on %I for update to app_social using (true) with check (true)',
                   t[1] || '_moderation_hide', t[1]);
  end loop;
end $$;
grant select (id, group_id) on trip_shares to app_social;
create policy trip_shares_moderation_read on trip_shares for select to app_social using (true);

-- May the current user see this content (or this user)? Security invoker: it reads the content table under the
-- caller's own row-level security, so "visible" means exactly what that table's policy says.
create function social_can_see_content(p_type text, p_id uuid) returns boolean
  language plpgsql stable
  as $$ begin
    case p_type
      when 'post' then perform 1 from posts where id = p_id;
      when 'comment' then perform 1 from post_comments where id = p_id;
      when 'message' then perform 1 from messages where id = p_id;
      when 'listing' then perform 1 from listings where id = p_id;
      when 'hustle' then perform 1 from hustles where id = p_id;
      when 'hustle_comment' then perform 1 from hustle_comments where id = p_id;
      when 'trip_comment' then perform 1 from trip_share_comments where id = p_id;
      when 'user' then return social_can_see_user(current_app_user_id(), p_id);
      else return false;
    end case;
    return found;
  end $$;
grant execute on function social_can_see_content(text, uuid) to app_user;

-- The caller may moderate content of this group (null: content outside any group, site moderators only).
create function social_may_moderate(p_group uuid) returns boolean
  language sql stable
  as $$ select social_is_site_moderator()
            or (p_group is not null and social_group_role(p_group, current_app_user_id()) in ('owner', 'moderator')) $$;
grant execute on function social_may_moderate(uuid) to app_user, app_social;

-- ---------------------------------------------------------------------------------------------------------------
create table content_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  target_type text not null
    check (target_type in ('post', 'comment', 'listing', 'message', 'user', 'hustle', 'hustle_comment', 'trip_comment')),
  target_id uuid not null,
  -- Filled from the content itself by the trigger below, whatever the insert said.
  target_author_id uuid references users (id) on delete cascade,
  group_id uuid references social_groups (id) on delete set null,
  reason text not null check (length(btrim(reason)) between 1 and 1000),
  status text not null default 'open' check (status in ('open', 'actioned', 'dismissed')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references users (id) on delete set null,
  check ((status = 'open') = (resolved_at is null))
);
-- One open report per reporter and target: a repeat answers with the open one.
create unique index content_reports_open_key on content_reports (reporter_id, target_type, target_id)
  where status = 'open';
create index content_reports_queue_idx on content_reports (status, created_at desc, id desc);
create index content_reports_group_idx on content_reports (group_id, status, created_at desc) where group_id is not null;
create index content_reports_target_idx on content_reports (target_type, target_id);
create index content_reports_reporter_idx on content_reports (reporter_id, created_at desc);

create function social_report_fill() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$
  declare target record;
  begin
    select * into target from social_content_target(new.target_type, new.target_id);
    if target.author_id is null then
      raise exception 'report target not found' using errcode = 'P0002';
    end if;
    if target.author_id = new.reporter_id then
      raise exception 'one''s own content is not reported' using errcode = '22023';
    end if;
    new.target_author_id := target.author_id;
    new.group_id := target.group_id;
    return new;
  end $$;
create trigger content_reports_fill before insert on content_reports
  for each row execute function social_report_fill();

alter table content_reports enable row level security;
alter table content_reports force row level security;
grant select on content_reports to app_user;
grant insert (reporter_id, target_type, target_id, reason) on content_reports to app_user;
-- The reporter reads their own; site moderators all; a group's owner and moderators the reports of their group.
create policy content_reports_read on content_reports for select to app_user
  using (reporter_id = current_app_user_id() or social_may_moderate(group_id));
-- Only what the reporter can see can be reported (the content table's own policy decides, through the invoker
-- function); status and resolution are the moderators', through social_moderate.
create policy content_reports_file on content_reports for insert to app_user
  with check (reporter_id = current_app_user_id() and status = 'open'
              and social_can_see_content(target_type, target_id));
grant select, update (status, resolved_at, resolved_by) on content_reports to app_social;
create policy content_reports_social on content_reports for select to app_social using (true);
create policy content_reports_social_resolve on content_reports for update to app_social using (true) with check (true);

-- ---------------------------------------------------------------------------------------------------------------
-- The audit: one row per action, written in the action's own statement, never changed or removed (no update or
-- delete grant to anyone), read by site moderators only.
create table moderation_actions (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid references users (id) on delete set null,
  action text not null check (action in ('hide', 'restore', 'dismiss', 'warn', 'suspend')),
  target_type text not null
    check (target_type in ('post', 'comment', 'listing', 'message', 'user', 'hustle', 'hustle_comment', 'trip_comment')),
  target_id uuid not null,
  target_author_id uuid references users (id) on delete set null,
  group_id uuid references social_groups (id) on delete set null,
  report_id uuid references content_reports (id) on delete set null,
  reason text not null check (length(btrim(reason)) between 1 and 1000),
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index moderation_actions_created_idx on moderation_actions (created_at desc, id desc);
create index moderation_actions_target_idx on moderation_actions (target_type, target_id);
create index moderation_actions_report_idx on moderation_actions (report_id) where report_id is not null;

alter table moderation_actions enable row level security;
alter table moderation_actions force row level security;
grant select on moderation_actions to app_user;
create policy moderation_actions_read on moderation_actions for select to app_user using (social_is_site_moderator());
grant select, insert on moderation_actions to app_social;
create policy moderation_actions_social on moderation_actions for insert to app_social with check (true);
create policy moderation_actions_social_read on moderation_actions for select to app_social using (true);

-- Suspensions are written by social_moderate only.
grant insert, update on user_suspensions to app_social;
create policy user_suspensions_social_write on user_suspensions for insert to app_social with check (true);
create policy user_suspensions_social_update on user_suspensions for update to app_social using (true) with check (true);

-- ---------------------------------------------------------------------------------------------------------------
-- One moderation action, checked, applied and audited together. With a report the target is the report's; without
-- one the caller names it. Errors: P0002 no such report or target (to the caller), 42501 not theirs to moderate,
-- 22023 an action that does not apply (hide a user, dismiss a closed report), P0001 nothing to do.
-- Answers with the audit row (a group moderator may not read the audit table itself).
create function social_moderate(p_action text, p_target_type text, p_target_id uuid, p_report_id uuid,
                                p_reason text, p_until timestamptz) returns moderation_actions
  language plpgsql volatile security definer set search_path = public, pg_temp
  as $$
  declare
    me uuid := current_app_user_id();
    report content_reports;
    target record;
    v_type text := p_target_type;
    v_id uuid := p_target_id;
    v_author uuid;
    v_before jsonb;
    v_after jsonb;
    audit moderation_actions;
  begin
    if me is null then raise exception 'not signed in' using errcode = '42501'; end if;
    if p_report_id is not null then
      select * into report from content_reports r where r.id = p_report_id;
      if not found or not (report.reporter_id = me or social_may_moderate(report.group_id)) then
        raise exception 'no such report' using errcode = 'P0002';
      end if;
      v_type := report.target_type;
      v_id := report.target_id;
    end if;

    select * into target from social_content_target(v_type, v_id);
    if target.author_id is null then
      -- Gone since it was reported: a report can still be dismissed.
      if p_action <> 'dismiss' or report.id is null then
        raise exception 'no such target' using errcode = 'P0002';
      end if;
    end if;
    if not social_may_moderate(coalesce(target.group_id, report.group_id)) then
      raise exception 'not a moderator of this content' using errcode = '42501';
    end if;
    if p_action = 'suspend' and not social_is_site_moderator() then
      raise exception 'only site moderators suspend' using errcode = '42501';
    end if;
    v_author := target.author_id;

    case p_action
      when 'hide', 'restore' then
        if v_type = 'user' then raise exception 'a user is not hidden' using errcode = '22023'; end if;
        v_before := jsonb_build_object('hidden_at', target.hidden_at, 'hidden_reason', target.hidden_reason);
        if p_action = 'hide' then
          perform social_set_hidden(v_type, v_id, now(), p_reason);
          v_after := jsonb_build_object('hidden_at', now(), 'hidden_reason', p_reason);
        else
          if target.hidden_at is null then raise exception 'not hidden' using errcode = 'P0001'; end if;
          -- A group's moderators undo only what was hidden inside their group by one of them: not what a site
          -- moderator hid, and not content its author moved into a group they own after it was hidden elsewhere.
          if not social_is_site_moderator() and not exists (
            select 1 from (select a.group_id, a.actor_id from moderation_actions a
                           where a.target_type = v_type and a.target_id = v_id and a.action = 'hide'
                           order by a.created_at desc, a.id desc limit 1) h
            where h.group_id = target.group_id
              and social_graph_role(h.group_id, h.actor_id) in ('owner', 'moderator')) then
            raise exception 'hidden by a site moderator' using errcode = '42501';
          end if;
          perform social_set_hidden(v_type, v_id, null, null);
          v_after := jsonb_build_object('hidden_at', null, 'hidden_reason', null);
        end if;
      when 'suspend' then
        if p_until is null or p_until <= now() then raise exception 'no suspension end' using errcode = '22023'; end if;
        if v_author = me then raise exception 'not oneself' using errcode = '22023'; end if;
        select jsonb_build_object('reason', s.reason, 'until', s.until) into v_before
          from user_suspensions s where s.user_id = v_author and s.until > now();
        insert into user_suspensions (user_id, reason, until, created_by, created_at)
          values (v_author, p_reason, p_until, me, now())
          on conflict (user_id) do update
            set reason = excluded.reason, until = excluded.until, created_by = excluded.created_by,
                created_at = excluded.created_at;
        v_after := jsonb_build_object('reason', p_reason, 'until', p_until);
      when 'dismiss' then
        if report.id is null then raise exception 'dismiss needs a report' using errcode = '22023'; end if;
      when 'warn' then
        null;
      else
        raise exception 'unknown action' using errcode = '22023';
    end case;

    if report.id is not null then
      if report.status <> 'open' and p_action = 'dismiss' then
        raise exception 'report already closed' using errcode = '22023';
      end if;
      if p_action <> 'restore' then
        update content_reports r
          set status = case p_action when 'dismiss' then 'dismissed' else 'actioned' end,
              resolved_at = now(), resolved_by = me
          where r.id = report.id and r.status = 'open';
      end if;
    end if;
    -- Hiding answers every open report of the same content.
    if p_action = 'hide' then
      update content_reports r set status = 'actioned', resolved_at = now(), resolved_by = me
        where r.target_type = v_type and r.target_id = v_id
          and r.status = 'open';
    end if;

    insert into moderation_actions (actor_id, action, target_type, target_id, target_author_id, group_id,
                                    report_id, reason, before, after)
      values (me, p_action, v_type, v_id, v_author, coalesce(target.group_id, report.group_id),
              report.id, p_reason, v_before, v_after)
      returning * into audit;
    return audit;
  end $$;

-- The target of a report as its moderators see it (text, author, hidden state); nothing for anyone else. A private
-- message is shown only once someone in the conversation reported it.
create function social_moderation_preview(p_type text, p_id uuid, out author_id uuid, out group_id uuid,
                                          out body text, out hidden_at timestamptz, out hidden_reason text)
  language plpgsql stable security definer set search_path = public, pg_temp
  as $$
  declare target record;
  begin
    select * into target from social_content_target(p_type, p_id);
    if target.author_id is null or not social_may_moderate(target.group_id) then return; end if;
    if p_type = 'message' and not exists (
      select 1 from content_reports r where r.target_type = 'message' and r.target_id = p_id) then
      return;
    end if;
    author_id := target.author_id;
    group_id := target.group_id;
    body := target.body;
    hidden_at := target.hidden_at;
    hidden_reason := target.hidden_reason;
  end $$;

-- ---------------------------------------------------------------------------------------------------------------
-- Where a social notice is e-mailed, and in which language: only when the recipient's e-mail notifications are on
-- (the settings default, also for a user who never saved settings). Asked after commit by the server as app_auth
-- (which owns the mail), never by the request role: whoever writes a notice chooses its recipient, so answering
-- app_user would give any signed-in user anyone's e-mail address.
grant select (email) on users to app_social;
grant select (notification_preferences, display_preferences) on user_settings to app_social;
grant select (id, user_id, kind, created_at) on notifications to app_social;
create policy notifications_social_read on notifications for select to app_social using (true);
create function social_notice_email(p_notice uuid, out email text, out language text)
  language sql stable security definer set search_path = public, pg_temp
  as $$ select u.email, coalesce(s.display_preferences ->> 'language', 'en')
        from notifications n
        join users u on u.id = n.user_id
        left join user_settings s on s.user_id = n.user_id
        where n.id = p_notice and n.kind like 'social.%'
          and coalesce((s.notification_preferences ->> 'email_notifications')::boolean, true) $$;

do $$
declare f text;
begin
  foreach f in array array['social_content_target(text, uuid)', 'social_set_hidden(text, uuid, timestamptz, text)',
                           'social_report_fill()'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
  end loop;
  execute 'grant execute on function social_content_target(text, uuid) to app_social';
  execute 'grant execute on function social_set_hidden(text, uuid, timestamptz, text) to app_social';
  foreach f in array array['social_moderate(text, text, uuid, uuid, text, timestamptz)',
                           'social_moderation_preview(text, uuid)'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to app_user', f);
  end loop;
end $$;
alter function social_notice_email(uuid) owner to app_social;
revoke execute on function social_notice_email(uuid) from public;
grant execute on function social_notice_email(uuid) to app_auth;
revoke execute on function social_can_see_content(text, uuid) from public;
grant execute on function social_can_see_content(text, uuid) to app_user;
