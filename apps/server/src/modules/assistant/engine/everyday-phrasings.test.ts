import type { PamToolCall } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { engineContext } from './engine-test-context.ts';
import { understand } from './index.ts';

// Requests as a new user typed them in a browser (issue 24's whole-app journey), each once misread: a rig's name that
// kept 'that runs on' or 'rigs', a station named in a list of figures, a post in single quotes, a post that opens on
// 'post' but reads like a place, and the average paid for fuel asked in other words.

const callOf = (text: string, language: 'en' | 'es' | 'fr' = 'en') => {
  const u = understand(text, engineContext({ language, today: '2026-11-30' }));
  return u.kind === 'tool' ? u.call : u;
};
const call = <K extends PamToolCall['name']>(name: K, args: Extract<PamToolCall, { name: K }>['args']) => ({
  name,
  args,
});

describe('a rig is named by its own words', () => {
  it.each([
    ['I have a new rig, a 2019 Winnebago View that runs on diesel', '2019 Winnebago View'],
    ["add a 2019 Winnebago View to my rigs, it's a diesel", '2019 Winnebago View'],
    ['añade una Hymer B-Klasse que funciona con diésel a mis vehículos', 'Hymer B-Klasse'],
  ])('%s', (text, name) => {
    expect(callOf(text)).toEqual(call('add_vehicle', { name, fuel_type: 'diesel' }));
  });
});

describe('a station brand in a list of figures', () => {
  it.each<[string, PamToolCall['args']]>([
    [
      'Filled up: 12 gal, $48, Costco, 42100 miles',
      {
        volume: 12,
        volume_unit: 'gal',
        total_cost: 48,
        currency: 'USD',
        odometer: 42100,
        odometer_unit: 'mi',
        place: 'Costco',
        full_tank: true,
      },
    ],
    [
      'llené 40 litros, 60 €, Repsol',
      { volume: 40, volume_unit: 'L', total_cost: 60, currency: 'EUR', place: 'Repsol', full_tank: true },
    ],
  ])('%s', (text, args) => {
    expect(callOf(text)).toEqual({ name: 'log_fuel', args });
  });
  it('a name that is no brand is not taken for the station (it may be the rig)', () => {
    expect(callOf('filled up 40 litres, $60, Big Blue')).not.toHaveProperty('args.place');
  });
});

describe('posts', () => {
  it.each([
    ["post 'made it to Moab!' on the feed", 'made it to Moab!'],
    ["post 'we're in Moab!'", "we're in Moab!"],
    ["publica 'llegamos a Moab' en el muro", 'llegamos a Moab'],
    ["post I'm in Moab, what a view", "I'm in Moab, what a view"],
  ])('%s', (text, body) => {
    expect(callOf(text)).toEqual(call('create_post', { body }));
  });
});

describe('the average paid for fuel', () => {
  it.each([
    ['what did I pay per gallon on average?', 'en'],
    ['how much am I paying for fuel on average?', 'en'],
    ['¿cuánto pago de media por litro?', 'es'],
    ['combien je paie le litre en moyenne ?', 'fr'],
  ] as const)('%s', (text, language) => {
    expect(callOf(text, language)).toEqual(call('fuel_stats', {}));
  });
  it('a spending rate is spending, not the price paid', () => {
    expect(callOf('¿cuánto gasto de media en gasolina al mes?', 'es')).toMatchObject({ name: 'spending_summary' });
  });
});

describe('an instruction after the figures is no part of a name', () => {
  it.each<[string, PamToolCall]>([
    [
      'I get 1800 social security every month, add it as income',
      call('log_income', { amount: 1800, source: 'social security', recurrence: 'monthly' }),
    ],
    [
      'cobro 1200 de pension cada mes, apúntalo',
      call('log_income', { amount: 1200, source: 'pension', recurrence: 'monthly' }),
    ],
    [
      'je touche 1400 de retraite par mois, ajoute-le',
      call('log_income', { amount: 1400, source: 'retraite', recurrence: 'monthly' }),
    ],
    [
      'pago 45 euros cada quince días por el gimnasio, es un gasto fijo',
      call('log_expense', { amount: 45, category: 'other', currency: 'EUR', description: 'gimnasio' }),
    ],
    [
      'I make about 300 every fortnight selling photos online, add that as side income',
      call('add_side_income_source', { name: 'selling photos online', kind: 'remote_work' }),
    ],
    [
      'gano 50 euros a la semana vendiendo pulseras, apúntalo como ingreso extra',
      call('add_side_income_source', { name: 'vendiendo pulseras', kind: 'other' }),
    ],
  ])('%s', (text, expected) => {
    expect(callOf(text)).toEqual(expected);
  });
  it('"je paie" is money going out ("la paie" is pay)', () => {
    expect(callOf('je paie 60 € tous les quinze jours pour le stockage du camping-car', 'fr')).toMatchObject({
      name: 'log_expense',
      args: { amount: 60 },
    });
  });
});

