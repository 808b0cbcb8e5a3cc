// Pam edits what is stowed as the Storage screen does (how many, what one weighs, the name, a note), adds a note to a
// maintenance record, and logs a fill-up or a service for the rig the user names when they have several, without a
// model, in English, Spanish and French. Judged by what the public API then answers: the right item or rig changed,
// the others not, and nothing of another user's touched.
import { describe, expect, it } from 'vitest';
import { pamKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

const METRIC_EUR = { regional_preferences: { units: 'metric', currency: 'EUR' } };
const IMPERIAL_USD = { regional_preferences: { units: 'imperial', currency: 'USD' } };

describe.each(DATABASE_KINDS)('Pam edits stowed items and logs for a named rig, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { user, ask, reply, get, post } = pamKit(() => suite.t);

  const stow = (u: PamUser, name: string, location: string, extra: Row = {}) =>
    post(u, 'storage-items', { name, location, ...extra });
  const items = async (u: PamUser) => Object.fromEntries((await get(u, 'storage-items')).map((i) => [i.name, i]));

  describe('stowed items', () => {
    it.each([
      ['en', 'I have 3 levelling blocks now', 'Levelling blocks', { quantity: 3 }],
      ['en', 'set the quantity of the levelling blocks to 6', 'Levelling blocks', { quantity: 6 }],
      ['es', 'tengo 4 calzos ahora', 'Calzos', { quantity: 4 }],
      ['es', 'el generador pesa 25 kg', 'Generador', { unit_weight_kg: 25 }],
      ['fr', "j'ai 5 cales maintenant", 'Cales', { quantity: 5 }],
      ['fr', 'le groupe électrogène pèse 22 kg', 'Groupe électrogène', { unit_weight_kg: 22 }],
    ])('%s: "%s" changes %s only', async (_l, say, name, change) => {
      const u = await user(METRIC_EUR);
      await stow(u, name, 'garage', { quantity: 2 });
      await stow(u, 'Camping chairs', 'rear locker', { quantity: 2, unit_weight_kg: 4 });
      const answer = await reply(u, say);
      const after = await items(u);
      expect(after[name], answer).toMatchObject(change);
      expect(after['Camping chairs']).toMatchObject({ quantity: 2, unit_weight_kg: 4, location: 'rear locker' });
      expect(answer).toContain(name);
    });

    it.each([
      ['en', 'rename the blue tarp to Ground tarp', 'Blue tarp', 'Ground tarp'],
      ['es', 'renombra la lona azul a Lona de suelo', 'Lona azul', 'Lona de suelo'],
      ['fr', 'renomme la bâche bleue en Bâche de sol', 'Bâche bleue', 'Bâche de sol'],
    ])('%s: "%s" renames the item, keeping where it is', async (_l, say, before, after) => {
      const u = await user(METRIC_EUR);
      await stow(u, before, 'bike rack');
      await stow(u, 'Awning crank', 'front locker');
      await ask(u, say);
      expect(Object.keys(await items(u)).sort()).toEqual(['Awning crank', after].sort());
      expect((await items(u))[after]).toMatchObject({ location: 'bike rack' });
    });

    it.each([
      ['en', 'add a note to the generator: needs a new spark plug', 'Generator', 'needs a new spark plug'],
      ['es', 'añade una nota al generador: revisar el aceite', 'Generador', 'revisar el aceite'],
      ['fr', 'ajoute une note au groupe électrogène : vérifier la bougie', 'Groupe électrogène', 'vérifier la bougie'],
    ])('%s: "%s" adds the note after the notes already there', async (_l, say, name, note) => {
      const u = await user(METRIC_EUR);
      await stow(u, name, 'rear locker', { notes: 'Honda EU22i' });
      await ask(u, say);
      expect((await items(u))[name]).toMatchObject({ notes: `Honda EU22i\n${note}` });
    });

    it.each<[string, string, string, string, Row]>([
      ['en', 'we now have 8 water jugs', 'Water jugs', 'Water jugs', { quantity: 8 }],
      [
        'en',
        'can you set the quantity of the levelling blocks to 4?',
        'Levelling blocks',
        'Levelling blocks',
        { quantity: 4 },
      ],
      ['en', 'please rename the awning crank to Crank handle', 'Awning crank', 'Crank handle', { quantity: 2 }],
      ['es', 'ahora tenemos 6 sillas', 'Sillas', 'Sillas', { quantity: 6 }],
      ['es', 'pon la cantidad de calzos en 8', 'Calzos', 'Calzos', { quantity: 8 }],
      ['es', 'las sillas pesan 4 kg cada una', 'Sillas', 'Sillas', { unit_weight_kg: 4 }],
      [
        'es',
        'la caja de herramientas pesa 12,5 kilos',
        'Caja de herramientas',
        'Caja de herramientas',
        { unit_weight_kg: 12.5 },
      ],
      ['es', 'cambia el nombre de la manguera a Manguera de agua', 'Manguera', 'Manguera de agua', { quantity: 2 }],
      ['es', 'anade una nota a la manguera: tiene una fuga', 'Manguera', 'Manguera', { notes: 'tiene una fuga' }],
      ['es', 'por favor, renombra la lona azul a Lona de suelo', 'Lona azul', 'Lona de suelo', { quantity: 2 }],
      ['fr', 'nous avons 6 chaises maintenant', 'Chaises', 'Chaises', { quantity: 6 }],
      ['fr', "j'ai maintenant 8 cales", 'Cales', 'Cales', { quantity: 8 }],
      ['fr', 'peux-tu mettre la quantité de cales à 8 ?', 'Cales', 'Cales', { quantity: 8 }],
      ['fr', 'les chaises pèsent 4 kg chacune', 'Chaises', 'Chaises', { unit_weight_kg: 4 }],
      [
        'fr',
        'le poids de la caisse à outils est de 15 kg',
        'Caisse à outils',
        'Caisse à outils',
        { unit_weight_kg: 15 },
      ],
      ['fr', 'change le nom de la rallonge en Rallonge 25 m', 'Rallonge', 'Rallonge 25 m', { quantity: 2 }],
      ['fr', 'ajoute une note au tuyau : fuit au raccord', 'Tuyau', 'Tuyau', { notes: 'fuit au raccord' }],
      ['fr', 'le poids de la glacière est de 9 kg', 'Glacière', 'Glacière', { unit_weight_kg: 9 }],
      [
        'fr',
        'ajoute une note a la glaciere : vider avant de partir',
        'Glacière',
        'Glacière',
        { notes: 'vider avant de partir' },
      ],
      [
        'fr',
        'renomme les chaises pliantes en Chaises de plage',
        'Chaises pliantes',
        'Chaises de plage',
        { quantity: 2 },
      ],
      ['es', 'la nevera portátil pesa 9 kg', 'Nevera portátil', 'Nevera portátil', { unit_weight_kg: 9 }],
    ])('%s: "%s" changes %s (then %s) only', async (_l, say, before, after, change) => {
      const u = await user(METRIC_EUR);
      await stow(u, before, 'garage', { quantity: 2 });
      await stow(u, 'Camping chairs', 'rear locker', { quantity: 2, unit_weight_kg: 4 });
      const answer = await reply(u, say);
      const now = await items(u);
      expect(Object.keys(now).sort(), answer).toEqual(['Camping chairs', after].sort());
      expect(now[after]).toMatchObject({ location: 'garage', ...change });
      expect(now['Camping chairs']).toMatchObject({ quantity: 2, unit_weight_kg: 4, location: 'rear locker' });
    });

    it('en (imperial): "my toolbox weighs 40 lbs" is kept in kg and said back in lb', async () => {
      const u = await user(IMPERIAL_USD);
      await stow(u, 'Toolbox', 'pass-through');
      const answer = await reply(u, 'my toolbox weighs 40 lbs');
      expect((await items(u)).Toolbox!.unit_weight_kg).toBeCloseTo(18.144, 2);
      expect(answer).toMatch(/40 lb/);
    });

    it('asks which when several fit, and "the second one" changes that one only', async () => {
      const u = await user(METRIC_EUR);
      await stow(u, 'Blue tarp', 'garage');
      await stow(u, 'Blue tarp straps', 'cab');
      const question = await reply(u, 'rename the blue tarp to Ground tarp');
      expect(question).toMatch(/Which one/);
      expect(Object.keys(await items(u)).sort()).toEqual(['Blue tarp', 'Blue tarp straps']);
      const second = /"Blue tarp straps/.test(question.split(',').slice(1).join(','))
        ? 'Blue tarp straps'
        : 'Blue tarp';
      await ask(u, 'the second one');
      const after = await items(u);
      expect(Object.keys(after)).toContain('Ground tarp');
      expect(Object.keys(after)).not.toContain(second);
    });

    it("says so when nothing of that name is stowed, and user B cannot change user A's items", async () => {
      const a = await user(METRIC_EUR);
      const b = await user(METRIC_EUR);
      await stow(a, 'Levelling blocks', 'garage', { quantity: 2 });
      expect(await reply(b, 'I have 3 levelling blocks now')).toMatch(/couldn't find/);
      expect(await reply(a, 'the kayak weighs 20 kg')).toMatch(/couldn't find/);
      expect((await items(a))['Levelling blocks']).toMatchObject({ quantity: 2, unit_weight_kg: null });
      expect(await get(b, 'storage-items')).toEqual([]);
    });
  });

  describe('a note on a maintenance record', () => {
    it.each([
      ['en', 'Oil change', 'add a note to the oil change: used 5W-30', 'used 5W-30'],
      ['es', 'Cambio de aceite', 'añade una nota al cambio de aceite: usé 5W-30', 'usé 5W-30'],
      ['fr', 'Vidange', 'ajoute une note à la vidange : huile 5W-30', 'huile 5W-30'],
    ])('%s: a record of %s, "%s" notes the latest one only', async (_l, task, say, note) => {
      const u = await user(METRIC_EUR);
      await post(u, 'maintenance', { task, date: '2026-01-10' });
      await post(u, 'maintenance', { task, date: '2026-03-02' });
      await post(u, 'maintenance', { task: 'Tyre rotation', date: '2026-03-05' });
      const answer = await reply(u, say);
      const notes = Object.fromEntries((await get(u, 'maintenance')).map((r) => [`${r.task} ${r.date}`, r.notes]));
      expect(notes, answer).toEqual({
        [`${task} 2026-03-02`]: note,
        [`${task} 2026-01-10`]: '',
        'Tyre rotation 2026-03-05': '',
      });
      expect(answer).toContain(note);
    });
  });

  describe('a fill-up or a service for a named rig', () => {
    const twoRigs = async (settings: Row = METRIC_EUR) => {
      const u = await user(settings);
      const hymer = await post(u, 'vehicles', { name: 'Hymer B-Class', kind: 'motorhome', fuel_type: 'diesel' });
      const jeep = await post(u, 'vehicles', { name: 'Jeep Wrangler', kind: 'tow_vehicle', fuel_type: 'petrol' });
      return { u, hymer, jeep };
    };

    it.each([
      ['en', 'filled up the Jeep with 40 litres for $60', 40],
      ['es', 'llené el Jeep con 35 litros por 50 euros', 35],
      ['fr', "j'ai fait le plein du Jeep avec 30 litres pour 45 €", 30],
    ])('%s: "%s" is logged on the Jeep, not the motorhome', async (_l, say, litres) => {
      const { u, jeep } = await twoRigs();
      const answer = await reply(u, say);
      const entries = await get(u, 'fuel-log');
      expect(entries, answer).toHaveLength(1);
      expect(entries[0]).toMatchObject({ vehicle_id: jeep.id, volume_l: litres });
      expect(answer).toContain('Jeep Wrangler');
    });

    it.each([
      ['en', 'oil change on the tow car today'],
      ['es', 'cambio de aceite del Jeep hoy'],
      ['fr', 'vidange du Jeep aujourd’hui'],
    ])('%s: "%s" is a service of the Jeep', async (_l, say) => {
      const { u, jeep } = await twoRigs();
      const answer = await reply(u, say);
      const records = await get(u, 'maintenance');
      expect(records, answer).toHaveLength(1);
      expect(records[0]).toMatchObject({ vehicle_id: jeep.id });
      expect(answer).toContain('Jeep Wrangler');
    });

    it('a fill-up without a rig named still goes to the motor rig', async () => {
      const { u, hymer } = await twoRigs();
      await ask(u, 'filled up 62 litres for 95 euros');
      expect((await get(u, 'fuel-log'))[0]).toMatchObject({ vehicle_id: hymer.id });
    });

    it('two Jeeps: asks which, then "the second one" logs the fill-up on that one', async () => {
      const { u, jeep } = await twoRigs();
      const cherokee = await post(u, 'vehicles', { name: 'Jeep Cherokee', kind: 'tow_vehicle', fuel_type: 'petrol' });
      const question = await reply(u, 'filled up the Jeep with 40 litres for $60');
      expect(question).toMatch(/Jeep Wrangler.*Jeep Cherokee|Jeep Cherokee.*Jeep Wrangler/);
      expect(await get(u, 'fuel-log')).toEqual([]);
      const second = question.indexOf('Jeep Cherokee') > question.indexOf('Jeep Wrangler') ? cherokee : jeep;
      await ask(u, 'the second one');
      const entries = await get(u, 'fuel-log');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ vehicle_id: second.id, volume_l: 40 });
    });

    it("a rig the user does not have logs nothing; user B cannot log on user A's Jeep", async () => {
      const { u } = await twoRigs();
      expect(await reply(u, 'filled up the Ferrari with 40 litres for $60')).toMatch(/couldn't find/);
      expect(await get(u, 'fuel-log')).toEqual([]);
      const b = await user(METRIC_EUR);
      expect(await reply(b, 'filled up the Jeep with 40 litres for $60')).toMatch(/couldn't find/);
      expect(await get(b, 'fuel-log')).toEqual([]);
      expect(await get(u, 'fuel-log')).toEqual([]);
    });
  });
});
