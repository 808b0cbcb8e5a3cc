import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

const ctx = engineContext();
const callOf = (text: string, over: Partial<typeof ctx> = {}) => {
  const u = understand(text, { ...ctx, ...over });
  return u.kind === 'tool' ? u.call : u;
};
const post = (args: PamToolCall['args']) => ({ name: 'create_post', args }) as PamToolCall;

describe('feed posts with something attached', () => {
  it.each<[string, PamToolCall]>([
    ['post my Moab trip to the feed: what a week!', post({ trip: 'Moab', body: 'what a week!' })],
    ['share my Moab trip on the feed: what a week!', post({ trip: 'Moab', body: 'what a week!' })],
    ['publica mi viaje de Moab', post({ trip: 'Moab' })],
    ['publica mi viaje a Moab en el muro: ¡qué semana!', post({ trip: 'Moab', body: '¡qué semana!' })],
    ['publie mon voyage à Moab : quelle semaine !', post({ trip: 'Moab', body: 'quelle semaine !' })],
    ["post 'great sunset' at Moab", post({ body: 'great sunset', place: 'Moab' })],
    ['post "sunset" from here', post({ body: 'sunset', place: 'here' })],
    ['post from Moab: made it!', post({ body: 'made it!', place: 'Moab' })],
    ['publica «gran atardecer» en Moab', post({ body: 'gran atardecer', place: 'Moab' })],
    ['publie « coucher de soleil » à Moab', post({ body: 'coucher de soleil', place: 'Moab' })],
    ['post: made it to camp with my location', post({ body: 'made it to camp', place: 'here' })],
    ['post: thanks @Sam for the tow', post({ body: 'thanks @Sam for the tow', mention: ['Sam'] })],
    [
      'post: great day at the lake, mention Sam and Alex',
      post({ body: 'great day at the lake', mention: ['Sam', 'Alex'] }),
    ],
    ['publica: gran día en el lago, menciona a Sam', post({ body: 'gran día en el lago', mention: ['Sam'] })],
    ['publie : belle journée au lac, mentionne Sam', post({ body: 'belle journée au lac', mention: ['Sam'] })],
    ['post this photo', post({ photo: true })],
    ['publica esta foto', post({ photo: true })],
    ['partage cette photo', post({ photo: true })],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it.each([
    ['share my Moab trip with Sam', 'share_trip'],
    ['post: arrived in Moab, what a view!', 'create_post'],
    ["like Sam's photo", 'like_post'],
  ])('leaves %s to its own reading', (text, name) => {
    const u = callOf(text);
    expect('name' in u ? u.name : u).toBe(name);
    if ('name' in u && u.name === 'create_post') expect(u.args).toEqual({ body: 'arrived in Moab, what a view!' });
  });

  it('the next message is the text a post without words asked for, "¡" included', () => {
    const previous = post({ trip: 'Moab' });
    expect(callOf('¡Qué semana!', { previous })).toEqual(post({ trip: 'Moab', body: '¡Qué semana!' }));
    expect(callOf('the second one', { previous })).toEqual(post({ trip: 'Moab', choice: 2 }));
  });
});

describe('group conversations', () => {
  const msg = (args: PamToolCall['args']) => ({ name: 'send_message', args }) as PamToolCall;
  it.each<[string, PamToolCall]>([
    [
      'start a group chat with Sam and Alex called Moab crew',
      { name: 'start_group_chat', args: { with: ['Sam', 'Alex'], title: 'Moab crew' } },
    ],
    [
      'create a group conversation with Sam, Alex and Jo named Moab crew',
      { name: 'start_group_chat', args: { with: ['Sam', 'Alex', 'Jo'], title: 'Moab crew' } },
    ],
    ['crea un chat de grupo con Sam y Alex', { name: 'start_group_chat', args: { with: ['Sam', 'Alex'] } }],
    [
      'crée une conversation de groupe avec Sam et Alex appelée Moab crew',
      { name: 'start_group_chat', args: { with: ['Sam', 'Alex'], title: 'Moab crew' } },
    ],
    ["message the Moab crew: we're at site 12", msg({ to: 'Moab crew', body: "we're at site 12" })],
    ['escribe al grupo Moab crew: estamos en el sitio 12', msg({ to: 'Moab crew', body: 'estamos en el sitio 12' })],
    ['écris à Moab crew : on est au site 12', msg({ to: 'Moab crew', body: 'on est au site 12' })],
    ['Message to Sam: we are at the gate', msg({ to: 'Sam', body: 'we are at the gate' })],
    ['what did the Moab crew say?', { name: 'read_messages', args: { from: 'Moab crew' } }],
    ['¿qué dijo el grupo Moab crew?', { name: 'read_messages', args: { from: 'Moab crew' } }],
    ["qu'a dit Moab crew ?", { name: 'read_messages', args: { from: 'Moab crew' } }],
    ['read the Moab crew chat', { name: 'read_messages', args: { from: 'Moab crew' } }],
    ['read the latest messages', { name: 'read_messages', args: {} }],
    ['message the Moab crew', msg({ to: 'Moab crew' })],
    ['escribe al grupo moab crew', msg({ to: 'moab crew' })],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });
});

describe('one notification marked read', () => {
  const mark = (args: PamToolCall['args']) => ({ name: 'mark_notifications_read', args }) as PamToolCall;
  it.each<[string, PamToolCall]>([
    ["mark the notification about Sam's comment read", mark({ kind: 'comment', from: 'Sam' })],
    ["mark Sam's message notification as read", mark({ kind: 'message', from: 'Sam' })],
    ['mark the friend request notification as read', mark({ kind: 'friend_request' })],
    ['mark the notification about the comment on my sunset post read', mark({ kind: 'comment', about: 'sunset' })],
    ['mark all the notifications read', mark({})],
    ['marca como leída la notificación del comentario de Sam', mark({ kind: 'comment', from: 'Sam' })],
    ['marque la notification du commentaire de Sam comme lue', mark({ kind: 'comment', from: 'Sam' })],
    ['mark them all read', mark({})],
    ['márcalas todas como leídas', mark({})],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });
});
