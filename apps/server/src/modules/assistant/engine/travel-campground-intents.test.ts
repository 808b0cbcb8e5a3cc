import type { PamToolCall } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import { call, cases, ctx, located } from './travel-intents-test-kit.ts';

// The user's own campgrounds added, listed, changed and deleted, and any campground rated and its reviews read, in
// English, Spanish and French; "find campgrounds near X" stays a search.

type Args<K extends PamToolCall['name']> = Extract<PamToolCall, { name: K }>['args'];
const add = (args: Args<'add_campground'>) => call({ name: 'add_campground', args });
const update = (args: Args<'update_campground'>) => call({ name: 'update_campground', args });
const rate = (args: Args<'review_campground'>) => call({ name: 'review_campground', args });
const reviews = (campground: string) => call({ name: 'campground_reviews', args: { campground } });
const remove = (campground: string) => call({ name: 'delete_campground', args: { campground } });
const removeReview = (campground: string) => call({ name: 'delete_campground_review', args: { campground } });
const mine = call({ name: 'list_my_campgrounds', args: {} });

const SITE_ID = '00000000-0000-4000-8000-000000000001';
const talkingAbout: EngineContext = {
  ...located,
  subject: { kind: 'campground', id: SITE_ID, label: 'Lakeside Park' },
};

cases('English', [
  [
    'add a campground: Lakeside Park near Keswick, £25 a night, hookups and showers',
    add({ name: 'Lakeside Park', power: true, showers: true, fee: '£25 a night', near: 'Keswick' }),
  ],
  [
    'add a campsite called Riverside Farm near Moab with water and power, rigs up to 35 ft',
    add({ name: 'Riverside Farm', power: true, water: true, max_length: 35, length_unit: 'ft', near: 'Moab' }),
  ],
  [
    'add Riverside Farm as a campground near Moab, free, no showers',
    add({ name: 'Riverside Farm', showers: false, free: true, near: 'Moab' }),
  ],
  ['add this spot as a campground called Farm Field', add({ name: 'Farm Field', use_my_location: true })],
  ['list my campgrounds', mine],
  ['what campgrounds have I added', mine],
  ['show my campsites', mine],
  [
    'change the fee at my campground Lakeside Park to £30 a night',
    update({ fee: '£30 a night', campground: 'Lakeside Park' }),
  ],
  [
    'update my campground Lakeside Park: no showers, dump station',
    update({ dump_station: true, showers: false, campground: 'Lakeside Park' }),
  ],
  [
    'rename my campground Lakeside Park to Lakeside Meadow',
    update({ campground: 'Lakeside Park', new_name: 'Lakeside Meadow' }),
  ],
  ['delete my campground Lakeside Park', remove('Lakeside Park')],
  ['remove the Lakeside Park campground', remove('Lakeside Park')],
  [
    'rate Lakeside Park 4 stars: quiet and clean',
    rate({ campground: 'Lakeside Park', rating: 4, text: 'quiet and clean' }),
  ],
  [
    'review Lakeside Park: 5 stars, lovely views',
    rate({ campground: 'Lakeside Park', rating: 5, text: 'lovely views' }),
  ],
  ['give Lakeside Park 5 stars', rate({ campground: 'Lakeside Park', rating: 5 })],
  [
    'rate the Lakeside Park campground near Keswick 5 stars',
    rate({ campground: 'Lakeside Park', near: 'Keswick', rating: 5 }),
  ],
  ['what do people say about Lakeside Park?', reviews('Lakeside Park')],
  ['reviews of Lakeside Park', reviews('Lakeside Park')],
  ['delete my review of Lakeside Park', removeReview('Lakeside Park')],
]);

