// What the Marketplace and Hustle screens' edit forms let a traveller change in their own listing or hustle idea, done
// by asking Pam without a model, in English, Spanish and French: a listing's category and condition (named as the
// screens name them), putting a sold listing back on sale; a hustle's earnings (an amount or a range, per period) and
// its tags. Judged by what changed through the public social API and by what the reply names; user B never changes
// user A's listing or hustle through Pam.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)('Pam edits listings and hustles as their screens do, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller } = travellerKit(() => suite.t);
  const { reply: ask, one: get, post } = pamKit(() => suite.t);
  const listing = (u: PamUser, title: string, currency = 'USD') =>
    post(u, 'social/listings', { title, price: 120, currency, category: 'rv_parts', condition: 'good' });
  const sold = async (u: PamUser, l: Row) => post(u, `social/listings/${l.id}/sold`);
  const hustle = (u: PamUser, title: string, extra: Row = {}) =>
    post(u, 'social/hustles', { title, description: 'Evenings at the park', ...extra });

  describe('a listing: category and condition', () => {
    it.each([
      ['en', 'Old awning', "change my awning listing's condition to like new", { condition: 'like_new' }, 'like new'],
      ['en', 'Old awning', 'the awning listing is for parts', { condition: 'for_parts' }, 'for parts'],
      ['en', 'Old awning', 'move the awning into camping gear', { category: 'camping_gear' }, 'camping gear'],
      ['es', 'Toldo viejo', 'mi anuncio del toldo es de la categoría camping', { category: 'camping_gear' }, 'camping'],
      ['es', 'Toldo viejo', 'el toldo está como nuevo', { condition: 'like_new' }, 'como nuevo'],
      ['es', 'Toldo viejo', 'cambia la categoría del toldo a herramientas', { category: 'tools' }, 'herramientas'],
      ['fr', 'Store banne', "l'annonce du store est en bon état", { condition: 'good' }, 'bon état'],
      ['fr', 'Store banne', "change l'état du store en comme neuf", { condition: 'like_new' }, 'comme neuf'],
      [
        'fr',
        'Store banne',
        'mets l’annonce du store dans matériel de camping',
        { category: 'camping_gear' },
        'camping',
      ],
    ])('%s: %s: "%s"', async (_lang, title, message, changed, word) => {
      const u = await traveller('Seller');
      const l = await listing(u, title);
      const other = await listing(u, 'Solar panel');
      const before = await get(u, `social/listings/${l.id}`);
      const reply = await ask(u, message);
      expect(reply).toContain(title);
      expect(reply).toContain(word);
      expect(await get(u, `social/listings/${l.id}`)).toMatchObject({
        ...before,
        ...changed,
        updated_at: expect.any(String),
      });
      expect(await get(u, `social/listings/${other.id}`)).toMatchObject({ category: 'rv_parts', condition: 'good' });
    });

    it('"which one?" when two listings fit, then "the second one"', async () => {
      const u = await traveller('Seller');
      const a = await listing(u, 'Fiamma awning');
      const b = await listing(u, 'Carefree awning');
      expect(await ask(u, 'the awning listing is like new')).toMatch(/Which one.*(Fiamma|Carefree)/);
      await ask(u, 'the second one');
      const conditions = [
        (await get(u, `social/listings/${a.id}`)).condition,
        (await get(u, `social/listings/${b.id}`)).condition,
      ];
      expect(conditions.sort()).toEqual(['good', 'like_new']);
    });
  });

  describe('a sold listing back on sale', () => {
    it.each([
      ['en', 'Old awning', 'relist the awning', 'back on sale'],
      ['en', 'Old awning', 'put the awning back on sale', 'back on sale'],
      ['es', 'Toldo viejo', 'vuelve a publicar el toldo', 'a la venta'],
      ['fr', 'Store banne', "remets l'annonce du store en vente", 'en vente'],
    ])('%s: %s: "%s"', async (_lang, title, message, word) => {
      const u = await traveller('Seller');
      const l = await listing(u, title);
      await sold(u, l);
      const reply = await ask(u, message);
      expect(reply).toContain(title);
      expect(reply).toContain(word);
      expect(await get(u, `social/listings/${l.id}`)).toMatchObject({ status: 'active', price: 120 });
    });

    it('marked sold through Pam, then "relist it"', async () => {
      const u = await traveller('Seller');
      const l = await listing(u, 'Old awning');
      await ask(u, 'mark the awning as sold');
      expect((await get(u, `social/listings/${l.id}`)).status).toBe('sold');
      expect(await ask(u, 'relist it')).toContain('back on sale');
      expect((await get(u, `social/listings/${l.id}`)).status).toBe('active');
    });

    it('a listing on sale is not "relisted": Pam says there is no sold one', async () => {
      const u = await traveller('Seller');
      const l = await listing(u, 'Old awning');
      expect(await ask(u, 'relist the awning')).toContain('no sold listing called awning');
      expect((await get(u, `social/listings/${l.id}`)).status).toBe('active');
    });

    it("user B cannot relist or recategorise user A's listing through Pam", async () => {
      const a = await traveller('Seller');
      const b = await traveller('Other');
      const l = await listing(a, 'Old awning');
      await sold(a, l);
      await ask(b, 'relist the awning');
      await ask(b, 'move the awning into camping gear');
      expect(await get(a, `social/listings/${l.id}`)).toMatchObject({ status: 'sold', category: 'rv_parts' });
    });
  });

  describe('a hustle: earnings and tags', () => {
    it.each([
      [
        'en',
        'Dog walking',
        'I earned $120 from the dog walking hustle this month',
        'USD',
        120,
        null,
        'month',
        '$120.00',
      ],
      ['en', 'Dog walking', 'my dog walking hustle pays $20 to $30 an hour', 'USD', 20, 30, 'hour', '$30.00'],
      [
        'es',
        'Paseo de perros',
        'gané 120 € con el trabajo de paseo de perros este mes',
        'EUR',
        120,
        null,
        'month',
        '120,00',
      ],
      ['es', 'Paseo de perros', 'mi trabajo de paseo de perros da 15 € la hora', 'EUR', 15, null, 'hour', '15,00'],
      [
        'fr',
        'Promenade de chiens',
        "j'ai gagné 120 € avec le petit boulot de promenade de chiens ce mois-ci",
        'EUR',
        120,
        null,
        'month',
        '120,00',
      ],
      [
        'fr',
        'Promenade de chiens',
        'mon petit boulot de promenade de chiens rapporte 50 € par jour',
        'EUR',
        50,
        null,
        'day',
        '50,00',
      ],
    ])('%s: %s: "%s"', async (_lang, title, message, currency, min, max, period, shown) => {
      const u = await traveller('Walker');
      const h = await hustle(u, title);
      const other = await hustle(u, 'Van cleaning');
      const reply = await ask(u, message);
      expect(reply).toContain(title);
      expect(reply).toContain(shown);
      expect((await get(u, `social/hustles/${h.id}`)).earnings).toEqual({ min, max, currency, period });
      expect((await get(u, `social/hustles/${other.id}`)).earnings).toBeNull();
    });

    it('new earnings replace the old ones, and the reply says both', async () => {
      const u = await traveller('Walker');
      const h = await hustle(u, 'Dog walking', { earnings: { min: 80, currency: 'USD', period: 'month' } });
      const reply = await ask(u, 'I earned $120 from the dog walking hustle this month');
      expect(reply).toContain('$120.00');
      expect(reply).toContain('$80.00');
      expect((await get(u, `social/hustles/${h.id}`)).earnings).toMatchObject({ min: 120, period: 'month' });
    });

    it.each([
      ['en', 'remove the earnings from my dog walking hustle', 'Dog walking'],
      ['es', 'quita las ganancias de mi trabajo de paseo de perros', 'Paseo de perros'],
      ['fr', 'retire les revenus de mon petit boulot de promenade de chiens', 'Promenade de chiens'],
    ])('%s: "%s" removes them', async (_lang, message, title) => {
      const u = await traveller('Walker');
      const h = await hustle(u, title, { earnings: { min: 80, currency: 'EUR', period: 'month' } });
      expect(await ask(u, message)).toContain(title);
      expect((await get(u, `social/hustles/${h.id}`)).earnings).toBeNull();
    });

    it.each([
      ['en', "add the tag 'remote' to my hustle", ['pets', 'remote']],
      ['en', 'add the tags remote and evenings to my dog walking hustle', ['evenings', 'pets', 'remote']],
      ['en', 'remove the tag pets from my dog walking hustle', []],
      ['es', 'añade la etiqueta «remoto» a mi trabajo de paseo de perros', ['pets', 'remoto']],
      ['es', 'quita la etiqueta pets de mi trabajo de paseo de perros', []],
      ['fr', "ajoute l'étiquette « à distance » à mon petit boulot de promenade de chiens", ['pets', 'à distance']],
      ['fr', "retire l'étiquette pets de mon petit boulot de promenade de chiens", []],
    ])('%s: "%s"', async (_lang, message, tags) => {
      const u = await traveller('Walker');
      const title = message.includes('paseo')
        ? 'Paseo de perros'
        : message.includes('promenade')
          ? 'Promenade de chiens'
          : 'Dog walking';
      const h = await hustle(u, title, { tags: ['pets'] });
      expect(await ask(u, message)).toContain(title);
      expect(((await get(u, `social/hustles/${h.id}`)).tags as string[]).sort()).toEqual(tags);
    });

    it("user B cannot change user A's hustle earnings or tags through Pam", async () => {
      const a = await traveller('Walker');
      const b = await traveller('Other');
      const h = await hustle(a, 'Dog walking');
      await ask(b, 'I earned $120 from the dog walking hustle this month');
      await ask(b, 'add the tag remote to my dog walking hustle');
      expect(await get(a, `social/hustles/${h.id}`)).toMatchObject({ earnings: null, tags: [] });
    });
  });
});
