import { SOCIAL_LIMITS, type PamToolArgs, type ReportTargetType } from '@ww/contracts';
import type { ToolContext } from '../assistant.types.ts';
import { pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { commentsUnder, findAnyHustle, fitting, postsOf } from './social-content-find.ts';
import { excerpt } from './social-feed-tools.ts';
import { findTraveller, fit, nameOf, one, type Found } from './social-people.ts';
import { refusalsSaid } from './social-refusals.ts';

/** Reports to the moderators, as the report dialog files them: what, and why in the reporter's words. */

type Reason = NonNullable<PamToolArgs<'report_content'>['reason']>;

/** The dialog's reasons, as it words them; the first is what is sent, the second how Pam says it in a sentence. */
const REASONS: Record<Reason, Texts> = {
  spam: { en: 'Spam or advertising', es: 'Spam o publicidad', fr: 'Spam ou publicité' },
  harassment: { en: 'Harassment or bullying', es: 'Acoso o intimidación', fr: 'Harcèlement ou intimidation' },
  hate: { en: 'Hate speech', es: 'Discurso de odio', fr: 'Discours haineux' },
  violence: {
    en: 'Violence or dangerous behaviour',
    es: 'Violencia o conducta peligrosa',
    fr: 'Violence ou comportement dangereux',
  },
  scam: { en: 'Scam or fraud', es: 'Estafa o fraude', fr: 'Arnaque ou fraude' },
  sexual: { en: 'Sexual or explicit content', es: 'Contenido sexual o explícito', fr: 'Contenu sexuel ou explicite' },
  misinformation: {
    en: 'False or misleading information',
    es: 'Información falsa o engañosa',
    fr: 'Information fausse ou trompeuse',
  },
  other: { en: 'Something else', es: 'Otra cosa', fr: 'Autre chose' },
};

/** A report's reason as the dialog words it, in the user's language (a reason the dialog no longer has, as stored). */
export const reasonText = (ctx: ToolContext, reason: string) =>
  reason in REASONS ? pick(ctx, REASONS[reason as Reason]) : reason;

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

type Target = { type: ReportTargetType; id: string; label: string };
type Args = PamToolArgs<'report_content'>;

const nothing = (ctx: ToolContext, texts: Texts): Found<Target> => ({
  ok: false,
  outcome: fail('not_found', pick(ctx, texts)),
});

async function reportedPost(s: ToolServices, ctx: ToolContext, args: Args): Promise<Found<Target>> {
  const label = (p: { author: { display_name: string | null }; body: string }) =>
    pick(ctx, {
      en: `${nameOf(ctx, p.author)}'s post “${excerpt(p.body, 40)}”`,
      es: `la publicación de ${nameOf(ctx, p.author)} «${excerpt(p.body, 40)}»`,
      fr: `la publication de ${nameOf(ctx, p.author)} « ${excerpt(p.body, 40)} »`,
    });
  if (args.id) {
    const p = await s.social.feed.get(ctx.userId, args.id);
    return { ok: true, value: { type: 'post', id: p.id, label: label(p) } };
  }
  const posts = await postsOf(s, ctx, { author: args.author, choice: args.choice });
  if (!posts.ok) return posts;
  const others = posts.value.posts.filter((p) => p.author.id !== ctx.userId);
  const found = one(
    ctx,
    fitting(args.about, others, (p) => p.body),
    label,
    noPost(args.about),
    args.choice,
  );
  return found.ok ? { ok: true, value: { type: 'post', id: found.value.id, label: label(found.value) } } : found;
}

const noPost = (about: string | undefined): Texts => ({
  en: `I couldn't find that post${about ? ` about “${about}”` : ''} in your feed.`,
  es: `No encontré esa publicación${about ? ` sobre «${about}»` : ''} en tu muro.`,
  fr: `Je n’ai pas trouvé cette publication${about ? ` sur « ${about} »` : ''} dans votre fil.`,
});

async function reportedComment(s: ToolServices, ctx: ToolContext, args: Args): Promise<Found<Target>> {
  const feed = await postsOf(s, ctx, {});
  if (!feed.ok) return feed;
  const byThem = (name: string | null) => !args.author || fit(args.author, name) > 0;
  const found = await commentsUnder(
    s,
    ctx.userId,
    feed.value.posts,
    (c) => c.author.id !== ctx.userId && byThem(c.author.display_name),
  );
  const label = (c: { author: { display_name: string | null }; body: string }) =>
    pick(ctx, {
      en: `${nameOf(ctx, c.author)}'s comment “${excerpt(c.body, 40)}”`,
      es: `el comentario de ${nameOf(ctx, c.author)} «${excerpt(c.body, 40)}»`,
      fr: `le commentaire de ${nameOf(ctx, c.author)} « ${excerpt(c.body, 40)} »`,
    });
  const chosen = one(
    ctx,
    fitting(args.about, found, (pc) => pc.comment.body),
    (pc) => label(pc.comment),
    {
      en: "I couldn't find that comment under the posts in your feed.",
      es: 'No encontré ese comentario en las publicaciones de tu muro.',
      fr: 'Je n’ai pas trouvé ce commentaire sous les publications de votre fil.',
    },
    args.choice,
  );
  if (!chosen.ok) return chosen;
  return { ok: true, value: { type: 'comment', id: chosen.value.comment.id, label: label(chosen.value.comment) } };
}

async function reportedListing(s: ToolServices, ctx: ToolContext, args: Args): Promise<Found<Target>> {
  const label = (l: { title: string; seller: { display_name: string | null } }) =>
    pick(ctx, {
      en: `the listing ${l.title} (${nameOf(ctx, l.seller)})`,
      es: `el anuncio ${l.title} (${nameOf(ctx, l.seller)})`,
      fr: `l’annonce ${l.title} (${nameOf(ctx, l.seller)})`,
    });
  if (args.id) {
    const l = await s.social.listings.get(ctx.userId, args.id);
    return { ok: true, value: { type: 'listing', id: l.id, label: label(l) } };
  }
  const q = args.about ? { q: args.about.slice(0, SOCIAL_LIMITS.searchMaxChars) } : {};
  const listed = (
    await s.social.listings.list(ctx.userId, { limit: SOCIAL_LIMITS.pageSizeMax, sort: 'newest', status: 'any', ...q })
  ).data.filter((l) => l.seller.id !== ctx.userId && (!args.author || fit(args.author, l.seller.display_name) > 0));
  const found = one(
    ctx,
    fitting(args.about, listed, (l) => l.title),
    label,
    noListing(args.about),
    args.choice,
  );
  return found.ok ? { ok: true, value: { type: 'listing', id: found.value.id, label: label(found.value) } } : found;
}

const noListing = (about: string | undefined): Texts => ({
  en: `I couldn't find a listing${about ? ` called ${about}` : ''} in the marketplace.`,
  es: `No encontré ningún anuncio${about ? ` llamado ${about}` : ''} en el mercado.`,
  fr: `Je n’ai trouvé aucune annonce${about ? ` nommée ${about}` : ''} dans les petites annonces.`,
});

/** What the user reports, found as the screens show it (their own content is never offered). */
async function reportTarget(s: ToolServices, ctx: ToolContext, args: Args): Promise<Found<Target>> {
  switch (args.target) {
    case 'user': {
      if (args.id) {
        const person = await findTraveller(s, ctx, { user_id: args.id });
        return person.ok
          ? { ok: true, value: { type: 'user', id: person.value.id, label: person.value.name } }
          : person;
      }
      const person = await findTraveller(s, ctx, { name: args.author ?? args.about, choice: args.choice });
      return person.ok ? { ok: true, value: { type: 'user', id: person.value.id, label: person.value.name } } : person;
    }
    case 'post':
      return reportedPost(s, ctx, args);
    case 'comment':
      return reportedComment(s, ctx, args);
    case 'listing':
      return reportedListing(s, ctx, args);
    case 'hustle': {
      const h = await findAnyHustle(s, ctx, { hustle: args.about, id: args.id, choice: args.choice });
      if (!h.ok) return h;
      if (h.value.mine) return nothing(ctx, ownContent);
      const label = pick(ctx, { en: 'the hustle ', es: 'el trabajo ', fr: 'le petit boulot ' }) + h.value.title;
      return { ok: true, value: { type: 'hustle', id: h.value.id, label } };
    }
  }
}

const ownContent: Texts = {
  en: "That's yours: you can't report your own content.",
  es: 'Eso es tuyo: no puedes denunciar tu propio contenido.',
  fr: 'C’est le vôtre : vous ne pouvez pas signaler votre propre contenu.',
};

/** Why: one of the dialog's reasons; "other" needs the user's words. */
function whyQuestion(ctx: ToolContext, target: Target, other: boolean) {
  if (other) {
    return fail(
      'needs_detail',
      pick(ctx, {
        en: `What is wrong with ${target.label}? Tell me in a few words.`,
        es: `¿Qué problema hay con ${target.label}? Dímelo en pocas palabras.`,
        fr: `Quel est le problème avec ${target.label} ? Dites-le-moi en quelques mots.`,
      }),
    );
  }
  const options = new Intl.ListFormat(ctx.language, { type: 'disjunction' }).format(
    Object.values(REASONS).map((r) => lower(pick(ctx, r))),
  );
  return fail(
    'needs_detail',
    pick(ctx, {
      en: `Why are you reporting ${target.label}: ${options}?`,
      es: `¿Por qué denuncias ${target.label}: ${options}?`,
      fr: `Pourquoi signalez-vous ${target.label} : ${options} ?`,
    }),
    { target: { type: target.type, id: target.id }, reasons: Object.keys(REASONS) },
  );
}

export const reportContentTool = (s: ToolServices) =>
  tool({
    name: 'report_content',
    description:
      "Reports a post, a comment, a person, a marketplace listing or a hustle idea to the moderators, with one of the report dialog's reasons (spam, harassment, hate, violence, scam, sexual, misinformation, other with details).",
    destructive: false,
    help: {
      en: 'report a post, a person, a listing or a hustle ("report Sam\'s post about the generator as spam")',
      es: 'denunciar una publicación, a alguien, un anuncio o un trabajo («denuncia la publicación de Sam sobre el generador por spam»)',
      fr: 'signaler une publication, quelqu’un, une annonce ou un petit boulot (« signale le post de Sam sur le générateur comme spam »)',
    },
    async run(args, ctx) {
      const found = await reportTarget(s, ctx, args);
      if (!found.ok) return found.outcome;
      const target = found.value;
      if (!args.reason || (args.reason === 'other' && !args.details)) {
        return whyQuestion(ctx, target, args.reason === 'other');
      }
      const label = pick(ctx, REASONS[args.reason]);
      const reason = (args.details ? `${label}: ${args.details}` : label).slice(0, SOCIAL_LIMITS.reportReasonMaxChars);
      const filed = await refusalsSaid(
        ctx,
        () => s.social.reports.file(ctx.userId, { target_type: target.type, target_id: target.id, reason }),
        {
          own_content: ownContent,
          rate_limited: {
            en: 'You have sent many reports in the last hour. Please try again later.',
            es: 'Has enviado muchas denuncias en la última hora. Inténtalo más tarde.',
            fr: 'Vous avez envoyé beaucoup de signalements dans la dernière heure. Réessayez plus tard.',
          },
        },
      );
      if (!filed.ok) return filed.outcome;
      const { report, created } = filed.value;
      const why = lower(label);
      const reply = created
        ? pick(ctx, {
            en: `Reported ${target.label} to the moderators as ${why}. Thank you: they review every report.`,
            es: `Denuncié ${target.label} a los moderadores por ${why}. Gracias: revisan cada denuncia.`,
            fr: `J’ai signalé ${target.label} aux modérateurs pour ${why}. Merci : ils examinent chaque signalement.`,
          })
        : pick(ctx, {
            en: `You already reported ${target.label}: the moderators have it and will review it.`,
            es: `Ya denunciaste ${target.label}: los moderadores la tienen y la revisarán.`,
            fr: `Vous avez déjà signalé ${target.label} : les modérateurs l’ont et vont l’examiner.`,
          });
      return ok(reply, { report: { id: report.id, target_type: report.target_type, status: report.status }, created }, [
        'social',
      ]);
    },
  });
