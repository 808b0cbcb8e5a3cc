// Through Pam, without a model: places named in Spanish and French ("Lisboa", "Londres", "Édimbourg", "Ginebra") are
// the towns a traveller means, and a leg the planner refuses because it crosses open sea is said in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamKit } from '#test/pam-kit.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

const EURO = { units: 'metric', currency: 'EUR' };
const settings = (language: 'en' | 'es' | 'fr') => ({
  regional_preferences: EURO,
  display_preferences: { language },
});

/** The distance a trip or drive reply gives first ("Madrid → Lisboa: 628 km, …"). */
const km = (reply: string) => Number(/: ([\d,.]+) km/.exec(reply)?.[1]?.replace(/[,.]/g, '') ?? NaN);

describe.each(DATABASE_KINDS)('Pam knows places by their Spanish and French names, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const { user, reply: ask } = pamKit(() => t);

  it.each([
    ['es', 'planea un viaje de Madrid a Lisboa', /^Madrid → Lisboa: /, 500, 750],
    ['fr', 'planifie un trajet de Londres à Édimbourg', /^Londres → Édimbourg : /, 550, 800],
    // Ginebra is Geneva, not the Colombian town an ocean away.
    ['es', 'planea un viaje de Barcelona a Ginebra', /^Barcelona → Ginebra: /, 600, 950],
    ['fr', 'planifie un trajet de Paris à Londres', /^Paris → Londres : /, 350, 600],
  ] as const)('%s: %s', async (language, message, route, least, most) => {
    const reply = await ask(await user(settings(language)), message);
    expect(reply).toMatch(route);
    expect(km(reply)).toBeGreaterThan(least);
    expect(km(reply)).toBeLessThan(most);
    expect(reply).not.toMatch(/leg_over_sea|stops:/);
  });

  it.each([
    [
      'en',
      'plan a trip from Madrid to New York',
      'No road or car ferry goes from Madrid to New York: the way between them is open sea. Check that each stop is the place you meant.',
    ],
    [
      'es',
      'planea un viaje de Madrid a Nueva York',
      'Ninguna carretera ni ferri de coches va de Madrid a Nueva York: entre ellos hay mar abierto. Comprueba que cada parada es el lugar que querías.',
    ],
    [
      'fr',
      'planifie un trajet de Lisbonne à New York',
      'Aucune route ni aucun ferry pour voitures ne va de Lisbonne à New York : entre les deux, c’est la pleine mer. Vérifiez que chaque étape est le lieu voulu.',
    ],
  ] as const)('%s: a leg over open sea is said in words, naming its places', async (language, message, said) => {
    const reply = await ask(await user(settings(language)), message);
    expect(reply).toBe(said);
    expect(reply).not.toMatch(/leg_over_sea|stops:/);
  });
});
