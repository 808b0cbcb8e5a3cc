// Conversations a new user has with Pam, with no model configured, in English, Spanish and French: a budget set right
// after a fill-up is a budget (not the fill-up's new total) and "how am I doing on it?" reads that budget as the
// Budgets screen does; a drive just planned gets a stop and is saved with it; "remind me … in 5,000 miles" keeps the
// task's schedule. Judged by what the public API then answers.
import { DEFAULT_SETTINGS, todayIn } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { pamKit, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

const SETTINGS: Record<string, Row> = {
  gb: { regional_preferences: { currency: 'GBP', units: 'metric' } },
  es: { display_preferences: { language: 'es' }, regional_preferences: { currency: 'EUR', units: 'metric' } },
  fr: { display_preferences: { language: 'fr' }, regional_preferences: { currency: 'EUR', units: 'metric' } },
};

describe.each(DATABASE_KINDS)('Pam follows a conversation, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { user, ask, reply, get } = pamKit(() => suite.t);

  it.each([
    ['gb', 'filled up 45 litres at £1.52 a litre', 'set a monthly budget of £200 for fuel', 'how am I doing on it?'],
    ['es', 'llené 45 litros a 1,52 € el litro', 'pon un presupuesto mensual de 200 € para combustible', '¿cómo voy?'],
    [
      'fr',
      "j'ai fait le plein de 45 litres à 1,52 € le litre",
      'fixe un budget carburant mensuel de 200 €',
      'où j’en suis ?',
    ],
  ])('%s: a budget right after a fill-up, then how it stands', async (lang, fill, budget, how) => {
    const u = await user(SETTINGS[lang]);
    await reply(u, fill);
    const [entry] = await get(u, 'fuel-log');
    expect(entry).toMatchObject({ volume_l: 45, total_cost: 68.4 });
    expect((await ask(u, budget)).metadata.tools.map((t: Row) => t.name)).toEqual(['set_budget']);
    // The fill-up is as it was; one fuel budget of 200 exists.
    expect((await get(u, 'fuel-log'))[0]).toMatchObject({ id: entry!.id, total_cost: 68.4 });
    expect(await get(u, 'budgets')).toMatchObject([{ category: 'fuel', amount: 200, period: 'monthly' }]);
    const answer = await ask(u, how);
    expect(answer.metadata.tools.map((t: Row) => t.name)).toEqual(['budget_status']);
    // The figures the Budgets screen shows: 68.40 of 200.00 spent (34 %), 131.60 left.
    const [status] = await get(u, 'budgets/status');
    expect(status).toMatchObject({ spent: 68.4, amount: 200, percent: 34 });
    expect(answer.response).toMatch(/68[.,]40/);
    expect(answer.response).toMatch(/131[.,]60/);
  });

  it.each([
    ['en', ['plan a trip from Denver to Moab', 'add a stop in Grand Junction', 'save it as Utah run'], 'Utah run'],
    ['es', ['planifica un viaje de Madrid a Sevilla', 'pasando por Córdoba', 'guárdalo como Andalucía'], 'Andalucía'],
    ['fr', ['planifie un trajet de Lyon à Nice', 'ajoute une étape à Grenoble', 'enregistre-le sous Alpes'], 'Alpes'],
  ])(
    '%s: a drive just planned gets a stop, and is saved with it',
    async (lang, messages, name) => {
      const u = await user(SETTINGS[lang]);
      for (const message of messages) await reply(u, message);
      const trips = await get(u, 'trips');
      expect(trips.map((t) => t.name)).toEqual([name]);
      const stops = (trips[0]!.stops as Row[]).map((s) => String(s.name));
      expect(stops).toHaveLength(3);
      expect(stops[1]).toMatch(/Grand Junction|Córdoba|Grenoble/);
    },
    30_000,
  );

  it.each([
    ['en', {}, 'remind me to rotate the tires in 5000 miles', 5000, 'mi'],
    ['es', SETTINGS.es, 'recuérdame revisar los frenos dentro de 10.000 km', 10000, 'km'],
    ['fr', SETTINGS.fr, 'rappelle-moi de vérifier les pneus dans 5 000 km', 5000, 'km'],
  ])('%s: "%s" keeps a schedule, and logs no record', async (_lang, settings, message, every, unit) => {
    const u = await user(settings);
    await suite.t.request('POST', 'vehicles', {
      token: u.token,
      json: { name: 'Big Blue', kind: 'motorhome', fuel_type: 'diesel' },
    });
    await reply(u, message);
    expect(await get(u, 'maintenance/schedules')).toMatchObject([
      { every_distance_entered: every, every_distance_unit: unit },
    ]);
    expect(await get(u, 'maintenance')).toEqual([]);
  });

  it.each([
    ['fr', 'supprime la dépense du musée', /^Je n'ai trouvé aucune dépense \(.*\) qui corresponde\.$/],
    ['fr', 'montre mes versements de mars', /^Vous n'avez aucun versement /],
    ['es', 'borra la meta de ahorro del kayak', /^No encontré ninguna meta de ahorro \(.*\) que coincida\.$/],
  ])('%s: "%s" says nothing fits in words of the right gender', async (lang, message, said) => {
    const u = await user(SETTINGS[lang]);
    expect(await reply(u, message)).toMatch(said);
  });

  it.each([
    [
      'en',
      [
        'plan a trip from Denver to Moab',
        'save it',
        'add a stop in Grand Junction',
        'we leave on March 14',
        'rename it Red Rocks',
      ],
      'Red Rocks',
      '2027-03-14',
    ],
    [
      'es',
      [
        'planifica un viaje de Madrid a Sevilla',
        'guárdalo',
        'añade una parada en Córdoba',
        'salimos el 10 de diciembre',
        'renómbralo Andalucía',
      ],
      'Andalucía',
      '2026-12-10',
    ],
    [
      'fr',
      [
        'planifie un trajet de Lyon à Nice',
        'enregistre-le',
        'ajoute une étape à Grenoble',
        'on part le 5 juillet',
        'renomme-le Alpes',
      ],
      'Alpes',
      '2027-07-05',
    ],
  ])(
    '%s: the trip just saved gets a stop, a first day and a new name',
    async (lang, messages, name, start) => {
      const u = await user(SETTINGS[lang]);
      for (const message of messages) await reply(u, message);
      const [trip, ...others] = await get(u, 'trips');
      expect(others).toEqual([]);
      expect(trip).toMatchObject({ name, start_date: start });
      expect((trip!.stops as Row[]).map((s) => String(s.name))[1]).toMatch(/Grand Junction|Córdoba|Grenoble/);
    },
    30_000,
  );

  it.each([
    ['en', {}, 'I paid 65 for propane and 12 for a car wash yesterday', [12, 65]],
    ['es', SETTINGS.es, 'anteayer pagué 20 de parking y 15 de peaje', [15, 20]],
    ['fr', SETTINGS.fr, 'vendredi dernier 60 € de gazole et 22 € de péage', [22, 60]],
  ])('%s: "%s" logs each expense on the day said', async (_lang, settings, message, amounts) => {
    const u = await user(settings);
    const answer = await ask(u, message);
    const rows = await get(u, 'expenses');
    expect(rows.map((e) => e.amount).sort((a, b) => a - b)).toEqual(amounts);
    expect(new Set(rows.map((e) => e.date)).size).toBe(1);
    // 'yesterday', 'anteayer', 'vendredi dernier': a day before today, in the user's (default) time zone.
    expect(rows[0]!.date < todayIn(DEFAULT_SETTINGS.regional_preferences.timezone)).toBe(true);
    for (const amount of amounts) expect(answer.response).toContain(String(amount));
  });
});
