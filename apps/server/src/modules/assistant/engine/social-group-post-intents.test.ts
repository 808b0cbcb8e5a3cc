import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { EngineContext, PamSubject } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

const ctx = engineContext();
const POST: PamSubject = { kind: 'post', id: '11111111-1111-4111-8111-111111111111', label: "Sam's post" };

const callOf = (text: string, over: Partial<EngineContext> = {}) => {
  const u = understand(text, { ...ctx, ...over });
  return u.kind === 'tool' ? u.call : u;
};

describe('posting to a group and replying to a comment, as the engine reads them', () => {
  it.each<[string, PamToolCall]>([
    [
      'post to Boondockers: anyone at Quartzsite this week?',
      { name: 'create_post', args: { body: 'anyone at Quartzsite this week?', group: 'Boondockers' } },
    ],
    [
      'post in the Boondockers NZ group: meetup at the lake on Friday',
      { name: 'create_post', args: { body: 'meetup at the lake on Friday', group: 'Boondockers NZ' } },
    ],
    [
      'share in the Solar Nerds group: new panels installed',
      { name: 'create_post', args: { body: 'new panels installed', group: 'Solar Nerds' } },
    ],
    [
      'post to the group Desert Rats "water refill at Ehrenberg"',
      { name: 'create_post', args: { body: 'water refill at Ehrenberg', group: 'Desert Rats' } },
    ],
    [
      'publica en el grupo Boondockers: ¿alguien en Quartzsite esta semana?',
      { name: 'create_post', args: { body: '¿alguien en Quartzsite esta semana?', group: 'Boondockers' } },
    ],
    [
      'publica en Viajeros del Sur: llegamos a Ushuaia',
      { name: 'create_post', args: { body: 'llegamos a Ushuaia', group: 'Viajeros del Sur' } },
    ],
    [
      'publicar en el grupo de Solares: paneles nuevos',
      { name: 'create_post', args: { body: 'paneles nuevos', group: 'Solares' } },
    ],
    [
      'publie dans le groupe Boondockers : quelqu’un à Quartzsite cette semaine ?',
      { name: 'create_post', args: { body: 'quelqu’un à Quartzsite cette semaine ?', group: 'Boondockers' } },
    ],
    [
      'poste dans Nomades du Sud : on arrive à Biarritz',
      { name: 'create_post', args: { body: 'on arrive à Biarritz', group: 'Nomades du Sud' } },
    ],
    [
      'publie dans le groupe des Campeurs : apéro ce soir',
      { name: 'create_post', args: { body: 'apéro ce soir', group: 'Campeurs' } },
    ],
    // The feed and the user's friends are not groups.
    ['post to the feed: made it to Zion', { name: 'create_post', args: { body: 'made it to Zion' } }],
    [
      'post to my friends: home next week',
      { name: 'create_post', args: { body: 'home next week', visibility: 'friends' } },
    ],
    [
      "reply to Sam's comment on my sunset post: thanks!",
      { name: 'comment_post', args: { body: 'thanks!', reply_to: 'Sam', mine: true, about: 'sunset' } },
    ],
    [
      "reply to Sam's comment: glad you liked it",
      { name: 'comment_post', args: { body: 'glad you liked it', reply_to: 'Sam' } },
    ],
    [
      'answer the comment by Maria Lopez on my last post: see you there',
      { name: 'comment_post', args: { body: 'see you there', reply_to: 'Maria Lopez', mine: true } },
    ],
    [
      'responde al comentario de Juan en mi publicación del atardecer: ¡gracias!',
      { name: 'comment_post', args: { body: '¡gracias!', reply_to: 'Juan', mine: true, about: 'atardecer' } },
    ],
    [
      'contesta el comentario de Lucía: nos vemos allí',
      { name: 'comment_post', args: { body: 'nos vemos allí', reply_to: 'Lucía' } },
    ],
    [
      'responde al comentario de Pedro en la publicación de Ana: claro que sí',
      { name: 'comment_post', args: { body: 'claro que sí', reply_to: 'Pedro', author: 'Ana' } },
    ],
    [
      'réponds au commentaire de Marie sur ma publication du coucher de soleil : merci !',
      { name: 'comment_post', args: { body: 'merci !', reply_to: 'Marie', mine: true, about: 'coucher de soleil' } },
    ],
    [
      "réponds au commentaire d'Élodie : avec plaisir",
      { name: 'comment_post', args: { body: 'avec plaisir', reply_to: 'Élodie' } },
    ],
    [
      'répondre au commentaire de Luc sur mon dernier post : à bientôt',
      { name: 'comment_post', args: { body: 'à bientôt', reply_to: 'Luc', mine: true } },
    ],
  ])('%s', (text, call) => {
    expect(callOf(text)).toEqual(call);
  });

  it('"which group?" answered: "the second one", "la segunda", "le deuxième" pick from the list', () => {
    const previous: PamToolCall = { name: 'create_post', args: { body: 'hello', group: 'Boondockers' } };
    for (const text of ['the second one', 'la segunda', 'le deuxième']) {
      expect(callOf(text, { previous })).toEqual({
        name: 'create_post',
        args: { body: 'hello', group: 'Boondockers', choice: 2 },
      });
    }
  });

  it('a reply to a comment on the post the conversation is about', () => {
    expect(callOf("reply to Sam's comment on it: you bet", { subject: POST })).toEqual({
      name: 'comment_post',
      args: { body: 'you bet', reply_to: 'Sam', post_id: POST.id },
    });
  });

  it('"reply to Sam: …" stays a message, and "comment on Sam\'s post" a comment', () => {
    expect(callOf('reply to Sam: see you tomorrow')).toMatchObject({ name: 'send_message' });
    expect(callOf("comment on Sam's last post: congrats!")).toEqual({
      name: 'comment_post',
      args: { author: 'Sam', body: 'congrats!' },
    });
  });
});
