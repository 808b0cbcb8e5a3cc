import { EXPENSE_CATEGORIES, type AppNotification, type PamToolArgs } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { day, money, num, percent, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { noticesNamed } from './social-content-notice-find.ts';
import { excerpt } from './social-feed-tools.ts';
import { reportContentTool } from './social-content-report-tool.ts';

/** The bell, read and cleared by asking: what the header's notifications say, in the user's language. */

/** Notifications named in a reply. */
const SHOWN = 6;

/** What each social notice says, as the bell says it: what happened, never who (the notice holds ids only). */
const SOCIAL: Record<string, Texts> = {
  'social.friend_request': {
    en: 'you have a new friend request',
    es: 'tienes una nueva solicitud de amistad',
    fr: "vous avez une nouvelle demande d'ami",
  },
  'social.friend_accepted': {
    en: 'your friend request was accepted',
    es: 'han aceptado tu solicitud de amistad',
    fr: "votre demande d'ami a été acceptée",
  },
  comment_post: {
    en: 'someone commented on your post',
    es: 'alguien comentó tu publicación',
    fr: 'quelqu’un a commenté votre publication',
  },
  comment_hustle: {
    en: 'someone commented on your hustle idea',
    es: 'alguien comentó tu idea para ganar dinero',
    fr: 'quelqu’un a commenté votre idée pour gagner de l’argent',
  },
  comment_trip: {
    en: 'someone commented on the trip you shared',
    es: 'alguien comentó el viaje que compartiste',
    fr: 'quelqu’un a commenté le voyage que vous avez partagé',
  },
  'social.reply': {
    en: 'someone replied to your comment',
    es: 'alguien respondió a tu comentario',
    fr: 'quelqu’un a répondu à votre commentaire',
  },
  'social.mention': { en: 'someone mentioned you', es: 'alguien te mencionó', fr: 'quelqu’un vous a mentionné' },
  'social.message': { en: 'you have a new message', es: 'tienes un mensaje nuevo', fr: 'vous avez un nouveau message' },
  'social.group_request': {
    en: 'someone asked to join your group',
    es: 'alguien pidió unirse a tu grupo',
    fr: 'quelqu’un demande à rejoindre votre groupe',
  },
  'social.trip_shared': {
    en: 'a trip was shared with you',
    es: 'han compartido un viaje contigo',
    fr: 'un voyage a été partagé avec vous',
  },
  'social.moderation': {
    en: 'a moderator reviewed your content',
    es: 'un moderador revisó tu contenido',
    fr: 'un modérateur a examiné votre contenu',
  },
  generic: {
    en: 'you have a new notification',
    es: 'tienes una notificación nueva',
    fr: 'vous avez une nouvelle notification',
  },
};

const BUDGETS: Record<string, Texts> = {
  fuel: { en: 'fuel budget', es: 'presupuesto de combustible', fr: 'budget carburant' },
  food: { en: 'food budget', es: 'presupuesto de comida', fr: 'budget alimentation' },
  campground: { en: 'campground budget', es: 'presupuesto de camping', fr: 'budget camping' },
  maintenance: { en: 'maintenance budget', es: 'presupuesto de mantenimiento', fr: 'budget entretien' },
  entertainment: { en: 'entertainment budget', es: 'presupuesto de ocio', fr: 'budget loisirs' },
  other: { en: 'other budget', es: 'presupuesto de otros gastos', fr: 'budget divers' },
  overall: { en: 'overall budget', es: 'presupuesto general', fr: 'budget global' },
};

function budgetAlert(ctx: ToolContext, data: Record<string, unknown>): string {
  const category = (EXPENSE_CATEGORIES as readonly unknown[]).includes(data.category)
    ? String(data.category)
    : 'overall';
  const currency = typeof data.currency === 'string' ? data.currency : ctx.settings.regional_preferences.currency;
  const budget = pick(ctx, BUDGETS[category] ?? BUDGETS.overall!);
  const spent = money(ctx, Number(data.spent), currency);
  const amount = money(ctx, Number(data.amount), currency);
  const threshold = Number(data.threshold);
  if (threshold >= 100) {
    return pick(ctx, {
      en: `your ${budget} is used up (${spent} of ${amount})`,
      es: `tu ${budget} está agotado (${spent} de ${amount})`,
      fr: `votre ${budget} est épuisé (${spent} sur ${amount})`,
    });
  }
  return pick(ctx, {
    en: `your ${budget} reached ${percent(ctx, threshold)} (${spent} of ${amount})`,
    es: `tu ${budget} llegó al ${percent(ctx, threshold)} (${spent} de ${amount})`,
    fr: `votre ${budget} a atteint ${percent(ctx, threshold)} (${spent} sur ${amount})`,
  });
}

/** One notification in a sentence, with its day. */
function noticeLine(ctx: ToolContext, n: AppNotification, myPost: string | undefined): string {
  const has = (key: string) => typeof n.data[key] === 'string' && n.data[key] !== '';
  let what: string;
  if (n.kind === 'budget_alert') what = budgetAlert(ctx, n.data);
  else if (n.kind === 'social.comment') {
    const key =
      has('share_id') || has('suggestion_id') ? 'comment_trip' : has('hustle_id') ? 'comment_hustle' : 'comment_post';
    what = pick(ctx, SOCIAL[key]!) + (key === 'comment_post' && myPost ? ` “${myPost}”` : '');
  } else what = pick(ctx, SOCIAL[n.kind] ?? SOCIAL.generic!);
  const reason = n.kind === 'social.moderation' && typeof n.data.reason === 'string' ? `: ${n.data.reason.trim()}` : '';
  return `${what}${reason} (${day(ctx, n.created_at.slice(0, 10))})`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The first words of the user's own posts that comment notices are about (a post since deleted is left unnamed). */
async function myPostsNamed(s: ToolServices, ctx: ToolContext, notices: AppNotification[]) {
  const named = new Map<string, string>();
  const ids = notices
    .filter((n) => n.kind === 'social.comment' && typeof n.data.post_id === 'string')
    .map((n) => n.data.post_id as string);
  for (const id of new Set(ids)) {
    const post = await s.social.feed.get(ctx.userId, id).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    });
    if (post?.author.id === ctx.userId) named.set(id, excerpt(post.body, 40));
  }
  return named;
}

