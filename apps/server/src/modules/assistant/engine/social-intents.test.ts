import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { EngineContext, PamSubject } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

const ctx = engineContext();
const POST: PamSubject = { kind: 'post', id: '11111111-1111-4111-8111-111111111111', label: "Sam's post" };
const CHAT: PamSubject = { kind: 'conversation', id: '22222222-2222-4222-8222-222222222222', label: 'Sam' };
const USER: PamSubject = { kind: 'user', id: '33333333-3333-4333-8333-333333333333', label: 'Sam' };

const callOf = (text: string, over: Partial<EngineContext> = {}) => {
  const u = understand(text, { ...ctx, ...over });
  return u.kind === 'tool' ? u.call : u;
};

describe('social requests the engine reads', () => {
  it.each<[string, PamToolCall]>([
    ['post: arrived in Moab, what a view!', { name: 'create_post', args: { body: 'arrived in Moab, what a view!' } }],
    [
      'Post to the feed: Hello everyone, we made it to Zion',
      { name: 'create_post', args: { body: 'Hello everyone, we made it to Zion' } },
    ],
    [
      'can you post "Boondocking tonight near Quartzsite"',
      { name: 'create_post', args: { body: 'Boondocking tonight near Quartzsite' } },
    ],
    ['publica en el muro: ¡llegamos a Moab!', { name: 'create_post', args: { body: '¡llegamos a Moab!' } }],
    ['Publie : arrivés au lac, quelle vue !', { name: 'create_post', args: { body: 'arrivés au lac, quelle vue !' } }],
    ["comment on Sam's last post: congrats!", { name: 'comment_post', args: { author: 'Sam', body: 'congrats!' } }],
    [
      'comenta en la última publicación de Juan: ¡qué bonito!',
      { name: 'comment_post', args: { author: 'Juan', body: '¡qué bonito!' } },
    ],
    [
      'commente le dernier post de Marie : magnifique',
      { name: 'comment_post', args: { author: 'Marie', body: 'magnifique' } },
    ],
    ["like Maria's latest post", { name: 'like_post', args: { author: 'Maria' } }],
    ['dale me gusta a la publicación de Lucía', { name: 'like_post', args: { author: 'Lucía' } }],
    ['aime la dernière publication de Paul', { name: 'like_post', args: { author: 'Paul' } }],
    ["tell Sam we'll be there at 6", { name: 'send_message', args: { to: 'Sam', body: "we'll be there at 6" } }],
    [
      'envía un mensaje a Lucía: llegamos mañana',
      { name: 'send_message', args: { to: 'Lucía', body: 'llegamos mañana' } },
    ],
    ['dile a Juan que ya salimos', { name: 'send_message', args: { to: 'Juan', body: 'ya salimos' } }],
    [
      'écris à Marie que nous arrivons ce soir',
      { name: 'send_message', args: { to: 'Marie', body: 'nous arrivons ce soir' } },
    ],
    [
      'message Sam Green: see you at the dump station',
      { name: 'send_message', args: { to: 'Sam Green', body: 'see you at the dump station' } },
    ],
    ['any new messages?', { name: 'read_messages', args: {} }],
    ['¿tengo mensajes nuevos?', { name: 'read_messages', args: {} }],
    ["j'ai des nouveaux messages ?", { name: 'read_messages', args: {} }],
    ['what did Sam say?', { name: 'read_messages', args: { from: 'Sam' } }],
    ['add Sam as a friend', { name: 'send_friend_request', args: { name: 'Sam' } }],
    ['send a friend request to Maria Lopez', { name: 'send_friend_request', args: { name: 'Maria Lopez' } }],
    ['agrega a Juan como amigo', { name: 'send_friend_request', args: { name: 'Juan' } }],
    ['ajoute Paul en ami', { name: 'send_friend_request', args: { name: 'Paul' } }],
    ['any friend requests?', { name: 'list_friend_requests', args: {} }],
    ['¿tengo solicitudes de amistad?', { name: 'list_friend_requests', args: {} }],
    ["j'ai des demandes d'ami ?", { name: 'list_friend_requests', args: {} }],
    ["accept Maria's friend request", { name: 'answer_friend_request', args: { accept: true, name: 'Maria' } }],
    ['acepta la solicitud de Juan', { name: 'answer_friend_request', args: { accept: true, name: 'Juan' } }],
    ['refuse la demande de Paul', { name: 'answer_friend_request', args: { accept: false, name: 'Paul' } }],
    ['decline the friend request from Bob', { name: 'answer_friend_request', args: { accept: false, name: 'Bob' } }],
    ['follow Sam', { name: 'follow_user', args: { name: 'Sam' } }],
    ['unfollow Sam', { name: 'follow_user', args: { name: 'Sam', unfollow: true } }],
    ['deja de seguir a Lucía', { name: 'follow_user', args: { name: 'Lucía', unfollow: true } }],
    ['suis Marie', { name: 'follow_user', args: { name: 'Marie' } }],
    ['block Sam', { name: 'block_user', args: { name: 'Sam' } }],
    ['desbloquea a Juan', { name: 'unblock_user', args: { name: 'Juan' } }],
    ['join the Boondockers group', { name: 'join_group', args: { group: 'Boondockers' } }],
    ['únete al grupo Mujeres Viajeras', { name: 'join_group', args: { group: 'Mujeres Viajeras' } }],
    ['rejoins le groupe Camping-cars du Sud', { name: 'join_group', args: { group: 'Camping-cars du Sud' } }],
    ['leave the Boondockers group', { name: 'leave_group', args: { group: 'Boondockers' } }],
    ['my groups', { name: 'find_groups', args: { mine: true } }],
    ['any awnings for sale near me?', { name: 'search_marketplace', args: { query: 'awnings', near_me: true } }],
    ['busca paneles solares en el mercado', { name: 'search_marketplace', args: { query: 'paneles solares' } }],
    ['des panneaux solaires à vendre ?', { name: 'search_marketplace', args: { query: 'panneaux solaires' } }],
    ['des petits boulots en ligne ?', { name: 'search_hustles', args: { query: 'online' } }],
    ['any side hustles for remote work?', { name: 'search_hustles', args: { query: 'remote' } }],
    ['stop sharing my location', { name: 'set_location_sharing', args: { on: false } }],
    ['deja de compartir mi ubicación', { name: 'set_location_sharing', args: { on: false } }],
    ['partage ma position', { name: 'set_location_sharing', args: { on: true } }],
    ['share my location', { name: 'set_location_sharing', args: { on: true } }],
    [
      'Post "Made it to the Grand Canyon!" on my feed',
      { name: 'create_post', args: { body: 'Made it to the Grand Canyon!' } },
    ],
    [
      'share with everyone: free water at the Loves in Tucson',
      { name: 'create_post', args: { body: 'free water at the Loves in Tucson' } },
    ],
    [
      'post to my friends only: heading home',
      { name: 'create_post', args: { body: 'heading home', visibility: 'friends' } },
    ],
    [
      'comparte en la comunidad: el camping de Tulum está cerrado',
      { name: 'create_post', args: { body: 'el camping de Tulum está cerrado' } },
    ],
    [
      'Comment "beautiful shot!" on Maria\'s photo',
      { name: 'comment_post', args: { author: 'Maria', body: 'beautiful shot!' } },
    ],
    ["give Sam's latest post a like", { name: 'like_post', args: { author: 'Sam' } }],
    ['tell my friend Sam we are on our way', { name: 'send_message', args: { to: 'Sam', body: 'we are on our way' } }],
    [
      'avísale a Pedro que el camping está lleno',
      { name: 'send_message', args: { to: 'Pedro', body: 'el camping está lleno' } },
    ],
    ["dis à Julie qu'on sera en retard", { name: 'send_message', args: { to: 'Julie', body: 'on sera en retard' } }],
    ['mensajes de Lucía', { name: 'read_messages', args: { from: 'Lucía' } }],
    ['est-ce que Julie a répondu ?', { name: 'read_messages', args: { from: 'Julie' } }],
    ['quiero ser amigo de Pedro', { name: 'send_friend_request', args: { name: 'Pedro' } }],
    ["accepte la demande d'amitié de Julie", { name: 'answer_friend_request', args: { accept: true, name: 'Julie' } }],
    ['busca grupos de boondocking', { name: 'find_groups', args: { query: 'boondocking' } }],
    ['cherche des groupes de camping-car', { name: 'find_groups', args: { query: 'camping-car' } }],
    ['search the marketplace for kayaks', { name: 'search_marketplace', args: { query: 'kayaks' } }],
    ['find me some ways to make money on the road', { name: 'search_hustles', args: {} }],
    ['desactiva la ubicación compartida', { name: 'set_location_sharing', args: { on: false } }],
    ['cache-moi de la carte', { name: 'set_location_sharing', args: { on: false } }],
    ["what's new on the feed?", { name: 'read_feed', args: {} }],
    ['¿qué hay de nuevo en el muro?', { name: 'read_feed', args: {} }],
    ['quoi de neuf dans le fil ?', { name: 'read_feed', args: {} }],
    ['what did Sam post?', { name: 'read_feed', args: { author: 'Sam' } }],
    ['unfriend Sam', { name: 'remove_friend', args: { name: 'Sam' } }],
    ['elimina a Juan de mis amigos', { name: 'remove_friend', args: { name: 'Juan' } }],
    ['retire Paul de mes amis', { name: 'remove_friend', args: { name: 'Paul' } }],
    ['Message to Sam: we are at the gate', { name: 'send_message', args: { to: 'Sam', body: 'we are at the gate' } }],
    ['Send Maria a quick note: dinner at 7', { name: 'send_message', args: { to: 'Maria', body: 'dinner at 7' } }],
    ['What groups could I join about fishing?', { name: 'find_groups', args: { query: 'fishing' } }],
    ["I don't want to follow Maria anymore", { name: 'follow_user', args: { name: 'Maria', unfollow: true } }],
    ['am I sharing my location?', { name: 'location_sharing_status', args: {} }],
    ['Can others see my location?', { name: 'location_sharing_status', args: {} }],
    ['¿estoy compartiendo mi ubicación?', { name: 'location_sharing_status', args: {} }],
    ['est-ce que je partage ma position ?', { name: 'location_sharing_status', args: {} }],
    ['send a freind request to Tom', { name: 'send_friend_request', args: { name: 'Tom' } }],
    ['mesage Sam: see you at the lake', { name: 'send_message', args: { to: 'Sam', body: 'see you at the lake' } }],
    ['stop shareing my lcoation', { name: 'set_location_sharing', args: { on: false } }],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('refers to the post, conversation or person the conversation is about', () => {
    expect(callOf('like it', { subject: POST })).toEqual({ name: 'like_post', args: { post_id: POST.id } });
    expect(callOf('comment on it: beautiful!', { subject: POST })).toEqual({
      name: 'comment_post',
      args: { post_id: POST.id, body: 'beautiful!' },
    });
    expect(callOf('reply: see you soon', { subject: CHAT })).toEqual({
      name: 'send_message',
      args: { conversation_id: CHAT.id, body: 'see you soon' },
    });
    expect(callOf('block him', { subject: USER })).toEqual({ name: 'block_user', args: { user_id: USER.id } });
  });

  it('takes the answer to "which one?" and the text Pam asked for', () => {
    const previous: PamToolCall = { name: 'send_friend_request', args: { name: 'Sam' } };
    expect(callOf('the second one', { previous })).toEqual({
      name: 'send_friend_request',
      args: { name: 'Sam', choice: 2 },
    });
    expect(callOf('Sam Brown', { previous })).toEqual({ name: 'send_friend_request', args: { name: 'Sam Brown' } });
    const asked: PamToolCall = { name: 'send_message', args: { to: 'Sam' } };
    expect(callOf("we're running late", { previous: asked })).toEqual({
      name: 'send_message',
      args: { to: 'Sam', body: "we're running late" },
    });
  });

  it('leaves other families their requests', () => {
    for (const text of [
      'I spent $45 on diesel today',
      'share my trip with Sam',
      'tell me the weather in Moab',
      'how much did I spend on food this month?',
      'switch to metric',
    ]) {
      const u = callOf(text);
      if ('name' in u) {
        expect([
          'create_post',
          'send_message',
          'search_marketplace',
          'set_location_sharing',
          'join_group',
        ]).not.toContain(u.name);
      }
    }
  });
});

describe('what the Social screens do, as the engine reads it', () => {
  it.each<[string, PamToolCall]>([
    ['start a group called Boondockers NZ', { name: 'create_group', args: { name: 'Boondockers NZ' } }],
    ['crea un grupo llamado Boondockers NZ', { name: 'create_group', args: { name: 'Boondockers NZ' } }],
    ['crée un groupe Boondockers NZ', { name: 'create_group', args: { name: 'Boondockers NZ' } }],
    [
      'create a private group called Solar Nerds: for people who love panels',
      {
        name: 'create_group',
        args: { name: 'Solar Nerds', description: 'for people who love panels', join_policy: 'request' },
      },
    ],
    [
      'rename Boondockers NZ to Kiwi Boondockers',
      { name: 'update_group', args: { group: 'Boondockers NZ', new_name: 'Kiwi Boondockers' } },
    ],
    [
      'renombra el grupo Boondockers NZ a Boondockers Kiwi',
      { name: 'update_group', args: { group: 'Boondockers NZ', new_name: 'Boondockers Kiwi' } },
    ],
    [
      'renomme le groupe Boondockers NZ en Boondockers Kiwi',
      { name: 'update_group', args: { group: 'Boondockers NZ', new_name: 'Boondockers Kiwi' } },
    ],
    [
      'describe the group Boondockers NZ as free camping tips',
      { name: 'update_group', args: { group: 'Boondockers NZ', description: 'free camping tips' } },
    ],
    [
      'cambia la descripción del grupo Boondockers NZ: consejos de acampada libre',
      { name: 'update_group', args: { group: 'Boondockers NZ', description: 'consejos de acampada libre' } },
    ],
    [
      'change la description du groupe Boondockers NZ : conseils de bivouac',
      { name: 'update_group', args: { group: 'Boondockers NZ', description: 'conseils de bivouac' } },
    ],
    [
      'remove Sam from Boondockers NZ',
      { name: 'remove_group_member', args: { group: 'Boondockers NZ', member: 'Sam' } },
    ],
    [
      'saca a Juan del grupo Boondockers NZ',
      { name: 'remove_group_member', args: { group: 'Boondockers NZ', member: 'Juan' } },
    ],
    [
      'retire Paul du groupe Boondockers NZ',
      { name: 'remove_group_member', args: { group: 'Boondockers NZ', member: 'Paul' } },
    ],
    [
      'sell my old awning for $120',
      { name: 'create_listing', args: { title: 'old awning', price: 120, currency: 'USD', condition: 'fair' } },
    ],
    ['vends mon auvent 120 €', { name: 'create_listing', args: { title: 'auvent', price: 120, currency: 'EUR' } }],
    [
      'vendo mi toldo viejo por 120 €',
      { name: 'create_listing', args: { title: 'toldo viejo', price: 120, currency: 'EUR', condition: 'fair' } },
    ],
    [
      'sell my awning 18 ft for $10',
      { name: 'create_listing', args: { title: 'awning 18 ft', price: 10, currency: 'USD' } },
    ],
    [
      'add a hustle: dog walking at campgrounds, $20 an hour',
      {
        name: 'create_hustle',
        args: { title: 'dog walking at campgrounds', earnings: { min: 20, period: 'hour', currency: 'USD' } },
      },
    ],
    [
      'añade un trabajo extra: paseo de perros en campings, 15 € la hora',
      {
        name: 'create_hustle',
        args: { title: 'paseo de perros en campings', earnings: { min: 15, period: 'hour', currency: 'EUR' } },
      },
    ],
    [
      "ajoute un petit boulot : promenade de chiens au camping, 12 € de l'heure",
      {
        name: 'create_hustle',
        args: { title: 'promenade de chiens au camping', earnings: { min: 12, period: 'hour', currency: 'EUR' } },
      },
    ],
    ['upvote the dog-walking hustle', { name: 'vote_hustle', args: { hustle: 'dog-walking' } }],
    ['vota por el trabajo de paseo de perros', { name: 'vote_hustle', args: { hustle: 'paseo de perros' } }],
    ['vote pour le petit boulot promenade de chiens', { name: 'vote_hustle', args: { hustle: 'promenade de chiens' } }],
    [
      'remove my vote from the dog walking hustle',
      { name: 'vote_hustle', args: { hustle: 'dog walking', unvote: true } },
    ],
    ['accept all friend requests', { name: 'answer_all_friend_requests', args: { accept: true } }],
    ['acepta todas las solicitudes', { name: 'answer_all_friend_requests', args: { accept: true } }],
    ['accepte toutes les demandes', { name: 'answer_all_friend_requests', args: { accept: true } }],
    ['decline all friend requests', { name: 'answer_all_friend_requests', args: { accept: false } }],
    ['accept them all', { name: 'answer_all_friend_requests', args: { accept: true } }],
    ['acéptalas todas', { name: 'answer_all_friend_requests', args: { accept: true } }],
    ['accepte-les toutes', { name: 'answer_all_friend_requests', args: { accept: true } }],
    ['refuse toutes les demandes d’ami', { name: 'answer_all_friend_requests', args: { accept: false } }],
    ['join Boondockers Welcome', { name: 'join_group', args: { group: 'Boondockers Welcome' } }],
    ['join boondockers welcome', { name: 'join_group', args: { group: 'boondockers welcome' } }],
    ['únete a Boondockers Welcome', { name: 'join_group', args: { group: 'Boondockers Welcome' } }],
    ['rejoins Boondockers Welcome', { name: 'join_group', args: { group: 'Boondockers Welcome' } }],
    ['comment on my own post: great trip', { name: 'comment_post', args: { body: 'great trip', mine: true } }],
    ['comment on my last post: great trip', { name: 'comment_post', args: { body: 'great trip', mine: true } }],
    ['comenta mi última publicación: gran viaje', { name: 'comment_post', args: { body: 'gran viaje', mine: true } }],
    [
      'commente ma dernière publication : super voyage',
      { name: 'comment_post', args: { body: 'super voyage', mine: true } },
    ],
    ['like my own post', { name: 'like_post', args: { mine: true } }],
    ['like my last post', { name: 'like_post', args: { mine: true } }],
    ['unlike my last post', { name: 'like_post', args: { mine: true, unlike: true } }],
    ['me gusta mi última publicación', { name: 'like_post', args: { mine: true } }],
    ['dale me gusta a mi última publicación', { name: 'like_post', args: { mine: true } }],
    ['quita mi me gusta de mi última publicación', { name: 'like_post', args: { mine: true, unlike: true } }],
    ["j'aime mon dernier post", { name: 'like_post', args: { mine: true } }],
    ['aime ma dernière publication', { name: 'like_post', args: { mine: true } }],
    ["je n'aime plus mon dernier post", { name: 'like_post', args: { mine: true, unlike: true } }],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('leaves a friend, a meal and a record their own readings', () => {
    expect(callOf('remove Sam from my friends')).toEqual({ name: 'remove_friend', args: { name: 'Sam' } });
    expect(callOf('retire Paul de mes amis')).toEqual({ name: 'remove_friend', args: { name: 'Paul' } });
    expect(callOf('join Sam for dinner')).not.toMatchObject({ name: 'join_group' });
    expect(callOf('I sold my old awning for $120')).not.toMatchObject({ name: 'create_listing' });
    expect(callOf("like Maria's latest post")).toEqual({ name: 'like_post', args: { author: 'Maria' } });
  });
});
