import type { PamToolCall } from '@ww/contracts';
import { call, cases, ctx, located } from './travel-intents-test-kit.ts';

// Drives: distances, trips, fuel estimates, campgrounds and the weather, in English, Spanish and French.

const distance = (from: string, to: string) => call({ name: 'distance_between', args: { from, to } });
cases('distance_between', [
  ['how far is it from Denver to Moab', distance('Denver', 'Moab')],
  ['How far from Denver to Moab?', distance('Denver', 'Moab')],
  ['how far is moab from denver', distance('denver', 'moab')],
  ['distance Denver to Moab', distance('Denver', 'Moab')],
  ['distance between Bristol and Inverness', distance('Bristol', 'Inverness')],
  ['whats the distance between london and edinburgh', distance('london', 'edinburgh')],
  ['how many miles from Phoenix to Tucson', distance('Phoenix', 'Tucson')],
  ['how long does it take to drive from Austin to Dallas', distance('Austin', 'Dallas')],
  ['how long to drive from Denver to Salt Lake City?', distance('Denver', 'Salt Lake City')],
  ['driving time from Calgary to Banff please', distance('Calgary', 'Banff')],
  ['¿cuánto hay de Madrid a Sevilla?', distance('Madrid', 'Sevilla')],
  ['distancia entre Madrid y Barcelona', distance('Madrid', 'Barcelona')],
  ['a que distancia esta Toledo de Madrid', distance('Madrid', 'Toledo')],
  ['cuanto se tarda de Granada a Malaga', distance('Granada', 'Malaga')],
  ['cuantos km hay de Bilbao a San Sebastián', distance('Bilbao', 'San Sebastián')],
  ['quelle distance entre Lyon et Nice', distance('Lyon', 'Nice')],
  ['combien de km de Lyon à Marseille', distance('Lyon', 'Marseille')],
  ['combien de temps pour aller de Paris à Nantes', distance('Paris', 'Nantes')],
  ["c'est loin de Toulouse à Bordeaux ?", distance('Toulouse', 'Bordeaux')],
  ['distance de Grenoble à Annecy', distance('Grenoble', 'Annecy')],
  ['how far to Moab', { kind: 'needs_location' }],
]);
cases(
  'distance_between from where the user is',
  [['how far to Green River?', distance('Moab', 'Green River')]],
  located,
);

const trip = (args: Extract<PamToolCall, { name: 'plan_trip' }>['args']) => call({ name: 'plan_trip', args });
cases('plan_trip', [
  ['plan a trip from Seattle to San Diego', trip({ from: 'Seattle', to: 'San Diego' })],
  [
    'plan a 5 day trip from Denver to Phoenix via Moab and Flagstaff, 300 miles a day starting next Monday',
    trip({
      from: 'Denver',
      to: 'Phoenix',
      via: ['Moab', 'Flagstaff'],
      start_date: '2026-03-16',
      daily_limit: 300,
      unit: 'mi',
      days: 5,
    }),
  ],
  ['plan a road trip from Denver to Yellowstone', trip({ from: 'Denver', to: 'Yellowstone' })],
  ['plan my route from Portland to Boise through Bend', trip({ from: 'Portland', to: 'Boise', via: ['Bend'] })],
  ['trip from Austin to Santa Fe', trip({ from: 'Austin', to: 'Santa Fe' })],
  [
    'plan a trip from Seattle to San Diego 400 km per day',
    trip({ from: 'Seattle', to: 'San Diego', daily_limit: 400, unit: 'km' }),
  ],
  [
    'plan a trip from Seattle to San Diego max 250 miles a day leaving tomorrow',
    trip({ from: 'Seattle', to: 'San Diego', start_date: '2026-03-12', daily_limit: 250, unit: 'mi' }),
  ],
  ['plan a trip to San Diego', { kind: 'clarify', intent: 'plan_trip', missing: 'place' }],
  ['planifie un voyage de Paris à Bordeaux', trip({ from: 'Paris', to: 'Bordeaux' })],
  [
    'planifie un itinéraire de Lyon à Nice en passant par Grenoble',
    trip({ from: 'Lyon', to: 'Nice', via: ['Grenoble'] }),
  ],
  [
    'prévois un voyage de Bordeaux à Biarritz, 200 km par jour, à partir de lundi prochain',
    trip({ from: 'Bordeaux', to: 'Biarritz', start_date: '2026-03-16', daily_limit: 200, unit: 'km' }),
  ],
  [
    'planea un viaje de Madrid a Barcelona pasando por Zaragoza',
    trip({ from: 'Madrid', to: 'Barcelona', via: ['Zaragoza'] }),
  ],
  ['planifica un viaje de Sevilla a Lisboa', trip({ from: 'Sevilla', to: 'Lisboa' })],
  [
    'organiza una ruta de Valencia a Granada con parada en Murcia, 300 km al día',
    trip({ from: 'Valencia', to: 'Granada', via: ['Murcia'], daily_limit: 300, unit: 'km' }),
  ],
  [
    'planea un viaje de Madrid a Santiago de Compostela pasando por León y Oviedo',
    trip({ from: 'Madrid', to: 'Santiago de Compostela', via: ['León', 'Oviedo'] }),
  ],
]);
cases('plan_trip from where the user is', [['plan a trip to Zion', trip({ from: 'Moab', to: 'Zion' })]], located);