const readNotificationsTool = (s: ToolServices) =>
  tool({
    name: 'read_notifications',
    description:
      "The user's notifications (the bell): the unread ones, else the latest, each said as the bell says it (friend requests, comments, replies, messages, moderation, budget alerts).",
    destructive: false,
    help: {
      en: 'read your notifications or mark them read ("any notifications?", "mark them all read")',
      es: 'leer tus notificaciones o marcarlas como leídas («¿tengo notificaciones?», «márcalas todas como leídas»)',
      fr: 'lire vos notifications ou les marquer lues (« des notifications ? », « marque-les toutes comme lues »)',
    },
    async run(_args, ctx) {
      const { data, unread } = await s.notifications.list(ctx.userId);
      const fresh = data.filter((n) => n.read_at === null);
      if (data.length === 0) {
        return ok(
          pick(ctx, {
            en: 'You have no notifications yet.',
            es: 'Aún no tienes notificaciones.',
            fr: 'Vous n’avez encore aucune notification.',
          }),
          { unread: 0, notifications: [] },
        );
      }
      const shown = (fresh.length ? fresh : data).slice(0, SHOWN);
      const head = fresh.length
        ? pick(ctx, {
            en: `You have ${num(ctx, unread)} unread notification${unread === 1 ? '' : 's'}:`,
            es: `Tienes ${num(ctx, unread)} notificaci${unread === 1 ? 'ón' : 'ones'} sin leer:`,
            fr: `Vous avez ${num(ctx, unread)} notification${unread === 1 ? '' : 's'} non lue${unread === 1 ? '' : 's'} :`,
          })
        : pick(ctx, {
            en: 'Nothing new: all your notifications are read. The latest:',
            es: 'Nada nuevo: todas tus notificaciones están leídas. Las últimas:',
            fr: 'Rien de nouveau : toutes vos notifications sont lues. Les dernières :',
          });
      const posts = await myPostsNamed(s, ctx, shown);
      const lines = shown.map((n) => `- ${capital(noticeLine(ctx, n, posts.get(String(n.data.post_id))))}`);
      return ok(`${head}\n${lines.join('\n')}`, {
        unread,
        notifications: shown.map((n) => ({ id: n.id, kind: n.kind, read: n.read_at !== null, at: n.created_at })),
      });
    },
  });

