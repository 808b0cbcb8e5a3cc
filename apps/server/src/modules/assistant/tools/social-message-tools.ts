import { SOCIAL_LIMITS, type Conversation } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { num, pick } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { excerpt } from './social-feed-tools.ts';
import { findFriend, nameOf, type Person } from './social-people.ts';

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

async function readWith(s: ToolServices, ctx: ToolContext, person: Person) {
  const conversation = await directWith(s, ctx.userId, person.id);
  if (!conversation) {
    return ok(
      pick(ctx, {
        en: `You have no messages with ${person.name} yet.`,
        es: `Aún no tienes mensajes con ${person.name}.`,
        fr: `Vous n'avez encore aucun message avec ${person.name}.`,
      }),
      { messages: [] },
    );
  }
  const page = await s.social.messages.messages(ctx.userId, conversation.id, { limit: SHOWN });
  const shown = [...page.data].reverse();
  await s.social.messages.markRead(ctx.userId, conversation.id);
  const me = pick(ctx, { en: 'You', es: 'Tú', fr: 'Vous' });
  const lines = shown.map((m) => `${m.sender_id === ctx.userId ? me : person.name}: “${excerpt(m.body, 200)}”`);
  return {
    ...ok(
      `${pick(ctx, {
        en: `Your latest messages with ${person.name}:`,
        es: `Tus últimos mensajes con ${person.name}:`,
        fr: `Vos derniers messages avec ${person.name} :`,
      })}\n${lines.join('\n')}`,
      {
        conversation_id: conversation.id,
        messages: shown.map((m) => ({ from_me: m.sender_id === ctx.userId, body: m.body, at: m.created_at })),
      },
      ['social'],
    ),
    subject: { kind: 'conversation', id: conversation.id, label: person.name },
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

export function socialMessageTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'send_message',
      description:
        'Sends a direct message to a friend named in `to` (or by user_id), or in a conversation by id; starts the conversation when there is none.',
      destructive: false,
      help: {
        en: 'message a friend ("tell Sam we\'ll be there at 6")',
        es: 'enviar un mensaje a un amigo («dile a Lucía que llegamos a las 6»)',
        fr: 'écrire à un ami (« écris à Marie que nous arrivons à 18 h »)',
      },
      async run(args, ctx) {
        let conversationId = args.conversation_id;
        let label: string;
        let friendId: string | null = null;
        if (conversationId) {
          label = others(ctx, await s.social.messages.get(ctx.userId, conversationId));
        } else {
          const friend = await findFriend(s, ctx, { name: args.to, user_id: args.user_id, choice: args.choice });
          if (!friend.ok) return friend.outcome;
          friendId = friend.value.id;
          label = friend.value.name;
        }
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
        conversationId ??= (await s.social.messages.create(ctx.userId, { participant_ids: [friendId!] })).id;
        const sent = await s.social.messages.send(ctx.userId, conversationId, args.body, null);
        return {
          ...ok(
            pick(ctx, {
              en: `Sent to ${label}: “${excerpt(sent.message.body)}”.`,
              es: `Enviado a ${label}: «${excerpt(sent.message.body)}».`,
              fr: `Envoyé à ${label} : « ${excerpt(sent.message.body)} ».`,
            }),
            { conversation_id: conversationId, message: { id: sent.message.id, body: sent.message.body } },
            ['social'],
          ),
          subject: { kind: 'conversation', id: conversationId, label },
        };
      },
    }),

    tool({
      name: 'read_messages',
      description:
        'Recent messages: with `from` (a friend), the latest messages with them (marked read); else the conversations with unread messages.',
      destructive: false,
      help: {
        en: 'read your messages ("any new messages?", "what did Sam say?")',
        es: 'leer tus mensajes («¿tengo mensajes nuevos?»)',
        fr: "lire vos messages (« j'ai des nouveaux messages ? »)",
      },
      async run(args, ctx) {
        if (!args.from && !args.user_id) return unread(s, ctx);
        const friend = await findFriend(s, ctx, { name: args.from, user_id: args.user_id, choice: args.choice });
        if (!friend.ok) return friend.outcome;
        return readWith(s, ctx, friend.value);
      },
    }),
  ];
}