const fuel = (args: Extract<PamToolCall, { name: 'fuel_cost' }>['args']) => call({ name: 'fuel_cost', args });
cases('fuel_cost, and past spending is not an estimate', [
  ['how much will fuel cost from Denver to Moab', fuel({ from: 'Denver', to: 'Moab' })],
  ['fuel cost for 500 miles', fuel({ distance: 500, unit: 'mi' })],
  ['how much will gas cost to drive from Chicago to Detroit', fuel({ from: 'Chicago', to: 'Detroit' })],
  ['whats the fuel cost from LA to Vegas', fuel({ from: 'LA', to: 'Vegas' })],
  ['how much fuel for 300 km', fuel({ distance: 300, unit: 'km' })],
  ['how much would diesel cost for a 1200 mile trip', fuel({ distance: 1200, unit: 'mi' })],
  ['¿cuánto gastaré en gasolina de Madrid a Valencia?', fuel({ from: 'Madrid', to: 'Valencia' })],
  ['cuanto me costara la gasolina de Sevilla a Cadiz', fuel({ from: 'Sevilla', to: 'Cadiz' })],
  ['cuánto gastaré en combustible para 600 km', fuel({ distance: 600, unit: 'km' })],
  ['combien de carburant pour 800 km', fuel({ distance: 800, unit: 'km' })],
  ['combien va coûter le carburant de Paris à Lyon', fuel({ from: 'Paris', to: 'Lyon' })],
  ["combien d'essence pour aller de Nantes à Rennes", fuel({ from: 'Nantes', to: 'Rennes' })],
]);

const camps = (args: Extract<PamToolCall, { name: 'find_campgrounds' }>['args']) =>
  call({ name: 'find_campgrounds', args });
cases('find_campgrounds', [
  ['campgrounds near Moab with a dump station', camps({ near: 'Moab', dump_station: true })],
  ['find campgrounds near Yellowstone', camps({ near: 'Yellowstone' })],
  ['any rv parks near moab with full hookups', camps({ near: 'moab', power: true, water: true })],
  ['where can I camp tonight near Sedona', camps({ near: 'Sedona' })],
  ['free camping near Quartzsite', camps({ near: 'Quartzsite', free: true })],
  [
    'campsites with power and water around Banff for a 40 foot motorhome',
    camps({ near: 'Banff', power: true, water: true, min_length_m: 12.2 }),
  ],
  [
    'campgrounds between Denver and Moab for a 35 ft rig',
    camps({ along: { from: 'Denver', to: 'Moab' }, min_length_m: 10.7 }),
  ],
  ['campgrounds along the way from Denver to Moab', camps({ along: { from: 'Denver', to: 'Moab' } })],
  [
    'rv parks within 30 miles of Flagstaff that allow pets',
    camps({ near: 'Flagstaff', radius: 30, unit: 'mi', pets: true }),
  ],
  ['camping cerca de Sevilla con luz y agua', camps({ near: 'Sevilla', power: true, water: true })],
  ['áreas de autocaravanas cerca de Valencia con vaciado', camps({ near: 'Valencia', dump_station: true })],
  [
    'campings entre Lyon et Marseille avec vidange',
    camps({ along: { from: 'Lyon', to: 'Marseille' }, dump_station: true }),
  ],
  ['camping près de Annecy qui accepte les chiens', camps({ near: 'Annecy', pets: true })],
  ["aire de camping-car gratuite près d'Avignon", camps({ near: 'Avignon', free: true })],
  ['campgrounds near me', { kind: 'needs_location' }],
  ['dump stations near me', { kind: 'needs_location' }],
  ['campings cerca de mí', { kind: 'needs_location' }],
  ['campings près de moi avec électricité', { kind: 'needs_location' }],
]);
cases(
  'find_campgrounds near the user',
  [
    ['campgrounds near me', camps({ use_my_location: true })],
    ['campings près de moi avec électricité', camps({ use_my_location: true, power: true })],
    ['campgrounds nearby within 20 miles', camps({ use_my_location: true, radius: 20, unit: 'mi' })],
    ['camping cerca con 10 m de largo', camps({ use_my_location: true, min_length_m: 10 })],
  ],
  located,
);

