import { SOCIAL_LIMITS, type Conversation, type PamToolArgs } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { list, num, pick } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { excerpt } from './social-feed-tools.ts';
import { allPages, bestFits, findFriend, friendsOf, nameOf, one, type Found, type Person } from './social-people.ts';

/** Messages shown of one conversation. */
const SHOWN = 5;

/** The people of a conversation other than the user, as Pam names them. */
const others = (ctx: ToolContext, c: Conversation) =>
  c.title ??
  c.participants
    .filter((p) => p.id !== ctx.userId)
    .map((p) => nameOf(ctx, p))
    .join(', ');

/** The user's direct conversation with a person, when they have one (reading never starts one). */
async function directWith(s: ToolServices, userId: string, personId: string) {
  const page = await s.social.messages.list(userId, { limit: SOCIAL_LIMITS.pageSizeMax });
  return page.data.find((c) => c.kind === 'direct' && c.participants.some((p) => p.id === personId)) ?? null;
}

/** A group conversation as Pam names it: its title, else its people. */
const groupLabel = (ctx: ToolContext, c: Conversation) =>
  pick(ctx, { en: 'the group chat', es: 'el chat de grupo', fr: 'la conversation de groupe' }) + ` “${others(ctx, c)}”`;

type Chat = { person: Person; conversation?: undefined } | { conversation: Conversation; person?: undefined };

/**
 * Who a message is for, or whose messages to read: a friend named, or a group conversation whose title fits the
 * words; both fitting alike is a question listing them, and `choice` answers it.
 */
async function findChat(
  s: ToolServices,
  ctx: ToolContext,
  who: { name?: string | undefined; user_id?: string | undefined; choice?: number | undefined },
): Promise<Found<Chat>> {
  const groups = who.name
    ? (await allPages((q) => s.social.messages.list(ctx.userId, q))).filter((c) => c.kind === 'group' && c.title)
    : [];
  if (!who.name || who.user_id || groups.length === 0) {
    const friend = await findFriend(s, ctx, who);
    return friend.ok ? { ok: true, value: { person: friend.value } } : friend;
  }
  const name = who.name;
  const people = (await friendsOf(s, ctx.userId)).map((u): Chat => ({ person: { id: u.id, name: nameOf(ctx, u) } }));
  const chats = [...people, ...groups.map((c): Chat => ({ conversation: c }))];
  const fits = bestFits(name, chats, (c) => (c.person ? c.person.name : c.conversation.title));
  return one(
    ctx,
    fits,
    (c) => (c.person ? c.person.name : groupLabel(ctx, c.conversation)),
    {
      en: `I couldn't find a friend or a group chat called ${name}.`,
      es: `No encontré ningún amigo ni chat de grupo llamado ${name}.`,
      fr: `Je n'ai trouvé aucun ami ni conversation de groupe nommé ${name}.`,
    },
    who.choice,
  );
}

async function readWith(s: ToolServices, ctx: ToolContext, conversation: Conversation | null, label: string) {
  if (!conversation) {
    return ok(
      pick(ctx, {
        en: `You have no messages with ${label} yet.`,
        es: `Aún no tienes mensajes con ${label}.`,
        fr: `Vous n'avez encore aucun message avec ${label}.`,
      }),
      { messages: [] },
    );
  }
  const page = await s.social.messages.messages(ctx.userId, conversation.id, { limit: SHOWN });
  const shown = [...page.data].reverse();
  await s.social.messages.markRead(ctx.userId, conversation.id);
  const me = pick(ctx, { en: 'You', es: 'Tú', fr: 'Vous' });
  const sender = (id: string) => {
    const p = conversation.participants.find((x) => x.id === id);
    return id === ctx.userId ? me : p ? nameOf(ctx, p) : label;
  };
  const lines = shown.map((m) => `${sender(m.sender_id)}: “${excerpt(m.body, 200)}”`);
  const head = shown.length
    ? pick(ctx, {
        en: `Your latest messages with ${label}:`,
        es: `Tus últimos mensajes con ${label}:`,
        fr: `Vos derniers messages avec ${label} :`,
      })
    : pick(ctx, {
        en: `No messages with ${label} yet.`,
        es: `Aún no hay mensajes con ${label}.`,
        fr: `Pas encore de message avec ${label}.`,
      });
  return {
    ...ok(
      [head, ...lines].join('\n'),
      {
        conversation_id: conversation.id,
        messages: shown.map((m) => ({ from_me: m.sender_id === ctx.userId, body: m.body, at: m.created_at })),
      },
      ['social'],
    ),
    subject: { kind: 'conversation', id: conversation.id, label },
  };
}