cases('Spanish', [
  [
    'añade un camping: Lago Azul cerca de Keswick, 25 € la noche, con electricidad y duchas',
    add({ name: 'Lago Azul', power: true, showers: true, fee: '25 € la noche', near: 'Keswick' }),
  ],
  [
    'añade un camping: Sol cerca de Keswick, sin agua, no hay duchas',
    add({ name: 'Sol', water: false, showers: false, near: 'Keswick' }),
  ],
  ['agrega este sitio como camping llamado Finca del Río', add({ name: 'Finca del Río', use_my_location: true })],
  ['guarda este lugar como camping llamado Prado Verde', add({ name: 'Prado Verde', use_my_location: true })],
  ['mis campings', mine],
  ['qué campings he añadido', mine],
  ['cambia el precio de mi camping Lago Azul a 30 €', update({ fee: '30 €', campground: 'Lago Azul' })],
  [
    'actualiza mi camping Lago Azul: con agua y sin duchas',
    update({ water: true, showers: false, campground: 'Lago Azul' }),
  ],
  ['renombra mi camping Lago Azul a Lago Verde', update({ campground: 'Lago Azul', new_name: 'Lago Verde' })],
  ['borra mi camping Lago Azul', remove('Lago Azul')],
  ['elimina el camping Lago Azul', remove('Lago Azul')],
  [
    'valora Lago Azul con 4 estrellas: tranquilo y limpio',
    rate({ campground: 'Lago Azul', rating: 4, text: 'tranquilo y limpio' }),
  ],
  ['puntúa Lago Azul con 5 estrellas', rate({ campground: 'Lago Azul', rating: 5 })],
  ['¿qué opinan de Lago Azul?', reviews('Lago Azul')],
  ['reseñas de Lago Azul', reviews('Lago Azul')],
  ['borra mi reseña de Lago Azul', removeReview('Lago Azul')],
]);

cases('French', [
  [
    'ajoute un camping : Lac Bleu près de Keswick, 25 € la nuit, électricité et douches',
    add({ name: 'Lac Bleu', power: true, showers: true, fee: '25 € la nuit', near: 'Keswick' }),
  ],
  ['ajoute cet endroit comme camping nommé Ferme du Lac', add({ name: 'Ferme du Lac', use_my_location: true })],
  ['enregistre cet endroit comme camping appelé Pré Vert', add({ name: 'Pré Vert', use_my_location: true })],
  ['quels campings ai-je ajoutés ?', mine],
  ['change le prix de mon camping Lac Bleu à 30 €', update({ fee: '30 €', campground: 'Lac Bleu' })],
  [
    'modifie mon camping Lac Bleu : avec eau, sans douches',
    update({ water: true, showers: false, campground: 'Lac Bleu' }),
  ],
  ['renomme mon camping Lac Bleu en Lac Vert', update({ campground: 'Lac Bleu', new_name: 'Lac Vert' })],
  ['supprime mon camping Lac Bleu', remove('Lac Bleu')],
  ['supprime le camping Lac Bleu', remove('Lac Bleu')],
  ['note Lac Bleu 4 étoiles : calme et propre', rate({ campground: 'Lac Bleu', rating: 4, text: 'calme et propre' })],
  ['donne 5 étoiles au Lac Bleu', rate({ campground: 'Lac Bleu', rating: 5 })],
  ['avis sur le camping Lac Bleu', reviews('Lac Bleu')],
  ['les avis sur le Lac Bleu', reviews('Lac Bleu')],
  ['supprime mon avis sur Lac Bleu', removeReview('Lac Bleu')],
]);

cases(
  'where the user is: a new site with no place named is added where they are',
  [
    ['add campground Lakeside Park', add({ name: 'Lakeside Park', use_my_location: true })],
    ['find campgrounds near Keswick', call({ name: 'find_campgrounds', args: { near: 'Keswick' } })],
    ['campgrounds near me', call({ name: 'find_campgrounds', args: { use_my_location: true } })],
  ],
  located,
);

const it = { id: SITE_ID };
cases(
  'the campground the conversation is about: "it"',
  [
    ['delete it', call({ name: 'delete_campground', args: it })],
    ['bórralo', call({ name: 'delete_campground', args: it })],
    ['supprime-le', call({ name: 'delete_campground', args: it })],
    ['make it £30 a night', update({ fee: '£30 a night', ...it })],
    ['rename it to Lakeside Meadow', update({ ...it, new_name: 'Lakeside Meadow' })],
    ['rate it 5 stars', rate({ ...it, rating: 5 })],
    ['what do people say about it?', call({ name: 'campground_reviews', args: it })],
    ['delete my review', call({ name: 'delete_campground_review', args: it })],
  ],
  talkingAbout,
);

