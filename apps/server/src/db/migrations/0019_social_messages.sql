-- Messages: one-to-one (direct) and group conversations between travellers. Only participants read a conversation,
-- its participant list and its messages; only participants send, as themselves; nobody sends across a block in a
-- direct conversation; suspended users send nothing. Who is in a conversation is answered by the security-definer
-- social_is_participant, so the policies of the three tables never read one another under row-level security.

create table conversations (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('direct', 'group')),
  title text check (title is null or length(btrim(title)) between 1 and 100),
  created_by uuid not null default current_app_user_id() references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  -- The two travellers of a direct conversation, lower id first: one direct conversation per pair (unique below),
  -- reused when either starts it again, and gone with either account.
  direct_low uuid references users (id) on delete cascade,
  direct_high uuid references users (id) on delete cascade,
  check ((kind = 'direct') = (direct_low is not null and direct_high is not null)),
  check (direct_low < direct_high),
  check (kind = 'group' or title is null)
);
create unique index conversations_direct_pair_key on conversations (direct_low, direct_high) where kind = 'direct';

create table conversation_participants (
  conversation_id uuid not null references conversations (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  -- The created_at of the newest message the participant had seen when they last read; null: never read.
  last_read_at timestamptz,
  joined_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
create index conversation_participants_user_idx on conversation_participants (user_id);

create table messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references conversations (id) on delete cascade,
  sender_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  body text not null check (length(body) between 1 and 4000 and length(btrim(body)) > 0),
  -- The client's key for one send (the web's offline outbox): the same sender and key is the same message.
  idempotency_key text check (idempotency_key is null or length(idempotency_key) between 1 and 200),
  created_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_reason text,
  check ((hidden_at is null) = (hidden_reason is null))
);
create index messages_conversation_created_idx on messages (conversation_id, created_at desc, id desc);
create unique index messages_sender_idempotency_key on messages (sender_id, idempotency_key)
  where idempotency_key is not null;

-- ---------------------------------------------------------------------------------------------------------------
-- Questions the policies ask, answered as app_social.

grant select on conversations, conversation_participants to app_social;
create policy conversations_social on conversations for select to app_social using (true);
create policy conversation_participants_social on conversation_participants for select to app_social using (true);

create function social_is_participant(conversation uuid, u uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select exists (
    select 1 from conversation_participants p where p.conversation_id = conversation and p.user_id = u) $$;

-- Whether the two travellers of a direct conversation are across a block (group conversations: never).
create function social_conversation_blocked(conversation uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select exists (
    select 1 from conversations c
    where c.id = conversation and c.kind = 'direct' and social_blocked_between(c.direct_low, c.direct_high)) $$;

-- May `sender` add `target` to a conversation: an existing account the sender may see (never across a block, never
-- a private profile, a friends-only profile only for friends).
create function social_can_message(sender uuid, target uuid) returns boolean
  language sql stable security definer set search_path = public, pg_temp
  as $$ select sender <> target and exists (select 1 from users u where u.id = target)
               and social_can_see_user(sender, target) $$;

-- The creator of a conversation is its first participant, in the same statement (as social_group_add_owner does).
create function social_conversation_add_creator() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$ begin
    insert into conversation_participants (conversation_id, user_id) values (new.id, new.created_by);
    return new;
  end $$;
grant insert on conversation_participants to app_social;
create policy conversation_participants_creator_row on conversation_participants for insert to app_social
  with check (user_id = (select c.created_by from conversations c where c.id = conversation_id));

-- A conversation's newest activity, for the list's order, kept by the database whoever sends.
create function social_conversation_touch() returns trigger
  language plpgsql security definer set search_path = public, pg_temp
  as $$ begin
    update conversations set last_message_at = greatest(coalesce(last_message_at, new.created_at), new.created_at)
      where id = new.conversation_id;
    return new;
  end $$;
grant update (last_message_at) on conversations to app_social;
create policy conversations_social_touch on conversations for update to app_social using (true) with check (true);

do $$
declare f text;
begin
  foreach f in array array['social_is_participant(uuid, uuid)', 'social_conversation_blocked(uuid)',
                           'social_can_message(uuid, uuid)'] loop
    execute format('alter function %s owner to app_social', f);
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to app_user, app_social', f);
  end loop;
end $$;
alter function social_conversation_add_creator() owner to app_social;
alter function social_conversation_touch() owner to app_social;

create trigger conversations_creator_participant after insert on conversations
  for each row execute function social_conversation_add_creator();
create trigger messages_touch_conversation after insert on messages
  for each row execute function social_conversation_touch();

-- ---------------------------------------------------------------------------------------------------------------
-- Row-level security.

do $$
declare t text;
begin
  foreach t in array array['conversations', 'conversation_participants', 'messages'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
  end loop;
end $$;

grant select on conversations to app_user;
-- Not its times: a forged last_message_at would pin the conversation atop every participant's list.
grant insert (id, kind, title, created_by, direct_low, direct_high) on conversations to app_user;
create policy conversations_read on conversations for select to app_user
  using (social_is_participant(id, current_app_user_id()));
-- Started as oneself, not while suspended; a direct conversation only with someone one may message.
create policy conversations_start on conversations for insert to app_user
  with check (created_by = current_app_user_id() and not social_is_suspended(created_by) and (
    kind = 'group' or (created_by = direct_low and social_can_message(created_by, direct_high))
                   or (created_by = direct_high and social_can_message(created_by, direct_low))));

grant select on conversation_participants to app_user;
-- Not the added traveller's read mark: that is theirs alone to move.
grant insert (conversation_id, user_id) on conversation_participants to app_user;
grant update (last_read_at) on conversation_participants to app_user;
create policy conversation_participants_read on conversation_participants for select to app_user
  using (user_id = current_app_user_id() or social_is_participant(conversation_id, current_app_user_id()));
-- Only the creator, already in it (the trigger above) and not suspended, adds others: people they may message, and
-- in a direct conversation only the other one of the pair. Nobody adds anyone to a conversation they do not belong to.
create policy conversation_participants_add on conversation_participants for insert to app_user
  with check (
    user_id <> current_app_user_id()
    and not social_is_suspended(current_app_user_id())
    and social_is_participant(conversation_id, current_app_user_id())
    and social_can_message(current_app_user_id(), user_id)
    and exists (select 1 from conversations c
                where c.id = conversation_id and c.created_by = current_app_user_id()
                  and (c.kind = 'group' or user_id in (c.direct_low, c.direct_high))));
-- Each participant moves only their own read mark.
create policy conversation_participants_mark_read on conversation_participants for update to app_user
  using (user_id = current_app_user_id()) with check (user_id = current_app_user_id());

grant select on messages to app_user;
-- Not created_at: the other participants' order, unread counts and read marks go by it.
grant insert (conversation_id, sender_id, body, idempotency_key) on messages to app_user;
-- Participants read the conversation's messages, except those across a block (a group conversation can hold two
-- travellers who blocked each other afterwards) and hidden ones, which only their sender and moderators still see.
-- Moderators (app.moderator, set only for a verified admin) read any message, to judge what was reported.
create policy messages_read on messages for select to app_user
  using (social_is_site_moderator() or (
    social_is_participant(conversation_id, current_app_user_id())
    and not social_blocked_between(sender_id, current_app_user_id())
    and (hidden_at is null or sender_id = current_app_user_id())));
create policy messages_send on messages for insert to app_user
  with check (sender_id = current_app_user_id() and hidden_at is null
              and social_is_participant(conversation_id, sender_id)
              and not social_is_suspended(sender_id)
              and not social_conversation_blocked(conversation_id));
