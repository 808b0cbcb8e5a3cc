// The rig's history asked of Pam with no model configured, in English, Spanish and French: the fill-ups and services
// the Fuel log and Maintenance tabs list, newest first, in the user's units and money; "delete it" then acts on the
// newest one named. Judged by the reply's figures and by the records through the public API.
import { addDays } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { pamKit, type PamUser } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { newAccountToday } from '#test/pam-replies.ts';

const TODAY = newAccountToday();
const day = (n: number) => addDays(TODAY, -n);
/** A metric traveller writing `language`, in dollars (en) or euros. */
const settingsIn = (language: string) => ({
  display_preferences: { language },
  regional_preferences: { units: 'metric', currency: language === 'en' ? 'USD' : 'EUR' },
});

describe.each(DATABASE_KINDS)('Pam tells the rig history, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { ask, reply, get, post, user } = pamKit(() => suite.t);

  /** Three fill-ups a week apart, the newest 62 L at 45,210 km. */
  const fills = async (u: PamUser) => {
    await post(u, 'fuel-log', { filled_on: day(14), volume_l: 55, total_cost: 88, odometer_km: 44_300 });
    await post(u, 'fuel-log', { filled_on: day(7), volume_l: 48.5, total_cost: 77.6, odometer_km: 44_760 });
    await post(u, 'fuel-log', { filled_on: day(0), volume_l: 62, total_cost: 99.2, odometer_km: 45_210 });
  };

  it.each([
    [
      'en',
      'show my last 2 fill-ups',
      /^Your last 2 fill-ups \(3 in all\): 62 L for \$99\.20 .*45,210 km.*48\.5 L for \$77\.60/,
    ],
    [
      'es',
      'muéstrame mis últimas 2 cargas',
      /^Tus últimas 2 cargas \(3 en total\): 62 L por 99,20.*45\.210 km.*48,5 L por 77,60/,
    ],
    [
      'fr',
      'montre-moi mes 2 derniers pleins',
      /^Vos 2 derniers pleins \(3 en tout\) : 62 L pour 99,20.*45\s210 km.*48,5 L pour 77,60/,
    ],
  ])('%s: "%s" names the newest fill-ups first, with their odometer', async (language, say, expected) => {
    const u = await user(settingsIn(language));
    await fills(u);
    expect(await reply(u, say)).toMatch(expected);
  });

  it('names the odometer in miles for a US user, and "delete it" then deletes the newest after "yes"', async () => {
    const u = await user({ regional_preferences: { units: 'imperial', currency: 'USD' } });
    await fills(u);
    const answer = await reply(u, 'show my fill-ups');
    expect(answer).toMatch(/^Your last 3 fill-ups: 62 L for \$99\.20 .*28,092 mi/);
    expect(await reply(u, 'delete it')).toMatch(/62 L for \$99\.20/);
    await ask(u, 'yes');
    expect((await get(u, 'fuel-log')).map((f) => f.filled_on)).toEqual([day(7), day(14)]);
  });

  it.each([
    ['en', "what's my service history", /Tyre rotation.*Oil change/],
    ['es', 'muestra mi historial de mantenimiento', /Tyre rotation.*Oil change/],
    ['fr', "affiche mon carnet d'entretien", /Tyre rotation.*Oil change/],
  ])('%s: "%s" lists the services newest first, with their cost', async (language, say, expected) => {
    const u = await user(settingsIn(language));
    await post(u, 'maintenance', { task: 'Oil change', date: day(30), cost: 90, odometer_km: 44_000 });
    await post(u, 'maintenance', { task: 'Tyre rotation', date: day(3) });
    const answer = await reply(u, say);
    expect(answer).toMatch(expected);
    expect(answer).toMatch(/90/);
  });

  /** The first day of last month: a fill-up then is "last month" whatever today is. */
  const lastMonth = `${addDays(`${TODAY.slice(0, 8)}01`, -1).slice(0, 8)}01`;

  it.each([
    ['en', 'my fill-ups last month', /41 L for \$65\.60/],
    ['en', 'can you show me my fuel log for last month?', /41 L for \$65\.60/],
    ['en', 'list my refuels from last month', /41 L for \$65\.60/],
    ['es', 'mis cargas del mes pasado', /41 L por 65,60/],
    ['es', '¿puedes enseñarme mis repostajes del mes pasado?', /41 L por 65,60/],
    ['es', 'muestrame mis repostajes del mes pasado', /41 L por 65,60/],
    ['fr', 'mes pleins du mois dernier', /41 L pour 65,60/],
    ['fr', 'peux-tu me montrer mes pleins du mois dernier ?', /41 L pour 65,60/],
    ['fr', 'affiche mes ravitaillements du mois dernier', /41 L pour 65,60/],
  ])('%s: "%s" names only last month\'s fill-up', async (language, say, expected) => {
    const u = await user(settingsIn(language));
    await post(u, 'fuel-log', { filled_on: lastMonth, volume_l: 41, total_cost: 65.6, odometer_km: 43_900 });
    await post(u, 'fuel-log', { filled_on: day(0), volume_l: 62, total_cost: 99.2, odometer_km: 45_210 });
    const answer = await reply(u, say);
    expect(answer).toMatch(expected);
    expect(answer).not.toMatch(/62 L/);
  });

  it.each([
    ['en', 'what were my last 3 refuels', /62 L for \$99\.20.*48\.5 L for \$77\.60.*55 L for \$88\.00/],
    ['en', 'can you show my fuel log?', /62 L for \$99\.20.*48\.5 L for \$77\.60.*55 L for \$88\.00/],
    ['es', '¿cuáles fueron mis últimos 3 repostajes?', /62 L por 99,20.*48,5 L por 77,60.*55 L por 88,00/],
    ['es', 'ensename mis ultimas 2 cargas', /^Tus últimas 2 cargas \(3 en total\): 62 L por 99,20.*48,5 L por 77,60/],
    ['es', '¿puedes enseñarme mi historial de combustible?', /62 L por 99,20.*48,5 L por 77,60.*55 L por 88,00/],
    ['fr', 'quels sont mes 3 derniers pleins ?', /62 L pour 99,20.*48,5 L pour 77,60.*55 L pour 88,00/],
    ['fr', 'montre moi mes derniers pleins', /62 L pour 99,20.*48,5 L pour 77,60.*55 L pour 88,00/],
    ['fr', 'affiche mon historique de carburant', /62 L pour 99,20.*48,5 L pour 77,60.*55 L pour 88,00/],
  ])('%s: "%s" names the fill-ups newest first', async (language, say, expected) => {
    const u = await user(settingsIn(language));
    await fills(u);
    expect(await reply(u, say)).toMatch(expected);
  });

  it.each([
    ['en', 'show me my maintenance records'],
    ['en', 'what repairs have I done?'],
    ['es', 'muéstrame mis revisiones'],
    ['es', '¿qué reparaciones he hecho?'],
    ['es', 'mis mantenimientos'],
    ['es', 'historial de mantenimiento por favor'],
    ['fr', "montre-moi mon historique d'entretien"],
    ['fr', 'quelles réparations ai-je faites ?'],
    ['fr', 'mes entretiens'],
    ['fr', 'affiche mes derniers entretiens'],
  ])('%s: "%s" lists the services newest first, with their cost', async (language, say) => {
    const u = await user(settingsIn(language));
    await post(u, 'maintenance', { task: 'Oil change', date: day(30), cost: 90, odometer_km: 44_000 });
    await post(u, 'maintenance', { task: 'Tyre rotation', date: day(3) });
    const answer = await reply(u, say);
    expect(answer).toMatch(/Tyre rotation.*Oil change.*90/);
  });

  it.each([
    ['en', 'show my fill-ups', 'and last month?', /41 L for \$65\.60/],
    ['es', 'muéstrame mis cargas', '¿y el mes pasado?', /41 L por 65,60/],
    ['fr', 'montre-moi mes pleins', 'et le mois dernier ?', /41 L pour 65,60/],
  ])('%s: "%s", then "%s" names last month\'s fill-up only', async (language, first, then, expected) => {
    const u = await user(settingsIn(language));
    await post(u, 'fuel-log', { filled_on: lastMonth, volume_l: 41, total_cost: 65.6 });
    await post(u, 'fuel-log', { filled_on: day(0), volume_l: 62, total_cost: 99.2 });
    expect(await reply(u, first)).toMatch(/62 L.*41 L/);
    const answer = await reply(u, then);
    expect(answer).toMatch(expected);
    expect(answer).not.toMatch(/62 L/);
  });

  it('says so when there is nothing yet, and shows no one else’s records', async () => {
    const owner = await user();
    await fills(owner);
    await post(owner, 'maintenance', { task: 'Oil change', date: day(30) });
    const other = await user();
    expect(await reply(other, 'show my fill-ups')).toMatch(/couldn't find a fill-up/);
    expect(await reply(other, 'show my maintenance records')).toMatch(/couldn't find a maintenance record/);
    expect(await get(other, 'fuel-log')).toEqual([]);
  });
});
