// Pam over Wheels, without a model, in English, Spanish and French, judged as issue 24 judges it: by what changed in
// the user's data through the public API (rigs, fill-ups, maintenance, stowed items, trips, checklist runs) and by
// the figures in the replies. Phrased as travellers write, not copied from the matchers.
import { addDays } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamKit } from '#test/pam-kit.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { newAccountToday } from '#test/pam-replies.ts';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TODAY = newAccountToday();
const YESTERDAY = addDays(TODAY, -1);

const METRIC_EUR = { regional_preferences: { units: 'metric', currency: 'EUR' } };
const IMPERIAL_USD = { regional_preferences: { units: 'imperial', currency: 'USD' } };

describe.each(DATABASE_KINDS)('Pam does Wheels by conversation, without a model, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const { user: newUser, ask, get, post } = pamKit(() => t);
  const user = (settings: Row = METRIC_EUR, fullName?: string) =>
    newUser(settings, fullName ? { full_name: fullName } : undefined);

  describe('rigs', () => {
    it.each([
      ['en', 'Add my 2019 Jayco Eagle fifth wheel, 11 m', { kind: 'fifth_wheel', length_m: 11 }, /Jayco Eagle/],
      [
        'en',
        'we just bought a Winnebago View motorhome, 7.6 m long, diesel',
        { kind: 'motorhome', fuel_type: 'diesel', length_m: 7.6 },
        /Winnebago View/,
      ],
      ['es', 'añade mi autocaravana Hymer de 2018', { kind: 'motorhome' }, /Hymer 2018/],
      ['es', 'tengo una caravana Adria Altea de 7 metros', { kind: 'caravan', length_m: 7 }, /Adria Altea/],
      ['fr', 'ajoute mon camping-car Rapido diesel', { kind: 'motorhome', fuel_type: 'diesel' }, /Rapido/],
      ['fr', "j'ai un fourgon aménagé Pössl de 2020", { kind: 'campervan' }, /Pössl/],
    ])('%s: %s adds one rig, not a fill-up or an expense', async (_lang, message, expected, name) => {
      const u = await user();
      const reply = await ask(u, message);
      const rigs = await get(u, 'vehicles');
      expect(rigs, reply.response).toHaveLength(1);
      expect(rigs[0]).toMatchObject(expected);
      expect(rigs[0]!.name).toMatch(name);
      expect(await get(u, 'fuel-log')).toHaveLength(0);
      expect(await get(u, 'expenses')).toHaveLength(0);
    });

    it('lists, changes ("make it 7.4 m long") and deletes a rig after a "yes"', async () => {
      const u = await user();
      await ask(u, 'add my Hymer B-Class motorhome');
      expect((await ask(u, 'what rigs do I have?')).response).toMatch(/Hymer B-Class/);
      await ask(u, 'make it 7.4 m long');
      expect((await get(u, 'vehicles'))[0]).toMatchObject({ length_m: 7.4 });
      await ask(u, 'set the consumption of my motorhome to 14 l/100km');
      expect((await get(u, 'vehicles'))[0]).toMatchObject({ consumption_l_per_100km: 14 });
      const prompt = await ask(u, 'I sold the motorhome, delete it');
      expect(prompt.response).toMatch(/Hymer B-Class/);
      expect(await get(u, 'vehicles')).toHaveLength(1);
      await ask(u, 'yes');
      expect(await get(u, 'vehicles')).toHaveLength(0);
    });

    it('es/fr: changes the rig described in words (consumption, tank, name)', async () => {
      const u = await user();
      await ask(u, 'añade mi autocaravana Hymer de 2018');
      await ask(u, 'mi autocaravana consume 12 litros a los 100');
      await ask(u, 'el depósito de mi autocaravana es de 90 litros');
      await ask(u, 'renomme mon camping-car en Le Nomade');
      const [rig] = await get(u, 'vehicles');
      expect(rig).toMatchObject({ consumption_l_per_100km: 12, tank_l: 90, name: 'Le Nomade' });
      expect(await get(u, 'fuel-log')).toHaveLength(0);
    });

    it('es: borra la autocaravana tras un «sí»; fr: « non » la garde', async () => {
      const u = await user();
      await ask(u, 'añade mi autocaravana Knaus');
      await ask(u, 'borra la autocaravana Knaus');
      await ask(u, 'no');
      expect(await get(u, 'vehicles')).toHaveLength(1);
      await ask(u, 'supprime mon camping-car');
      await ask(u, 'oui');
      expect(await get(u, 'vehicles')).toHaveLength(0);
    });

    it('a rig named without a rig word ("delete my Jayco", "borra mi Jayco", "supprime mon Jayco") is asked about, then deleted', async () => {
      for (const [add, remove, yes] of [
        ['add my motorhome Jayco', 'delete my Jayco', 'yes'],
        ['añade mi autocaravana Jayco', 'borra mi Jayco', 'sí'],
        ['ajoute mon camping-car Jayco', 'supprime mon Jayco', 'oui'],
      ]) {
        const u = await user();
        await ask(u, add!);
        const asked = (await ask(u, remove!)).response;
        expect(asked).toMatch(/Jayco/);
        expect(asked).toMatch(/\?/);
        expect(await get(u, 'vehicles')).toHaveLength(1);
        expect((await ask(u, yes!)).response).toMatch(/Jayco/);
        expect(await get(u, 'vehicles')).toHaveLength(0);
      }
    });
  });

  describe('fuel log', () => {
    it('en: volume, total and odometer in one sentence, each where it belongs', async () => {
      const u = await user({ regional_preferences: { units: 'imperial', currency: 'GBP' } });
      await ask(u, 'filled up 62 litres for £91.40 at 45,210 miles');
      const [fill] = await get(u, 'fuel-log');
      expect(fill).toMatchObject({ entered_volume: 62, entered_unit: 'L', total_cost: 91.4, currency: 'GBP' });
      expect(fill!.odometer_km).toBeCloseTo(45_210 * 1.609344, 0);
    });

    it("states the consumption the fuel log screen shows, in the user's units (en, es, fr)", async () => {
      const u = await user();
      // Two full fills: 60 L over 500 km is 12.0 L/100 km (stats endpoint: average_l_per_100km).
      await post(u, 'fuel-log', {
        filled_on: YESTERDAY,
        volume_l: 50,
        total_cost: 90,
        odometer_km: 10_000,
        full_tank: true,
      });
      await post(u, 'fuel-log', {
        filled_on: TODAY,
        volume_l: 60,
        total_cost: 108,
        odometer_km: 10_500,
        full_tank: true,
      });
      const stats = (await t.request('GET', 'fuel-log/stats', { token: u.token })).body.data as Row;
      expect(stats.average_l_per_100km).toBe(12);
      expect((await ask(u, "what's my fuel economy?")).response).toMatch(/12\.0 L\/100 km/);
      expect((await ask(u, '¿cuánto consume la autocaravana?')).response).toMatch(/12,0 L\/100 km/);
      expect((await ask(u, 'quelle est ma consommation ?')).response).toMatch(/12,0 L\/100 km/);
      // 198 paid for 110 L: 1.80 a litre on average.
      expect((await ask(u, "what's my average fuel price?")).response).toMatch(/1\.80\d?\/L on average/);
      expect((await ask(u, 'quel est mon prix moyen au litre ?')).response).toMatch(/1,80\d?\s?.{0,4}\/L en moyenne/);
      const imperial = await user(IMPERIAL_USD);
      await post(imperial, 'fuel-log', {
        filled_on: YESTERDAY,
        volume_l: 50,
        total_cost: 90,
        odometer_km: 10_000,
        full_tank: true,
      });
      await post(imperial, 'fuel-log', {
        filled_on: TODAY,
        volume_l: 60,
        total_cost: 108,
        odometer_km: 10_500,
        full_tank: true,
      });
      // 235.215 / 12 = 19.6 MPG, as the screen converts.
      expect((await ask(imperial, 'how many mpg am I getting?')).response).toMatch(/19\.6 MPG/);
      // 1.80 a litre is 6.81 a US gallon.
      expect((await ask(imperial, 'what am I paying per gallon on average?')).response).toMatch(
        /6\.81\d?\/gal on average/,
      );
    });

    it.each([
      ['en', 'filled up 40 litres for 60 euros at Costco', 'filled up 40 litres for 60 euros', 'Fuel: Costco', 'Fuel'],
      [
        'es',
        'llené 40 litros por 60 euros en Repsol',
        'llené 40 litros por 60 euros',
        'Combustible: Repsol',
        'Combustible',
      ],
      [
        'fr',
        "j'ai fait le plein de 40 litres pour 60 euros chez Total",
        "j'ai fait le plein de 40 litres pour 60 euros",
        'Carburant : Total',
        'Carburant',
      ],
    ])(
      "%s: a fill-up's expense is described in the user's language",
      async (language, atStation, plain, said, alone) => {
        const u = await user({ ...METRIC_EUR, display_preferences: { language } });
        await ask(u, atStation);
        await ask(u, plain);
        const expenses = await get(u, 'expenses');
        expect(expenses.map((e) => [e.category, e.amount, e.description]).sort()).toEqual([
          ['fuel', 60, alone],
          ['fuel', 60, said],
        ]);
      },
    );

    it('corrects the fill-up just logged ("make that 45 litres") and deletes it with its expense after "yes"', async () => {
      const u = await user();
      await ask(u, 'llené 50 litros por 80 euros');
      await ask(u, 'make that 45 litres');
      const [fill] = await get(u, 'fuel-log');
      expect(fill).toMatchObject({ entered_volume: 45, total_cost: 80 });
      await ask(u, 'no, it was yesterday');
      expect((await get(u, 'fuel-log'))[0]).toMatchObject({ filled_on: YESTERDAY });
      expect((await get(u, 'expenses'))[0]).toMatchObject({ date: YESTERDAY, amount: 80 });
      const prompt = await ask(u, 'supprime le dernier plein');
      expect(prompt.response).toMatch(/80,00/);
      await ask(u, 'oui');
      expect(await get(u, 'fuel-log')).toHaveLength(0);
      expect(await get(u, 'expenses')).toHaveLength(0);
    });
  });

  describe('maintenance', () => {
    it.each([
      ['es', 'cambié el aceite ayer por 80 euros', 'Cambio de aceite', 80],
      ['fr', "j'ai fait la vidange hier pour 90 €", 'Vidange', 90],
    ])('%s: %s is a maintenance record (and its expense)', async (_lang, message, task, cost) => {
      const u = await user();
      await ask(u, message);
      const records = await get(u, 'maintenance');
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ task, cost, date: YESTERDAY });
      const expenses = await get(u, 'expenses');
      expect(expenses).toHaveLength(1);
      expect(expenses[0]).toMatchObject({ category: 'maintenance', amount: cost });
    });

    it.each([
      ['en', 'remind me to rotate the tyres every 10,000 km', { every_km: 10_000 }],
      ['es', 'recuérdame cambiar el aceite cada 10.000 km', { every_km: 10_000 }],
      ['fr', 'rappelle-moi de faire la vidange tous les 12 mois', { every_months: 12 }],
    ])('%s: %s adds a schedule, and "what is due" answers from it', async (_lang, message, expected) => {
      const u = await user();
      await ask(u, message);
      const schedules = await get(u, 'maintenance/schedules');
      expect(schedules).toHaveLength(1);
      expect(schedules[0]).toMatchObject(expected);
      const due = await ask(u, _lang === 'es' ? '¿qué mantenimiento toca?' : 'when is my next service due?');
      expect(due.response).toContain(schedules[0]!.task as string);
    });

    it('changes a record named in words, then deletes it after "yes"', async () => {
      const u = await user();
      await ask(u, 'I changed the oil yesterday for 80 euros');
      await ask(u, 'actually the oil change cost 95, not 80');
      expect((await get(u, 'maintenance'))[0]).toMatchObject({ cost: 95 });
      expect((await get(u, 'expenses'))[0]).toMatchObject({ amount: 95 });
      const prompt = await ask(u, 'delete the oil change record');
      expect(prompt.response).toMatch(/Oil change/);
      expect(await get(u, 'maintenance')).toHaveLength(1);
      await ask(u, 'yes');
      expect(await get(u, 'maintenance')).toHaveLength(0);
    });
  });

  describe('storage', () => {
    it.each([
      ['en', 'the awning crank is in the rear locker', 'awning crank', 'rear locker'],
      ['es', 'guarda el cable de 16A en el cofre delantero', 'cable de 16A', 'cofre delantero'],
      ['fr', 'la manivelle du store est dans le coffre arrière', 'manivelle du store', 'coffre arrière'],
    ])('%s: %s is stowed', async (_lang, message, name, location) => {
      const u = await user();
      await ask(u, message);
      const items = await get(u, 'storage-items');
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ name, location });
    });

    it('moves an item by name, finds it, moves "it" again and removes it after "sí"', async () => {
      const u = await user();
      await ask(u, 'I put the spare fuses in the glovebox');
      await ask(u, 'move the spare fuses to the rear locker');
      expect((await get(u, 'storage-items'))[0]).toMatchObject({ location: 'rear locker' });
      expect((await ask(u, 'where are the spare fuses?')).response).toMatch(/rear locker/);
      await ask(u, 'déplace-les dans le coffre avant');
      expect((await get(u, 'storage-items'))[0]).toMatchObject({ location: 'coffre avant' });
      await ask(u, 'muévelos al maletero');
      expect((await get(u, 'storage-items'))[0]).toMatchObject({ location: 'maletero' });
      expect(await get(u, 'storage-items')).toHaveLength(1);
      await ask(u, 'quita los spare fuses de la lista');
      await ask(u, 'sí');
      expect(await get(u, 'storage-items')).toHaveLength(0);
    });
  });

  describe('trips', () => {
    it('plans, saves "that trip", lists, opens, exports and shares it with a friend by name', async () => {
      const sam = await user(METRIC_EUR, 'Sam Rivers');
      const u = await user(IMPERIAL_USD, 'Alex Trail');
      const request = await t.request('POST', 'social/friends/requests', { token: u.token, json: { user_id: sam.id } });
      expect(request.status).toBe(201);
      const accepted = await t.request('POST', `social/friends/requests/${request.body.data.id as string}/accept`, {
        token: sam.token,
      });
      expect(accepted.status).toBe(200);

      await ask(u, 'plan a trip from Seattle to Portland');
      await ask(u, 'save that trip');
      const trips = await get(u, 'trips');
      expect(trips).toHaveLength(1);
      expect(trips[0]!.stops.length).toBeGreaterThanOrEqual(2);
      expect(trips[0]!.plan).not.toBeNull();
      expect((await ask(u, 'show my trips')).response).toContain(trips[0]!.name as string);
      const opened = await ask(u, 'open the Portland trip');
      expect(opened.ui_action).toEqual({ type: 'navigate', path: `/wheels?tab=trip-planner&trip=${trips[0]!.id}` });
      const exported = await ask(u, 'export it as GPX');
      expect(exported.response).toMatch(/\.gpx/);
      await ask(u, 'share that trip with Sam');
      const shared = await get(sam, 'social/trip-shares');
      expect(shared).toHaveLength(1);
      expect(shared[0]).toMatchObject({ trip_id: trips[0]!.id, audience: 'friends' });
      // Two full plans (the plan, then the save) with their campground look-ups: slow on a busy machine.
    }, 90_000);

    it('es/fr: guarda el viaje planificado y lo borra tras «sí»', async () => {
      const u = await user();
      await ask(u, 'planifica un viaje de Madrid a Sevilla');
      await ask(u, 'guárdalo como Andalucía');
      expect(await get(u, 'trips')).toMatchObject([{ name: 'Andalucía' }]);
      expect((await ask(u, 'quels sont mes voyages ?')).response).toMatch(/Sevilla/);
      await ask(u, 'borra el viaje a Sevilla');
      await ask(u, 'sí');
      expect(await get(u, 'trips')).toHaveLength(0);
    });

    it("fr: enregistre le voyage planifié sous le nom donné (« enregistre-le sous Côte d'Azur »)", async () => {
      const u = await user();
      await ask(u, 'planifie un voyage de Lyon à Nice');
      await ask(u, "enregistre-le sous Côte d'Azur");
      expect(await get(u, 'trips')).toMatchObject([{ name: "Côte d'Azur" }]);
    });
  });

  describe('safety checklists', () => {
    it.each([
      ['en', 'start the pre-departure checklist', 'tick the gas', 'pre_departure', 'gas_off'],
      ['es', 'empieza la lista de enganche', 'marca el cable de seguridad', 'hitching', 'breakaway_cable'],
      ['fr', 'commence la liste avant le départ', "coche l'auvent", 'pre_departure', 'awning_stowed'],
    ])('%s: %s, then %s', async (_lang, start, tick, template, item) => {
      const u = await user();
      await ask(u, start);
      const runs = await get(u, 'safety-checklists/runs');
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ template_key: template, checked_count: 0 });
      await ask(u, tick);
      const run = (await t.request('GET', `safety-checklists/runs/${runs[0]!.id as string}`, { token: u.token })).body
        .data as Row;
      expect(run.items.filter((i: Row) => i.checked).map((i: Row) => i.item_key)).toEqual([item]);
    });

    it('says what is left, and "reset" starts the checklist again', async () => {
      const u = await user();
      await ask(u, 'start the hitching checklist');
      await ask(u, 'tick off the jockey wheel');
      expect((await ask(u, "what's left on my checklist?")).response).toMatch(/1 of 10 ticked/);
      await ask(u, 'reset the hitching checklist');
      const runs = await get(u, 'safety-checklists/runs');
      expect(runs).toHaveLength(2);
      expect(runs.filter((r) => r.checked_count === 0)).toHaveLength(1);
    });
  });

  it("user B cannot touch user A's rig, fill-ups, items or trips by naming them", async () => {
    const a = await user();
    const b = await user();
    await ask(a, 'add my Bailey Unicorn caravan');
    await ask(a, 'the awning crank is in the rear locker');
    await ask(a, 'filled up 60 litres for 90 euros');
    await ask(b, 'delete my Bailey Unicorn caravan');
    await ask(b, 'yes');
    await ask(b, 'move the awning crank to the front locker');
    await ask(b, 'remove the awning crank from my storage list');
    await ask(b, 'yes');
    await ask(b, 'delete the last fill-up');
    await ask(b, 'yes');
    expect(await get(a, 'vehicles')).toHaveLength(1);
    expect((await get(a, 'storage-items'))[0]).toMatchObject({ location: 'rear locker' });
    expect(await get(a, 'fuel-log')).toHaveLength(1);
    expect((await ask(b, 'where is the awning crank?')).response).not.toMatch(/rear locker/);
    expect((await ask(b, 'what rigs do I have?')).response).not.toMatch(/Bailey/);
  });
});
