import { SOCIAL_LIMITS, type Hustle, type HustlePeriod } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { currencyOf, fold, money, num, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { marketRefusals } from './social-market-tools.ts';
import { bestFits, one, type Found } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';
import { searchesFor } from './social-search.ts';

/** The hustle board: finding side hustles, posting one, voting for one. */

/** Results named in a reply. */
const SHOWN = 5;

const PER: Record<HustlePeriod, Texts> = {
  hour: { en: 'an hour', es: 'la hora', fr: "de l'heure" },
  day: { en: 'a day', es: 'al día', fr: 'par jour' },
  week: { en: 'a week', es: 'a la semana', fr: 'par semaine' },
  month: { en: 'a month', es: 'al mes', fr: 'par mois' },
};

/** A hustle's earnings as the board shows them: "$20–$30 an hour". */
export const earningsText = (ctx: ToolContext, e: NonNullable<Hustle['earnings']>) =>
  `${money(ctx, e.min, e.currency)}${e.max !== null ? `–${money(ctx, e.max, e.currency)}` : ''} ${pick(ctx, PER[e.period])}`;

function hustleLine(ctx: ToolContext, h: Hustle): string {
  const earnings = h.earnings ? ` (${earningsText(ctx, h.earnings)})` : '';
  const votes = pick(ctx, {
    en: `${num(ctx, h.vote_count)} vote${h.vote_count === 1 ? '' : 's'}`,
    es: `${num(ctx, h.vote_count)} voto${h.vote_count === 1 ? '' : 's'}`,
    fr: `${num(ctx, h.vote_count)} vote${h.vote_count === 1 ? '' : 's'}`,
  });
  return `${h.title}${earnings}, ${votes}`;
}

/** Hustles whose title or description hold the words (the user's own, then their English), most voted first. */
async function hustlesMatching(s: ToolServices, userId: string, query: string | undefined): Promise<Hustle[]> {
  let found: Hustle[] = [];
  for (const words of searchesFor(query)) {
    const q = words.join(' ');
    const top = { limit: SOCIAL_LIMITS.pageSizeMax, sort: 'top' as const };
    found = (await s.social.hustles.list(userId, { ...top, ...(q ? { q } : {}) })).data;
    if (found.length === 0 && q) found = (await s.social.hustles.list(userId, { ...top, tag: q })).data;
    if (found.length) break;
  }
  return found;
}

/** The hustle the user names: by id, else the one whose title fits the words (several fitting are asked about). */
async function findHustle(
  s: ToolServices,
  ctx: ToolContext,
  args: { hustle?: string | undefined; id?: string | undefined; choice?: number | undefined },
): Promise<Found<Hustle>> {
  if (args.id) return { ok: true, value: await s.social.hustles.get(ctx.userId, args.id) };
  if (!args.hustle) {
    return {
      ok: false,
      outcome: fail(
        'needs_detail',
        pick(ctx, {
          en: 'Which hustle? Tell me words of its title.',
          es: '¿Qué trabajo? Dime palabras de su título.',
          fr: 'Quel petit boulot ? Dites-moi des mots de son titre.',
        }),
      ),
    };
  }
  const said = args.hustle;
  const found = await hustlesMatching(s, ctx.userId, said);
  const fitting = bestFits(fold(said).replace(/-/g, ' '), found, (h) => h.title);
  return one(
    ctx,
    fitting.length ? fitting : found,
    (h) => h.title,
    {
      en: `I couldn't find a hustle about ${said} on the board.`,
      es: `No encontré ningún trabajo sobre ${said} en el tablón.`,
      fr: `Je n'ai trouvé aucun petit boulot sur ${said} sur le tableau.`,
    },
    args.choice,
  );
}

const searchHustlesTool = (s: ToolServices) =>
  tool({
    name: 'search_hustles',
    description: 'Side hustles (ways to earn on the road) whose title or description hold the words, most voted first.',
    destructive: false,
    help: {
      en: 'find side hustles ("any remote work hustles?")',
      es: 'buscar trabajos extra («¿hay trabajos en línea?»)',
      fr: 'trouver des petits boulots (« des petits boulots en ligne ? »)',
    },
    async run(args, ctx) {
      const found = await hustlesMatching(s, ctx.userId, args.query);
      const what = args.query ? ` “${args.query}”` : '';
      if (found.length === 0) {
        return ok(
          pick(ctx, {
            en: `No hustles${what} on the board yet.`,
            es: `Aún no hay trabajos${what} en el tablón.`,
            fr: `Aucun petit boulot${what} sur le tableau pour le moment.`,
          }),
          { hustles: [] },
        );
      }
      const n = found.length;
      const head = pick(ctx, {
        en: `${num(ctx, n)} hustle${n === 1 ? '' : 's'}${what}:`,
        es: `${num(ctx, n)} trabajo${n === 1 ? '' : 's'}${what}:`,
        fr: `${num(ctx, n)} petit${n === 1 ? '' : 's'} boulot${n === 1 ? '' : 's'}${what} :`,
      });
      return ok(
        `${head} ${found
          .slice(0, SHOWN)
          .map((h) => hustleLine(ctx, h))
          .join('; ')}.`,
        {
          hustles: found.map((h) => ({ id: h.id, title: h.title, earnings: h.earnings, votes: h.vote_count })),
        },
      );
    },
  });

const createHustleTool = (s: ToolServices) =>
  tool({
    name: 'create_hustle',
    description:
      'Posts a side hustle idea to the hustle board: a title, a description, and typical earnings (from min per hour, day, week or month) when said.',
    destructive: false,
    help: {
      en: 'post a hustle idea ("add a hustle: dog walking at campgrounds, $20 an hour")',
      es: 'publicar una idea de trabajo («añade un trabajo: paseo de perros en campings, 20 € la hora»)',
      fr: 'proposer un petit boulot (« ajoute un petit boulot : promenade de chiens, 20 € de l’heure »)',
    },
    async run(args, ctx) {
      const title = args.title.charAt(0).toLocaleUpperCase(ctx.language) + args.title.slice(1);
      const e = args.earnings;
      const created = await refusalsSaid(
        ctx,
        () =>
          s.social.hustles.create(ctx.userId, {
            title,
            description: args.description ?? '',
            earnings: e ? { min: e.min, max: null, currency: e.currency ?? currencyOf(ctx), period: e.period } : null,
            tags: [],
          }),
        marketRefusals,
      );
      if (!created.ok) return created.outcome;
      const h = created.value;
      return {
        ...ok(
          pick(ctx, {
            en: `Posted to the hustle board: ${hustleLine(ctx, h)}.`,
            es: `Publicado en el tablón de trabajos: ${hustleLine(ctx, h)}.`,
            fr: `Publié sur le tableau des petits boulots : ${hustleLine(ctx, h)}.`,
          }),
          { hustle: { id: h.id, title: h.title, earnings: h.earnings } },
          ['social'],
        ),
        subject: { kind: 'hustle', id: h.id, label: h.title },
      };
    },
  });

const voteHustleTool = (s: ToolServices) =>
  tool({
    name: 'vote_hustle',
    description:
      'Votes for a hustle found by words of its title (one vote per user); with unvote, takes the vote back.',
    destructive: false,
    help: {
      en: 'vote for a hustle ("upvote the dog-walking hustle")',
      es: 'votar por un trabajo («vota por el trabajo de paseo de perros»)',
      fr: 'voter pour un petit boulot (« vote pour le petit boulot de promenade de chiens »)',
    },
    async run(args, ctx) {
      const found = await findHustle(s, ctx, args);
      if (!found.ok) return found.outcome;
      const h = found.value;
      if (args.unvote) {
        await s.social.hustles.unvote(ctx.userId, h.id);
        const after = await s.social.hustles.get(ctx.userId, h.id);
        return ok(
          pick(ctx, {
            en: `I took back your vote for ${h.title}: ${num(ctx, after.vote_count)} vote${after.vote_count === 1 ? '' : 's'} now.`,
            es: `Retiré tu voto a ${h.title}: ahora tiene ${num(ctx, after.vote_count)} voto${after.vote_count === 1 ? '' : 's'}.`,
            fr: `J'ai retiré votre vote pour ${h.title} : ${num(ctx, after.vote_count)} vote${after.vote_count === 1 ? '' : 's'} maintenant.`,
          }),
          { hustle: { id: h.id, title: h.title, votes: after.vote_count, voted_by_me: false } },
          ['social'],
        );
      }
      if (h.voted_by_me) {
        return ok(
          pick(ctx, {
            en: `You already voted for ${h.title} (${num(ctx, h.vote_count)} votes).`,
            es: `Ya votaste por ${h.title} (${num(ctx, h.vote_count)} votos).`,
            fr: `Vous avez déjà voté pour ${h.title} (${num(ctx, h.vote_count)} votes).`,
          }),
          { hustle: { id: h.id, title: h.title, votes: h.vote_count, voted_by_me: true } },
        );
      }
      const voted = await s.social.hustles.vote(ctx.userId, h.id);
      return {
        ...ok(
          pick(ctx, {
            en: `You voted for ${voted.title}: ${num(ctx, voted.vote_count)} vote${voted.vote_count === 1 ? '' : 's'} now.`,
            es: `Votaste por ${voted.title}: ahora tiene ${num(ctx, voted.vote_count)} voto${voted.vote_count === 1 ? '' : 's'}.`,
            fr: `Vous avez voté pour ${voted.title} : ${num(ctx, voted.vote_count)} vote${voted.vote_count === 1 ? '' : 's'} maintenant.`,
          }),
          { hustle: { id: h.id, title: voted.title, votes: voted.vote_count, voted_by_me: true } },
          ['social'],
        ),
        subject: { kind: 'hustle', id: h.id, label: h.title },
      };
    },
  });

export function socialHustleTools(s: ToolServices): PamTool[] {
  return [searchHustlesTool(s), createHustleTool(s), voteHustleTool(s)];
}
