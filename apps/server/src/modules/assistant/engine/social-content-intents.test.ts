import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { PamSubject } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

const ctx = engineContext();
const POST: PamSubject = { kind: 'post', id: '77777777-7777-4777-8777-777777777777', label: 'Sunset at Moab' };
const HUSTLE: PamSubject = { kind: 'hustle', id: '55555555-5555-4555-8555-555555555555', label: 'Dog walking' };

const callOf = (text: string, over: Partial<typeof ctx> = {}) => {
  const u = understand(text, { ...ctx, ...over });
  return u.kind === 'tool' ? u.call : u;
};

describe('what the user wrote: posts edited and deleted, comments deleted, hustle comments', () => {
  it.each<[string, PamToolCall]>([
    ['change my last post to Made it to Moab!', { name: 'edit_post', args: { body: 'Made it to Moab!' } }],
    [
      'edit my post about the sunset: What a sunset over Moab',
      { name: 'edit_post', args: { post: 'sunset', body: 'What a sunset over Moab' } },
    ],
    ['edit my post: Back on the road', { name: 'edit_post', args: { body: 'Back on the road' } }],
    ['cambia mi última publicación a ¡Llegamos a Moab!', { name: 'edit_post', args: { body: '¡Llegamos a Moab!' } }],
    [
      'edita mi publicación sobre el atardecer: Qué atardecer en Moab',
      { name: 'edit_post', args: { post: 'atardecer', body: 'Qué atardecer en Moab' } },
    ],
    ['modifie mon dernier post : Arrivés à Moab !', { name: 'edit_post', args: { body: 'Arrivés à Moab !' } }],
    [
      'modifie ma publication sur le coucher de soleil : Quel coucher de soleil',
      { name: 'edit_post', args: { post: 'coucher de soleil', body: 'Quel coucher de soleil' } },
    ],
    ['delete my post about the sunset', { name: 'delete_post', args: { post: 'sunset' } }],
    ['delete my last post', { name: 'delete_post', args: {} }],
    ['borra mi publicación sobre el atardecer', { name: 'delete_post', args: { post: 'atardecer' } }],
    ['borra mi última publicación', { name: 'delete_post', args: {} }],
    ['supprime ma publication sur le coucher de soleil', { name: 'delete_post', args: { post: 'coucher de soleil' } }],
    ['supprime mon dernier post', { name: 'delete_post', args: {} }],
    ["delete my comment on Sam's post", { name: 'delete_comment', args: { author: 'Sam' } }],
    ['delete my last comment', { name: 'delete_comment', args: {} }],
    ['delete my comment on my post', { name: 'delete_comment', args: { mine: true } }],
    ['delete my comment on the dog walking hustle', { name: 'delete_comment', args: { hustle: 'dog walking' } }],
    ['borra mi comentario en la publicación de Juan', { name: 'delete_comment', args: { author: 'Juan' } }],
    [
      'borra mi comentario en el trabajo de paseo de perros',
      { name: 'delete_comment', args: { hustle: 'paseo de perros' } },
    ],
    ['supprime mon commentaire sur le post de Marie', { name: 'delete_comment', args: { author: 'Marie' } }],
    [
      'supprime mon commentaire sur le petit boulot de promenade de chiens',
      { name: 'delete_comment', args: { hustle: 'promenade de chiens' } },
    ],
    [
      'comment on the dog walking hustle: Great idea, I did it in Utah',
      { name: 'comment_hustle', args: { hustle: 'dog walking', body: 'Great idea, I did it in Utah' } },
    ],
    [
      'comenta en el trabajo de paseo de perros: ¡Buena idea!',
      { name: 'comment_hustle', args: { hustle: 'paseo de perros', body: '¡Buena idea!' } },
    ],
    [
      'commente le petit boulot de promenade de chiens : Bonne idée !',
      { name: 'comment_hustle', args: { hustle: 'promenade de chiens', body: 'Bonne idée !' } },
    ],
    ['show the comments on the dog walking hustle', { name: 'read_hustle_comments', args: { hustle: 'dog walking' } }],
    [
      'muestra los comentarios del trabajo de paseo de perros',
      { name: 'read_hustle_comments', args: { hustle: 'paseo de perros' } },
    ],
    [
      'lis les commentaires du petit boulot de promenade de chiens',
      { name: 'read_hustle_comments', args: { hustle: 'promenade de chiens' } },
    ],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('"delete it" after a post is about that post; "bórrala", "supprime-la" too', () => {
    for (const text of ['delete it', 'bórrala', 'supprime-la']) {
      expect(callOf(text, { subject: POST })).toEqual({ name: 'delete_post', args: { id: POST.id } });
    }
  });

  it('"delete it" after a hustle stays the hustle\'s', () => {
    expect(callOf('delete it', { subject: HUSTLE })).toEqual({ name: 'delete_hustle', args: { id: HUSTLE.id } });
  });

  it('commenting on a post and deleting a hustle keep their own readings', () => {
    expect(callOf("comment on Sam's last post: congrats!")).toMatchObject({ name: 'comment_post' });
    expect(callOf('delete my dog walking hustle')).toEqual({ name: 'delete_hustle', args: { hustle: 'dog walking' } });
    expect(callOf('post: edit my post later')).toMatchObject({ name: 'create_post' });
  });
});

describe('the bell: read and cleared', () => {
  it.each<[string, PamToolCall['name']]>([
    ["what's new?", 'read_notifications'],
    ['any notifications?', 'read_notifications'],
    ['check my notifications', 'read_notifications'],
    ['do I have any new notifications?', 'read_notifications'],
    ['¿qué hay de nuevo?', 'read_notifications'],
    ['¿tengo notificaciones?', 'read_notifications'],
    ['muéstrame mis notificaciones', 'read_notifications'],
    ['quoi de neuf ?', 'read_notifications'],
    ["j'ai des notifications ?", 'read_notifications'],
    ['montre-moi mes notifications', 'read_notifications'],
    ['mark them all read', 'mark_notifications_read'],
    ['mark all notifications as read', 'mark_notifications_read'],
    ['márcalas todas como leídas', 'mark_notifications_read'],
    ['marca todas las notificaciones como leídas', 'mark_notifications_read'],
    ['marque-les toutes comme lues', 'mark_notifications_read'],
    ['marque tout comme lu', 'mark_notifications_read'],
  ])('%s', (text, name) => {
    expect(callOf(text)).toEqual({ name, args: {} });
  });

  it('"what\'s new on the feed?" still reads the feed', () => {
    expect(callOf("what's new on the feed?")).toEqual({ name: 'read_feed', args: {} });
    expect(callOf('quoi de neuf dans le fil ?')).toEqual({ name: 'read_feed', args: {} });
  });
});

describe('reports, with the reasons the report dialog offers', () => {
  it.each<[string, PamToolCall]>([
    [
      "report Sam's post about the generator as spam",
      { name: 'report_content', args: { target: 'post', author: 'Sam', about: 'generator', reason: 'spam' } },
    ],
    [
      'report Sam for harassment',
      { name: 'report_content', args: { target: 'user', author: 'Sam', reason: 'harassment' } },
    ],
    [
      'report the awning listing as a scam',
      { name: 'report_content', args: { target: 'listing', about: 'awning', reason: 'scam' } },
    ],
    [
      'report the dog walking hustle as spam',
      { name: 'report_content', args: { target: 'hustle', about: 'dog walking', reason: 'spam' } },
    ],
    [
      "report Sam's comment as hate speech",
      { name: 'report_content', args: { target: 'comment', author: 'Sam', reason: 'hate' } },
    ],
    ["report Sam's post", { name: 'report_content', args: { target: 'post', author: 'Sam' } }],
    [
      'denuncia la publicación de Sam sobre el generador por spam',
      { name: 'report_content', args: { target: 'post', author: 'Sam', about: 'generador', reason: 'spam' } },
    ],
    [
      'denuncia a Juan por acoso',
      { name: 'report_content', args: { target: 'user', author: 'Juan', reason: 'harassment' } },
    ],
    [
      'denuncia el anuncio del toldo por estafa',
      { name: 'report_content', args: { target: 'listing', about: 'toldo', reason: 'scam' } },
    ],
    [
      'reporta el trabajo de paseo de perros como spam',
      { name: 'report_content', args: { target: 'hustle', about: 'paseo de perros', reason: 'spam' } },
    ],
    [
      'signale le post de Marie sur le générateur comme spam',
      { name: 'report_content', args: { target: 'post', author: 'Marie', about: 'générateur', reason: 'spam' } },
    ],
    [
      'signale Paul pour harcèlement',
      { name: 'report_content', args: { target: 'user', author: 'Paul', reason: 'harassment' } },
    ],
    [
      "signale l'annonce de l'auvent comme arnaque",
      { name: 'report_content', args: { target: 'listing', about: 'auvent', reason: 'scam' } },
    ],
    [
      'signale le petit boulot de promenade de chiens comme fausse information',
      { name: 'report_content', args: { target: 'hustle', about: 'promenade de chiens', reason: 'misinformation' } },
    ],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('"report it as spam" reports the post the reply was about', () => {
    expect(callOf('report it as spam', { subject: POST })).toEqual({
      name: 'report_content',
      args: { target: 'post', id: POST.id, reason: 'spam' },
    });
  });

  it('the answer to "why?" completes the report, in each language', () => {
    const previous: PamToolCall = { name: 'report_content', args: { target: 'post', author: 'Sam' } };
    for (const [text, reason] of [
      ['spam', 'spam'],
      ["it's a scam", 'scam'],
      ['acoso', 'harassment'],
      ["parce que c'est une arnaque", 'scam'],
    ] as const) {
      expect(callOf(text, { previous })).toEqual({ name: 'report_content', args: { ...previous.args, reason } });
    }
  });

  it('"the second one" picks from the list Pam gave, in each language', () => {
    const previous: PamToolCall = { name: 'report_content', args: { target: 'post', about: 'generator' } };
    for (const text of ['the second one', 'el segundo', 'la deuxième']) {
      expect(callOf(text, { previous })).toEqual({ name: 'report_content', args: { ...previous.args, choice: 2 } });
    }
    const deleting: PamToolCall = { name: 'delete_post', args: { post: 'sunset' } };
    expect(callOf('the first one', { previous: deleting })).toEqual({
      name: 'delete_post',
      args: { post: 'sunset', choice: 1 },
    });
  });

  it('"report a bug" or a spending report are not reports of content', () => {
    expect(callOf('report a bug')).not.toMatchObject({ name: 'report_content' });
    expect(callOf('report my expenses for March')).not.toMatchObject({ name: 'report_content' });
  });
});
