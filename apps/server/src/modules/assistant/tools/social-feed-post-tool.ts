import type { PamToolArgs, Post, PostInput } from '@ww/contracts';
import type { ToolContext, ToolOutcome } from '../assistant.types.ts';
import { list, pick } from './format.ts';
import { fail, findPlaces, ok, tool, type ToolServices } from './kit.ts';
import { excerpt } from './social-feed-tools.ts';
import { findGroup } from './social-groups.ts';
import { findTraveller, type Person } from './social-people.ts';
import { myTrip } from './trip-share-tools.ts';

/** A post as the feed's composer makes it: words, and a saved trip, a place or @mentions attached, to the feed or a group. */

type Args = PamToolArgs<'create_post'>;
type Attached = { input: Omit<PostInput, 'body' | 'visibility' | 'group_id'>; mentioned: Person[] };
const COMPOSER = '/social?tab=feed';

/** The trip, place and people the words named, found as the composer's pickers find them; a miss or a doubt is the reply. */
async function attachments(s: ToolServices, ctx: ToolContext, args: Args): Promise<Attached | ToolOutcome> {
  const input: Attached['input'] = {};
  if (args.trip) {
    const trip = await myTrip(s, ctx, { trip: args.trip, choice: args.choice });
    if (!trip.ok) return trip.outcome;
    input.trip_id = trip.value.id;
  }
  if (args.place) {
    const found = await findPlaces(s, ctx, [args.place]);
    if (!found.ok) return found.outcome;
    const p = found.places[0]!;
    input.place = { name: p.name.slice(0, 200), latitude: p.lat, longitude: p.lon };
  }
  const mentioned: Person[] = [];
  for (const name of args.mention ?? []) {
    const person = await findTraveller(s, ctx, { name, choice: args.choice });
    if (!person.ok) return person.outcome;
    if (!mentioned.some((m) => m.id === person.value.id)) mentioned.push(person.value);
  }
  if (mentioned.length) input.mention_ids = mentioned.map((m) => m.id);
  return { input, mentioned };
}

/** What came with the post, said after it: " — with your trip “Moab week”, at Moab, mentioning Sam Green". */
function withWhat(ctx: ToolContext, post: Post, mentioned: Person[]): string {
  const parts: string[] = [];
  if (post.trip) {
    parts.push(
      pick(ctx, {
        en: `your trip “${post.trip.title}”`,
        es: `tu viaje «${post.trip.title}»`,
        fr: `votre voyage « ${post.trip.title} »`,
      }),
    );
  }
  if (post.place) parts.push(pick(ctx, { en: 'at ', es: 'en ', fr: 'à ' }) + post.place.name);
  if (mentioned.length) {
    const names = list(
      ctx,
      mentioned.map((m) => m.name),
    );
    parts.push(pick(ctx, { en: `mentioning ${names}`, es: `mencionando a ${names}`, fr: `en mentionnant ${names}` }));
  }
  if (!parts.length) return '';
  return pick(ctx, { en: ' With ', es: ' Con ', fr: ' Avec ' }) + parts.join(', ') + '.';
}

const posted = (ctx: ToolContext, post: Post, where: string, mentioned: Person[], group?: string) => ({
  ...ok(
    pick(ctx, {
      en: `Posted to ${where}: “${excerpt(post.body)}”.`,
      es: `Publicado en ${where}: «${excerpt(post.body)}».`,
      fr: `Publié dans ${where} : « ${excerpt(post.body)} ».`,
    }) + withWhat(ctx, post, mentioned),
    {
      post: {
        id: post.id,
        body: post.body,
        visibility: post.visibility,
        ...(post.group_id ? { group_id: post.group_id } : {}),
        trip: post.trip?.title ?? null,
        place: post.place?.name ?? null,
        mentions: mentioned.map((m) => m.name),
      },
      ...(group ? { group } : {}),
    },
    ['social'],
  ),
  subject: { kind: 'post', id: post.id, label: excerpt(post.body, 40) },
});