describe('a budget for a thing no category names is Other’s, not the overall one', () => {
  it.each<[string, Record<string, unknown>]>([
    ['set a yearly insurance budget of 1200', { category: 'other', amount: 1200, amount_per: 'year' }],
    ['pon un presupuesto anual de 600 para seguros', { category: 'other', amount: 600, amount_per: 'year' }],
    ['set a weekly budget of 100 for the gym', { category: 'other', period: 'weekly', amount: 100 }],
    ['budget mensuel de 150 pour les restos', { category: 'food', amount: 150 }],
    ['set a budget of 500 a month', { category: null, amount: 500 }],
    ['fixe mon budget global à 1500 € par mois', { category: null, amount: 1500 }],
    ['set my budget for december to 2000', { category: null, amount: 2000 }],
  ])('%s', (text, args) => {
    expect(callOf(text)).toMatchObject({ name: 'set_budget', args });
  });
});

describe('a savings goal’s deadline said as people say it (today is 2026-11-30)', () => {
  it.each([
    ['I want to save 5000 for solar panels by next june', 'solar panels', '2027-06-30'],
    ['quiero ahorrar 3000 para una placa solar antes del verano', 'placa solar', '2027-06-19'],
    ["je veux économiser 2000 € pour un vélo électrique d'ici l'été", 'vélo électrique', '2027-06-19'],
  ])('%s', (text, name, date) => {
    expect(callOf(text)).toMatchObject({ name: 'create_savings_goal', args: { name, target_date: date } });
  });
  it('summer comes in December for an Australian user', () => {
    const u = understand(
      'save 3000 for a new awning by summer',
      engineContext({ today: '2026-09-01', timezone: 'Australia/Brisbane' }),
    );
    expect(u).toMatchObject({ kind: 'tool', call: { args: { target_date: '2026-11-30' } } });
  });
});

describe('a correction never changes a record of another kind', () => {
  const income = { kind: 'income', id: '11111111-1111-4111-8111-111111111111', label: '1500 salaire' };
  const budget = { kind: 'budget', id: '22222222-2222-4222-8222-222222222222', label: 'fuel budget' };
  it.each([
    ['mets un budget de 250 par mois pour les courses', income, 'set_budget'],
    ['mete 100 en la meta de la furgo', budget, 'contribute_savings_goal'],
  ] as const)('%s', (text, subject, name) => {
    const u = understand(text, engineContext({ today: '2026-11-30', subject }));
    expect(u).toMatchObject({ kind: 'tool', call: { name } });
  });
});

describe('the trip the conversation is about', () => {
  const subject = { kind: 'trip', id: '33333333-3333-4333-8333-333333333333', label: 'Utah run' };
  const onTrip = (text: string) => {
    const u = understand(text, engineContext({ today: '2026-11-30', subject }));
    return u.kind === 'tool' ? u.call : u;
  };
  it.each<[string, PamToolCall]>([
    ['add a stop in Grand Junction', call('add_trip_stop', { id: subject.id, place: 'Grand Junction' })],
    ['añade una parada en Mérida', call('add_trip_stop', { id: subject.id, place: 'Mérida' })],
    ['ajoute une étape à Chambéry', call('add_trip_stop', { id: subject.id, place: 'Chambéry' })],
    ['we leave on March 14', call('set_trip_dates', { id: subject.id, start_date: '2027-03-14' })],
    ['salimos el 10 de diciembre', call('set_trip_dates', { id: subject.id, start_date: '2026-12-10' })],
    // A day gone by this year is next year's.
    ['on part le 5 juillet', call('set_trip_dates', { id: subject.id, start_date: '2027-07-05' })],
    ['we get back on March 20', call('set_trip_dates', { id: subject.id, end_date: '2027-03-20' })],
    ['rename it Red Rocks', call('rename_trip', { id: subject.id, name: 'Red Rocks' })],
  ])('%s', (text, expected) => {
    expect(onTrip(text)).toEqual(expected);
  });
  it('an expense said meanwhile is still an expense', () => {
    expect(onTrip('add 20 for fuel')).toMatchObject({ name: 'log_expense' });
  });
});