async function unread(s: ToolServices, ctx: ToolContext) {
  const page = await s.social.messages.list(ctx.userId, { limit: SOCIAL_LIMITS.pageSizeMax });
  const waiting = page.data.filter((c) => c.unread_count > 0);
  if (waiting.length === 0) {
    const last = page.data[0];
    const note = last?.last_message
      ? pick(ctx, {
          en: ` The latest was with ${others(ctx, last)}: “${excerpt(last.last_message.body)}”.`,
          es: ` La última conversación fue con ${others(ctx, last)}: «${excerpt(last.last_message.body)}».`,
          fr: ` La dernière conversation était avec ${others(ctx, last)} : « ${excerpt(last.last_message.body)} ».`,
        })
      : '';
    return ok(
      pick(ctx, { en: 'No new messages.', es: 'No tienes mensajes nuevos.', fr: 'Aucun nouveau message.' }) + note,
      { unread: 0 },
    );
  }
  const total = waiting.reduce((n, c) => n + c.unread_count, 0);
  const lines = waiting.map(
    (c) => `${others(ctx, c)} (${num(ctx, c.unread_count)}): “${excerpt(c.last_message?.body ?? '', 120)}”`,
  );
  const head = pick(ctx, {
    en: `You have ${num(ctx, total)} new message${total === 1 ? '' : 's'}:`,
    es: `Tienes ${num(ctx, total)} mensaje${total === 1 ? '' : 's'} nuevo${total === 1 ? '' : 's'}:`,
    fr: `Vous avez ${num(ctx, total)} nouveau${total === 1 ? '' : 'x'} message${total === 1 ? '' : 's'} :`,
  });
  const single = waiting.length === 1 ? waiting[0]! : null;
  return {
    ...ok(`${head}\n${lines.join('\n')}`, {
      unread: total,
      conversations: waiting.map((c) => ({
        id: c.id,
        with: others(ctx, c),
        unread: c.unread_count,
        last: c.last_message?.body ?? null,
      })),
    }),
    ...(single ? { subject: { kind: 'conversation', id: single.id, label: others(ctx, single) } } : {}),
  };
}

/** Where a message goes: the conversation by id, the group chat named, or the friend's direct one (started if none). */
async function target(s: ToolServices, ctx: ToolContext, args: PamToolArgs<'send_message'>): Promise<Found<Target>> {
  if (args.conversation_id) {
    const c = await s.social.messages.get(ctx.userId, args.conversation_id);
    return { ok: true, value: { id: c.id, label: c.kind === 'group' ? groupLabel(ctx, c) : others(ctx, c) } };
  }
  const chat = await findChat(s, ctx, { name: args.to, user_id: args.user_id, choice: args.choice });
  if (!chat.ok) return chat;
  const { person, conversation } = chat.value;
  if (conversation) return { ok: true, value: { id: conversation.id, label: groupLabel(ctx, conversation) } };
  return { ok: true, value: { label: person.name, friendId: person.id } };
}

type Target = { id?: string; label: string; friendId?: string };

const sendMessageTool = (s: ToolServices) =>
  tool({
    name: 'send_message',
    description:
      'Sends a message to a friend named in `to` (or by user_id), or to a group conversation whose title fits `to`, or in a conversation by id; starts the direct conversation when there is none.',
    destructive: false,
    help: {
      en: 'message a friend or a group chat ("tell Sam we\'ll be there at 6", "message the Moab crew: we\'re at site 12")',
      es: 'enviar un mensaje a un amigo o a un chat de grupo («dile a Lucía que llegamos a las 6», «escribe al grupo Moab crew: …»)',
      fr: 'écrire à un ami ou à une conversation de groupe (« écris à Marie que nous arrivons à 18 h », « écris à Moab crew : … »)',
    },
    async run(args, ctx) {
      const to = await target(s, ctx, args);
      if (!to.ok) return to.outcome;
      const { label, friendId } = to.value;
      if (!args.body) {
        // Asked without creating anything: the next message is the text (the engine reads it as this call's body).
        return fail(
          'needs_detail',
          pick(ctx, {
            en: `What should I tell ${label}?`,
            es: `¿Qué le digo a ${label}?`,
            fr: `Que dois-je dire à ${label} ?`,
          }),
        );
      }
      const id = to.value.id ?? (await s.social.messages.create(ctx.userId, { participant_ids: [friendId!] })).id;
      const sent = await s.social.messages.send(ctx.userId, id, args.body, null);
      return {
        ...ok(
          pick(ctx, {
            en: `Sent to ${label}: “${excerpt(sent.message.body)}”.`,
            es: `Enviado a ${label}: «${excerpt(sent.message.body)}».`,
            fr: `Envoyé à ${label} : « ${excerpt(sent.message.body)} ».`,
          }),
          { conversation_id: id, message: { id: sent.message.id, body: sent.message.body } },
          ['social'],
        ),
        subject: { kind: 'conversation', id, label },
      };
    },
  });