/** Marks the notifications the user named read, each said as the bell says it; already read ones are said so. */
async function markNamed(s: ToolServices, ctx: ToolContext, args: PamToolArgs<'mark_notifications_read'>) {
  const { data } = await s.notifications.list(ctx.userId);
  const fitting = await noticesNamed(s, ctx, data, args);
  const fresh = fitting.filter((n) => n.read_at === null);
  if (fresh.length === 0) {
    return fail(
      fitting.length ? 'nothing_to_do' : 'not_found',
      fitting.length
        ? pick(ctx, {
            en: 'That notification is already read.',
            es: 'Esa notificación ya está leída.',
            fr: 'Cette notification est déjà lue.',
          })
        : pick(ctx, {
            en: "I don't see a notification like that in your bell.",
            es: 'No veo ninguna notificación así en tu campana.',
            fr: 'Je ne vois aucune notification de ce genre dans votre cloche.',
          }),
    );
  }
  for (const n of fresh) await s.notifications.markRead(ctx.userId, n.id);
  const posts = await myPostsNamed(s, ctx, fresh);
  const lines = fresh.slice(0, SHOWN).map((n) => `- ${capital(noticeLine(ctx, n, posts.get(String(n.data.post_id))))}`);
  const count = fresh.length;
  const head = pick(ctx, {
    en: `Marked read (${num(ctx, count)}):`,
    es: `Marcada${count === 1 ? '' : 's'} como leída${count === 1 ? '' : 's'} (${num(ctx, count)}):`,
    fr: `Marquée${count === 1 ? '' : 's'} comme lue${count === 1 ? '' : 's'} (${num(ctx, count)}) :`,
  });
  return ok(`${head}\n${lines.join('\n')}`, { marked_read: count, ids: fresh.map((n) => n.id) }, ['notifications']);
}

const markNotificationsReadTool = (s: ToolServices) =>
  tool({
    name: 'mark_notifications_read',
    description:
      "Marks the user's notifications read, as the bell's 'Mark all as read' does (a read mark loses nothing: no question); with kind, from or about, only the unread ones they name.",
    destructive: false,
    async run(args, ctx) {
      if (args.kind || args.from || args.about) return markNamed(s, ctx, args);
      const { unread } = await s.notifications.list(ctx.userId);
      if (unread === 0) {
        return fail(
          'nothing_to_do',
          pick(ctx, {
            en: 'You have no unread notifications.',
            es: 'No tienes notificaciones sin leer.',
            fr: 'Vous n’avez aucune notification non lue.',
          }),
        );
      }
      await s.notifications.markAllRead(ctx.userId);
      return ok(
        pick(ctx, {
          en: `Done: ${num(ctx, unread)} notification${unread === 1 ? '' : 's'} marked read. Your bell is clear.`,
          es: `Hecho: ${num(ctx, unread)} notificaci${unread === 1 ? 'ón marcada como leída' : 'ones marcadas como leídas'}. Tu campana está al día.`,
          fr: `C’est fait : ${num(ctx, unread)} notification${unread === 1 ? ' marquée lue' : 's marquées lues'}. Votre cloche est à jour.`,
        }),
        { marked_read: unread },
        ['notifications'],
      );
    },
  });

export function socialNoticeTools(s: ToolServices): PamTool[] {
  return [readNotificationsTool(s), markNotificationsReadTool(s), reportContentTool(s)];
}
