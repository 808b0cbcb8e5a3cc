// Posts with something attached, group conversations and single notifications, asked of Pam without a model in
// English, Spanish and French: a saved trip, a place (or "here") and @mentions attached to a feed post as the composer
// attaches them (a photo opens the composer); a group chat started with friends, written to and read by its title;
// one notification marked read, and the whole bell marked read without a question. Judged through the public API.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { moabLoop } from '#test/trip-sharing-kit.ts';

const alps = {
  ...moabLoop,
  name: 'Alps tour',
  stops: [
    { lat: 46.02, lon: 7.75, name: 'Zermatt' },
    { lat: 45.92, lon: 6.87, name: 'Chamonix' },
  ],
  geometry: [
    [7.75, 46.02],
    [6.87, 45.92],
  ],
};

describe.each(DATABASE_KINDS)(
  'Pam posts with attachments, runs group chats and marks a notification, on %s',
  (kind) => {
    const suite = useTestApp(kind, { users: 0 });

    const { traveller } = travellerKit(() => suite.t);
    const { ask, reply, get, post } = pamKit(() => suite.t);
    const mine = async (u: PamUser) => get(u, `social/feed?author_id=${u.id}`);
    const trip = async (u: PamUser, body: Row) => (await post(u, 'trips', body)).id as string;
    const chats = async (u: PamUser) => get(u, 'social/conversations');
    const said = async (u: PamUser, id: string) =>
      (await get(u, `social/conversations/${id}/messages`)).map((m) => m.body as string);
    const bell = async (u: PamUser) => (await suite.t.request('GET', 'notifications', { token: u.token })).body as Row;
    const friends = async (u: PamUser, ...names: string[]) => {
      const them = [];
      for (const name of names) {
        const f = await traveller(name);
        await suite.t.befriend(u, f);
        them.push(f);
      }
      return them;
    };

    describe('a feed post with a trip, a place, a mention', () => {
      it.each([
        ['en', 'post my Moab trip to the feed: what a week!', 'what a week!'],
        ['es', 'publica mi viaje de Moab: ¡qué semana!', '¡qué semana!'],
        ['fr', 'publie mon voyage à Moab : quelle semaine !', 'quelle semaine !'],
      ])('%s: %s attaches the trip named', async (_lang, message, body) => {
        const u = await traveller('Poster');
        await trip(u, { ...moabLoop, name: 'Moab week' });
        await trip(u, alps);
        expect(await reply(u, message)).toContain('Moab week');
        const [p, ...more] = await mine(u);
        expect(more).toHaveLength(0);
        expect(p).toMatchObject({ body, trip: { title: 'Moab week' } });
      });

      it('asks what the post should say, then posts the next message with the trip', async () => {
        const u = await traveller('Poster');
        await trip(u, { ...moabLoop, name: 'Moab week' });
        expect(await reply(u, 'publica mi viaje de Moab')).toContain('¿Qué quieres que diga la publicación?');
        expect(await mine(u)).toHaveLength(0);
        await reply(u, '¡Qué semana en Moab!');
        expect((await mine(u))[0]).toMatchObject({ body: '¡Qué semana en Moab!', trip: { title: 'Moab week' } });
      });

      it('asks which trip when two fit, and "the second one" attaches the one listed second', async () => {
        const u = await traveller('Poster');
        await trip(u, { ...moabLoop, name: 'Moab week' });
        await trip(u, { ...moabLoop, name: 'Moab loop' });
        const question = await reply(u, 'post my Moab trip: back home');
        const second = question.indexOf('Moab week') > question.indexOf('Moab loop') ? 'Moab week' : 'Moab loop';
        expect(question).toMatch(/Which one/);
        expect(await mine(u)).toHaveLength(0);
        await reply(u, 'the second one');
        expect((await mine(u))[0]).toMatchObject({ body: 'back home', trip: { title: second } });
      });

      it("user B cannot attach user A's trip: B has none, nothing is posted", async () => {
        const a = await traveller('Owner');
        await trip(a, { ...moabLoop, name: 'Moab week' });
        const b = await traveller('Other');
        expect(await reply(b, 'post my Moab trip: look at this')).toContain('no saved trips');
        expect(await mine(b)).toHaveLength(0);
      });

      it.each([
        ['en', "post 'great sunset' at Moab", 'great sunset'],
        ['es', 'publica «gran atardecer» en Moab', 'gran atardecer'],
        ['fr', 'publie « coucher de soleil » à Moab', 'coucher de soleil'],
      ])('%s: %s attaches the place, geocoded', async (_lang, message, body) => {
        const u = await traveller('Poster');
        expect(await reply(u, message)).toContain('Moab');
        const [p] = await mine(u);
        expect(p!.body).toBe(body);
        expect(p!.place.name).toContain('Moab');
        expect(p!.place.latitude).toBeCloseTo(38.57, 0);
        expect(p!.place.longitude).toBeCloseTo(-109.55, 0);
      });

      it('"here" is where the user is', async () => {
        const u = await traveller('Poster');
        const here = { location: { latitude: 44.43, longitude: -110.59, city: 'Old Faithful' } };
        expect(await reply(u, 'post "camp is set" from here', here)).toContain('Old Faithful');
        expect((await mine(u))[0]).toMatchObject({
          body: 'camp is set',
          place: { name: 'Old Faithful', latitude: 44.43, longitude: -110.59 },
        });
      });

      it.each([
        ['en', 'post: thanks @Sam for the tow', 'thanks @Sam for the tow'],
        ['es', 'publica: gran día en el lago, menciona a Sam', 'gran día en el lago'],
        ['fr', 'publie : belle journée au lac, mentionne Sam', 'belle journée au lac'],
      ])('%s: %s mentions the friend, who is told', async (_lang, message, body) => {
        const u = await traveller('Poster');
        const [sam] = await friends(u, 'Sam');
        const before = (await bell(sam!)).unread as number;
        expect(await reply(u, message)).toContain(sam!.name);
        const [p] = await mine(u);
        expect(p!.body).toBe(body);
        expect(p!.mentions.map((m: Row) => m.id)).toEqual([sam!.id]);
        expect((await bell(sam!)).unread).toBe(before + 1);
      });

      it.each([
        ['en', 'post this photo', "can't take a photo"],
        ['es', 'publica esta foto', 'No puedo recibir fotos'],
        ['fr', 'publie cette photo', 'Je ne peux pas recevoir de photo'],
      ])('%s: %s opens the composer and posts nothing', async (_lang, message, text) => {
        const u = await traveller('Poster');
        const answer = await ask(u, message);
        expect(answer.response).toContain(text);
        expect(answer.ui_action).toEqual({ type: 'navigate', path: '/social?tab=feed' });
        expect(await mine(u)).toHaveLength(0);
      });
    });

    describe('group conversations', () => {
      it.each([
        ['en', 'start a group chat with Sam and Alex called Moab crew'],
        ['es', 'crea un chat de grupo con Sam y Alex llamado Moab crew'],
        ['fr', 'crée une conversation de groupe avec Sam et Alex appelée Moab crew'],
      ])('%s: %s', async (_lang, message) => {
        const u = await traveller('Host');
        const [sam, alex] = await friends(u, 'Sam', 'Alex');
        expect(await reply(u, message)).toContain('Moab crew');
        const [c, ...others] = await chats(u);
        expect(others).toHaveLength(0);
        expect(c).toMatchObject({ kind: 'group', title: 'Moab crew' });
        expect(c!.participants.map((p: Row) => p.id).sort()).toEqual([u.id, sam!.id, alex!.id].sort());
        expect((await chats(sam!)).map((x) => x.title)).toEqual(['Moab crew']);
      });

      it('a traveller who is not a friend is not added: nothing is started', async () => {
        const u = await traveller('Host');
        await friends(u, 'Sam');
        await traveller('Alex');
        expect(await reply(u, 'start a group chat with Sam and Alex called Moab crew')).toContain('Alex');
        expect(await chats(u)).toHaveLength(0);
      });

      const crew = async () => {
        const u = await traveller('Host');
        const [sam, alex] = await friends(u, 'Sam', 'Alex');
        const c = await post(u, 'social/conversations', { participant_ids: [sam!.id, alex!.id], title: 'Moab crew' });
        return { u, sam: sam!, alex: alex!, id: c.id as string };
      };

      it.each([
        ['en', "message the Moab crew: we're at site 12", "we're at site 12"],
        ['es', 'escribe al grupo Moab crew: estamos en el sitio 12', 'estamos en el sitio 12'],
        ['fr', 'écris à Moab crew : on est au site 12', 'on est au site 12'],
      ])('%s: %s reaches the group by its title', async (_lang, message, body) => {
        const { u, sam, id } = await crew();
        expect(await reply(u, message)).toContain(body);
        expect(await said(sam, id)).toEqual([body]);
        // No direct conversation was started with anyone.
        expect(await chats(u)).toHaveLength(1);
      });

      it.each([
        ['en', 'what did the Moab crew say?'],
        ['es', '¿qué dijo el grupo Moab crew?'],
        ['fr', "qu'a dit Moab crew ?"],
      ])('%s: %s reads it and marks it read', async (_lang, message) => {
        const { u, sam, id } = await crew();
        await post(sam, `social/conversations/${id}/messages`, { body: 'Firewood is on me' });
        expect((await chats(u))[0]!.unread_count).toBe(1);
        const answer = await reply(u, message);
        expect(answer).toContain('Firewood is on me');
        expect(answer).toContain(sam.name);
        expect((await chats(u))[0]!.unread_count).toBe(0);
      });

      it('asks what to tell the group, and the next message goes there', async () => {
        const { u, alex, id } = await crew();
        expect(await reply(u, 'écris au groupe Moab crew')).toContain('Que dois-je dire');
        expect(await said(alex, id)).toEqual([]);
        await reply(u, 'On arrive demain');
        expect(await said(alex, id)).toEqual(['On arrive demain']);
      });

      it('a friend and a group sharing a name: asks which, and "the second one" picks the one listed second', async () => {
        const u = await traveller('Host');
        const [sam, alex] = await friends(u, 'Sam', 'Alex');
        const group = await post(u, 'social/conversations', {
          participant_ids: [sam!.id, alex!.id],
          title: 'Sam and Alex',
        });
        const question = await reply(u, 'message Sam: dinner at 7');
        expect(question).toContain(sam!.name);
        expect(question).toContain('Sam and Alex');
        const groupSecond = question.indexOf('Sam and Alex') > question.indexOf(sam!.name);
        await reply(u, 'the second one');
        const direct = (await chats(u)).find((c) => c.kind === 'direct');
        if (groupSecond) {
          expect(await said(u, group.id as string)).toEqual(['dinner at 7']);
          expect(direct).toBeUndefined();
        } else {
          expect(await said(u, direct!.id as string)).toEqual(['dinner at 7']);
          expect(await said(u, group.id as string)).toEqual([]);
        }
      });

      it("user B cannot write to user A's group chat by its title", async () => {
        const { alex, id } = await crew();
        const b = await traveller('Stranger');
        expect(await reply(b, 'message the Moab crew: hello')).toContain("couldn't find");
        expect(await said(alex, id)).toEqual([]);
      });
    });

    describe('notifications', () => {
      it.each([
        ['en', "mark the notification about Sam's comment read"],
        ['es', 'marca como leída la notificación del comentario de Sam'],
        ['fr', 'marque la notification du commentaire de Sam comme lue'],
      ])('%s: %s marks that one only', async (_lang, message) => {
        const u = await traveller('Poster');
        const [sam, alex] = await friends(u, 'Sam', 'Alex');
        const p = await post(u, 'social/posts', { body: 'Camp at Lake Powell', visibility: 'public' });
        const bySam = await post(sam!, `social/posts/${p.id}/comments`, { body: 'Wow' });
        const byAlex = await post(alex!, `social/posts/${p.id}/comments`, { body: 'Great spot' });
        const unread = (await bell(u)).unread as number;
        const answer = await ask(u, message);
        expect(answer.response).toContain('Camp at Lake Powell');
        expect(answer.metadata.changed).toEqual(['notifications']);
        const notices = (await bell(u)).data as Row[];
        const about = (id: string) => notices.find((n) => n.data.comment_id === id)!;
        expect(about(bySam.id as string).read_at).not.toBeNull();
        expect(about(byAlex.id as string).read_at).toBeNull();
        expect((await bell(u)).unread).toBe(unread - 1);
        expect(await reply(u, message)).toMatch(/already read|ya está leída|déjà lue/);
      });

      it("the post it is about narrows it: Sam's comment on the sunset post, not on the other", async () => {
        const u = await traveller('Poster');
        const [sam] = await friends(u, 'Sam');
        const sunset = await post(u, 'social/posts', { body: 'Sunset over the arches', visibility: 'public' });
        const other = await post(u, 'social/posts', { body: 'Fuel stop in Green River', visibility: 'public' });
        const onSunset = await post(sam!, `social/posts/${sunset.id}/comments`, { body: 'Wow' });
        const onOther = await post(sam!, `social/posts/${other.id}/comments`, { body: 'Cheap?' });
        expect(await reply(u, 'mark the notification about the comment on my sunset post read')).toContain('Sunset');
        const notices = (await bell(u)).data as Row[];
        const about = (id: string) => notices.find((n) => n.data.comment_id === id)!;
        expect(about(onSunset.id as string).read_at).not.toBeNull();
        expect(about(onOther.id as string).read_at).toBeNull();
      });

      it.each([
        ['en', 'mark them all read'],
        ['es', 'márcalas todas como leídas'],
        ['fr', 'marque-les toutes comme lues'],
      ])('%s: %s clears the bell at once, as its button does', async (_lang, message) => {
        const u = await traveller('Poster');
        const [sam] = await friends(u, 'Sam');
        const p = await post(u, 'social/posts', { body: 'Camp at Lake Powell', visibility: 'public' });
        await post(sam!, `social/posts/${p.id}/comments`, { body: 'Wow' });
        const unread = (await bell(u)).unread as number;
        const answer = await ask(u, message);
        expect(answer.response).toContain(String(unread));
        expect(answer.metadata.changed).toEqual(['notifications']);
        expect((await bell(u)).unread).toBe(0);
        expect((await bell(sam!)).unread).toBeGreaterThanOrEqual(1);
      });
    });
  },
);