const readMessagesTool = (s: ToolServices) =>
  tool({
    name: 'read_messages',
    description:
      'Recent messages: with `from` (a friend, or a group conversation by its title), the latest messages there (marked read); else the conversations with unread messages.',
    destructive: false,
    help: {
      en: 'read your messages ("any new messages?", "what did Sam say?", "what did the Moab crew say?")',
      es: 'leer tus mensajes («¿tengo mensajes nuevos?», «¿qué dijo el grupo Moab crew?»)',
      fr: "lire vos messages (« j'ai des nouveaux messages ? », « qu'a dit Moab crew ? »)",
    },
    async run(args, ctx) {
      if (!args.from && !args.user_id) return unread(s, ctx);
      const chat = await findChat(s, ctx, { name: args.from, user_id: args.user_id, choice: args.choice });
      if (!chat.ok) return chat.outcome;
      const { person, conversation } = chat.value;
      if (conversation) return readWith(s, ctx, conversation, groupLabel(ctx, conversation));
      return readWith(s, ctx, await directWith(s, ctx.userId, person.id), person.name);
    },
  });

/** The friends named, each once; a name fitting several is the question, `choice` answering it. */
async function friendsNamed(s: ToolServices, ctx: ToolContext, names: string[], choice: number | undefined) {
  const found: Person[] = [];
  for (const name of names) {
    const friend = await findFriend(s, ctx, { name, choice });
    if (!friend.ok) return friend;
    if (!found.some((f) => f.id === friend.value.id)) found.push(friend.value);
  }
  return { ok: true as const, value: found };
}

const startGroupChatTool = (s: ToolServices) =>
  tool({
    name: 'start_group_chat',
    description:
      'Starts a group conversation in Messages with two or more friends named (`with`), titled `title`, as the Messages screen does.',
    destructive: false,
    help: {
      en: 'start a group chat ("start a group chat with Sam and Alex called Moab crew")',
      es: 'crear un chat de grupo («crea un chat de grupo con Sam y Alex llamado Moab crew»)',
      fr: 'créer une conversation de groupe (« crée une conversation de groupe avec Sam et Alex appelée Moab crew »)',
    },
    async run(args, ctx) {
      const friends = await friendsNamed(s, ctx, args.with, args.choice);
      if (!friends.ok) return friends.outcome;
      if (friends.value.length < 2) {
        return fail(
          'needs_detail',
          pick(ctx, {
            en: 'A group chat needs at least two friends besides you: who else should be in it?',
            es: 'Un chat de grupo necesita al menos dos amigos además de ti: ¿quién más debería estar?',
            fr: "Une conversation de groupe demande au moins deux amis en plus de vous : qui d'autre doit y être ?",
          }),
        );
      }
      const names = list(
        ctx,
        friends.value.map((f) => f.name),
      );
      const c = await s.social.messages.create(ctx.userId, {
        participant_ids: friends.value.map((f) => f.id),
        ...(args.title ? { title: args.title } : {}),
      });
      const label = groupLabel(ctx, c);
      return {
        ...ok(
          pick(ctx, {
            en: `I started ${label} with ${names}. Say "message ${others(ctx, c)}: …" to write there.`,
            es: `Creé ${label} con ${names}. Di «escribe a ${others(ctx, c)}: …» para escribir ahí.`,
            fr: `J'ai créé ${label} avec ${names}. Dites « écris à ${others(ctx, c)} : … » pour y écrire.`,
          }),
          { conversation: { id: c.id, title: c.title, with: friends.value.map((f) => f.name) } },
          ['social'],
        ),
        subject: { kind: 'conversation', id: c.id, label },
      };
    },
  });

export function socialMessageTools(s: ToolServices): PamTool[] {
  return [sendMessageTool(s), readMessagesTool(s), startGroupChatTool(s)];
}
