// Issue 23 point 3 through Pam, without a model, in English, Spanish and French: a place resolves as a traveller
// means it (their region, where they are, a qualifier), and one that stays ambiguous is asked about, then chosen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamKit } from '#test/pam-kit.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EURO = { regional_preferences: { units: 'metric', currency: 'EUR' } };
const GB = { regional_preferences: { currency: 'GBP' } };
const AU = { regional_preferences: { units: 'metric', currency: 'AUD' } };
/** The shared live location of a traveller in Fort William, Scotland. */
const IN_SCOTLAND = { location: { latitude: 56.82, longitude: -5.1 } };

describe.each(DATABASE_KINDS)('Pam finds places as a traveller means them, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const { user: newUser, reply: ask } = pamKit(() => t);
  const user = (settings: Row, region?: string) => newUser(settings, region ? { region } : undefined);

  it.each([
    ['en', EURO, undefined, 'find campgrounds near Inverness'],
    ['en', GB, undefined, 'find campgrounds near Inverness'],
    ['fr', EURO, undefined, "campings près d'Inverness"],
    ['fr', EURO, IN_SCOTLAND, "campings près d'Inverness"],
    ['es', EURO, undefined, 'busca campings cerca de Inverness'],
    ['en', { regional_preferences: { currency: 'USD' } }, undefined, 'campgrounds near Inverness, Scotland'],
    ['es', { regional_preferences: { currency: 'USD' } }, undefined, 'campings cerca de Inverness, Escocia'],
  ])('%s: Inverness is the one in Scotland (%j, %j): %s', async (_lang, settings, context, message) => {
    const reply = await ask(await user(settings), message, context);
    expect(reply).toMatch(/Inverness, (Scotland|Escocia|Écosse)/);
    expect(reply).not.toMatch(/Illinois|Florida|\?/);
  });

  it('fr: a user who never said where they travel (US dollars, no region) is asked, Scotland first, and answered', async () => {
    const u = await user({ regional_preferences: { currency: 'USD' }, display_preferences: { language: 'fr' } });
    const question = await ask(u, "trouve des campings près d'Inverness");
    expect(question).toMatch(/^De quel Inverness parlez-vous : Inverness, Écosse, Royaume-Uni ou /);
    const answer = await ask(u, 'celui en Écosse');
    expect(answer).toMatch(/Inverness, Écosse/);
    expect(answer).not.toMatch(/Illinois|Floride/);
  });

  it('en: plans a trip from Keswick in the Lake District to Edinburgh', async () => {
    const reply = await ask(await user(EURO), 'plan a trip from Keswick in the Lake District to Edinburgh');
    expect(reply).toMatch(/^Keswick, England, United Kingdom → Edinburgh: (\d+) km/);
    // About 150 km by road from Keswick, Cumbria (Keswick, Ontario would be an ocean away).
    const km = Number(/: (\d+) km/.exec(reply)![1]);
    expect(km).toBeGreaterThan(130);
    expect(km).toBeLessThan(260);
  });

  it('en: Paris, Texas is understood in a route', async () => {
    const reply = await ask(await user(EURO), 'how far is it from Paris, Texas to Dallas?');
    expect(reply).toMatch(/^Paris, Texas, United States → Dallas: (\d+) km/);
  });

  it.each([
    [
      'en',
      'find campgrounds near Perth',
      'Which Perth do you mean: Perth, Western Australia, Australia or Perth, Scotland, United Kingdom? Say "the one in …" or "the second".',
      'the one in Australia',
      /near Perth, Western Australia, Australia/,
    ],
    [
      'es',
      'busca campings cerca de Perth',
      '¿Qué Perth quieres decir: Perth, Australia Occidental, Australia o Perth, Escocia, Reino Unido? Di «el de …» o «el segundo».',
      'la que está en Escocia',
      /cerca de Perth, Escocia, Reino Unido/,
    ],
    [
      'fr',
      'campings près de Perth',
      'De quel Perth parlez-vous : Perth, Australie-Occidentale, Australie ou Perth, Écosse, Royaume-Uni ? Dites « celui en … » ou « le deuxième ».',
      'le deuxième',
      /près de Perth, Écosse, Royaume-Uni/,
    ],
  ])(
    '%s: an ambiguous Perth is asked about, and the answer chooses',
    async (_lang, message, question, answer, found) => {
      const u = await user(EURO);
      expect(await ask(u, message)).toBe(question);
      const reply = await ask(u, answer);
      expect(reply).toMatch(found);
      expect(reply).not.toMatch(/\?/);
    },
  );

  it('asks nothing where the user or the other places settle Perth', async () => {
    expect(await ask(await user(AU), 'find campgrounds near Perth')).toMatch(/near Perth(, Western Australia)?[:.]/);
    expect(await ask(await user(GB), 'find campgrounds near Perth', IN_SCOTLAND)).toMatch(/near Perth, Scotland/);
    const route = await ask(await user(EURO), 'how far is it from Perth to Dundee?');
    expect(route).toMatch(/^Perth, Scotland, United Kingdom → Dundee(, Scotland, United Kingdom)?: \d+ km/);
    // The request's own places come before where the user is: Sydney to Perth, asked from Scotland.
    const far = await ask(await user(EURO), 'how far is it from Sydney to Perth?', IN_SCOTLAND);
    expect(far).toMatch(/^Sydney, New South Wales, Australia → Perth: 4,\d{3} km/);
    // The live location a user shares on the community map counts as where they are.
    const sharing = await user(EURO);
    const privacy = { privacy_preferences: { location_sharing: true } };
    expect((await t.request('PATCH', 'settings', { token: sharing.token, json: privacy })).status).toBe(200);
    const spot = { latitude: 56.82, longitude: -5.1 };
    expect((await t.request('PUT', 'locations/me', { token: sharing.token, json: spot })).status).toBe(200);
    expect(await ask(sharing, 'find campgrounds near Perth')).toMatch(/near Perth, Scotland/);
    // A GB user with no position: Scotland's Perth first, Australia's offered too.
    expect(await ask(await user(GB, 'GB'), 'weather in Perth')).toMatch(
      /^Which Perth do you mean: Perth, Scotland, United Kingdom or Perth, Western Australia, Australia\?/,
    );
  });
});
