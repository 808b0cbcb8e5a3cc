-- Pam: the user's conversations, kept on the server so they can be read back and deleted, and so a reply survives the
-- socket it was asked on. A conversation is the client's session id; it holds the destructive action waiting for the
-- user's yes (with its deadline). A message may carry the client's idempotency key: the same key is answered once.

create table pam_conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  session_id text not null check (length(session_id) between 1 and 200),
  -- The tool call a confirmation would run: {"name": ..., "args": {...}}.
  pending_action jsonb check (pending_action is null or jsonb_typeof(pending_action) = 'object'),
  pending_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, session_id),
  -- Lets a message's foreign key name its owner too, so a message can never point into another user's conversation.
  unique (id, user_id),
  check ((pending_action is null) = (pending_expires_at is null))
);
create index pam_conversations_user_updated_idx on pam_conversations (user_id, updated_at desc);

create table pam_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default current_app_user_id() references users (id) on delete cascade,
  conversation_id uuid not null,
  role text not null check (role in ('user', 'pam')),
  content text not null check (length(content) <= 20000),
  metadata jsonb check (metadata is null or jsonb_typeof(metadata) = 'object'),
  feedback smallint check (feedback in (1, -1)),
  idempotency_key text check (length(idempotency_key) between 1 and 200),
  -- A reply names the message it answers: how a repeated idempotency key finds the answer it got.
  reply_to uuid references pam_messages (id) on delete cascade,
  created_at timestamptz not null default now(),
  foreign key (conversation_id, user_id) references pam_conversations (id, user_id) on delete cascade,
  unique (user_id, idempotency_key),
  check (role = 'pam' or feedback is null)
);
create index pam_messages_conversation_idx on pam_messages (conversation_id, created_at, id);
create index pam_messages_reply_to_idx on pam_messages (reply_to) where reply_to is not null;

do $$
declare t text;
begin
  foreach t in array array['pam_conversations', 'pam_messages'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('grant select, insert, update, delete on %I to app_user', t);
    execute format('create policy %I on %I for all to app_user using (user_id = current_app_user_id()) with check (user_id = current_app_user_id())', t || '_own', t);
  end loop;
end $$;
