// A saved trip's dates and stops changed by asking Pam, with no model configured, in English, Spanish and French, as
// the Trip Planner changes them: a planned trip is planned again, an imported one keeps its route line; removing a
// stop is asked first. Judged by what GET /trips/{id} then answers.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { moabLoop, plannedTrip } from '#test/trip-sharing-kit.ts';

const names = (t: Row) => (t.stops as Row[]).map((s) => s.name as string);
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

describe.each(DATABASE_KINDS)("Pam changes a saved trip's dates and stops, without a model, on %s", (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller } = travellerKit(() => suite.t);
  const { ask, reply, one, post } = pamKit(() => suite.t);
  /** An imported trip (no plan), Moab → Green River → Bluff, from June 1 to June 5. */
  const trip = async (u: PamUser, name: string) =>
    (await post(u, 'trips', { ...moabLoop, name, start_date: '2026-06-01', end_date: '2026-06-05' })).id as string;
  /** A trip saved from the Trip Planner: Moab → Monticello → Bluff, planned from June 1. */
  const planned = (u: PamUser, name: string, extra: Row = {}) => plannedTrip(post, u, name, extra);
  const tripOf = (u: PamUser, id: string) => one(u, `trips/${id}`);

  it.each([
    ['en', 'Alps', 'move the Alps trip to start on June 3'],
    ['es', 'Alpes', 'el viaje de los Alpes empieza el 3 de junio'],
    ['fr', 'Alpes', 'le voyage Alpes commence le 3 juin'],
  ])('%s: %s: the trip starts on June 3 and keeps its length; the other trip keeps its days', async (_l, name, say) => {
    const u = await traveller('Mover');
    const moved = await trip(u, name);
    const other = await trip(u, 'Moab loop');
    const answer = await reply(u, say);
    const t = await tripOf(u, moved);
    expect(t.start_date).toMatch(/-06-03$/);
    expect(daysBetween(t.start_date, t.end_date)).toBe(4);
    expect(answer).toContain(name);
    expect((await tripOf(u, other)).start_date).toBe('2026-06-01');
  });

  /** The next `weekday` (0 = Sunday) after today, as the server's calendar day. */
  const nextWeekday = (weekday: number) => {
    const d = new Date();
    do d.setUTCDate(d.getUTCDate() + 1);
    while (d.getUTCDay() !== weekday);
    return d.toISOString().slice(0, 10);
  };

  it.each([
    ['es', '¿puedes mover el viaje de Moab al viernes que viene?', 'start_date', () => nextWeekday(5)],
    ['es', 'cambia la fecha de inicio del viaje de Moab al 5 de junio', 'start_date', () => /-06-05$/],
    ['es', 'el viaje de Moab termina el 10 de junio', 'end_date', () => /-06-10$/],
    ['fr', 'peux-tu décaler le voyage Moab à samedi prochain ?', 'start_date', () => nextWeekday(6)],
    ['fr', 'change la date de départ du voyage Moab au 5 juin', 'start_date', () => /-06-05$/],
    ['fr', 'le voyage Moab finit le 10 juin', 'end_date', () => /-06-10$/],
  ])('%s: %s sets the %s; the other trip keeps its days', async (_l, say, field, want) => {
    const u = await traveller('Dater');
    const id = await trip(u, 'Moab loop');
    const other = await trip(u, 'Alps');
    await ask(u, say);
    const t = await tripOf(u, id);
    const expected = want();
    if (typeof expected === 'string') expect(t[field]).toBe(expected);
    else expect(t[field]).toMatch(expected);
    if (field === 'start_date') expect(daysBetween(t.start_date, t.end_date)).toBe(4);
    expect((await tripOf(u, other)).start_date).toBe('2026-06-01');
  });

  it('a planned trip moved to another day is planned again from that day', async () => {
    const u = await traveller('Planner');
    const id = await planned(u, 'Canyon run');
    const answer = await reply(u, 'the Canyon trip starts on June 10');
    const t = await tripOf(u, id);
    expect(t.start_date).toMatch(/-06-10$/);
    expect(t.plan.days[0].date).toBe(t.start_date);
    expect(t.end_date).toBe([...(t.plan.days as Row[])].reverse().find((d) => d.date)!.date);
    expect(answer).toMatch(/planned it again/);
  });

  it.each([
    ['en', 'add Blanding to my Canyon trip'],
    ['es', 'añade Blanding a mi viaje Canyon'],
    ['fr', 'ajoute Blanding à mon voyage Canyon'],
  ])('%s: %s goes before the destination, and the trip is planned again', async (_l, say) => {
    const u = await traveller('Adder');
    const id = await planned(u, 'Canyon run');
    const before = await tripOf(u, id);
    const answer = await reply(u, say);
    const t = await tripOf(u, id);
    expect(names(t)).toEqual(['Moab', 'Monticello', 'Blanding', 'Bluff']);
    expect((t.plan.stops as Row[]).map((s) => s.name)).toEqual(names(t));
    expect(t.total_distance_km).not.toBe(before.total_distance_km);
    expect(answer).toContain('Blanding');
  });

  it.each([
    ['es', 'agrega Blanding al viaje de Moab', ['Moab', 'Green River', 'Blanding', 'Bluff']],
    ['es', '¿puedes añadir Blanding a mi viaje de Moab?', ['Moab', 'Green River', 'Blanding', 'Bluff']],
    [
      'es',
      'anade una parada en Blanding al viaje Moab antes de Green River',
      ['Moab', 'Blanding', 'Green River', 'Bluff'],
    ],
    ['fr', 'pourriez-vous ajouter Blanding au voyage Moab ?', ['Moab', 'Green River', 'Blanding', 'Bluff']],
    [
      'fr',
      'ajoute une étape à Blanding au voyage Moab avant Green River',
      ['Moab', 'Blanding', 'Green River', 'Bluff'],
    ],
  ])('%s: %s adds the stop there; the other trip keeps its stops', async (_l, say, order) => {
    const u = await traveller('Adder');
    const id = await trip(u, 'Moab loop');
    const other = await trip(u, 'Alps');
    expect(await reply(u, say)).toContain('Blanding');
    expect(names(await tripOf(u, id))).toEqual(order);
    expect(names(await tripOf(u, other))).toEqual(['Moab', 'Green River', 'Bluff']);
  });

  it('"after Green River" puts the stop there; an imported trip keeps its route line', async () => {
    const u = await traveller('After');
    const id = await trip(u, 'Moab loop');
    const answer = await reply(u, 'ajoute Monticello au voyage Moab après Green River');
    const t = await tripOf(u, id);
    expect(names(t)).toEqual(['Moab', 'Green River', 'Monticello', 'Bluff']);
    expect(t.geometry).toEqual(moabLoop.geometry);
    expect(t.plan).toBeNull();
    expect(answer).toMatch(/planificateur/);
  });

  it.each([
    ['en', 'remove Green River from the Moab trip', 'yes', true],
    ['es', 'quita Green River del viaje de Moab', 'no', false],
    ['fr', 'retire Green River du voyage Moab', 'oui', true],
    ['es', '¿podrías quitar Green River del viaje de Moab?', 'sí', true],
    ['es', 'elimina la parada de Green River del viaje de Moab', 'si', true],
    ['fr', 'peux-tu enlever Green River du voyage Moab ?', 'oui', true],
    ['fr', "supprime l'étape Green River du voyage Moab", 'oui', true],
  ])('%s: %s asks first; "%s"', async (_l, say, answer, removed) => {
    const u = await traveller('Remover');
    const id = await trip(u, 'Moab loop');
    const question = await reply(u, say);
    expect(question).toContain('Green River');
    expect(question).toContain('Moab → Bluff');
    expect(names(await tripOf(u, id))).toEqual(['Moab', 'Green River', 'Bluff']);
    await ask(u, answer);
    expect(names(await tripOf(u, id))).toEqual(removed ? ['Moab', 'Bluff'] : ['Moab', 'Green River', 'Bluff']);
  });

  it.each([
    ['en', 'add Blanding to my Moab trip', 'and remove Green River', 'yes'],
    ['es', 'añade Blanding al viaje de Moab', 'y quita Green River', 'sí'],
    ['fr', 'ajoute Blanding au voyage Moab', 'et enlève Green River', 'oui'],
  ])('%s: "%s", then "%s" asks, and "%s" removes it from that trip', async (_l, add, remove, yes) => {
    const u = await traveller('Follower');
    const id = await trip(u, 'Moab loop');
    const other = await trip(u, 'Alps');
    await ask(u, add);
    expect(await reply(u, remove)).toContain('Green River');
    expect(names(await tripOf(u, id))).toEqual(['Moab', 'Green River', 'Blanding', 'Bluff']);
    await ask(u, yes);
    expect(names(await tripOf(u, id))).toEqual(['Moab', 'Blanding', 'Bluff']);
    expect(names(await tripOf(u, other))).toEqual(['Moab', 'Green River', 'Bluff']);
  });

  it('a stop the trip does not have is named back with the stops it has; nothing changes', async () => {
    const u = await traveller('Missing');
    const id = await trip(u, 'Moab loop');
    const answer = await reply(u, 'remove Denver from the Moab trip');
    expect(answer).toContain('Green River');
    expect(names(await tripOf(u, id))).toEqual(['Moab', 'Green River', 'Bluff']);
  });

  it('a trip needs a start and a destination: the last stop between them cannot go', async () => {
    const u = await traveller('Short');
    const id = (
      await post(u, 'trips', { ...moabLoop, name: 'Short hop', stops: moabLoop.stops.slice(0, 2), geometry: [] })
    ).id as string;
    await reply(u, 'remove Green River from the Short trip');
    await ask(u, 'yes');
    expect(names(await tripOf(u, id))).toEqual(['Moab', 'Green River']);
  });

  it.each([
    ['en', 'move the Alps trip to start on June 3', 'the second one'],
    ['es', 'mueve el viaje de los Alpes al 3 de junio', 'el segundo'],
    ['fr', 'deplace le voyage des Alpes au 3 juin', 'le deuxième'],
  ])('%s: asks which trip when two fit (%s), and "%s" moves the one listed second', async (_l, say, second) => {
    const u = await traveller('Picky');
    const first = await trip(u, 'Alps north');
    const other = await trip(u, 'Alps south');
    const question = await reply(u, say.replace(/Alpes/, 'Alps'));
    expect(question).toContain('Alps north');
    expect((await tripOf(u, first)).start_date).toBe('2026-06-01');
    const listedSecond = question.indexOf('Alps north') > question.indexOf('Alps south') ? first : other;
    await ask(u, second);
    expect((await tripOf(u, listedSecond)).start_date).toMatch(/-06-03$/);
    expect((await tripOf(u, listedSecond === first ? other : first)).start_date).toBe('2026-06-01');
  });

  it("a place that cannot be found is said; a user cannot change another user's trip", async () => {
    const a = await traveller('Owner');
    const b = await traveller('Other');
    const id = await trip(a, 'Moab loop');
    expect(await reply(a, 'add Xqzzyplace to my Moab trip')).toMatch(/couldn't find a place/);
    expect(await reply(b, 'add Blanding to my Moab trip')).toMatch(/no saved trips/);
    await reply(b, 'remove Green River from the Moab trip');
    await ask(b, 'yes');
    expect(await reply(b, 'the Moab trip starts on June 3')).toMatch(/no saved trips/);
    const t = await tripOf(a, id);
    expect(names(t)).toEqual(['Moab', 'Green River', 'Bluff']);
    expect(t.start_date).toBe('2026-06-01');
  });
});