const asked: EngineContext = {
  ...ctx,
  previous: { name: 'delete_campground', args: { campground: 'Lakeside' } },
};
cases(
  '"which one?" answered',
  [
    ['the second one', call({ name: 'delete_campground', args: { campground: 'Lakeside', choice: 2 } })],
    ['el segundo', call({ name: 'delete_campground', args: { campground: 'Lakeside', choice: 2 } })],
    ['le deuxième', call({ name: 'delete_campground', args: { campground: 'Lakeside', choice: 2 } })],
  ],
  asked,
);

cases('left to the other families', [
  ['find campgrounds near Keswick', call({ name: 'find_campgrounds', args: { near: 'Keswick' } })],
  ['campings cerca de Keswick', call({ name: 'find_campgrounds', args: { near: 'Keswick' } })],
  [
    'Paid $38 for our campsite',
    call({
      name: 'log_expense',
      args: { amount: 38, category: 'campground', currency: 'USD', description: 'campsite' },
    }),
  ],
  [
    'add a hustle: dog walking at campgrounds, $20 an hour',
    call({
      name: 'create_hustle',
      args: { title: 'dog walking at campgrounds', earnings: { min: 20, period: 'hour', currency: 'USD' } },
    }),
  ],
]);

const whichKeswick: EngineContext = {
  ...ctx,
  previous: { name: 'review_campground', args: { campground: 'Beech Farm', near: 'Keswick', rating: 5 } },
};
cases(
  '"which Keswick?" answered',
  [
    ['the one in England', rate({ campground: 'Beech Farm', near: 'Keswick (england)', rating: 5 })],
    ['celui en Angleterre', rate({ campground: 'Beech Farm', near: 'Keswick (angleterre)', rating: 5 })],
    ['the second one', rate({ campground: 'Beech Farm', near: 'Keswick', rating: 5, choice: 2 })],
  ],
  whichKeswick,
);
cases(
  '"which Keswick?" answered for a new site',
  [
    ['the one in England', add({ name: 'Lakeside Park', near: 'Keswick (england)' })],
    ['el segundo', add({ name: 'Lakeside Park', near: 'Keswick (2)' })],
  ],
  { ...ctx, previous: { name: 'add_campground', args: { name: 'Lakeside Park', near: 'Keswick' } } },
);

cases(
  'a new site without a name: Pam asks, and the answer names it',
  [
    ['add this spot as a campground', add({ use_my_location: true })],
    ['añade este sitio como camping', add({ use_my_location: true })],
    ['ajoute cet endroit comme camping', add({ use_my_location: true })],
    ['add a campground near Keswick', add({ near: 'Keswick' })],
  ],
  located,
);
cases(
  '"What should I call it?" answered',
  [
    ['Farm Field', add({ use_my_location: true, name: 'Farm Field' })],
    ['call it Farm Field', add({ use_my_location: true, name: 'Farm Field' })],
    ['llámalo Finca del Río', add({ use_my_location: true, name: 'Finca del Río' })],
    ['appelle-le Pré Vert', add({ use_my_location: true, name: 'Pré Vert' })],
    ['no', { kind: 'cancel' }],
  ],
  { ...located, previous: { name: 'add_campground', args: { use_my_location: true } } },
);

cases("a site's number of sites, season and address told", [
  ['my Moab campground has 40 sites', update({ campground: 'Moab', capacity: 40 })],
  ['Lakeside Park campground has 25 pitches', update({ campground: 'Lakeside Park', capacity: 25 })],
  ['le camping Lac Bleu est ouvert de mai à septembre', update({ campground: 'Lac Bleu', opening_hours: 'May-Sep' })],
  [
    'mi camping de Moab tiene 40 parcelas y abre de abril a octubre',
    update({ campground: 'Moab', capacity: 40, opening_hours: 'Apr-Oct' }),
  ],
  ["my Moab campground's address is 12 Main St", update({ campground: 'Moab', address: '12 Main St' })],
  [
    'change the address of my campground Lakeside Park to 12 Main St, Moab',
    update({ address: '12 Main St, Moab', campground: 'Lakeside Park' }),
  ],
  ['change the capacity of my campground Lakeside Park to 60', update({ capacity: 60, campground: 'Lakeside Park' })],
  [
    'add a campground: Lakeside Park near Keswick, 40 pitches, open April to October',
    add({ name: 'Lakeside Park', capacity: 40, opening_hours: 'Apr-Oct', near: 'Keswick' }),
  ],
  [
    "ajoute un camping : Lac Bleu près d'Annecy, 30 emplacements, ouvert d'avril à octobre",
    add({ name: 'Lac Bleu', capacity: 30, opening_hours: 'Apr-Oct', near: 'Annecy' }),
  ],
]);

