import { sql } from 'kysely';
import { SOCIAL_EVENTS, type Language, type SocialNotificationKind } from '@ww/contracts';
import { withAuthTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';

export type SocialNotice = {
  recipient: string;
  kind: SocialNotificationKind;
  /** Ids and short labels the web words the notification from; never another user's private text. */
  data: Record<string, string | number | boolean | null>;
};
export type WrittenNotice = SocialNotice & { id: string };

/**
 * Writes a notice into the recipient's bell inside the actor's transaction (social_notify: never to oneself, never
 * across a block). Gives what was written, to hand to `deliverNotices` once the transaction has committed.
 */
export async function writeNotices(tx: Tx, notices: readonly SocialNotice[]): Promise<WrittenNotice[]> {
  const written: WrittenNotice[] = [];
  for (const notice of notices) {
    const {
      rows: [row],
    } = await sql<{
      id: string | null;
    }>`select social_notify(${notice.recipient}::uuid, ${notice.kind}, ${JSON.stringify(notice.data)}::jsonb) as id`.execute(
      tx,
    );
    if (row?.id) written.push({ ...notice, id: row.id });
  }
  return written;
}

/**
 * Where and in which language each notice is e-mailed (social_notice_email), asked as app_auth after commit: the
 * request role must not learn a recipient's address, since the actor chooses who a notice goes to.
 */
async function mailAddresses(db: AppDeps['db'], notices: readonly WrittenNotice[]) {
  const mails = new Map<string, { to: string; language: Language }>();
  if (notices.length === 0) return mails;
  await withAuthTx(db, async (tx) => {
    for (const n of notices) {
      const {
        rows: [mail],
      } = await sql<{ email: string | null; language: string | null }>`
        select email, language from social_notice_email(${n.id}::uuid)`.execute(tx);
      if (mail?.email) mails.set(n.id, { to: mail.email, language: mailLanguage(mail.language) });
    }
  });
  return mails;
}

const mailLanguage = (value: string | null): Language => (value === 'es' || value === 'fr' ? value : 'en');

type MailText = { subject: string; body: string };

/** What each kind of notice says by e-mail: only that something happened, never the content itself. */
const SUBJECTS: Record<Language, Record<SocialNotificationKind, string>> = {
  en: {
    'social.friend_request': 'You have a new friend request',
    'social.friend_accepted': 'Your friend request was accepted',
    'social.comment': 'Someone commented on your post',
    'social.reply': 'Someone replied to your comment',
    'social.mention': 'Someone mentioned you',
    'social.message': 'You have a new message',
    'social.group_request': 'Someone asked to join your group',
    'social.trip_shared': 'A trip was shared with you',
    'social.moderation': 'A moderator reviewed your content',
  },
  es: {
    'social.friend_request': 'Tienes una nueva solicitud de amistad',
    'social.friend_accepted': 'Aceptaron tu solicitud de amistad',
    'social.comment': 'Alguien comentó tu publicación',
    'social.reply': 'Alguien respondió a tu comentario',
    'social.mention': 'Alguien te mencionó',
    'social.message': 'Tienes un mensaje nuevo',
    'social.group_request': 'Alguien pidió unirse a tu grupo',
    'social.trip_shared': 'Compartieron un viaje contigo',
    'social.moderation': 'Un moderador revisó tu contenido',
  },
  fr: {
    'social.friend_request': "Vous avez une nouvelle demande d'ami",
    'social.friend_accepted': "Votre demande d'ami a été acceptée",
    'social.comment': 'Quelqu’un a commenté votre publication',
    'social.reply': 'Quelqu’un a répondu à votre commentaire',
    'social.mention': 'Quelqu’un vous a mentionné',
    'social.message': 'Vous avez un nouveau message',
    'social.group_request': 'Quelqu’un demande à rejoindre votre groupe',
    'social.trip_shared': 'Un voyage a été partagé avec vous',
    'social.moderation': 'Un modérateur a examiné votre contenu',
  },
};

const BODIES: Record<Language, (subject: string, link: string, settings: string) => string> = {
  en: (subject, link, settings) =>
    `${subject} on Wheels & Wins.\n\nOpen it here: ${link}\n\nYou get this e-mail because e-mail notifications are on. Turn them off in your settings: ${settings}`,
  es: (subject, link, settings) =>
    `${subject} en Wheels & Wins.\n\nÁbrelo aquí: ${link}\n\nRecibes este correo porque las notificaciones por correo están activadas. Desactívalas en tu configuración: ${settings}`,
  fr: (subject, link, settings) =>
    `${subject} sur Wheels & Wins.\n\nOuvrez-le ici : ${link}\n\nVous recevez cet e-mail car les notifications par e-mail sont activées. Désactivez-les dans vos paramètres : ${settings}`,
};

/** The e-mail of a notice in the recipient's language, with a link to the app (PUBLIC_URL) and to turn them off. */
export function noticeMail(kind: SocialNotificationKind, language: Language, publicUrl: string): MailText {
  const base = publicUrl.replace(/\/+$/, '');
  const subject = SUBJECTS[language][kind];
  return { subject, body: BODIES[language](subject, `${base}/social`, `${base}/settings`) };
}

/**
 * After commit: rings the recipients' bells live (realtime `notification.created`) and e-mails the notices whose
 * recipients want e-mail. A mail that cannot be written is logged, never turned into a failed request: the change
 * it reports has already happened.
 */
export async function deliverNotices(
  deps: Pick<AppDeps, 'db' | 'publishToUser' | 'mailer' | 'logger' | 'publicUrl'>,
  notices: readonly WrittenNotice[],
) {
  await Promise.all(
    notices.map(async (n) => {
      await deps.publishToUser?.(n.recipient, SOCIAL_EVENTS.notificationCreated, { id: n.id, kind: n.kind });
    }),
  );
  let mails: Map<string, { to: string; language: Language }>;
  try {
    mails = await mailAddresses(deps.db, notices);
  } catch (err) {
    deps.logger.error('notice e-mail lookup failed', { error: err instanceof Error ? err.message : String(err) });
    return;
  }
  await Promise.all(
    notices.map(async (n) => {
      const mail = mails.get(n.id);
      if (!mail) return;
      const { subject, body } = noticeMail(n.kind, mail.language, deps.publicUrl ?? 'http://localhost');
      try {
        await deps.mailer.send({ to: mail.to, subject, text: body });
      } catch (err) {
        deps.logger.error('notice e-mail failed', {
          kind: n.kind,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    }),
  );
}