const weather = (args: Extract<PamToolCall, { name: 'weather' }>['args']) => call({ name: 'weather', args });
cases('weather', [
  ['weather in Moab', weather({ place: 'Moab' })],
  ['moab weather', weather({ place: 'moab' })],
  ['forecast for Denver tomorrow', weather({ place: 'Denver', date: '2026-03-12' })],
  ['will it rain in Banff this weekend', weather({ place: 'Banff', date: '2026-03-14' })],
  ['is it going to snow in Flagstaff on saturday', weather({ place: 'Flagstaff', date: '2026-03-14' })],
  ['whats the temperature in Phoenix', weather({ place: 'Phoenix' })],
  ["I'm in Moab, what's the weather?", weather({ place: 'Moab' })],
  ['¿qué tiempo hace en Sevilla?', weather({ place: 'Sevilla' })],
  ['el tiempo en Madrid mañana', weather({ place: 'Madrid', date: '2026-03-12' })],
  ['va a llover en Bilbao este fin de semana?', weather({ place: 'Bilbao', date: '2026-03-14' })],
  ['clima en Cancun', weather({ place: 'Cancun' })],
  ['quel temps fait-il à Nice ?', weather({ place: 'Nice' })],
  ['météo à Marseille demain', weather({ place: 'Marseille', date: '2026-03-12' })],
  ['il va pleuvoir à Brest ?', weather({ place: 'Brest' })],
  ['quel temps fera-t-il à Chamonix ce week-end', weather({ place: 'Chamonix', date: '2026-03-14' })],
  ["what's the weather tomorrow", { kind: 'needs_location' }],
  ['weather', { kind: 'needs_location' }],
]);
cases(
  'weather where the user is',
  [
    ["what's the weather tomorrow", weather({ use_my_location: true, date: '2026-03-12' })],
    ['quel temps fait-il ?', weather({ use_my_location: true })],
  ],
  located,
);
cases('find_campgrounds under a price: a search, never an expense', [
  ['campgrounds near Moab under $30', call({ name: 'find_campgrounds', args: { near: 'Moab' } })],
  ['campings cerca de Granada por menos de 20 euros', call({ name: 'find_campgrounds', args: { near: 'Granada' } })],
  ["campings près d'Annecy à moins de 25 €", call({ name: 'find_campgrounds', args: { near: 'Annecy' } })],
]);
cases(
  'weather asked again: another day or another place',
  [
    ['and on Saturday?', weather({ place: 'Granada', date: '2026-03-14' })],
    ['¿y el sábado?', weather({ place: 'Granada', date: '2026-03-14' })],
    ['et demain ?', weather({ place: 'Granada', date: '2026-03-12' })],
    ['and in Denver?', weather({ place: 'Denver' })],
    ['y mañana en Córdoba?', weather({ place: 'Córdoba', date: '2026-03-12' })],
    ['et à Lyon samedi ?', weather({ place: 'Lyon', date: '2026-03-14' })],
  ],
  { ...ctx, previous: { name: 'weather', args: { place: 'Granada' } } },
);

const share = (args: Extract<PamToolCall, { name: 'share_trip' }>['args']) => call({ name: 'share_trip', args });
cases('share_trip', [
  ['share my Alps trip with Sam', share({ trip: 'Alps', friend: 'Sam' })],
  ['send the Moab trip to Sam', share({ trip: 'Moab', friend: 'Sam' })],
  ['share my Alps trip with my friends', share({ trip: 'Alps' })],
  ['share my Alps trip with the group Boondockers NZ', share({ trip: 'Alps', group: 'Boondockers NZ' })],
  ['partage le voyage des Alpes avec Sam', share({ trip: 'Alpes', friend: 'Sam' })],
  ['comparte el viaje de los Alpes con Sam', share({ trip: 'Alpes', friend: 'Sam' })],
]);
const TRIP_ID = '77777777-7777-4777-8777-777777777777';
cases(
  'share_trip of the trip Pam just saved or opened',
  [
    ['share that trip with Sam', share({ id: TRIP_ID, friend: 'Sam' })],
    ['partage ce voyage avec Sam', share({ id: TRIP_ID, friend: 'Sam' })],
    ['comparte ese viaje con Sam', share({ id: TRIP_ID, friend: 'Sam' })],
  ],
  { ...located, subject: { kind: 'trip', id: TRIP_ID, label: 'Alps' } },
);
