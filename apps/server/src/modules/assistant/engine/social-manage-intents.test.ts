import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { PamSubject } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

const ctx = engineContext();
const LISTING: PamSubject = { kind: 'listing', id: '44444444-4444-4444-8444-444444444444', label: 'Awning' };
const HUSTLE: PamSubject = { kind: 'hustle', id: '55555555-5555-4555-8555-555555555555', label: 'Dog walking' };
const GROUP: PamSubject = { kind: 'group', id: '66666666-6666-4666-8666-666666666666', label: 'Boondockers NZ' };

const callOf = (text: string, subject: PamSubject | null = null) => {
  const u = understand(text, { ...ctx, subject });
  return u.kind === 'tool' ? u.call : u;
};

describe('what the user does to their own listings, hustles and groups', () => {
  it.each<[string, PamToolCall]>([
    ['mark the awning as sold', { name: 'update_listing', args: { listing: 'awning', sold: true } }],
    ['I sold the awning', { name: 'update_listing', args: { listing: 'awning', sold: true } }],
    ['I sold my Jayco', { name: 'update_listing', args: { listing: 'Jayco', sold: true } }],
    ['marca el toldo como vendido', { name: 'update_listing', args: { listing: 'toldo', sold: true } }],
    ['vendí el toldo', { name: 'update_listing', args: { listing: 'toldo', sold: true } }],
    ["marque l'auvent comme vendu", { name: 'update_listing', args: { listing: 'auvent', sold: true } }],
    ["j'ai vendu l'auvent", { name: 'update_listing', args: { listing: 'auvent', sold: true } }],
    ['drop the awning to $90', { name: 'update_listing', args: { listing: 'awning', price: 90, currency: 'USD' } }],
    ['baja el toldo a 90 €', { name: 'update_listing', args: { listing: 'toldo', price: 90, currency: 'EUR' } }],
    ['baisse l’auvent à 90 €', { name: 'update_listing', args: { listing: 'auvent', price: 90, currency: 'EUR' } }],
    [
      'baisse le prix de mon auvent à 90 €',
      { name: 'update_listing', args: { listing: 'auvent', price: 90, currency: 'EUR' } },
    ],
    ['marque mon auvent comme vendu', { name: 'update_listing', args: { listing: 'auvent', sold: true } }],
    ['delete my awning listing', { name: 'delete_listing', args: { listing: 'awning' } }],
    ['borra mi anuncio del toldo', { name: 'delete_listing', args: { listing: 'toldo' } }],
    ["supprime mon annonce de l'auvent", { name: 'delete_listing', args: { listing: 'auvent' } }],
    ['delete my dog walking hustle', { name: 'delete_hustle', args: { hustle: 'dog walking' } }],
    ['borra mi trabajo de paseo de perros', { name: 'delete_hustle', args: { hustle: 'paseo de perros' } }],
    [
      'supprime mon petit boulot de promenade de chiens',
      { name: 'delete_hustle', args: { hustle: 'promenade de chiens' } },
    ],
    [
      'rename my dog walking hustle to Dog sitting at campgrounds',
      { name: 'update_hustle', args: { hustle: 'dog walking', title: 'Dog sitting at campgrounds' } },
    ],
    [
      'change the description of my dog walking hustle to Walks twice a day',
      { name: 'update_hustle', args: { hustle: 'dog walking', description: 'Walks twice a day' } },
    ],
    [
      'cambia la descripción de mi trabajo de paseo de perros a Paseos dos veces al día',
      { name: 'update_hustle', args: { hustle: 'paseo de perros', description: 'Paseos dos veces al día' } },
    ],
    [
      'change la description de mon petit boulot de promenade de chiens en Deux promenades par jour',
      { name: 'update_hustle', args: { hustle: 'promenade de chiens', description: 'Deux promenades par jour' } },
    ],
    [
      'rename my awning listing to Fiamma F45 awning',
      { name: 'update_listing', args: { listing: 'awning', title: 'Fiamma F45 awning' } },
    ],
    [
      'change the description of my awning listing to Barely used, with brackets',
      { name: 'update_listing', args: { listing: 'awning', description: 'Barely used, with brackets' } },
    ],
    [
      'renombra mi anuncio del toldo a Toldo Fiamma F45',
      { name: 'update_listing', args: { listing: 'toldo', title: 'Toldo Fiamma F45' } },
    ],
    [
      'cambia la descripción de mi anuncio del toldo a Casi nuevo, con soportes',
      { name: 'update_listing', args: { listing: 'toldo', description: 'Casi nuevo, con soportes' } },
    ],
    [
      "renomme mon annonce de l'auvent en Auvent Fiamma F45",
      { name: 'update_listing', args: { listing: 'auvent', title: 'Auvent Fiamma F45' } },
    ],
    [
      "change la description de mon annonce de l'auvent en Presque neuf, avec supports",
      { name: 'update_listing', args: { listing: 'auvent', description: 'Presque neuf, avec supports' } },
    ],
    [
      "approve Sam's request to join Boondockers NZ",
      { name: 'answer_group_request', args: { approve: true, group: 'Boondockers NZ', member: 'Sam' } },
    ],
    [
      "decline Sam's request to join Boondockers NZ",
      { name: 'answer_group_request', args: { approve: false, group: 'Boondockers NZ', member: 'Sam' } },
    ],
    [
      'acepta la solicitud de Juan para unirse a Boondockers NZ',
      { name: 'answer_group_request', args: { approve: true, group: 'Boondockers NZ', member: 'Juan' } },
    ],
    [
      'refuse la demande de Paul pour le groupe Boondockers NZ',
      { name: 'answer_group_request', args: { approve: false, group: 'Boondockers NZ', member: 'Paul' } },
    ],
    ['approve the join request', { name: 'answer_group_request', args: { approve: true } }],
    ['refuse the join request', { name: 'answer_group_request', args: { approve: false } }],
    ["accept Sam's request to join", { name: 'answer_group_request', args: { approve: true, member: 'Sam' } }],
    [
      'approve the request to join Boondockers NZ',
      { name: 'answer_group_request', args: { approve: true, group: 'Boondockers NZ' } },
    ],
    ['aprueba la solicitud para unirse', { name: 'answer_group_request', args: { approve: true } }],
    [
      'aprueba la solicitud de ingreso de Juan',
      { name: 'answer_group_request', args: { approve: true, member: 'Juan' } },
    ],
    ['rechaza la solicitud para unirse al grupo', { name: 'answer_group_request', args: { approve: false } }],
    ["accepte la demande d'adhésion", { name: 'answer_group_request', args: { approve: true } }],
    ['accepte la demande pour rejoindre le groupe', { name: 'answer_group_request', args: { approve: true } }],
    [
      "refuse la demande d'adhésion de Paul",
      { name: 'answer_group_request', args: { approve: false, member: 'Paul' } },
    ],
    // Friend request or request to join: the tool answers whichever waits.
    ['approve the request', { name: 'answer_friend_request', args: { accept: true } }],
    ['aprueba la solicitud', { name: 'answer_friend_request', args: { accept: true } }],
    ['accepte la demande', { name: 'answer_friend_request', args: { accept: true } }],
    [
      'approve all requests for Boondockers NZ',
      { name: 'answer_all_group_requests', args: { approve: true, group: 'Boondockers NZ' } },
    ],
    [
      'aprueba todas las solicitudes del grupo Boondockers NZ',
      { name: 'answer_all_group_requests', args: { approve: true, group: 'Boondockers NZ' } },
    ],
    [
      'accepte toutes les demandes pour le groupe Boondockers NZ',
      { name: 'answer_all_group_requests', args: { approve: true, group: 'Boondockers NZ' } },
    ],
    [
      'make Boondockers NZ approval only',
      { name: 'update_group', args: { group: 'Boondockers NZ', join_policy: 'request' } },
    ],
    ['make Boondockers NZ open', { name: 'update_group', args: { group: 'Boondockers NZ', join_policy: 'open' } }],
    [
      'haz el grupo Boondockers NZ privado',
      { name: 'update_group', args: { group: 'Boondockers NZ', join_policy: 'request' } },
    ],
    [
      'rends le groupe Boondockers NZ sur validation',
      { name: 'update_group', args: { group: 'Boondockers NZ', join_policy: 'request' } },
    ],
    ['delete the group Boondockers NZ', { name: 'delete_group', args: { group: 'Boondockers NZ' } }],
    ['borra el grupo Boondockers NZ', { name: 'delete_group', args: { group: 'Boondockers NZ' } }],
    ['supprime le groupe Boondockers NZ', { name: 'delete_group', args: { group: 'Boondockers NZ' } }],
  ])('%s', (text, call) => {
    expect(callOf(text)).toEqual(call);
  });

  it.each<[string, PamSubject, PamToolCall]>([
    ['mark it as sold', LISTING, { name: 'update_listing', args: { id: LISTING.id, sold: true } }],
    ['drop it to $90', LISTING, { name: 'update_listing', args: { id: LISTING.id, price: 90, currency: 'USD' } }],
    ['make that $90', LISTING, { name: 'update_listing', args: { id: LISTING.id, price: 90, currency: 'USD' } }],
    ['ponlo a 90 €', LISTING, { name: 'update_listing', args: { id: LISTING.id, price: 90, currency: 'EUR' } }],
    ['delete it', LISTING, { name: 'delete_listing', args: { id: LISTING.id } }],
    ['bórralo', LISTING, { name: 'delete_listing', args: { id: LISTING.id } }],
    ['supprime-la', LISTING, { name: 'delete_listing', args: { id: LISTING.id } }],
    ['delete it', HUSTLE, { name: 'delete_hustle', args: { id: HUSTLE.id } }],
    ['delete it', GROUP, { name: 'delete_group', args: { id: GROUP.id } }],
    ['make it approval only', GROUP, { name: 'update_group', args: { id: GROUP.id, join_policy: 'request' } }],
  ])('"%s" after a %s is about it', (text, subject, call) => {
    expect(callOf(text, subject)).toEqual(call);
  });

  it.each<[PamToolCall, string, PamToolCall]>([
    [
      { name: 'answer_group_request', args: { approve: true } },
      'the second one',
      { name: 'answer_group_request', args: { approve: true, choice: 2 } },
    ],
    [
      { name: 'answer_group_request', args: { approve: false } },
      'Olga',
      { name: 'answer_group_request', args: { approve: false, member: 'Olga' } },
    ],
    [
      { name: 'answer_friend_request', args: { accept: true } },
      'el primero',
      { name: 'answer_friend_request', args: { accept: true, choice: 1 } },
    ],
  ])('after %j, "%s" picks from the list Pam gave', (previous, text, call) => {
    const u = understand(text, { ...ctx, previous });
    expect(u.kind === 'tool' ? u.call : u).toEqual(call);
  });

  it.each<[string, string]>([
    ['make my profile private', 'update_settings'],
    ['remove my vote from the dog walking hustle', 'vote_hustle'],
    ['accept all friend requests', 'answer_all_friend_requests'],
    ["change yesterday's diesel to 52", 'update_record'],
    ['I sold the motorhome, delete it', 'delete_vehicle'],
  ])('%s stays with %s', (text, name) => {
    expect(callOf(text)).toMatchObject({ name });
  });
});

describe('the language these requests are written in, for a user whose app is in English', () => {
  it.each([
    ["marque l'auvent comme vendu", 'fr'],
    ["baisse l'auvent à 90 €", 'fr'],
    ['accepte toutes les demandes', 'fr'],
    ['vendí el toldo', 'es'],
    ['baja el toldo a 90 €', 'es'],
    ['mark the awning as sold', 'en'],
  ] as const)('%s → %s', (text, language) => {
    expect(understand(text, ctx).language).toBe(language);
  });
});
