// Pam keeps the Wheels upkeep the screens keep, without a model, in English, Spanish and French: maintenance schedules
// listed, changed and deleted (after a "yes"), the user's own safety checklists made, finished and deleted, the weight
// carried against the rig's payload as the Storage tab states it, and the trip planner's daily limit and fuel price.
// Judged by what the public API then answers, and by the figures in the replies, in the user's units.
import { describe, expect, it } from 'vitest';
import { pamKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

const METRIC_EUR = { regional_preferences: { units: 'metric', currency: 'EUR' } };
const IMPERIAL_USD = { regional_preferences: { units: 'imperial', currency: 'USD' } };

describe.each(DATABASE_KINDS)('Pam keeps Wheels upkeep, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { user, ask, reply, get, one, post } = pamKit(() => suite.t);

  const schedule = (u: PamUser, task: string, every: Row) => post(u, 'maintenance/schedules', { task, ...every });
  const schedules = async (u: PamUser) =>
    (await get(u, 'maintenance/schedules')).map((s) => [s.task, s.every_km, s.every_months]);

  describe('maintenance schedules', () => {
    it.each([
      ['en', 'Oil change', 'change the oil change to every 8,000 km', 8000],
      ['es', 'Cambio de aceite', 'cambia el cambio de aceite a cada 8.000 km', 8000],
      ['fr', 'Vidange', 'passe la vidange à tous les 15 000 km', 15000],
    ])('%s: "%s" every 5,000 km, then "%s" changes its interval only', async (_l, task, say, km) => {
      const u = await user(METRIC_EUR);
      await schedule(u, task, { every_distance: 5000, every_distance_unit: 'km', every_months: 12 });
      await schedule(u, 'Generator service', { every_months: 6 });
      const answer = await reply(u, say);
      expect(await schedules(u)).toEqual([
        [task, km, 12],
        ['Generator service', null, 6],
      ]);
      expect(answer).toContain(task);
      expect(answer).toMatch(km === 8000 ? /8[,.\s ]?000 km/ : /15[\s  ]000 km/);
    });

    it('en (imperial): "every 5,000 miles" is kept as said and shown in miles', async () => {
      const u = await user(IMPERIAL_USD);
      await schedule(u, 'Tire rotation', { every_distance: 10000, every_distance_unit: 'km' });
      expect(await reply(u, 'set the tire rotation to every 5,000 miles')).toMatch(/5,000 mi/);
      const [s] = await get(u, 'maintenance/schedules');
      expect(s).toMatchObject({ every_distance_entered: 5000, every_distance_unit: 'mi' });
      expect(s!.every_km).toBeCloseTo(8046.7, 1);
    });

    it.each([
      ['en', 'what services are scheduled?', /Oil change every 8,000 km.*Generator service every 6 months/],
      ['es', '¿qué mantenimientos tengo programados?', /Oil change cada 8\.?000 km.*Generator service cada 6 meses/],
      ['fr', "quels sont mes rappels d'entretien ?", /Oil change tous les 8 000 km.*Generator service tous les 6 mois/],
    ])('%s: "%s" lists every schedule with its interval', async (_l, say, expected) => {
      const u = await user(METRIC_EUR);
      await schedule(u, 'Oil change', { every_distance: 8000, every_distance_unit: 'km' });
      await schedule(u, 'Generator service', { every_months: 6 });
      expect((await reply(u, say)).replace(/[\u00a0\u202f]/g, ' ')).toMatch(expected);
    });

    it('en: a schedule added by asking is listed, then "change it to every 12,000 km" and "delete it" act on it', async () => {
      const u = await user(METRIC_EUR);
      await ask(u, 'remind me to rotate the tyres every 10,000 km');
      expect(await reply(u, 'what maintenance is scheduled?')).toMatch(/Tire rotation every 10,000 km/);
      await ask(u, 'change it to every 12,000 km');
      expect(await schedules(u)).toEqual([['Tire rotation', 12000, null]]);
      expect(await reply(u, 'delete it')).toMatch(/Tire rotation \(every 12,000 km\)/);
      await ask(u, 'yes');
      expect(await schedules(u)).toEqual([]);
    });

    it('en: deletes a schedule after "yes", names it first, and keeps the records', async () => {
      const u = await user(METRIC_EUR);
      await schedule(u, 'Tyre rotation', { every_distance: 10000, every_distance_unit: 'km' });
      await schedule(u, 'Oil change', { every_months: 12 });
      await post(u, 'maintenance', { task: 'Tyre rotation', date: '2026-01-10' });
      const prompt = await reply(u, 'delete the tyre rotation schedule');
      expect(prompt).toMatch(/Tyre rotation/);
      expect(await get(u, 'maintenance/schedules')).toHaveLength(2);
      await ask(u, 'yes');
      expect((await schedules(u)).map(([task]) => task)).toEqual(['Oil change']);
      expect(await get(u, 'maintenance')).toHaveLength(1);
    });

    it('es: «no» keeps it; fr: « oui » deletes it', async () => {
      const u = await user(METRIC_EUR);
      await schedule(u, 'Cambio de aceite', { every_months: 12 });
      expect(await reply(u, 'borra el recordatorio del cambio de aceite')).toMatch(/Cambio de aceite/);
      await ask(u, 'no');
      expect(await get(u, 'maintenance/schedules')).toHaveLength(1);
      await schedule(u, 'Vidange', { every_months: 12 });
      await reply(u, 'supprime le rappel de vidange');
      await ask(u, 'oui');
      expect((await schedules(u)).map(([task]) => task)).toEqual(['Cambio de aceite']);
    });

    it('asks which schedule when two fit, and "the second one" deletes the one listed second after a "yes"', async () => {
      const u = await user(METRIC_EUR);
      await schedule(u, 'Generator service', { every_months: 6 });
      await schedule(u, 'Brake service', { every_months: 24 });
      const question = await reply(u, 'delete the service schedule');
      expect(question).toMatch(/Generator service/);
      expect(question).toMatch(/Brake service/);
      const second = question.indexOf('Brake') > question.indexOf('Generator') ? 'Brake service' : 'Generator service';
      expect(await reply(u, 'the second one')).toContain(second);
      expect(await get(u, 'maintenance/schedules')).toHaveLength(2);
      await ask(u, 'yes');
      expect((await schedules(u)).map(([task]) => task)).not.toContain(second);
      expect(await get(u, 'maintenance/schedules')).toHaveLength(1);
    });

    it.each([
      ['en', 'set the propane check every 3 months', 'propane check', /no "propane check" schedule.*new one/],
      [
        'es',
        'pon la revisión del propano cada 3 meses',
        'revisión del propano',
        /ningún plan «revisión del propano».*nuevo/,
      ],
      [
        'fr',
        'mets le contrôle du propane tous les 3 mois',
        'contrôle du propane',
        /pas de plan « contrôle du propane ».*nouveau/,
      ],
    ])('%s: "%s" with no such schedule adds it, and says it is new', async (_l, say, task, said) => {
      const u = await user(METRIC_EUR);
      await schedule(u, 'Generator service', { every_months: 6 });
      expect(await reply(u, say)).toMatch(said);
      expect(await schedules(u)).toEqual([
        ['Generator service', null, 6],
        [task, null, 3],
      ]);
    });

    it('adds nothing when no schedule fits and no interval is given, or when several fit', async () => {
      const u = await user(METRIC_EUR);
      await schedule(u, 'Generator service', { every_months: 6 });
      await schedule(u, 'Brake service', { every_months: 24 });
      expect(await reply(u, 'rename the propane check schedule to LPG check')).toMatch(/couldn't find/);
      expect(await reply(u, 'set the service every 12 months')).toMatch(
        /Generator service.*Brake service|Brake service.*Generator service/,
      );
      expect(await schedules(u)).toEqual([
        ['Generator service', null, 6],
        ['Brake service', null, 24],
      ]);
    });

    it("user B can neither change nor delete user A's schedule", async () => {
      const a = await user(METRIC_EUR);
      const b = await user(METRIC_EUR);
      await schedule(a, 'Oil change', { every_distance: 5000, every_distance_unit: 'km' });
      // B has no such schedule: the interval makes it one of B's own, A's stays as it was.
      expect(await reply(b, 'change the oil change to every 8,000 km')).toMatch(/no "oil change" schedule/);
      expect(await schedules(b)).toEqual([['oil change', 8000, null]]);
      await reply(b, 'delete the oil change schedule');
      await ask(b, 'yes');
      expect(await schedules(a)).toEqual([['Oil change', 5000, null]]);
      expect(await get(b, 'maintenance/schedules')).toHaveLength(0);
    });
  });

  describe('own safety checklists', () => {
    it.each([
      [
        'en',
        "make a checklist 'leaving the site': water off, steps in, antenna down",
        'leaving the site',
        ['water off', 'steps in', 'antenna down'],
      ],
      [
        'es',
        'crea una lista «salir del camping»: agua cerrada, escalón dentro y antena bajada',
        'salir del camping',
        ['agua cerrada', 'escalón dentro', 'antena bajada'],
      ],
      [
        'fr',
        'crée une liste « quitter le camping » : eau coupée, marche rentrée, antenne baissée',
        'quitter le camping',
        ['eau coupée', 'marche rentrée', 'antenne baissée'],
      ],
    ])('%s: "%s" makes the checklist with its items in order', async (_l, say, name, items) => {
      const u = await user(METRIC_EUR);
      expect(await reply(u, say)).toContain(name);
      expect((await get(u, 'safety-checklists')).map((c) => [c.name, c.items])).toEqual([[name, items]]);
    });

    it.each([
      ['en', ['water off', 'steps in'], 'start the night stop checklist', 'tick the water', 'finish the checklist'],
      [
        'es',
        ['agua cerrada', 'escalón dentro'],
        'empieza mi lista night stop',
        'marca el agua',
        'termina mi lista, por favor',
      ],
      ['fr', ['eau coupée', 'marche rentrée'], 'commence la liste night stop', "coche l'eau", 'termine la liste'],
    ])(
      '%s: their own checklist started, one item ticked, then finished: the run is complete',
      async (lang, items, ...say) => {
        const u = await user(METRIC_EUR);
        await post(u, 'safety-checklists', { name: 'Night stop', items });
        const [start, tick, finish] = say;
        await ask(u, start);
        await ask(u, tick);
        const answer = await reply(u, finish);
        expect(answer).toMatch({ en: /1 of 2 ticked/, es: /1 de 2 marcados/, fr: /1 sur 2 cochés/ }[lang]!);
        expect(answer).toContain(items[1]!);
        const [run] = await get(u, 'safety-checklists/runs');
        expect(run).toMatchObject({ name: 'Night stop', checked_count: 1, item_count: 2 });
        expect(run!.completed_at).not.toBeNull();
      },
    );

    it('finishing with no run in progress changes nothing and says how to start one', async () => {
      const u = await user(METRIC_EUR);
      expect(await reply(u, "j'ai fini la liste")).toMatch(/Aucune liste/);
      expect(await get(u, 'safety-checklists/runs')).toHaveLength(0);
    });

    it('deletes their own checklist after "yes" (en), keeps it on «no» (es), deletes on « oui » (fr)', async () => {
      const u = await user(METRIC_EUR);
      await post(u, 'safety-checklists', { name: 'Night stop', items: ['chocks on', 'door locked'] });
      await post(u, 'safety-checklists', { name: 'Ferry', items: ['gas off'] });
      await post(u, 'safety-checklists', { name: 'Hiver', items: ['purge eau'] });
      expect(await reply(u, 'delete my Night stop checklist')).toMatch(/Night stop.*chocks on/);
      expect(await get(u, 'safety-checklists')).toHaveLength(3);
      await ask(u, 'yes');
      await reply(u, 'borra mi lista Ferry');
      await ask(u, 'no');
      await reply(u, 'efface la liste Hiver');
      await ask(u, 'oui');
      expect((await get(u, 'safety-checklists')).map((c) => c.name)).toEqual(['Ferry']);
    });

    it("a built-in checklist is not deleted, and user B cannot delete user A's", async () => {
      const a = await user(METRIC_EUR);
      const b = await user(METRIC_EUR);
      await post(a, 'safety-checklists', { name: 'Night stop', items: ['chocks on'] });
      expect(await reply(b, 'delete the pre-departure checklist')).toMatch(/built-in/);
      await reply(b, 'delete my Night stop checklist');
      await ask(b, 'yes');
      expect(await get(a, 'safety-checklists')).toHaveLength(1);
    });
  });

  describe('weight carried', () => {
    const loaded = async (settings: Row) => {
      const u = await user(settings);
      const rig = await post(u, 'vehicles', {
        name: 'Hymer B-Class',
        kind: 'motorhome',
        gross_mass_kg: 3500,
        empty_mass_kg: 2900,
      });
      const item = (name: string, location: string, quantity: number, unit_weight_kg: number | null) =>
        post(u, 'storage-items', { name, location, quantity, unit_weight_kg, vehicle_id: rig.id });
      await item('Camping chairs', 'rear locker', 4, 5);
      await item('Water jerrycan', 'garage', 2, 20);
      await item('Levelling ramps', 'garage', 1, 5);
      await item('Spare fuses', 'cab', 1, null);
      return u;
    };

    it.each([
      [
        'en',
        'how much weight am I carrying?',
        [/65 kg in 4 items, 1 of them without a weight/, /600 kg payload \(11%\), 535 kg left/],
      ],
      ['es', '¿cuánto peso llevo?', [/65 kg en 4 objetos, 1 sin peso/, /carga útil de 600 kg \(11 %\), quedan 535 kg/]],
      [
        'fr',
        'quel poids je transporte ?',
        [/65 kg en 4 objets, dont 1 sans poids/, /charge utile de 600 kg \(11 %\), reste 535 kg/],
      ],
    ])('%s: "%s" states the total and the payload left, as the Storage tab does', async (_l, say, expected) => {
      const u = await loaded(METRIC_EUR);
      const answer = (await reply(u, say)).replace(/[\u00a0\u202f]/g, ' ');
      for (const re of expected) expect(answer).toMatch(re);
      expect(answer).toMatch(/garage 45 kg/);
    });

    it('en (imperial): the same load in pounds', async () => {
      const u = await loaded(IMPERIAL_USD);
      const answer = await reply(u, "what's my payload?");
      expect(answer).toMatch(/143 lb in 4 items/);
      expect(answer).toMatch(/1,323 lb payload/);
    });

    it("says when the rig has no masses, and user B does not see user A's load", async () => {
      const a = await loaded(METRIC_EUR);
      const b = await user(METRIC_EUR);
      await post(b, 'vehicles', { name: 'Knaus', kind: 'caravan' });
      expect(await reply(b, 'how much weight am I carrying?')).toMatch(/Nothing is on your storage list/);
      await post(b, 'storage-items', { name: 'Awning', location: 'front locker', unit_weight_kg: 12 });
      expect(await reply(b, 'how much weight am I carrying?')).toMatch(/12 kg in 1 item.*gross and empty mass/);
      expect(await reply(a, 'how much weight am I carrying?')).toMatch(/65 kg/);
    });
  });

  describe('travel preferences', () => {
    it.each([
      ['en', 'limit my drives to 300 km a day', 300],
      ['es', 'no quiero conducir más de 250 km al día', 250],
      ['fr', 'limite mes étapes à 400 km par jour', 400],
    ])('%s: "%s" sets the daily limit the planner uses', async (_l, say, km) => {
      const u = await user(METRIC_EUR);
      expect(await reply(u, say)).toMatch(new RegExp(`${km} km`));
      expect(await one(u, 'travel-preferences')).toMatchObject({ daily_limit_km: km, fuel_price_per_l: null });
    });

    it.each([
      ['en', 'diesel is 1.85 a litre', /€1\.85\/L/],
      ['es', 'el diésel está a 1,85 el litro', /1,85 €\/L/],
      ['fr', 'le gazole est à 1,85 le litre', /1,85 €\/L/],
    ])('%s: "%s" sets the fuel price per litre in the settings currency', async (_l, say, shown) => {
      const u = await user(METRIC_EUR);
      expect((await reply(u, say)).replace(/[\u00a0\u202f]/g, ' ')).toMatch(shown);
      expect(await one(u, 'travel-preferences')).toMatchObject({ fuel_price_per_l: 1.85, fuel_price_currency: 'EUR' });
    });

    it('en (imperial): miles a day and a price per gallon are stored per km and per litre', async () => {
      const u = await user(IMPERIAL_USD);
      expect(await reply(u, 'set my daily limit to 250 miles')).toMatch(/250 mi/);
      expect(await reply(u, 'gas is $3.89 a gallon')).toMatch(/\$3\.89\/gal/);
      const prefs = await one(u, 'travel-preferences');
      expect(prefs.daily_limit_km).toBeCloseTo(402.3, 1);
      expect(prefs.fuel_price_per_l).toBeCloseTo(1.028, 3);
      expect(prefs.fuel_price_currency).toBe('USD');
      expect(await reply(u, 'what are my travel preferences?')).toMatch(/250 mi.*\$3\.891\/gal/);
    });

    it('states the defaults, refuses a limit the planner cannot take, and forgets the fuel price', async () => {
      const u = await user(METRIC_EUR);
      expect(await reply(u, '¿cuáles son mis preferencias de viaje?')).toMatch(/300 km \(por defecto\).*sin fijar/);
      expect(await reply(u, 'limit my drives to 20 km a day')).toMatch(/between 50 km/);
      await ask(u, 'le gazole est à 1,85 le litre');
      await ask(u, 'forget my fuel price');
      expect(await one(u, 'travel-preferences')).toEqual({
        daily_limit_km: null,
        fuel_price_per_l: null,
        fuel_price_currency: null,
      });
    });

    it("user B's preferences are their own", async () => {
      const a = await user(METRIC_EUR);
      const b = await user(METRIC_EUR);
      await ask(a, 'limit my drives to 300 km a day');
      await ask(b, 'limit my drives to 500 km a day');
      expect((await one(a, 'travel-preferences')).daily_limit_km).toBe(300);
      expect((await one(b, 'travel-preferences')).daily_limit_km).toBe(500);
    });
  });
});