describe('other everyday words', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['gaste 15 en la farmacia antes de ayer', 'log_expense', { date: '2026-11-28', description: 'farmacia' }],
    ['log a generator service for $140 yesterday', 'log_maintenance', { task: 'Generator service', cost: 140 }],
    ['wheres my order', 'order_status', {}],
    ["j'ai mis 40 L à 1,85 hier", 'log_fuel', { volume: 40, price_per_unit: 1.85, date: '2026-11-29' }],
    ['put 40 gallons in at 3.45 yesterday', 'log_fuel', { volume: 40, volume_unit: 'gal', price_per_unit: 3.45 }],
    ['cuánto he ingresado este mes', 'income_summary', { from: '2026-11-01', to: '2026-11-30' }],
    ['que me hace falta revisar de la autocaravana', 'maintenance_due', {}],
    ['turn off location sharing', 'set_location_sharing', { on: false }],
    ['add my kayak to stowed items, its in the rear bay', 'add_storage_item', { name: 'kayak', location: 'rear bay' }],
    ['hazme una checklist de seguridad antes de salir', 'start_checklist', { template: 'pre_departure' }],
    ['when did I last change the oil?', 'list_maintenance', { task: 'Oil change', limit: 1 }],
    ['¿cuándo fue el último cambio de aceite?', 'list_maintenance', { task: 'Cambio de aceite', limit: 1 }],
    ['quand ai-je fait la dernière vidange ?', 'list_maintenance', { task: 'Vidange', limit: 1 }],
    ['what did the last service cost?', 'list_maintenance', { limit: 1 }],
    ['when was my last fill-up?', 'list_fuel_entries', { limit: 1 }],
    ['refund of 30 from Amazon', 'log_income', { amount: 30, source: 'Refund: Amazon' }],
    ['me devolvieron 20 euros del parking', 'log_income', { amount: 20, source: 'Reembolso: parking' }],
    ['I spent 30 on a refund fee', 'log_expense', { amount: 30 }],
    ["qu'est-ce que je dois entretenir bientôt", 'maintenance_due', {}],
    ['any hustles I could do on the road?', 'search_hustles', {}],
    ['I need to buy a new sewer hose, find one in the shop', 'find_products', { query: 'sewer hose' }],
    ['necesito comprar una manguera nueva, búscala en la tienda', 'find_products', { query: 'manguera nueva' }],
    ['the camp chairs are in the front storage', 'add_storage_item', { location: 'front storage' }],
    ['les chaises de camping sont dans le coffre avant', 'add_storage_item', { location: 'coffre avant' }],
  ])('%s', (text, name, args) => {
    expect(callOf(text)).toMatchObject({ name, args });
  });
});

describe('one more expense right after one', () => {
  const after = (language: 'en' | 'es' | 'fr', text: string) => {
    const previous = {
      name: 'log_expense',
      args: { amount: 45, category: 'food', date: '2026-11-29', description: 'dinner' },
    } as PamToolCall;
    const u = understand(text, engineContext({ language, today: '2026-11-30', previous }));
    return u.kind === 'tool' ? u.call : u;
  };
  it.each<['en' | 'es' | 'fr', string, Record<string, unknown>]>([
    ['en', 'and a muffin for 3.25', { amount: 3.25, category: 'food', date: '2026-11-29', description: 'muffin' }],
    ['en', 'and 12 on drinks', { amount: 12, category: 'food', description: 'drinks' }],
    ['en', 'and 2 for parking', { amount: 2, category: 'campground', description: 'parking' }],
    ['es', 'y un croissant 1,80', { amount: 1.8, category: 'food', description: 'croissant' }],
    ['fr', 'et un croissant 1,30', { amount: 1.3, category: 'food', description: 'croissant' }],
  ])('%s: %s', (language, text, args) => {
    expect(after(language, text)).toEqual({ name: 'log_expense', args: expect.objectContaining(args) });
  });
});

