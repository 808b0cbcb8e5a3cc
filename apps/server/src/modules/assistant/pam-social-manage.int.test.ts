// What the Social screens let a traveller do to their own things, done by asking Pam without a model, in English,
// Spanish and French: mark a listing sold, reprice it, delete it (asked first); edit or delete (asked first) a hustle
// idea; approve or refuse requests to join a group (one, or all after a question naming who), make a group
// approval-only, delete a group (asked first, naming its member count). Judged by what changed through the public
// social API and by what the reply names; user B never changes user A's listing, hustle or group through Pam.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
/** A row of the public API as JSON. */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DATABASE_KINDS)('Pam manages what the user owns on the Social screens, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller, unique } = travellerKit(() => suite.t);
  const { reply: ask, one: get, post } = pamKit(() => suite.t);
  const status = async (u: User, path: string) => (await suite.t.request('GET', path, { token: u.token })).status;
  const listing = (u: User, title: string, price = 120, currency = 'USD') =>
    post(u, 'social/listings', { title, price, currency, category: 'rv_parts', condition: 'good' });
  const hustle = (u: User, title: string) => post(u, 'social/hustles', { title, description: 'Evenings at the park' });
  const members = async (u: User, groupId: string, state: 'active' | 'pending') =>
    ((await get(u, `social/groups/${groupId}/members?status=${state}`)) as Row[]).map((m) => m.user.id).sort();

  describe('marketplace: sold, repriced, deleted', () => {
    it.each([
      ['en', 'Old awning', 'mark the awning as sold', 'sold'],
      ['en', 'Old awning', 'I sold the awning', 'sold'],
      ['es', 'Toldo viejo', 'marca el toldo como vendido', 'vendido'],
      ['es', 'Toldo viejo', 'vendí el toldo', 'vendido'],
      ['fr', 'Auvent', 'marque mon auvent comme vendu', 'vendu'],
      ['fr', 'Auvent', "j'ai vendu l'auvent", 'vendu'],
    ])('%s: %s', async (_lang, title, message, word) => {
      const u = await traveller('Seller');
      const l = await listing(u, title);
      const other = await listing(u, 'Solar panel');
      const reply = await ask(u, message);
      expect(reply).toContain(title);
      expect(reply).toContain(word);
      expect((await get(u, `social/listings/${l.id}`)).status).toBe('sold');
      expect((await get(u, `social/listings/${other.id}`)).status).toBe('active');
    });

    it('"I sold my Jayco" marks no listing; Jayco is a rig, and Pam says how to remove it', async () => {
      const u = await traveller('Seller');
      const res = await suite.t.request('POST', 'vehicles', {
        token: u.token,
        json: { name: 'Jayco', kind: 'caravan', length_m: 6.5, gross_mass_kg: 1500 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const l = await listing(u, 'Old awning');
      expect(await ask(u, 'I sold my Jayco')).toContain('delete my Jayco');
      expect((await get(u, `social/listings/${l.id}`)).status).toBe('active');
      expect((await get(u, 'vehicles')) as Row[]).toHaveLength(1);
    });

    it.each([
      ['en', 'Old awning', 'USD', 'drop the awning to $90', '90.00'],
      ['es', 'Toldo viejo', 'EUR', 'baja el toldo a 90 €', '90,00'],
      ['fr', 'Auvent', 'EUR', 'baisse le prix de mon auvent à 90 €', '90,00'],
    ])('%s: %s', async (_lang, title, currency, message, shown) => {
      const u = await traveller('Seller');
      const l = await listing(u, title, 120, currency);
      const reply = await ask(u, message);
      expect(reply).toContain(shown);
      expect(reply).toContain('120');
      expect(await get(u, `social/listings/${l.id}`)).toMatchObject({ price: 90, currency, status: 'active' });
    });

    it.each([
      ['en', 'Old awning', 'rename my awning listing to Fiamma F45 awning', { title: 'Fiamma F45 awning' }],
      [
        'es',
        'Toldo viejo',
        'cambia la descripción de mi anuncio del toldo a Casi nuevo',
        { description: 'Casi nuevo' },
      ],
      ['fr', 'Auvent', "renomme mon annonce de l'auvent en Auvent Fiamma", { title: 'Auvent Fiamma' }],
    ])('%s: rewords %s, and only that listing', async (_lang, title, message, wording) => {
      const u = await traveller('Seller');
      const l = await listing(u, title);
      const other = await listing(u, 'Solar panel');
      expect(await ask(u, message)).toContain(Object.values(wording)[0]);
      expect(await get(u, `social/listings/${l.id}`)).toMatchObject({ ...wording, price: 120, status: 'active' });
      expect(await get(u, `social/listings/${other.id}`)).toMatchObject({ title: 'Solar panel' });
    });

    it.each([
      ['en', 'Old awning', 'delete my awning listing', 'yes'],
      ['es', 'Toldo viejo', 'borra mi anuncio del toldo', 'sí'],
      ['fr', 'Auvent', "supprime mon annonce de l'auvent", 'oui'],
    ])('%s: deletes after a question naming it', async (_lang, title, message, yes) => {
      const u = await traveller('Seller');
      const l = await listing(u, title);
      expect(await ask(u, message)).toContain(title);
      expect(await status(u, `social/listings/${l.id}`)).toBe(200);
      await ask(u, yes);
      expect(await status(u, `social/listings/${l.id}`)).toBe(404);
    });

    it('an item sold through Pam is then repriced and deleted by "it"', async () => {
      const u = await traveller('Seller');
      await ask(u, 'sell my old awning for $120');
      const [l] = (await get(u, `social/listings?seller_id=${u.id}`)) as Row[];
      expect(await ask(u, 'drop it to $90')).toContain('90.00');
      expect((await get(u, `social/listings/${l!.id}`)).price).toBe(90);
      expect(await ask(u, 'delete it')).toContain('Old awning');
      await ask(u, 'yes');
      expect(await status(u, `social/listings/${l!.id}`)).toBe(404);
    });

    it('"no" keeps the listing', async () => {
      const u = await traveller('Seller');
      const l = await listing(u, 'Old awning');
      await ask(u, 'delete my awning listing');
      await ask(u, 'no');
      expect((await get(u, `social/listings/${l.id}`)).status).toBe('active');
    });
  });

  describe('hustle board: my own ideas edited and deleted', () => {
    it.each([
      [
        'en',
        'Dog walking',
        'change the description of my dog walking hustle to Walks twice a day',
        'Walks twice a day',
      ],
      [
        'es',
        'Paseo de perros',
        'cambia la descripción de mi trabajo de paseo de perros a Paseos dos veces al día',
        'Paseos dos veces al día',
      ],
      [
        'fr',
        'Promenade de chiens',
        'change la description de mon petit boulot de promenade de chiens en Deux promenades par jour',
        'Deux promenades par jour',
      ],
    ])('%s: describes it', async (_lang, title, message, description) => {
      const u = await traveller('Author');
      const h = await hustle(u, title);
      expect(await ask(u, message)).toContain(description);
      expect(await get(u, `social/hustles/${h.id}`)).toMatchObject({ title, description });
    });

    it('renames it', async () => {
      const u = await traveller('Author');
      const h = await hustle(u, 'Dog walking');
      await ask(u, 'rename my dog walking hustle to Dog sitting at campgrounds');
      expect((await get(u, `social/hustles/${h.id}`)).title).toBe('Dog sitting at campgrounds');
    });

    it.each([
      ['en', 'Dog walking', 'delete my dog walking hustle', 'yes'],
      ['es', 'Paseo de perros', 'borra mi trabajo de paseo de perros', 'sí'],
      ['fr', 'Promenade de chiens', 'supprime mon petit boulot de promenade de chiens', 'oui'],
    ])('%s: deletes it after a question naming it', async (_lang, title, message, yes) => {
      const u = await traveller('Author');
      const h = await hustle(u, title);
      expect(await ask(u, message)).toContain(title);
      expect(await status(u, `social/hustles/${h.id}`)).toBe(200);
      await ask(u, yes);
      expect(await status(u, `social/hustles/${h.id}`)).toBe(404);
    });
  });

  describe('groups: requests to join, approval-only, delete', () => {
    /** A request group of the owner's, with `n` travellers asking to join. */
    const requestGroup = async (owner: User, ...askers: User[]) => {
      const name = unique('Boondockers NZ');
      const group = await post(owner, 'social/groups', { name, join_policy: 'request' });
      for (const a of askers) await post(a, `social/groups/${group.id}/join`);
      return { name, id: group.id as string };
    };

    it.each([
      ['en', (m: string, g: string) => `approve ${m}'s request to join ${g}`, true],
      ['es', (m: string, g: string) => `acepta la solicitud de ${m} para unirse a ${g}`, true],
      ['fr', (m: string, g: string) => `accepte la demande de ${m} pour le groupe ${g}`, true],
      ['en', (m: string, g: string) => `decline ${m}'s request to join ${g}`, false],
      ['es', (m: string, g: string) => `rechaza la solicitud de ${m} para unirse a ${g}`, false],
      ['fr', (m: string, g: string) => `refuse la demande de ${m} pour le groupe ${g}`, false],
    ])('%s: approves or refuses one request, the other still waits', async (_lang, say, approve) => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const olga = await traveller('Olga');
      const g = await requestGroup(owner, sam, olga);
      expect(await ask(owner, say('Sam', g.name))).toContain(sam.name);
      expect(await members(owner, g.id, 'active')).toEqual(approve ? [owner.id, sam.id].sort() : [owner.id]);
      expect(await members(owner, g.id, 'pending')).toEqual([olga.id]);
    });

    it.each([
      ['en', 'approve the join request', true],
      ['en', 'refuse the join request', false],
      ['es', 'aprueba la solicitud', true],
      ['es', 'rechaza la solicitud para unirse', false],
      ['fr', 'accepte la demande', true],
      ['fr', "refuse la demande d'adhésion", false],
    ])('%s: "%s" answers the only request waiting, unnamed', async (_lang, say, approve) => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const g = await requestGroup(owner, sam);
      await requestGroup(await traveller('Other'), await traveller('Olga'));
      expect(await ask(owner, say)).toContain(sam.name);
      expect(await members(owner, g.id, 'active')).toEqual(approve ? [owner.id, sam.id].sort() : [owner.id]);
      expect(await members(owner, g.id, 'pending')).toEqual([]);
    });

    it.each([
      ['en', 'approve the join request', 'the second one'],
      ['es', 'aprueba la solicitud', 'la segunda'],
      ['fr', 'accepte la demande', 'le deuxième'],
    ])('%s: with two waiting, "%s" lists them and "%s" picks', async (_lang, say, second) => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const olga = await traveller('Olga');
      const g = await requestGroup(owner, sam, olga);
      const question = await ask(owner, say);
      expect(question).toContain(sam.name);
      expect(question).toContain(olga.name);
      expect(await members(owner, g.id, 'pending')).toEqual([sam.id, olga.id].sort());
      const listed = question.indexOf(sam.name) < question.indexOf(olga.name) ? [sam, olga] : [olga, sam];
      await ask(owner, second);
      expect(await members(owner, g.id, 'active')).toEqual([owner.id, listed[1]!.id].sort());
      expect(await members(owner, g.id, 'pending')).toEqual([listed[0]!.id]);
    });

    it.each([
      ['en', 'approve all requests for', 'yes', true],
      ['es', 'aprueba todas las solicitudes del grupo', 'sí', true],
      ['fr', 'refuse toutes les demandes pour le groupe', 'oui', false],
    ])('%s: %s … after a question naming who', async (_lang, say, yes, approve) => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const olga = await traveller('Olga');
      const g = await requestGroup(owner, sam, olga);
      const prompt = await ask(owner, `${say} ${g.name}`);
      expect(prompt).toContain(sam.name);
      expect(prompt).toContain(olga.name);
      expect(await members(owner, g.id, 'pending')).toEqual([sam.id, olga.id].sort());
      await ask(owner, yes);
      expect(await members(owner, g.id, 'pending')).toEqual([]);
      expect(await members(owner, g.id, 'active')).toEqual(approve ? [owner.id, sam.id, olga.id].sort() : [owner.id]);
    });

    it.each([
      ['en', (g: string) => `make ${g} approval only`],
      ['es', (g: string) => `haz el grupo ${g} privado`],
      ['fr', (g: string) => `rends le groupe ${g} sur validation`],
    ])('%s: makes the group approval-only', async (_lang, say) => {
      const owner = await traveller('Owner');
      const name = unique('Boondockers NZ');
      const group = await post(owner, 'social/groups', { name, join_policy: 'open' });
      await ask(owner, say(name));
      expect((await get(owner, `social/groups/${group.id}`)).join_policy).toBe('request');
    });

    it('a group started through Pam is then made approval-only by "it"', async () => {
      const owner = await traveller('Owner');
      const name = unique('Boondockers NZ');
      await ask(owner, `start a group called ${name}`);
      await ask(owner, 'make it approval only');
      const [g] = (await get(owner, 'social/groups?mine=true')) as Row[];
      expect(g).toMatchObject({ name, join_policy: 'request' });
    });

    it.each([
      ['en', 'delete the group', 'yes', '2 members'],
      ['es', 'borra el grupo', 'sí', '2 miembros'],
      ['fr', 'supprime le groupe', 'oui', '2 membres'],
    ])('%s: deletes a group it owns after a question naming it and its members', async (_lang, say, yes, count) => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const name = unique('Boondockers NZ');
      const group = await post(owner, 'social/groups', { name, join_policy: 'open' });
      await post(sam, `social/groups/${group.id}/join`);
      const prompt = await ask(owner, `${say} ${name}`);
      expect(prompt).toContain(name);
      expect(prompt).toContain(count);
      expect(await status(owner, `social/groups/${group.id}`)).toBe(200);
      await ask(owner, yes);
      expect(await status(owner, `social/groups/${group.id}`)).toBe(404);
    });
  });

  describe('user B cannot change user A’s listing, hustle or group through Pam', () => {
    it('A’s listing stays on sale at its price; A’s hustle stays', async () => {
      const a = await traveller('Alice');
      const b = await traveller('Bruno');
      const l = await listing(a, 'Old awning', 250);
      const h = await hustle(a, 'Dog walking');
      expect(await ask(b, 'mark the awning as sold')).toContain('no listing');
      await ask(b, 'drop the awning to $10');
      await ask(b, 'delete my awning listing');
      await ask(b, 'yes');
      expect(await get(a, `social/listings/${l.id}`)).toMatchObject({ status: 'active', price: 250 });
      await ask(b, 'rename my dog walking hustle to Bruno was here');
      await ask(b, 'delete my dog walking hustle');
      await ask(b, 'yes');
      expect((await get(a, `social/hustles/${h.id}`)).title).toBe('Dog walking');
    });

    it('a member of A’s group can neither answer its requests, close it nor delete it', async () => {
      const a = await traveller('Alice');
      const b = await traveller('Bruno');
      const sam = await traveller('Sam');
      const name = unique('Boondockers NZ');
      const group = await post(a, 'social/groups', { name, join_policy: 'open' });
      await post(b, `social/groups/${group.id}/join`);
      expect(
        (
          await suite.t.request('PATCH', `social/groups/${group.id}`, {
            token: a.token,
            json: { join_policy: 'request' },
          })
        ).status,
      ).toBe(200);
      await post(sam, `social/groups/${group.id}/join`);
      expect(await ask(b, `approve all requests for ${name}`)).toContain('Only the owner');
      await ask(b, 'yes');
      expect(await ask(b, `delete the group ${name}`)).toContain('Only the owner');
      await ask(b, 'yes');
      expect(await ask(b, `make ${name} open`)).toContain('Only the owner');
      expect(await get(a, `social/groups/${group.id}`)).toMatchObject({ name, join_policy: 'request' });
      expect(await members(a, group.id, 'pending')).toEqual([sam.id]);
    });
  });
});
