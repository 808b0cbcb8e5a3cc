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