describe('several expenses in one sentence', () => {
  it.each<[string, Record<string, unknown>]>([
    [
      'I paid 65 for propane and 12 for a car wash yesterday',
      {
        amount: 65,
        description: 'propane',
        date: '2026-11-29',
        also: [{ amount: 12, category: 'other', description: 'car wash' }],
      },
    ],
    [
      'anteayer pagué 20 de parking y 15 de peaje',
      { amount: 20, date: '2026-11-28', also: [{ amount: 15, category: 'other', description: 'peaje' }] },
    ],
    [
      'vendredi dernier 60 € de gazole et 22 € de péage',
      {
        amount: 60,
        category: 'fuel',
        date: '2026-11-27',
        also: [{ amount: 22, category: 'other', currency: 'EUR', description: 'péage' }],
      },
    ],
  ])('%s', (text, args) => {
    expect(callOf(text)).toMatchObject({ name: 'log_expense', args });
  });
  it('"I paid $20 for 2 tickets" is one expense', () => {
    expect(callOf('I paid $20 for 2 tickets')).not.toHaveProperty('args.also');
  });
});

describe('corrections and references in a conversation', () => {
  const expense = { kind: 'expense', id: '44444444-4444-4444-8444-444444444444', label: '$45 dinner' };
  const goal = { kind: 'savings_goal', id: '55555555-5555-4555-8555-555555555555', label: 'vélo électrique' };
  const on = (text: string, subject: typeof expense, language: 'en' | 'es' | 'fr' = 'en') => {
    const u = understand(text, engineContext({ language, today: '2026-11-30', subject }));
    return u.kind === 'tool' ? u.call : u;
  };
  it.each<[string, typeof expense, PamToolCall]>([
    [
      'change the category to entertainment',
      expense,
      call('update_record', { kind: 'expense', id: expense.id, changes: { category: 'entertainment' } }),
    ],
    [
      'cambia la categoría a ocio',
      expense,
      call('update_record', { kind: 'expense', id: expense.id, changes: { category: 'entertainment' } }),
    ],
    ['que sean 18', expense, call('update_record', { kind: 'expense', id: expense.id, changes: { amount: 18 } })],
    ['ajoute 100 à cet objectif', goal, call('contribute_savings_goal', { amount: 100, id: goal.id })],
  ])('%s', (text, subject, expected) => {
    expect(on(text, subject)).toEqual(expected);
  });
  it('a record named anew after a list is not a pick from that list', () => {
    const previous = { name: 'find_records', args: { kind: 'expense', text: 'walmart' } } as PamToolCall;
    const u = understand('delete the diesel expense from yesterday', engineContext({ today: '2026-11-30', previous }));
    expect(u).toMatchObject({ kind: 'tool', call: { name: 'delete_record', args: { text: 'diesel' } } });
  });
  it.each<[string, string, Record<string, unknown>]>([
    ['ayer cené fuera, 42 euros', 'log_expense', { amount: 42, category: 'food', date: '2026-11-29' }],
    ['añade una nota a mi perfil: viajamos con dos perros', 'update_profile', { bio: 'viajamos con dos perros' }],
  ])('%s', (text, name, args) => {
    expect(callOf(text, 'es')).toMatchObject({ name, args });
  });
});

it('"am I over budget?" asks about every budget (no budget is named "over")', () => {
  expect(callOf('am I over budget?')).toEqual(call('budget_status', {}));
});

it('"add the cheapest one to my cart" after a search adds the cheapest it found', () => {
  const previous = { name: 'find_products', args: { query: 'water filter' } } as PamToolCall;
  for (const [language, text] of [
    ['en', 'add the cheapest one to my cart'],
    ['es', 'añade el más barato al carrito'],
    ['fr', 'ajoute le moins cher au panier'],
  ] as const) {
    const u = understand(text, engineContext({ language, today: '2026-11-30', previous }));
    expect(u).toMatchObject({
      kind: 'tool',
      call: { name: 'add_to_cart', args: { product: 'water filter', cheapest: true } },
    });
  }
});

it('"turn off location sharing" is English ("location" ends as French words do)', () => {
  const u = understand('turn off location sharing', engineContext({ language: 'en', today: '2026-11-30' }));
  expect(u.language).toBe('en');
});

it('"únete a ese grupo" right after a group search joins the group found', () => {
  const previous = { name: 'find_groups', args: { query: 'autocaravanistas' } } as PamToolCall;
  for (const [language, text] of [
    ['es', 'únete a ese grupo'],
    ['en', 'join that group'],
    ['fr', 'rejoins ce groupe'],
  ] as const) {
    const u = understand(text, engineContext({ language, today: '2026-11-30', previous }));
    expect(u).toMatchObject({ kind: 'tool', call: { name: 'join_group', args: { group: 'autocaravanistas' } } });
  }
});
