// What the Fuel Log, Vehicles and Safety screens let a user do, asked of Pam without a model in English, Spanish and
// French: a fill-up's station, full tank or not and odometer reset, logged and corrected; a rig's width and masses in
// the user's units; their own checklist renamed and its items added or taken off; a run in progress discarded after
// a "yes". Judged by what the public API then answers and by the figures in the replies.
import { describe, expect, it } from 'vitest';
import { pamKit, type PamUser } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { newAccountToday } from '#test/pam-replies.ts';

const METRIC_EUR = { regional_preferences: { units: 'metric', currency: 'EUR' } };
const IMPERIAL_USD = { regional_preferences: { units: 'imperial', currency: 'USD' } };

describe.each(DATABASE_KINDS)('Pam edits what the Wheels screens edit, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { user, ask, reply, get, post } = pamKit(() => suite.t);
  const fills = (u: PamUser) => get(u, 'fuel-log');
  const rig = async (u: PamUser, name: string) => (await get(u, 'vehicles')).find((v) => v.name === name)!;
  const lists = async (u: PamUser) => (await get(u, 'safety-checklists')).map((c) => [c.name, c.items]);

  describe('fill-ups: the station, a full tank or not, the odometer reset', () => {
    it.each([
      ['en', 'filled up 40 litres for 60 at the Shell in Moab', 'Shell in Moab'],
      ['es', 'llené 40 litros por 60 en Repsol', 'Repsol'],
      ['fr', 'plein de 40 litres pour 60 € chez Total', 'Total'],
    ])('%s: "%s" logs the fill-up at that station', async (_l, say, station) => {
      const u = await user(METRIC_EUR);
      const answer = await reply(u, say);
      const [fill] = await fills(u);
      expect(fill).toMatchObject({
        entered_volume: 40,
        total_cost: 60,
        currency: 'EUR',
        place: station,
        full_tank: true,
      });
      expect(answer).toContain(station);
    });

    it('en: the station, then "it wasn\'t a full tank", then "make that 45" change the fill-up just logged', async () => {
      const u = await user(METRIC_EUR);
      await ask(u, 'filled up 40 litres for 60 at the Shell in Moab');
      await ask(u, 'the station was Costco');
      expect((await fills(u))[0]).toMatchObject({ place: 'Costco', full_tank: true });
      const partial = await reply(u, "it wasn't a full tank");
      expect((await fills(u))[0]).toMatchObject({ place: 'Costco', full_tank: false });
      expect(partial).toMatch(/partial fill/);
      await ask(u, 'make that 45');
      expect((await fills(u))[0]).toMatchObject({ total_cost: 45, entered_volume: 40, full_tank: false });
      expect((await get(u, 'expenses'))[0]).toMatchObject({ amount: 45 });
      await ask(u, 'that was a full tank');
      expect((await fills(u))[0]).toMatchObject({ full_tank: true, place: 'Costco' });
    });

    it('es: «no era depósito lleno» and «la gasolinera era Cepsa» change the latest fill-up', async () => {
      const u = await user(METRIC_EUR);
      await ask(u, 'llené 40 litros por 60 en Repsol');
      expect(await reply(u, 'no era depósito lleno')).toMatch(/carga parcial/);
      await ask(u, 'la gasolinera era Cepsa');
      expect((await fills(u))[0]).toMatchObject({ place: 'Cepsa', full_tank: false, total_cost: 60 });
    });

    it("fr: « ce n'était pas un plein complet » and « c'était chez Esso »", async () => {
      const u = await user(METRIC_EUR);
      await ask(u, 'plein de 40 litres pour 60 € chez Total');
      expect(await reply(u, "ce n'était pas un plein complet")).toMatch(/plein partiel/);
      await ask(u, "c'était chez Esso");
      expect((await fills(u))[0]).toMatchObject({ place: 'Esso', full_tank: false });
    });

    it.each([
      ['en', 'filled up 50 litres for 80 at 2,000 km, odometer reset'],
      ['es', 'llené 50 litros por 80 a los 2.000 km, cuentakilómetros reiniciado'],
      ['fr', 'plein de 50 litres pour 80 € à 2 000 km, compteur remis à zéro'],
    ])("%s: a lower reading is logged when the odometer was reset, as the form's checkbox allows", async (_l, say) => {
      const u = await user(METRIC_EUR);
      await post(u, 'fuel-log', { filled_on: '2026-01-05', volume_l: 50, total_cost: 80, odometer_km: 100_000 });
      const answer = await reply(u, say);
      const logged = (await fills(u)).find((f) => f.odometer_km === 2000);
      expect(logged).toMatchObject({ odometer_reset: true, filled_on: newAccountToday() });
      expect(answer).toMatch(/odometer reset|cuentakilómetros reiniciado|compteur remis à zéro/);
    });

    it("user B's words change nothing in user A's fill-ups", async () => {
      const a = await user(METRIC_EUR);
      const b = await user(METRIC_EUR);
      await ask(a, 'filled up 40 litres for 60 at the Shell in Moab');
      expect(await reply(b, 'the station was Costco')).toMatch(/fuel log is empty/);
      expect((await fills(a))[0]).toMatchObject({ place: 'Shell in Moab', full_tank: true });
    });
  });

  describe("rigs: width and masses in the user's units", () => {
    it('en (imperial): "the Jeep\'s GVWR is 6000 pounds" is a mass, not money', async () => {
      const u = await user(IMPERIAL_USD);
      await post(u, 'vehicles', { name: 'Jeep', kind: 'tow_vehicle' });
      const answer = await reply(u, "the Jeep's GVWR is 6000 pounds");
      expect((await rig(u, 'Jeep')).gross_mass_kg).toBeCloseTo(2721.6, 1);
      expect(answer).toMatch(/gross mass 6,000 lb/);
      expect(await get(u, 'expenses')).toHaveLength(0);
    });

    it.each([
      ['en', 'Jayco', 'caravan', 'my caravan is 2.5 m wide', { width_m: 2.5 }, /2\.5 m wide/],
      [
        'es',
        'Hymer',
        'motorhome',
        'la MMA de mi autocaravana es de 3500 kg',
        { gross_mass_kg: 3500 },
        /MMA 3\.?500 kg/,
      ],
      ['fr', 'Rapido', 'motorhome', 'le PTAC du camping-car est de 3,5 t', { gross_mass_kg: 3500 }, /PTAC 3\s?500 kg/],
    ])('%s: %s (%s): "%s"', async (_l, name, kindOf, say, stored, shown) => {
      const u = await user(METRIC_EUR);
      await post(u, 'vehicles', { name, kind: kindOf });
      await post(u, 'vehicles', { name: 'Jeep', kind: 'tow_vehicle' });
      const answer = await reply(u, say);
      expect(await rig(u, name)).toMatchObject(stored);
      expect(await rig(u, 'Jeep')).toMatchObject({ width_m: null, gross_mass_kg: null });
      expect(answer).toMatch(shown);
    });

    it('adds a rig with its width, tare and gross mass; a tare above the gross mass is refused as the form refuses it', async () => {
      const u = await user(METRIC_EUR);
      await ask(u, 'add my Jayco caravan, 7 m long, 2.5 m wide, tare 1500 kg, GVM 2000 kg');
      expect(await rig(u, 'Jayco')).toMatchObject({
        kind: 'caravan',
        length_m: 7,
        width_m: 2.5,
        empty_mass_kg: 1500,
        gross_mass_kg: 2000,
      });
      const refused = await reply(u, 'the tare of the Jayco is 2100 kg');
      expect(refused).not.toMatch(/Updated/);
      expect((await rig(u, 'Jayco')).empty_mass_kg).toBe(1500);
    });
  });

  describe('their own checklists edited, a run discarded', () => {
    it.each([
      [
        'en',
        ['Departure', ['gas off', 'steps in']],
        "add 'check tyre pressure' to my departure checklist",
        ['Departure', ['gas off', 'steps in', 'check tyre pressure']],
      ],
      [
        'es',
        ['Salida', ['gas cerrado', 'escalón dentro']],
        "quita 'gas' de mi lista de salida",
        ['Salida', ['escalón dentro']],
      ],
      [
        'fr',
        ['Départ', ['gaz fermé', 'marche rentrée']],
        'renomme ma liste départ en Partir',
        ['Partir', ['gaz fermé', 'marche rentrée']],
      ],
    ] as const)('%s: %j, "%s"', async (_l, [name, items], say, after) => {
      const u = await user(METRIC_EUR);
      await post(u, 'safety-checklists', { name, items });
      await post(u, 'safety-checklists', { name: 'Ferry', items: ['gas off'] });
      const answer = await reply(u, say);
      expect(await lists(u)).toEqual(expect.arrayContaining([after, ['Ferry', ['gas off']]]));
      expect(await lists(u)).toHaveLength(2);
      expect(answer).toContain(after[0]);
    });

    it('asks which checklist when two fit, and "the second one" changes that one only', async () => {
      const u = await user(METRIC_EUR);
      await post(u, 'safety-checklists', { name: 'Departure long', items: ['gas off'] });
      await post(u, 'safety-checklists', { name: 'Departure short', items: ['steps in'] });
      const question = await reply(u, "add 'lock the door' to my departure checklist");
      expect(question).toMatch(/Departure long/);
      expect(question).toMatch(/Departure short/);
      expect((await lists(u)).flatMap(([, i]) => i)).not.toContain('lock the door');
      await ask(u, 'the second one');
      const second = /"(Departure (?:long|short))".*"(Departure (?:long|short))"/.exec(question)![2];
      const changed = (await lists(u)).filter(([, i]) => (i as string[]).includes('lock the door'));
      expect(changed.map(([n]) => n)).toEqual([second]);
    });

    it.each([
      ['en', 'discard the checklist', 'no', 'yes'],
      ['es', 'descarta la lista en curso', 'no', 'sí'],
      ['fr', 'abandonne la liste en cours', 'non', 'oui'],
    ])('%s: "%s" asks first, "%s" keeps the run, "%s" discards it', async (_l, say, no, yes) => {
      const u = await user(METRIC_EUR);
      await ask(u, 'start the pre-departure checklist');
      const prompt = await reply(u, say);
      expect(prompt).toMatch(/0 (?:of|de|sur) \d+/);
      await ask(u, no);
      expect(await get(u, 'safety-checklists/runs')).toHaveLength(1);
      await reply(u, say);
      await ask(u, yes);
      expect(await get(u, 'safety-checklists/runs')).toHaveLength(0);
    });

    it("user B cannot change user A's checklist through Pam", async () => {
      const a = await user(METRIC_EUR);
      const b = await user(METRIC_EUR);
      await post(a, 'safety-checklists', { name: 'Departure', items: ['gas off'] });
      expect(await reply(b, "add 'open the gate' to my departure checklist")).toMatch(/no checklists of your own/);
      expect(await lists(a)).toEqual([['Departure', ['gas off']]]);
    });
  });
});
