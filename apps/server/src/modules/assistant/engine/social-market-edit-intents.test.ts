import { describe, expect, it } from 'vitest';
import type { PamToolCall } from '@ww/contracts';
import type { PamSubject } from '../assistant.types.ts';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

const ctx = engineContext();
const LISTING: PamSubject = { kind: 'listing', id: '44444444-4444-4444-8444-444444444444', label: 'Awning' };
const HUSTLE: PamSubject = { kind: 'hustle', id: '55555555-5555-4555-8555-555555555555', label: 'Dog walking' };

const callOf = (text: string, subject: PamSubject | null = null) => {
  const u = understand(text, { ...ctx, subject });
  return u.kind === 'tool' ? u.call : u;
};
const listing = (args: Record<string, unknown>): PamToolCall => ({
  name: 'update_listing',
  args: { listing: 'awning', ...args },
});
const hustle = (args: Record<string, unknown>): PamToolCall => ({ name: 'update_hustle', args });

describe("a listing's category, condition, and back on sale", () => {
  it.each<[string, PamToolCall]>([
    ["change my awning listing's condition to like new", listing({ condition: 'like_new' })],
    ['set the condition of the awning to fair', listing({ condition: 'fair' })],
    ['mark the awning as for parts', listing({ condition: 'for_parts' })],
    ['my awning listing is in good condition', listing({ condition: 'good' })],
    ['can you change the category of the awning to camping gear?', listing({ category: 'camping_gear' })],
    ['move the awning into solar and power', listing({ category: 'solar_power' })],
    ['put the awning in the tools category', listing({ category: 'tools' })],
    ['relist the awning', listing({ sold: false })],
    ['put the awning back on sale', listing({ sold: false })],
    ['mark the awning as available again', listing({ sold: false })],
    [
      'mi anuncio del toldo es de la categoría camping',
      { name: 'update_listing', args: { listing: 'toldo', category: 'camping_gear' } },
    ],
    [
      'cambia la categoria del toldo a herramientas',
      { name: 'update_listing', args: { listing: 'toldo', category: 'tools' } },
    ],
    ['el toldo está como nuevo', { name: 'update_listing', args: { listing: 'toldo', condition: 'like_new' } }],
    [
      'cambia el estado del toldo a buen estado',
      { name: 'update_listing', args: { listing: 'toldo', condition: 'good' } },
    ],
    ['¿puedes volver a publicar el toldo?', { name: 'update_listing', args: { listing: 'toldo', sold: false } }],
    ['vuelve a poner el toldo a la venta', { name: 'update_listing', args: { listing: 'toldo', sold: false } }],
    ["l'annonce du store est en bon état", { name: 'update_listing', args: { listing: 'store', condition: 'good' } }],
    [
      "change l'etat du store en comme neuf",
      { name: 'update_listing', args: { listing: 'store', condition: 'like_new' } },
    ],
    [
      'mets l’annonce du store dans matériel de camping',
      { name: 'update_listing', args: { listing: 'store', category: 'camping_gear' } },
    ],
    [
      "change la catégorie de l'annonce du store en outils",
      { name: 'update_listing', args: { listing: 'store', category: 'tools' } },
    ],
    ["remets l'annonce du store en vente", { name: 'update_listing', args: { listing: 'store', sold: false } }],
    ['peux-tu republier le store ?', { name: 'update_listing', args: { listing: 'store', sold: false } }],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('"relist it" and "it is like new" are about the listing the reply was about', () => {
    expect(callOf('relist it', LISTING)).toEqual({ name: 'update_listing', args: { id: LISTING.id, sold: false } });
    expect(callOf('mark it as like new', LISTING)).toEqual({
      name: 'update_listing',
      args: { id: LISTING.id, condition: 'like_new' },
    });
  });

  it.each(['the weather is good', 'my day is good', 'I am new here', 'put the kettle on'])(
    '"%s" is no listing edit',
    (text) => {
      const call = callOf(text);
      expect('name' in call ? call.name : call.kind).not.toBe('update_listing');
    },
  );
});

describe("a hustle's earnings and tags", () => {
  it.each<[string, PamToolCall]>([
    [
      'I earned $120 from the dog walking hustle this month',
      hustle({ hustle: 'dog walking', earnings: { min: 120, period: 'month', currency: 'USD' } }),
    ],
    [
      'my dog walking hustle pays $20 to $30 an hour',
      hustle({ hustle: 'dog walking', earnings: { min: 20, max: 30, period: 'hour', currency: 'USD' } }),
    ],
    [
      'gané 120 € con el trabajo de paseo de perros este mes',
      hustle({ hustle: 'paseo de perros', earnings: { min: 120, period: 'month', currency: 'EUR' } }),
    ],
    [
      'mi trabajo de paseo de perros da 15 € la hora',
      hustle({ hustle: 'paseo de perros', earnings: { min: 15, period: 'hour', currency: 'EUR' } }),
    ],
    [
      "j'ai gagné 120 € avec le petit boulot de promenade de chiens ce mois-ci",
      hustle({ hustle: 'promenade de chiens', earnings: { min: 120, period: 'month', currency: 'EUR' } }),
    ],
    [
      'mon petit boulot de promenade de chiens rapporte 50 € par jour',
      hustle({ hustle: 'promenade de chiens', earnings: { min: 50, period: 'day', currency: 'EUR' } }),
    ],
    ["add the tag 'remote' to my hustle", hustle({ add_tags: ['remote'] })],
    [
      'add the tags remote and pets to my dog walking hustle',
      hustle({ hustle: 'dog walking', add_tags: ['remote', 'pets'] }),
    ],
    ['remove the tag remote from my dog walking hustle', hustle({ hustle: 'dog walking', remove_tags: ['remote'] })],
    ['tag my dog walking hustle with remote', hustle({ hustle: 'dog walking', add_tags: ['remote'] })],
    [
      'añade la etiqueta «remoto» a mi trabajo de paseo de perros',
      hustle({ hustle: 'paseo de perros', add_tags: ['remoto'] }),
    ],
    [
      'quita la etiqueta remoto de mi trabajo de paseo de perros',
      hustle({ hustle: 'paseo de perros', remove_tags: ['remoto'] }),
    ],
    [
      "ajoute l'étiquette « à distance » à mon petit boulot de promenade de chiens",
      hustle({ hustle: 'promenade de chiens', add_tags: ['à distance'] }),
    ],
    [
      "retire l'étiquette animaux de mon petit boulot de promenade de chiens",
      hustle({ hustle: 'promenade de chiens', remove_tags: ['animaux'] }),
    ],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it.each<[string, PamToolCall]>([
    ['remove the earnings from my dog walking hustle', hustle({ hustle: 'dog walking', no_earnings: true })],
    ['quita las ganancias de mi trabajo de paseo de perros', hustle({ hustle: 'paseo de perros', no_earnings: true })],
    [
      'retire les revenus de mon petit boulot de promenade de chiens',
      hustle({ hustle: 'promenade de chiens', no_earnings: true }),
    ],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });

  it('"add the tag remote to it" is about the hustle the reply was about', () => {
    expect(callOf('add the tag remote to it', HUSTLE)).toEqual(hustle({ id: HUSTLE.id, add_tags: ['remote'] }));
  });

  it('money earned without a hustle named is income, not a hustle', () => {
    expect(callOf('I earned $120 from babysitting this month')).toMatchObject({ name: 'log_income' });
  });
});