/** A post to one of the user's groups, named in words: only its members see it. */
async function postToGroup(s: ToolServices, ctx: ToolContext, args: Args, body: string, attached: Attached) {
  const group = await findGroup(s, ctx, { group: args.group, choice: args.choice }, true);
  if (!group.ok) return group.outcome;
  const g = group.value;
  if (g.my_status !== 'active') {
    return fail(
      'forbidden',
      pick(ctx, {
        en: `You are not a member of ${g.name} yet, so you can't post there.`,
        es: `Aún no eres miembro de ${g.name}, así que no puedes publicar ahí.`,
        fr: `Vous n'êtes pas encore membre de ${g.name}, vous ne pouvez donc pas y publier.`,
      }),
    );
  }
  const post = await s.social.feed.create(ctx.userId, {
    body,
    visibility: 'group',
    group_id: g.id,
    ...attached.input,
  });
  const where = pick(ctx, {
    en: `${g.name} for its members`,
    es: `${g.name} para sus miembros`,
    fr: `${g.name} pour ses membres`,
  });
  return posted(ctx, post, where, attached.mentioned, g.name);
}

/** A photo cannot come through the chat: the feed's composer, whose photo button adds it. */
const openComposer = (ctx: ToolContext) =>
  ok(
    pick(ctx, {
      en: 'I can\'t take a photo in chat, so I\'ve opened the feed: write your post there and press "Add photos" to attach it.',
      es: 'No puedo recibir fotos en el chat, así que abrí el muro: escribe tu publicación ahí y pulsa «Añadir fotos» para adjuntarla.',
      fr: "Je ne peux pas recevoir de photo dans le chat, j'ai donc ouvert le fil : écrivez votre publication et appuyez sur « Ajouter des photos » pour la joindre.",
    }),
    { path: COMPOSER },
    [],
    { type: 'navigate', path: COMPOSER },
  );

/** Asked without creating anything: the next message is the text (the engine reads it as this call's body). */
const askText = (ctx: ToolContext) =>
  fail(
    'needs_detail',
    pick(ctx, {
      en: 'What should the post say?',
      es: '¿Qué quieres que diga la publicación?',
      fr: 'Que doit dire la publication ?',
    }),
  );

export const createPostTool = (s: ToolServices) =>
  tool({
    name: 'create_post',
    description:
      "Posts the user's words to the social feed (visibility public or friends; by default as their profile allows), or to one of the user's groups named in words (group); with a saved trip (trip), a place (place, 'here' for where the user is) and mentions attached as the composer attaches them. A photo: opens the composer.",
    destructive: false,
    help: {
      en: 'post to the feed or a group, with a trip, a place or a mention ("post my Moab trip: what a week!", "post \'great sunset\' at Moab", "post: thanks @Sam for the tow")',
      es: 'publicar en el muro o en un grupo, con un viaje, un lugar o una mención («publica mi viaje de Moab: ¡qué semana!», «publica «gran atardecer» en Moab»)',
      fr: 'publier dans le fil ou un groupe, avec un voyage, un lieu ou une mention (« publie mon voyage à Moab : quelle semaine ! », « publie « coucher de soleil » à Moab »)',
    },
    async run(args, ctx) {
      if (args.photo) return openComposer(ctx);
      const attached = await attachments(s, ctx, args);
      if ('ok' in attached) return attached;
      if (!args.body) return askText(ctx);
      if (args.group) return postToGroup(s, ctx, args, args.body, attached);
      const post = await s.social.feed.create(ctx.userId, {
        body: args.body,
        ...(args.visibility ? { visibility: args.visibility } : {}),
        ...attached.input,
      });
      const where =
        post.visibility === 'public'
          ? pick(ctx, { en: 'the feed for everyone', es: 'el muro para todos', fr: 'le fil pour tout le monde' })
          : pick(ctx, { en: 'the feed for your friends', es: 'el muro para tus amigos', fr: 'le fil pour vos amis' });
      return posted(ctx, post, where, attached.mentioned);
    },
  });