cases(
  'of the campground the conversation is about',
  [
    ["it's open from April to October", update({ ...it, opening_hours: 'Apr-Oct' })],
    ['it is open all year', update({ ...it, opening_hours: '24/7' })],
    ['the address is 12 Main St', update({ ...it, address: '12 Main St' })],
    ['it has 40 sites', update({ ...it, capacity: 40 })],
    ['tiene 40 parcelas', update({ ...it, capacity: 40 })],
    ['tiene capacidad para 40', update({ ...it, capacity: 40 })],
    ['abierto de abril a octubre', update({ ...it, opening_hours: 'Apr-Oct' })],
    ['la dirección es Calle Mayor 3, Moab', update({ ...it, address: 'Calle Mayor 3, Moab' })],
    ['il a 40 emplacements', update({ ...it, capacity: 40 })],
    ["ouvert d'avril à octobre", update({ ...it, opening_hours: 'Apr-Oct' })],
    ["l'adresse est 3 rue des Lilas", update({ ...it, address: '3 rue des Lilas' })],
    ['my campground has power and 40 sites', update({ ...it, power: true, capacity: 40 })],
  ],
  talkingAbout,
);

const search = { near: 'Moab' };
const afterSearch: EngineContext = { ...talkingAbout, previous: { name: 'find_campgrounds', args: search } };
const about = (choice?: number) =>
  call({ name: 'campground_reviews', args: { listed: search, ...(choice ? { choice } : {}) } });
cases(
  'a site picked from the search Pam just showed',
  [
    ['rate the second one 4 stars', rate({ listed: search, choice: 2, rating: 4 })],
    ['give the third one 5 stars: great views', rate({ listed: search, choice: 3, rating: 5, text: 'great views' })],
    ['rate it 3 stars', rate({ listed: search, rating: 3 })],
    ['tell me more about the first one', about(1)],
    ['what do people say about the third one?', about(3)],
    ['tell me more about it', about()],
    ['puntúa el segundo con 4 estrellas', rate({ listed: search, choice: 2, rating: 4 })],
    ['dale 5 estrellas al tercero', rate({ listed: search, choice: 3, rating: 5 })],
    ['cuéntame más del segundo', about(2)],
    ['note le deuxième 4 étoiles', rate({ listed: search, choice: 2, rating: 4 })],
    ['parle-moi du premier', about(1)],
    ['dis-m’en plus sur le troisième', about(3)],
    ['rate Lakeside Park 4 stars', rate({ campground: 'Lakeside Park', rating: 4 })],
  ],
  afterSearch,
);
cases(
  'a pick after a pick reads the same search; "it" is the site picked',
  [
    ['now rate the first one 2 stars', rate({ listed: search, choice: 1, rating: 2 })],
    ['rate it 5 stars', rate({ ...it, listed: search, rating: 5 })],
    ['tell me more about it', call({ name: 'campground_reviews', args: { ...it, listed: search } })],
    ['cuéntame más del tercero', about(3)],
  ],
  { ...talkingAbout, previous: { name: 'review_campground', args: { listed: search, choice: 2, rating: 4 } } },
);

const spent = (amount: number, currency: string, description: string) =>
  call({ name: 'log_expense', args: { amount, category: 'campground', currency, description } });
cases('what the user did at a campground stays an expense', [
  ['I booked 2 sites at the campground for $50', spent(50, 'USD', 'campground')],
  ['reservé 2 parcelas en el camping por 50 €', spent(50, 'EUR', 'camping')],
]);

cases(
  'facts and picks left to searches and questions',
  [
    ['campgrounds open all year near Moab', call({ name: 'find_campgrounds', args: { near: 'Moab' } })],
    ['tell me more about the first one', { kind: 'unknown' }],
  ],
  talkingAbout,
);
